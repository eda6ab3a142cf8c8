package play

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/scene/scenetest"
)

// newGame shows a new game of the game id on a phone's screen (360×640 at
// device pixel ratio 2), seated as seats says (nil: everyone by hand).
func newGame(t *testing.T, id string, opts game.Options, seats []Seat) (*scenetest.Host, *PlayScene) {
	t.Helper()
	h := scenetest.New(t, 360, 640, 2)
	r, _ := registry.Find(id)
	s, err := NewPlayScene(h, r, opts, seats)
	if err != nil {
		t.Fatal(err)
	}
	h.Show(s)
	return h, s
}

// want checks the game record's steps.
func want(t *testing.T, s *PlayScene, wanted ...string) {
	t.Helper()
	if got := s.Rec.Steps; !slices.Equal(got, wanted) {
		t.Fatalf("record %q, want %q", got, wanted)
	}
}

// firstLegalSeat is a seat that plays the first legal step, after waiting
// a number of ticks.
type firstLegalSeat struct{ wait, waited int }

func (*firstLegalSeat) Person() bool { return false }
func (*firstLegalSeat) Busy() bool   { return true }
func (*firstLegalSeat) ID() string   { return "first" }

func (f *firstLegalSeat) Next(pos game.Position, _ game.Record) string {
	if f.waited < f.wait {
		f.waited++
		return ""
	}
	f.waited = 0
	return game.LegalTexts(pos)[0]
}

// TestUndoRedoHotSeat takes steps back one by one and plays them again; a
// new step forgets what was taken back.
func TestUndoRedoHotSeat(t *testing.T) {
	h, s := newGame(t, "phalanx", nil, nil)
	h.TapCell("f3")
	h.TapCell("e3")
	h.Click("Undo")
	want(t, s, "add f3")
	h.Click("Undo")
	want(t, s)
	h.Click("Redo")
	h.Click("Redo")
	want(t, s, "add f3", "add e3")
	h.Click("Undo")
	h.TapCell("f4")
	want(t, s, "add f3", "add f4")
	if b := h.Button("Redo"); b == nil || !b.Disabled {
		t.Error("Redo is enabled after a new step")
	}
}

// TestUndoAgainstDriver goes back to the person's last decision, taking
// the driver's answer back with it; Redo plays both again.
func TestUndoAgainstDriver(t *testing.T) {
	h, s := newGame(t, "phalanx", nil, []Seat{PersonSeat{}, &firstLegalSeat{}})
	h.TapCell("f3")
	h.Click("End turn")
	h.TickUntil("the driver's turn played", 20, func() bool { return s.Pos.Mover() == 1 })
	full := slices.Clone(s.Rec.Steps)
	h.Click("Undo")
	want(t, s, "add f3")
	h.Click("Redo")
	want(t, s, full...)
}

// TestMovesList looks back at earlier positions without changing the
// game, then plays on from one of them.
func TestMovesList(t *testing.T) {
	h, s := newGame(t, "phalanx", nil, nil)
	h.TapCell("f3")
	h.Click("End turn")
	h.TapCell("c6")
	h.Click("Moves")
	if st := h.Status(); !strings.HasPrefix(st, "White to act") {
		t.Errorf("Moves opens at %q", st)
	}
	h.Click("◄")
	h.Click("◄")
	if st := h.Status(); !strings.HasPrefix(st, "Black to act — 2 actions left") {
		t.Errorf("two steps back: %q", st)
	}
	want(t, s, "add f3", "end", "add c6")
	h.Click("|◄")
	if st := h.Status(); !strings.HasPrefix(st, "Black to act — 3 actions left") {
		t.Errorf("at the start: %q", st)
	}
	h.Click("►")
	h.Click("Play from here")
	want(t, s, "add f3")
	h.Click("Redo")
	want(t, s, "add f3", "end")
}

// TestMoversKept plays and takes back steps at random in a game of Parry
// for three, and checks after each change that the movers the scene keeps
// are those a replay of its record gives.
func TestMoversKept(t *testing.T) {
	_, s := newGame(t, "parry", game.Options{"players": "3"}, nil)
	rng := rand.New(rand.NewPCG(19, 3))
	for range 200 {
		if len(s.Legal) == 0 || rng.IntN(4) == 0 {
			s.Undo(1 + rng.IntN(3))
		} else {
			s.Apply(s.Legal[rng.IntN(len(s.Legal))])
		}
		var replayed []int
		game.Replay(s.Rules, s.Rec, func(i int, pos game.Position) {
			if i < len(s.Rec.Steps) {
				replayed = append(replayed, pos.Mover())
			}
		})
		if got := s.Movers(); !slices.Equal(got, replayed) {
			t.Fatalf("after %q: movers %v, a replay gives %v", s.Rec.Steps, got, replayed)
		}
	}
}

// TestSeatsTakeTurns seats a driver as White in Phalanx: taps play only on
// Black's turn, and ticks play White's steps only once the driver has one.
func TestSeatsTakeTurns(t *testing.T) {
	white := &firstLegalSeat{wait: 2}
	h, s := newGame(t, "phalanx", nil, []Seat{PersonSeat{}, white})
	if s.Tick() {
		t.Fatal("a tick on Black's (a person's) turn played a step")
	}
	h.TapCell("f3")
	h.Click("End turn")
	want(t, s, "add f3", "end")
	h.TapCell("f7") // White's turn: taps do nothing
	for range white.wait {
		if s.Tick() {
			t.Fatal("the driver's step came before it had one")
		}
	}
	if !s.Tick() || len(s.Rec.Steps) != 3 {
		t.Fatalf("the driver's step was not played: %q", s.Rec.Steps)
	}
	if h.Button("End turn") != nil && s.ByHand() {
		t.Fatal("White's turn is played by hand")
	}
	if !s.Busy() {
		t.Error("a busy seat does not keep frames coming")
	}
}
