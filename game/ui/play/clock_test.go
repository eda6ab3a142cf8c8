package play_test

import (
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/registry"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// timed starts a game of id with opts on a phone, seats as given (nil:
// everyone by hand), timed under c.
func timed(t *testing.T, id string, opts game.Options, seats []play.Seat, c clock.Control) (*scenetest.Host, *play.PlayScene) {
	t.Helper()
	h := scenetest.New(t, 360, 640, 2)
	r, _ := registry.Find(id)
	s, err := play.NewPlayScene(h, r, opts, seats)
	if err != nil {
		t.Fatal(err)
	}
	s.StartClock(c)
	h.Show(s)
	return h, s
}

// play plays steps by hand, each after thinking for d.
func playAfter(t *testing.T, h *scenetest.Host, s *play.PlayScene, d time.Duration, steps ...string) {
	t.Helper()
	for _, step := range steps {
		h.Advance(d)
		s.Tick()
		if !s.Apply(step) {
			t.Fatalf("%q after %v was not played: %s", step, d, s.Status().Text)
		}
	}
}

var fiveMinutes = clock.Control{Kind: clock.Fischer, Base: 5 * time.Minute, Increment: 3 * time.Second}

// TestClockHotSeat: each player's time runs on their turn only, a turn
// ended earns the increment, the panel shows both times, Undo is off,
// and a player whose time runs out loses: the banner says so, no step is
// played any more, and the game kept on the device says the same after a
// reload.
func TestClockHotSeat(t *testing.T) {
	h, s := timed(t, "phalanx", nil, nil, fiveMinutes)
	playAfter(t, h, s, 20*time.Second, "add f3", "end") // Black: 40 s
	h.Advance(5 * time.Second)
	s.Tick()
	if d := s.Status().Detail; !strings.HasPrefix(d, "Black 4:23 · White 4:55") {
		t.Errorf("the panel's second line: %q", d)
	}
	if h.Enabled("Undo") {
		t.Error("Undo is on in a timed game")
	}
	h.Advance(5 * time.Minute)
	s.Tick()
	if st := s.Status(); !s.Over() || st.Title != "Black wins" || st.Reason != "White ran out of time." {
		t.Fatalf("after White's flag fell: over %v, %+v", s.Over(), st)
	}
	if s.Apply(s.Legal[0]) {
		t.Error("a step was played after the end")
	}
	again, err := play.Resume(scenetest.NewWithStore(t, 360, 640, 2, h.Store()), play.KeptGames(h)[0])
	if err != nil || !again.Over() || again.Status().Title != "Black wins" {
		t.Fatalf("the game kept: %v, over %v", err, again != nil && again.Over())
	}
}

// TestFlagBeforeStep: a step asked for after the time ran out, before
// any tick saw it (a tab in the background), is not played: the game is
// lost on time.
func TestFlagBeforeStep(t *testing.T) {
	h, s := timed(t, "phalanx", nil, nil, clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second})
	h.Advance(31 * time.Second)
	if s.Apply(s.Legal[0]) || !s.Over() || s.Status().Title != "White wins" {
		t.Fatalf("a step after the turn's time: over %v, %+v", s.Over(), s.Status())
	}
}

// TestLowTime: once a turn, a player low on time is warned: the sounds
// count an alert and the screen-reader mode has words for it.
func TestLowTime(t *testing.T) {
	h, s := timed(t, "phalanx", nil, nil, clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second})
	h.Advance(26 * time.Second)
	s.Tick()
	if s.Alerts() != 0 {
		t.Fatal("warned with 4 s of 30 left")
	}
	h.Advance(time.Second)
	s.Tick()
	s.Tick()
	if s.Alerts() != 1 || s.ClockWords() != "Black: 3.0 left." {
		t.Fatalf("with 3 s left: %d alerts, %q", s.Alerts(), s.ClockWords())
	}
}

// TestComputerNotTimed: the computer's turns do not count on its clock.
func TestComputerNotTimed(t *testing.T) {
	r, _ := registry.Find("phalanx")
	seats := []play.Seat{play.PersonSeat{}, play.SeatFromID(r, "computer:1")}
	h, s := timed(t, "phalanx", nil, seats, fiveMinutes)
	playAfter(t, h, s, time.Second, "add f3", "end")
	for range 2000 {
		h.Advance(time.Second)
		if s.Tick(); s.Pos.Mover() == 1 {
			break
		}
	}
	if s.Pos.Mover() != 1 || s.Over() {
		t.Fatalf("the computer did not play: mover %d, %s", s.Pos.Mover(), s.Status().Text)
	}
	if d := s.Status().Detail; !strings.Contains(d, "White 5:00") {
		t.Errorf("the computer's time was counted: %q", d)
	}
}

// TestOrdersTurnTime: in Source of Power under a time per turn, a player
// whose time runs out has their orders end as entered, and the next
// player's orders begin; nobody is out.
func TestOrdersTurnTime(t *testing.T) {
	h, s := timed(t, "source-of-power", game.Options{"players": "3"}, nil, clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second})
	h.Advance(31 * time.Second)
	s.Tick()
	if s.Over() || s.Pos.Mover() != 2 || !strings.Contains(s.ClockWords(), "orders end") {
		t.Fatalf("after player 1's time: over %v, mover %d, %q", s.Over(), s.Pos.Mover(), s.ClockWords())
	}
}

// TestOrdersOut: in Source of Power under a Fischer clock a player out
// of time is out: the game goes on, their orders end at once every turn,
// and the screen-reader mode says they are out.
func TestOrdersOut(t *testing.T) {
	c := clock.Control{Kind: clock.Fischer, Base: time.Minute}
	h, s := timed(t, "source-of-power", game.Options{"players": "3"}, nil, c)
	playAfter(t, h, s, time.Second, "end")
	h.Advance(61 * time.Second)
	s.Tick()
	if s.Over() || s.Pos.Mover() != 3 || !strings.HasSuffix(s.ClockWords(), "ran out of time.") {
		t.Fatalf("player 2 out: over %v, mover %d, %q", s.Over(), s.Pos.Mover(), s.ClockWords())
	}
	playAfter(t, h, s, time.Second, "end") // the turn resolves; player 1 orders
	playAfter(t, h, s, time.Second, "end")
	s.Tick()
	if s.Pos.Mover() != 3 {
		t.Fatalf("player 2's orders did not end at once: mover %d", s.Pos.Mover())
	}
}

// TestParryOut: in Parry for three, a player out of time ends the game,
// ranked last: the others share the win at the start's equal scores.
func TestParryOut(t *testing.T) {
	h, s := timed(t, "parry", game.Options{"players": "3"}, nil, clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second})
	h.Advance(40 * time.Second)
	s.Tick()
	first, second, third := s.Board.PlayerName(1), s.Board.PlayerName(2), s.Board.PlayerName(3)
	st := s.Status()
	if !s.Over() || st.Title != second+" and "+third+" win" || st.Reason != first+" ran out of time." {
		t.Fatalf("player 1 out: over %v, %+v", s.Over(), st)
	}
}
