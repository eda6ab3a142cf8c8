package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/storage"
)

// TestComputerPlaysAGame: on the new-game screen White is set to a person
// and Black to the easy computer; White plays the first legal step each
// turn by hand, the computer answers tick by tick, and the game ends. The
// status card says when the computer thinks; the saved game keeps the
// computer's seat.
func TestComputerPlaysAGame(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	a.v = newView(360, 640, 2)
	a.scene.layout(a.v)
	a.click(t, "Parry")
	ng := a.scene.(*newGameScene)
	for i := 0; ng.opts["board"] != "Hex 3 (19)"; i++ {
		if i > 30 {
			t.Fatalf("no Hex 3 (19) among the boards: %q", ng.opts)
		}
		a.click(t, ng.rows[0].label)
	}
	a.click(t, "Black: person") // now the easy CPU
	if got := a.snapshot().status; got != "You against the computer (1 side)" {
		t.Errorf("new-game info %q", got)
	}
	a.click(t, "Start")
	s := a.scene.(*playScene)
	if _, ok := s.seats[1].(*computerSeat); !ok || !s.seats[0].person() {
		t.Fatalf("seats %#v", s.seats)
	}
	thought := false
	for ticks := 0; s.pos.Mover() != 0; ticks++ {
		if ticks > 100000 {
			t.Fatalf("no end after %d ticks: %q", ticks, s.rec.Steps)
		}
		if s.byHand() {
			s.play(s.legal[0])
			continue
		}
		s.tick()
		thought = thought || strings.Contains(s.status().detail, "thinking")
	}
	if !thought {
		t.Error("the status never said the computer was thinking")
	}
	if _, err := game.Replay(s.rules, s.rec, nil); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	b := newApp(store)
	b.v = a.v
	b.scene.layout(b.v)
	if g := b.lastUnfinished(); g != nil {
		t.Errorf("a finished game is offered to continue")
	}
	if kept := b.keptGames(); len(kept) != 1 || !slices.Equal(kept[0].Seats, []string{"person", "computer:easy"}) {
		t.Errorf("kept %+v", kept)
	}
}

// TestHint: the Hint button finds a legal step for the person to move and
// shows it in the panel until a step is played.
func TestHint(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	s, err := newPlayScene(a, r, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.show(s)
	a.click(t, "Hint")
	if !s.busy() || !strings.Contains(s.adviceText(), "Looking") {
		t.Fatalf("after Hint: busy %v, hint %q", s.busy(), s.adviceText())
	}
	for s.advice.active {
		s.tick()
	}
	step, ok := strings.CutPrefix(s.adviceText(), "The computer would play: ")
	if !ok || !slices.Contains(s.legal, strings.TrimSuffix(step, ".")) {
		t.Fatalf("hint %q; legal %q", s.adviceText(), s.legal)
	}
	s.play(s.legal[0])
	if strings.Contains(s.adviceText(), "computer would play") {
		t.Errorf("the hint stays after a step: %q", s.adviceText())
	}
}
