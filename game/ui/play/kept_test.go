package play

import (
	"testing"

	"pentarchy/game/registry"
	"pentarchy/game/ui/scene/scenetest"
)

// TestKeptGamesBounded starts more games than the device keeps: the
// oldest are let go as new ones start, and steps in a kept game let none
// go.
func TestKeptGamesBounded(t *testing.T) {
	h := scenetest.New(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	var first *PlayScene
	for i := range 32 {
		s, err := NewPlayScene(h, r, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(s.Legal[0])
		if i == 2 {
			first = s
		}
	}
	kept := KeptGames(h)
	if len(kept) != 30 {
		t.Fatalf("%d games kept, want 30", len(kept))
	}
	first.Apply(first.Legal[0])
	kept = KeptGames(h)
	if len(kept) != 30 || kept[0].Key != first.SaveKey || len(kept[0].Record.Steps) != 2 {
		t.Errorf("after a step in the oldest kept game: %d kept, the last played %s with %d steps", len(kept), kept[0].Key, len(kept[0].Record.Steps))
	}
}

// TestDamagedKeptGames: a kept game that cannot be read or replayed is
// not one to continue.
func TestDamagedKeptGames(t *testing.T) {
	for _, text := range []string{
		`{`,
		`{"record":{"game":"chess","steps":[]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":["add z9"]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":[]},"seats":["person"]}`,
	} {
		h := scenetest.New(t, 360, 640, 2)
		h.Store().Set(GamePrefix+"1", text)
		if LastUnfinished(h) != nil {
			t.Errorf("LastUnfinished accepted %s", text)
		}
	}
}

// BenchmarkFirstStepSaved times a game's first step on a device that
// keeps 29 games of twelve steps: the save of a first step reads the kept
// games only when there are too many.
func BenchmarkFirstStepSaved(b *testing.B) {
	h := scenetest.New(b, 1280, 800, 1)
	r, _ := registry.Find("phalanx")
	for range 29 {
		s, _ := NewPlayScene(h, r, nil, nil)
		for range 12 {
			s.Apply(s.Legal[0])
		}
	}
	b.ResetTimer()
	for range b.N {
		s, _ := NewPlayScene(h, r, nil, nil)
		s.Apply(s.Legal[0])
		b.StopTimer()
		h.Store().Delete(s.SaveKey)
		b.StartTimer()
	}
}
