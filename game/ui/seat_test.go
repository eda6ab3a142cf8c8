package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// want checks the game record's steps.
func want(t *testing.T, a *App, wanted ...string) {
	t.Helper()
	if got := steps(t, a); len(got) != len(wanted) || !slices.Equal(got, wanted) {
		t.Fatalf("record %q, want %q", got, wanted)
	}
}

// button returns the scene's button with the label.
func (a *App) button(t *testing.T, label string) *kit.Button {
	t.Helper()
	for _, b := range a.scene.Buttons() {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return nil
}

// TestContinue plays a step, leaves for the menu and continues: the same
// record and seats come back from the device's store.
func TestContinue(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	a.v = kit.NewView(360, 640, 2)
	a.scene.Layout(a.v)
	if slices.ContainsFunc(a.scene.Buttons(), func(b *kit.Button) bool { return b.Label == "Continue Phalanx" }) {
		t.Fatal("Continue offered with nothing saved")
	}
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "Menu")

	b := newApp(store) // a reload
	b.v = a.v
	b.scene.Layout(b.v)
	b.click(t, "Continue Phalanx")
	if got := steps(t, b); !slices.Equal(got, []string{"add f3"}) {
		t.Fatalf("continued record %q, want [add f3]", got)
	}
	b.tapCell(t, "e3")
	if got := steps(t, b); !slices.Equal(got, []string{"add f3", "add e3"}) {
		t.Fatalf("record after continuing %q", got)
	}
}

// TestContinueDamaged keeps damaged saves: the menu offers no Continue for
// them and the saved-games list marks them.
func TestContinueDamaged(t *testing.T) {
	for _, text := range []string{
		`{`,
		`{"record":{"game":"chess","steps":[]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":["add z9"]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":[]},"seats":["person"]}`,
	} {
		a := newApp(storage.Memory{play.GamePrefix + "1": text})
		if play.LastUnfinished(a) != nil {
			t.Errorf("lastUnfinished accepted %s", text)
		}
		if slices.ContainsFunc(a.scene.Buttons(), func(b *kit.Button) bool { return b.Label == "Continue Phalanx" }) {
			t.Errorf("menu offers Continue for %s", text)
		}
	}
}

// TestSavedGames keeps two games, lists them the last played first, goes
// on with the older one and deletes one.
func TestSavedGames(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "Menu")
	a.click(t, "Patriarchs")
	a.click(t, "Start")
	a.tapCell(t, "e3")
	a.tapCell(t, "e4")
	a.click(t, "Menu")
	a.click(t, "Saved games")
	s := a.scene.(*screens.SavedScene)
	if len(s.Rows) != 2 || !strings.HasPrefix(s.Rows[0].Label, "Patriarchs") || !strings.HasPrefix(s.Rows[1].Label, "Phalanx · 1 step") {
		t.Fatalf("rows %q, %q", s.Rows[0].Label, s.Rows[1].Label)
	}
	a.click(t, s.Rows[1].Label)
	want(t, a, "add f3")
	a.tapCell(t, "e3")
	a.click(t, "Menu")
	if b := a.button(t, "Continue Phalanx"); b == nil {
		t.Fatal("no Continue")
	}
	a.click(t, "Saved games")
	s = a.scene.(*screens.SavedScene)
	a.click(t, s.Rows[0].Label)
	want(t, a, "add f3", "add e3")
	a.click(t, "Menu")
	a.click(t, "Saved games")
	s = a.scene.(*screens.SavedScene)
	kit.TapButtons([]*kit.Button{s.Deletes[0]}, s.Deletes[0].R.X+1, s.Deletes[0].R.Y+1)
	if len(play.KeptGames(a)) != 1 || len(s.Rows) != 1 || !strings.HasPrefix(s.Rows[0].Label, "Patriarchs") {
		t.Fatalf("after Delete: %d kept, rows %d", len(play.KeptGames(a)), len(s.Rows))
	}
}

// TestKeptGamesBounded starts more games than the device keeps: the
// oldest are let go as new ones start, and steps in a kept game let none
// go.
func TestKeptGamesBounded(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	var first *play.PlayScene
	for i := range 32 {
		s, err := play.NewPlayScene(a, r, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(s.Legal[0])
		if i == 2 {
			first = s
		}
	}
	kept := play.KeptGames(a)
	if len(kept) != 30 {
		t.Fatalf("%d games kept, want 30", len(kept))
	}
	first.Apply(first.Legal[0])
	kept = play.KeptGames(a)
	if len(kept) != 30 || kept[0].Key != first.SaveKey || len(kept[0].Record.Steps) != 2 {
		t.Errorf("after a step in the oldest kept game: %d kept, the last played %s with %d steps", len(kept), kept[0].Key, len(kept[0].Record.Steps))
	}
}

// BenchmarkFirstStepSaved times a game's first step on a device that
// keeps 29 games of twelve steps: the save of a first step reads the kept
// games only when there are too many.
func BenchmarkFirstStepSaved(b *testing.B) {
	a := newApp(storage.Memory{})
	a.v = kit.NewView(1280, 800, 1)
	r, _ := registry.Find("phalanx")
	for range 29 {
		s, _ := play.NewPlayScene(a, r, nil, nil)
		for range 12 {
			s.Apply(s.Legal[0])
		}
	}
	b.ResetTimer()
	for range b.N {
		s, _ := play.NewPlayScene(a, r, nil, nil)
		s.Apply(s.Legal[0])
		b.StopTimer()
		a.store.Delete(s.SaveKey)
		b.StartTimer()
	}
}
