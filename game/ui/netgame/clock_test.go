package netgame_test

import (
	"crypto/rand"
	"slices"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/net/protocol"
)

// nine is a clock whose times show in tenths of a second.
var nine = clock.Control{Kind: clock.Fischer, Base: 9 * time.Second}

// later moves every device's time on by d.
func later(d time.Duration, devs ...device) {
	for _, dev := range devs {
		dev.Advance(d)
	}
}

// TestClockOnline plays Phalanx between the hub and a friend under a clock
// of nine seconds, the steps reaching the other device 150 ms after they
// leave (a round trip of 300 ms): both panels show the same times within
// 200 ms while either player thinks; the friend's count of its turn goes
// with its step and both charge what the hub counted; a drop of the
// friend's connection stops its clock on the hub; and when the friend's
// time runs out by the hub's count, both devices end the game on time.
func TestClockOnline(t *testing.T) {
	hub, friend, hg, fg, link := connectedTimed(t, "phalanx", nine)
	both := []linked{hg, fg}
	step := func(d device, cell string) {
		t.Helper()
		d.TapCell(cell)
		tick(t, "the step", func() bool { return true }, both...)
	}
	// The hub (Black) thinks 2 s, then its turn reaches the friend 150 ms later.
	later(2*time.Second, hub, friend)
	hub.TapCell("f3")
	hub.Click("End turn")
	hg.Tick()
	later(150*time.Millisecond, hub, friend)
	tick(t, "Black's turn on the friend's board", func() bool { return len(fg.Play().Rec.Steps) == 2 }, both...)
	// The friend's acknowledgement comes back before the clocks go on: the
	// hub measures a round trip of 150 ms, not one as long as the test's wait.
	tick(t, "the friend's ack of Black's turn", func() bool { return hg.H.Link(1).Acked() >= 2 }, both...)
	later(time.Second, hub, friend)
	hg.Tick()
	fg.Tick()
	hubSays, friendSays := leftOf(t, hub, 2), leftOf(t, friend, 2)
	if diff := friendSays - hubSays; diff < 0 || diff > 200*time.Millisecond {
		t.Errorf("White's time: the hub shows %v, the friend %v", hubSays, friendSays)
	}
	if b1, b2 := leftOf(t, hub, 1), leftOf(t, friend, 1); b1 != 7*time.Second || b2 != b1 {
		t.Errorf("Black's time after its turn: the hub %v, the friend %v", b1, b2)
	}
	// White ends its turn after 1 s by its count; the hub counted 1.3 s by then.
	step(friend, "d7")
	friend.Click("End turn")
	fg.Tick()
	later(150*time.Millisecond, hub, friend)
	tick(t, "White's turn on the hub", func() bool { return len(hg.Play().Rec.Steps) == 4 }, both...)
	later(150*time.Millisecond, hub, friend)
	tick(t, "the hub's ack", func() bool { return leftOf(t, friend, 2) == leftOf(t, hub, 2) }, both...)
	if w := leftOf(t, hub, 2); w < 7700*time.Millisecond || w > 8*time.Second {
		t.Errorf("White's time after a turn of 1 s by its count: %v", w)
	}
	// Black's turn; then White's, during which its connection drops.
	hub.Click("End turn")
	hg.Tick()
	tick(t, "Black's pass on the friend's board", func() bool { return len(fg.Play().Rec.Steps) == 5 }, both...)
	link.Guest.Close()
	tick(t, "the drop on the hub", func() bool { return hub.Button("Reconnect") != nil }, hg)
	before := leftOf(t, hub, 2)
	later(time.Minute, hub, friend)
	hg.Tick()
	if hg.H.Result().Over || leftOf(t, hub, 2) != before {
		t.Fatalf("with White's device away its clock ran: %v → %v, over %v", before, leftOf(t, hub, 2), hg.H.Result().Over)
	}
	// White's device comes back, and its time runs out on the hub.
	m, err := protocol.Restore(mustKept(t, friend), "test", rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	a, b := nettest.Pipe()
	hg.Rejoin(1, a)
	fg = netgame.StartOnline(friend, b, m)
	both = []linked{hg, fg}
	tick(t, "the friend back", func() bool { return fg.Play() != nil }, both...)
	later(9*time.Second, hub, friend)
	tick(t, "White's time out on both", func() bool {
		return hg.H.Result().Over && fg.M.Result().Over
	}, both...)
	if r := fg.M.Result(); r.Reason != clock.ReasonTime || !r.Winners.Has(1) {
		t.Errorf("the friend's result: %+v", r)
	}
}

// leftOf is player p's time as device d shows it, read from the
// clock's words in the panel's second line.
func leftOf(t *testing.T, d device, p int) time.Duration {
	t.Helper()
	s, ok := d.Scene().(interface{ ClockLeft(int) time.Duration })
	if !ok {
		t.Fatalf("%s shows no clock", d.Scene().Name())
	}
	return s.ClockLeft(p)
}

// mustKept is the friend's match as its device keeps it.
func mustKept(t *testing.T, d device) []byte {
	t.Helper()
	kept, err := netgame.LoadOnline(d)
	if err != nil {
		t.Fatal(err)
	}
	return kept.Match
}

// TestClockOrdersOnline times Source of Power between the hub and a
// friend. Under a time per turn of 30 s nobody ends their orders: when the
// turn's time runs out each device ends its own, and the turn resolves
// on both. Under Fischer both clocks run at once: the hub ends its orders
// after 2 s, the friend's time keeps running on both panels, and when it
// runs out by the hub's count the hub wins on time on both devices.
func TestClockOrdersOnline(t *testing.T) {
	hub, friend, hg, fg, _ := connectedTimed(t, "source-of-power", clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second})
	later(29*time.Second, hub, friend)
	tick(t, "the first frames", func() bool { return true }, hg, fg)
	if n := len(hg.H.Record().Steps); n != 0 || hg.H.CanPlay() != nil {
		t.Fatalf("orders ended with a second left: %d steps", n)
	}
	later(2*time.Second, hub, friend)
	tick(t, "the turn resolved on both", func() bool {
		return len(hg.H.Record().Steps) > 0 && slices.Equal(fg.M.Record().Steps, hg.H.Record().Steps)
	}, hg, fg)

	hub, friend, hg, fg, _ = connectedTimed(t, "source-of-power", nine)
	later(2*time.Second, hub, friend)
	hub.Click("End orders")
	tick(t, "the hub's orders sealed on the friend's side", func() bool { return !fg.M.Thinking().Has(1) }, hg, fg)
	later(time.Second, hub, friend)
	tick(t, "a frame", func() bool { return true }, hg, fg)
	if b1, b2 := leftOf(t, hub, 1), leftOf(t, friend, 1); b1 != 7*time.Second || b2 != b1 {
		t.Errorf("Black's time once sealed: the hub %v, the friend %v", b1, b2)
	}
	if w1, w2 := leftOf(t, hub, 2), leftOf(t, friend, 2); w1 != 6*time.Second || w2 != w1 {
		t.Errorf("White's time 3 s into the turn: the hub %v, the friend %v", w1, w2)
	}
	later(7*time.Second, hub, friend)
	tick(t, "White's time out on both", func() bool { return hg.H.Result().Over && fg.M.Result().Over }, hg, fg)
	if r := fg.M.Result(); r.Reason != clock.ReasonTime || r.Winners != game.PlayerSet(0).With(1) {
		t.Errorf("the friend's result: %+v", r)
	}
}

