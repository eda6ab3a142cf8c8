package protocol

import (
	"slices"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
)

var minuteAndTwo = clock.Control{Kind: clock.Fischer, Base: time.Minute, Increment: 2 * time.Second}

// timedStar is Phalanx between the hub (Black) and one guest, timed one
// minute and two seconds, with a watcher.
func timedStar(t *testing.T) (*star, int) {
	t.Helper()
	s := newStarOf(t, HubConfig{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: minuteAndTwo}, 80)
	return s, s.watch()
}

// sameTimes fails unless every device's clock has want.
func (s *star) sameTimes(want ...time.Duration) {
	s.t.Helper()
	if got := s.hub.Clock().Times(); !slices.Equal(got, want) {
		s.t.Fatalf("the hub's times %v, want %v", got, want)
	}
	for g, m := range s.guests {
		if got := m.Clock().Times(); !slices.Equal(got, want) {
			s.t.Fatalf("device %d's times %v, want %v", g+1, got, want)
		}
	}
}

// hubPlays has the hub play steps, the last ending its turn after spent.
func (s *star) hubPlays(spent time.Duration, steps ...string) {
	s.t.Helper()
	for _, step := range steps {
		out, err := s.hub.LocalAt(step, spent)
		if err != nil {
			s.t.Fatalf("the hub: %v", err)
		}
		s.route(out)
		s.pump()
	}
}

// guestPlays has guest 1 play steps, saying it thought claimed.
func (s *star) guestPlays(claimed time.Duration, steps ...string) {
	s.t.Helper()
	for _, step := range steps {
		out, err := s.guests[0].LocalAt(step, claimed)
		if err != nil {
			s.t.Fatalf("guest 1: %v", err)
		}
		s.toHub[0] = append(s.toHub[0], out...)
		s.pump()
	}
}

// TestClockCounted: the hub's count is the one that counts. Its own turn
// costs what it counted; a guest's claim is taken within the hub's window
// (its count less the round trip, and its count), and raised or cut to
// it otherwise. Every device, the watcher too, ends each turn with the
// same times, the increment added.
func TestClockCounted(t *testing.T) {
	s, _ := timedStar(t)
	s.hubPlays(10*time.Second, "add f3", "end")
	s.sameTimes(52*time.Second, time.Minute)
	s.window = &Window{Min: 5 * time.Second, Max: 6 * time.Second}
	s.guestPlays(5500*time.Millisecond, "add d7", "end") // within: taken
	s.sameTimes(52*time.Second, time.Minute-3500*time.Millisecond)
	s.hubPlays(time.Second, "end")
	s.guestPlays(time.Second, "end") // under the window: the hub counts 5 s
	s.sameTimes(53*time.Second, time.Minute-6500*time.Millisecond)
	s.hubPlays(time.Second, "end")
	s.guestPlays(30*time.Second, "end") // over it: the hub counts 6 s
	s.sameTimes(54*time.Second, time.Minute-10500*time.Millisecond)
}

// TestClockFlag: the hub's Flag ends the game when the player to move ran
// out by its count, on every device: the other player wins on time. A
// guest may not say that a player's time ran out.
func TestClockFlag(t *testing.T) {
	s, w := timedStar(t)
	s.hubPlays(10*time.Second, "add f3", "end")
	if out, events := s.hub.Flag(59 * time.Second); len(events) != 0 || s.hub.Result().Over {
		t.Fatalf("flagged with a second left: %v", out)
	}
	s.strict = false
	from := len(s.events)
	s.toHub[0] = append(s.toHub[0], Message{Kind: KindTimeout, Seq: 2, Seats: []int{1}})
	s.pump()
	if got := s.heard(from, Refused); len(got) != 1 || s.hub.Result().Over {
		t.Fatalf("a guest's time-out: refused %+v, result %+v", got, s.hub.Result())
	}
	s.strict = true
	out, events := s.hub.Flag(time.Minute)
	s.route(out)
	s.pump()
	if len(events) != 1 || events[0].Kind != GameOver {
		t.Fatalf("the hub's flag: %+v", events)
	}
	for _, m := range []interface{ Result() game.Result }{s.hub, s.guests[0], s.guests[w-1]} {
		if r := m.Result(); !r.Over || r.Winners != seats(1) || r.Reason != clock.ReasonTime {
			t.Errorf("a device's result: %+v", r)
		}
	}
}

