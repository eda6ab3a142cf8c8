package ui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/play"
)

// TestPowerTakeBackAnyOrder takes back an order from the middle of a
// turn's orders by tapping its unit, and a spawn from the spawned unit's
// actions; the other orders stay. The original's key a turns a selected
// unit's move into an attack, and back.
func TestPowerTakeBackAnyOrder(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	r, _ := registry.Find("source-of-power")
	rec := game.Record{Game: r.ID(), Steps: []string{}, Position: "SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2 | " +
		"1T3@-2,0 1I1@-2,1 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"}
	s, err := play.ResumePlayScene(a, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(s)
	for _, step := range []string{"spawn artillery -3,0", "move -2,0>-1,0", "move -2,1>-1,1"} {
		s.Play(step)
	}
	a.tapCell(t, "-2,0") // the tank's order, the second of three
	a.click(t, "Take back order")
	if got, want := s.Rec.Steps, []string{"spawn artillery -3,0", "move -2,1>-1,1"}; !slices.Equal(got, want) {
		t.Fatalf("after taking back the tank's move: %q; want %q", got, want)
	}
	a.tapCell(t, "-3,0") // the spawned artillery: it may move, or its spawn be taken back
	a.press(ebiten.KeyA) // fire from where it stands: its move holds it
	if got := s.Rec.Steps[len(s.Rec.Steps)-1]; got != "move -3,0" {
		t.Errorf("a on the selected artillery played %q", got)
	}
	a.press(ebiten.KeyA) // no attack after all
	a.tapCell(t, "-3,0")
	a.click(t, "Take back order") // the spawn, and the move of the unit spawned
	if got, want := s.Rec.Steps, []string{"move -2,1>-1,1"}; !slices.Equal(got, want) {
		t.Errorf("after taking back the spawn: %q; want %q", got, want)
	}
}