// TestClockTurnOfSeveralSteps: a turn of several steps is counted whole,
// however its steps fall into frames. Each player thinks a second, acts,
// thinks another second and ends the turn: both devices charge two
// seconds, the hub's own player exactly, the friend's by the friend's
// count within the hub's window.
func TestClockTurnOfSeveralSteps(t *testing.T) {
	hub, friend, hg, fg, _ := connectedTimed(t, "phalanx", nine)
	both := []linked{hg, fg}
	turn := func(d device, cell string, steps int) {
		t.Helper()
		later(time.Second, hub, friend)
		d.TapCell(cell)
		tick(t, "the action", func() bool { return true }, both...)
		later(time.Second, hub, friend)
		d.Click("End turn")
		tick(t, "the turn on both", func() bool {
			return len(hg.Play().Rec.Steps) == steps && len(fg.Play().Rec.Steps) == steps && hg.H.Link(1).Acked() >= steps
		}, both...)
	}
	turn(hub, "f3", 2)
	if b1, b2 := leftOf(t, hub, 1), leftOf(t, friend, 1); b1 != 7*time.Second || b2 != b1 {
		t.Errorf("Black's time after a turn of 2 s: the hub %v, the friend %v", b1, b2)
	}
	turn(friend, "d7", 4)
	tick(t, "the hub's ack", func() bool { return leftOf(t, friend, 2) == leftOf(t, hub, 2) }, both...)
	if w := leftOf(t, hub, 2); w < 6700*time.Millisecond || w > 7*time.Second {
		t.Errorf("White's time after a turn of 2 s: %v", w)
	}
}
