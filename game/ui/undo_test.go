package ui

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
)

// TestUndoRedoHotSeat takes steps back one by one and plays them again; a
// new step forgets what was taken back.
func TestUndoRedoHotSeat(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.tapCell(t, "e3")
	a.click(t, "Undo")
	want(t, a, "add f3")
	a.click(t, "Undo")
	want(t, a)
	a.click(t, "Redo")
	a.click(t, "Redo")
	want(t, a, "add f3", "add e3")
	a.click(t, "Undo")
	a.tapCell(t, "f4")
	want(t, a, "add f3", "add f4")
	if b := a.button(t, "Redo"); !b.Disabled {
		t.Error("Redo is enabled after a new step")
	}
}

// TestUndoAgainstDriver goes back to the person's last decision, taking
// the driver's answer back with it; Redo plays both again.
func TestUndoAgainstDriver(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	s, err := play.NewPlayScene(a, r, nil, []play.Seat{play.PersonSeat{}, &firstLegalSeat{}})
	if err != nil {
		t.Fatal(err)
	}
	a.Show(s)
	a.tapCell(t, "f3")
	a.click(t, "End turn")
	for s.Pos.Mover() == 2 {
		s.Tick()
	}
	full := slices.Clone(steps(t, a))
	a.click(t, "Undo")
	want(t, a, "add f3")
	a.click(t, "Redo")
	if got := steps(t, a); !slices.Equal(got, full) {
		t.Fatalf("after Redo: %q, want %q", got, full)
	}
}

// TestMovesList looks back at earlier positions without changing the
// game, then plays on from one of them.
func TestMovesList(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "End turn")
	a.tapCell(t, "c6")
	a.click(t, "Moves")
	if st := a.snapshot().Status; !strings.HasPrefix(st, "White to act") {
		t.Errorf("Moves opens at %q", st)
	}
	a.click(t, "◄")
	a.click(t, "◄")
	if st := a.snapshot().Status; !strings.HasPrefix(st, "Black to act — 2 actions left") {
		t.Errorf("two steps back: %q", st)
	}
	want(t, a, "add f3", "end", "add c6")
	a.click(t, "|◄")
	if st := a.snapshot().Status; !strings.HasPrefix(st, "Black to act — 3 actions left") {
		t.Errorf("at the start: %q", st)
	}
	a.click(t, "►")
	a.click(t, "Play from here")
	want(t, a, "add f3")
	a.click(t, "Redo")
	want(t, a, "add f3", "end")
}

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

// TestMoversKept plays and takes back steps at random in a game of Parry
// for three, and checks after each change that the movers the scene keeps
// are those a replay of its record gives.
func TestMoversKept(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("parry")
	s, err := play.NewPlayScene(a, r, game.Options{"players": "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(19, 3))
	for range 200 {
		if len(s.Legal) == 0 || rng.IntN(4) == 0 {
			s.Undo(1 + rng.IntN(3))
		} else {
			s.Apply(s.Legal[rng.IntN(len(s.Legal))])
		}
		var replayed []int
		game.Replay(r, s.Rec, func(i int, pos game.Position) {
			if i < len(s.Rec.Steps) {
				replayed = append(replayed, pos.Mover())
			}
		})
		if got := s.Movers(); !slices.Equal(got, replayed) {
			t.Fatalf("after %q: movers %v, a replay gives %v", s.Rec.Steps, got, replayed)
		}
	}
}