// TestClockLateStep: a guest's step that comes when the player's time ran
// out even by the hub's least count is refused, taken back on the guest's
// page, and the game is lost on time everywhere.
func TestClockLateStep(t *testing.T) {
	s, _ := timedStar(t)
	s.hubPlays(10*time.Second, "add f3", "end")
	s.window = &Window{Min: 61 * time.Second, Max: 62 * time.Second}
	s.strict = false
	s.guestPlays(59*time.Second, "add d7")
	if n := len(s.guests[0].Record().Steps); n != 2 || len(s.hub.Record().Steps) != 2 {
		t.Fatalf("the late step stays: the guest has %d steps, the hub %d", n, len(s.hub.Record().Steps))
	}
	s.sameEverywhere()
	if r := s.guests[0].Result(); !r.Over || r.Winners != seats(1) || r.Reason != clock.ReasonTime {
		t.Fatalf("the guest's result: %+v", r)
	}
}

// TestClockKept: a guest joining late and one reconnecting take the
// clock from the hub's hello; the hub's and a guest's saves keep it.
func TestClockKept(t *testing.T) {
	s, _ := timedStar(t)
	s.hubPlays(10*time.Second, "add f3", "end")
	s.window = &Window{Max: time.Hour}
	s.guestPlays(4*time.Second, "add d7", "end")
	want := []time.Duration{52 * time.Second, 58 * time.Second}
	late := s.watch()
	s.reconnect()
	s.sameTimes(want...)
	data, err := s.hub.Save()
	if err != nil {
		t.Fatal(err)
	}
	hub, err := RestoreHub(data, "test", entropy(1))
	if err != nil || !slices.Equal(hub.Clock().Times(), want) || hub.Link(1).Clock() == nil {
		t.Fatalf("the hub restored: %v, %v", err, hub.Clock().Times())
	}
	data, err = s.guests[0].Save()
	if err != nil {
		t.Fatal(err)
	}
	guest, err := Restore(data, "test", entropy(2))
	if err != nil || !slices.Equal(guest.Clock().Times(), want) {
		t.Fatalf("the guest restored: %v, %v", err, guest.Clock().Times())
	}
	if !s.guests[late-1].Watching() {
		t.Fatal("not a watcher")
	}
}

// TestClockRefused: a clock is refused by move codes; a game that goes
// on by move codes leaves its clock.
func TestClockRefused(t *testing.T) {
	for _, cfg := range []HubConfig{
		{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: minuteAndTwo, Codes: true},
	} {
		if _, err := NewHub(cfg, entropy(3)); err == nil {
			t.Errorf("a hub of %s (codes %v) took a clock", cfg.Game, cfg.Codes)
		}
	}
	s, _ := timedStar(t)
	if err := s.hub.ToCodes(); err != nil || s.hub.Clock() != nil {
		t.Fatalf("by move codes: %v, clock %v", err, s.hub.Clock())
	}
}

// TestClockParryThree: in Parry for three devices a player out of time
// ends the game (Parry's rules end it when a player cannot act): the
// others share the win at the start's equal scores, on every device.
func TestClockParryThree(t *testing.T) {
	s := newStarOf(t, HubConfig{App: "test", Game: "parry", Options: game.Options{"players": "3"},
		Devices: []game.PlayerSet{seats(1), seats(2), seats(3)}, Clock: clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second}}, 81)
	out, events := s.hub.Flag(31 * time.Second)
	s.route(out)
	s.pump()
	if len(events) != 1 {
		t.Fatalf("no time-out: %+v", events)
	}
	for g, m := range append([]interface{ Result() game.Result }{s.hub}, s.guests[0], s.guests[1]) {
		if r := m.Result(); !r.Over || r.Winners != seats(2, 3) || r.Reason != clock.ReasonTime {
			t.Errorf("device %d's result: %+v", g, r)
		}
	}
}

