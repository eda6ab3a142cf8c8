package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
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
	a.v = kit.NewView(360, 640, 2)
	a.scene.Layout(a.v)
	a.click(t, "Parry")
	ng := a.scene.(*screens.NewGameScene)
	for i := 0; ng.Opts["board"] != "Hex 3 (19)"; i++ {
		if i > 30 {
			t.Fatalf("no Hex 3 (19) among the boards: %q", ng.Opts)
		}
		a.click(t, ng.Rows[0].Label)
	}
	a.click(t, "Black: person") // now the easy CPU
	if got := a.snapshot().Status; got != "You against the computer (1 side)" {
		t.Errorf("new-game info %q", got)
	}
	a.click(t, "Start")
	s := a.scene.(*play.PlayScene)
	if _, ok := s.Seats[1].(*play.ComputerSeat); !ok || !s.Seats[0].Person() {
		t.Fatalf("seats %#v", s.Seats)
	}
	thought := false
	for ticks := 0; s.Pos.Mover() != 0; ticks++ {
		if ticks > 100000 {
			t.Fatalf("no end after %d ticks: %q", ticks, s.Rec.Steps)
		}
		if s.ByHand() {
			s.Play(s.Legal[0])
			continue
		}
		s.Tick()
		thought = thought || strings.Contains(s.Status().Detail, "thinking")
	}
	if !thought {
		t.Error("the status never said the computer was thinking")
	}
	if _, err := game.Replay(s.Rules, s.Rec, nil); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	b := newApp(store)
	b.v = a.v
	b.scene.Layout(b.v)
	if g := play.LastUnfinished(b); g != nil {
		t.Errorf("a finished game is offered to continue")
	}
	if kept := play.KeptGames(b); len(kept) != 1 || !slices.Equal(kept[0].Seats, []string{"person", "computer:easy"}) {
		t.Errorf("kept %+v", kept)
	}
}

// TestHint: the Hint button finds a legal step for the person to move and
// shows it in the panel until a step is played.
func TestHint(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	s, err := play.NewPlayScene(a, r, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(s)
	a.click(t, "Hint")
	if !s.Busy() || !strings.Contains(s.AdviceText(), "Looking") {
		t.Fatalf("after Hint: busy %v, hint %q", s.Busy(), s.AdviceText())
	}
	for s.Advice.Active {
		s.Tick()
	}
	step, ok := strings.CutPrefix(s.AdviceText(), "The computer would play: ")
	if !ok || !slices.Contains(s.Legal, strings.TrimSuffix(step, ".")) {
		t.Fatalf("hint %q; legal %q", s.AdviceText(), s.Legal)
	}
	s.Play(s.Legal[0])
	if strings.Contains(s.AdviceText(), "computer would play") {
		t.Errorf("the hint stays after a step: %q", s.AdviceText())
	}
}