// TestTakeoverKeepsTheClock: the hub of a timed game of Parry for three
// is gone; guest 1's page hosts it from its record and its clock, and
// guest 2, joining the new hub from its save, gets every player's time as
// the old hub had counted it.
func TestTakeoverKeepsTheClock(t *testing.T) {
	opts := game.Options{"players": "3"}
	old := newStarOf(t, HubConfig{App: "test", Game: "parry", Options: opts, Devices: []game.PlayerSet{seats(1), seats(2), seats(3)}, Clock: minuteAndTwo}, 84)
	for range 5 {
		if d := old.hub.deviceOf(old.hub.Position().Mover()); d == 0 {
			old.hubPlays(3*time.Second, game.LegalTexts(old.hub.Position())[0])
		} else {
			m := old.guests[d-1]
			out, err := m.LocalAt(game.LegalTexts(m.Position())[0], 4*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			old.toHub[d-1] = append(old.toHub[d-1], out...)
			old.pump()
		}
	}
	guest := old.guests[0]
	want := guest.Clock().Times()
	old.sameTimes(want...)
	if slices.Equal(want, clock.New(minuteAndTwo, 3).Times()) {
		t.Fatal("no time was counted: the test shows nothing")
	}
	cfg := HubConfig{App: "test", Game: "parry", Options: opts, Devices: []game.PlayerSet{seats(1, 2), seats(3)},
		Steps: guest.Record().Steps, Clock: guest.Clock().Control, Left: guest.Clock().Times()}
	nh, err := NewHub(cfg, entropy(85))
	if err != nil {
		t.Fatal(err)
	}
	s := &star{t: t, hub: nh, strict: true, toHub: make([][]Message, 1), toGuest: make([][]Message, 1)}
	s.guests = append(s.guests, restore(t, saveOf(t, old.guests[1]), 86))
	s.toGuest[0], s.toHub[0] = nh.Start(1), s.guests[0].Start()
	s.pump()
	s.sameTimes(want...)
	cfg.Left = want[:1]
	if _, err := NewHub(cfg, entropy(87)); err == nil {
		t.Error("a hub took the times of one player in a game of three")
	}
}

// TestClockOrders: in Source of Power every seat's clock runs from the
// turn's start until its orders are sealed. The hub's own seat costs what
// the hub counted; a guest's seat what the hub counts within its window,
// which the guest learns from the hub's ack; every device, the watcher
// too, has the same times after each seal.
func TestClockOrders(t *testing.T) {
	s := newStarOf(t, HubConfig{App: "test", Game: "source-of-power", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: minuteAndTwo}, 88)
	s.watch()
	s.hubPlays(10*time.Second, "end")
	s.sameTimes(52*time.Second, time.Minute)
	s.window = &Window{Min: 5 * time.Second, Max: 6 * time.Second}
	s.guestPlays(30*time.Second, "end") // over the window: the hub counts 6 s
	s.sameTimes(52*time.Second, 56*time.Second)
	if n := len(s.hub.Record().Steps); n != 2 {
		t.Fatalf("the turn did not resolve: %d steps", n)
	}
	s.guestPlays(5500*time.Millisecond, "end") // the guest seals first this turn
	s.sameTimes(52*time.Second, 52500*time.Millisecond)
	s.hubPlays(time.Second, "end")
	s.sameTimes(53*time.Second, 52500*time.Millisecond)
}

// TestClockOrdersFlag: under Fischer the hub flags a seat whose time ran
// out before its orders were sealed. With two players the other wins on
// time, on every device; with three the game goes on without the player
// out, whom every device knows; a seat already sealed is never flagged,
// nor anyone under a time per turn (a device ends its orders as entered).
func TestClockOrdersFlag(t *testing.T) {
	spent := func(late int) func(int) time.Duration {
		return func(seat int) time.Duration {
			if seat == late {
				return 61 * time.Second
			}
			return 10 * time.Second
		}
	}
	two := newStarOf(t, HubConfig{App: "test", Game: "source-of-power", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: minuteAndTwo}, 89)
	two.hubPlays(time.Second, "end")
	if _, events := two.hub.FlagOrders(spent(1)); len(events) != 0 {
		t.Fatalf("a seat sealed in time was flagged: %+v", events)
	}
	out, events := two.hub.FlagOrders(spent(2))
	two.route(out)
	two.pump()
	if len(events) != 1 || events[0].Kind != GameOver {
		t.Fatalf("two players: %+v", events)
	}
	for g, m := range []interface{ Result() game.Result }{two.hub, two.guests[0]} {
		if r := m.Result(); !r.Over || r.Winners != seats(1) || r.Reason != clock.ReasonTime {
			t.Errorf("two players, device %d's result: %+v", g, r)
		}
	}

	three := newStarOf(t, HubConfig{App: "test", Game: "source-of-power", Options: game.Options{"players": "3"},
		Devices: []game.PlayerSet{seats(1), seats(2), seats(3)}, Clock: minuteAndTwo}, 90)
	out, events = three.hub.FlagOrders(spent(2))
	three.route(out)
	three.pump()
	if len(events) != 1 || events[0].Kind != PlayerOut || events[0].Seats != seats(2) {
		t.Fatalf("three players: %+v", events)
	}
	for g, m := range []*gameState{&three.hub.gameState, &three.guests[0].gameState, &three.guests[1].gameState} {
		if m.Result().Over || m.out != seats(2) || m.clock.Left(2, 0) != 0 {
			t.Errorf("three players, device %d: result %+v, out %v, %v left", g, m.Result(), m.out, m.clock.Left(2, 0))
		}
	}
	if _, events := three.hub.FlagOrders(spent(2)); len(events) != 0 {
		t.Errorf("a player out was flagged again: %+v", events)
	}

	perTurn := newStarOf(t, HubConfig{App: "test", Game: "source-of-power", Devices: []game.PlayerSet{seats(1), seats(2)},
		Clock: clock.Control{Kind: clock.PerTurn, Turn: 30 * time.Second}}, 91)
	if _, events := perTurn.hub.FlagOrders(spent(2)); len(events) != 0 {
		t.Errorf("flagged under a time per turn: %+v", events)
	}
}
