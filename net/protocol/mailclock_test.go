package protocol

import (
	"errors"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// day is the time per turn of the tests' games by move codes.
const day = 24 * time.Hour

// start is when the tests' games by move codes begin.
var start = time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)

// dayGame is a game of g by move codes under a day per turn: the hub
// plays seat 1, the guest seat 2 once it joined with the hub's first code.
type dayGame struct {
	t     testing.TB
	hub   *Hub
	guest *Match
}

func newDayGame(t testing.TB, g string) *dayGame {
	t.Helper()
	hub, err := NewHub(HubConfig{App: "test", Game: g, Devices: []game.PlayerSet{seats(1), seats(2)}, Codes: true,
		Clock: clock.Control{Kind: clock.PerTurn, Turn: day}, Now: start}, entropy(1))
	if err != nil {
		t.Fatal(err)
	}
	return &dayGame{t: t, hub: hub}
}

// hubTurn plays the hub's turn at, and hands its code to the guest.
func (d *dayGame) hubTurn(at time.Time) {
	d.t.Helper()
	for d.hub.CanPlay() == nil {
		if _, err := d.hub.LocalOn(firstLegal(d.hub.Position()), at); err != nil {
			d.t.Fatalf("the hub's step at %v: %v", at, err)
		}
	}
	code, err := d.hub.MoveCode(1)
	if err == nil && d.guest == nil {
		d.guest, _, err = JoinCode("test", code, entropy(2))
	} else if err == nil {
		_, err = d.guest.ApplyCode(code)
	}
	if err != nil {
		d.t.Fatalf("the hub's code: %v", err)
	}
}

// guestTurn plays the guest's turn at, and returns its code.
func (d *dayGame) guestTurn(at time.Time) string {
	d.t.Helper()
	for d.guest.CanPlay() == nil {
		if _, err := d.guest.LocalOn(firstLegal(d.guest.Position()), at); err != nil {
			d.t.Fatalf("the guest's step at %v: %v", at, err)
		}
	}
	code, err := d.guest.MoveCode()
	if err != nil {
		d.t.Fatal(err)
	}
	return code
}

// firstLegal is a legal step at pos: the first, or "end" for orders.
func firstLegal(pos game.Position) string {
	if _, ok := pos.(game.Orders); ok {
		return "end"
	}
	return game.LegalTexts(pos)[0]
}

// due checks a side's deadline and whose it is.
func (d *dayGame) due(who string, side interface{ Due() (time.Time, bool) }, want time.Time, ours bool) {
	d.t.Helper()
	if got, mine := side.Due(); !got.Equal(want) || mine != ours {
		d.t.Errorf("%s: due %v (ours %v), want %v (ours %v)", who, got, mine, want, ours)
	}
}

// TestMailClock: in a game of steps by move codes under a day per turn,
// each side's deadline is the other side's stamp plus a day, and both
// sides judge a turn alike: a code made in time counts however late it
// is pasted, the device to move refuses a late step and loses on time, a
// code stamped late is not applied and its player loses, and the waiting
// side claims the win once the deadline has passed.
func TestMailClock(t *testing.T) {
	hour := time.Hour
	t.Run("in time", func(t *testing.T) {
		d := newDayGame(t, "phalanx")
		d.due("hub at the start", d.hub, start.Add(day), true)
		d.hubTurn(start.Add(3 * hour))
		d.due("hub", d.hub, start.Add(3*hour+day), false)
		d.due("guest", d.guest, start.Add(3*hour+day), true)
		code := d.guestTurn(start.Add(3*hour + day)) // the last second counts
		n := len(d.hub.Record().Steps)
		if _, err := d.hub.ApplyCode(1, code); err != nil || len(d.hub.Record().Steps) == n {
			t.Fatalf("a code made in time, pasted two days later: %v", err)
		}
		d.due("hub", d.hub, start.Add(3*hour+2*day), true)
		d.due("guest", d.guest, start.Add(3*hour+2*day), false)
	})
	t.Run("the device to move refuses a late step", func(t *testing.T) {
		d := newDayGame(t, "phalanx")
		d.hubTurn(start)
		late := start.Add(day + time.Second)
		if _, err := d.guest.LocalOn(firstLegal(d.guest.Position()), late); !errors.Is(err, ErrOutOfTime) {
			t.Fatalf("a step after the deadline: %v", err)
		}
		if events := d.guest.FlagOn(start.Add(day)); events != nil {
			t.Fatalf("flagged at the deadline itself: %v", events)
		}
		events := d.guest.FlagOn(late)
		if res := d.guest.Result(); len(events) != 1 || events[0].Kind != GameOver || res.Winners != seats(1) || res.Reason != clock.ReasonTime {
			t.Fatalf("the guest's time-out: %v, result %+v", events, res)
		}
	})
	t.Run("the waiting side claims the win", func(t *testing.T) {
		d := newDayGame(t, "phalanx")
		d.hubTurn(start)
		if d.hub.FlagOn(start.Add(day)) != nil || d.hub.Result().Over {
			t.Fatal("claimed before the deadline")
		}
		d.hub.FlagOn(start.Add(day + time.Second))
		if res := d.hub.Result(); !res.Over || res.Winners != seats(1) || res.Reason != clock.ReasonTime {
			t.Fatalf("the claim: %+v", res)
		}
	})
	t.Run("a code stamped late is not applied", func(t *testing.T) {
		d := newDayGame(t, "phalanx")
		d.hubTurn(start)
		d.guest.mail.began += 3600 // a device whose clock was an hour behind when the code came
		code := d.guestTurn(start.Add(day + 30*time.Minute))
		n := len(d.hub.Record().Steps)
		events, err := d.hub.ApplyCode(1, code)
		if res := d.hub.Result(); err != nil || len(d.hub.Record().Steps) != n || res.Winners != seats(1) || res.Reason != clock.ReasonTime || len(events) != 1 {
			t.Fatalf("a late code: %v, %v, %d steps (had %d), result %+v", events, err, len(d.hub.Record().Steps), n, res)
		}
	})
	t.Run("the stamps are kept", func(t *testing.T) {
		d := newDayGame(t, "phalanx")
		d.hubTurn(start.Add(hour))
		hub, guest := restoredHub(t, d.hub), restoredMatch(t, d.guest)
		d.due("restored hub", hub, start.Add(hour+day), false)
		d.due("restored guest", guest, start.Add(hour+day), true)
	})
	t.Run("no clock but days per turn", func(t *testing.T) {
		for _, c := range []clock.Control{clock.Presets[2], {Kind: clock.PerTurn, Turn: 2 * time.Minute}} {
			if _, err := NewHub(HubConfig{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Codes: true, Clock: c, Now: start}, entropy(1)); err == nil {
				t.Errorf("a game by move codes under %v", c)
			}
		}
	})
}

// TestMailClockOrders: in Source of Power by move codes, orders sealed
// after their deadline count as entered, stamped at the deadline; no one
// is out and no one can claim.
func TestMailClockOrders(t *testing.T) {
	d := newDayGame(t, "source-of-power")
	d.hubTurn(start.Add(time.Hour)) // the hub's orders sealed
	d.due("guest", d.guest, start.Add(time.Hour+day), true)
	if d.hub.FlagOn(start.Add(3*day)) != nil || d.hub.Result().Over {
		t.Fatal("the hub claimed the win in a game of orders")
	}
	code := d.guestTurn(start.Add(3 * day)) // two days late
	if _, err := d.hub.ApplyCode(1, code); err != nil {
		t.Fatalf("late orders: %v", err)
	}
	if d.hub.Result().Over || d.hub.Out() != 0 {
		t.Fatalf("late orders put a player out: %+v", d.hub.Result())
	}
	d.due("hub", d.hub, start.Add(time.Hour+2*day), true) // from the guest's deadline, not its lateness
}

func restoredHub(t *testing.T, h *Hub) *Hub {
	t.Helper()
	data, err := h.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := RestoreHub(data, "test", entropy(5))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func restoredMatch(t *testing.T, m *Match) *Match {
	t.Helper()
	data, err := m.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(data, "test", entropy(6))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// TestMailClockAfterToCodes: an online game of two devices under days per
// turn keeps its clock when it goes on by move codes; the turn under way
// is judged by the device to move alone, from when it switched, and the
// stamps rule from the first code on. A game under minutes goes on
// without its clock.
func TestMailClockAfterToCodes(t *testing.T) {
	s := newStarOf(t, HubConfig{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: clock.Control{Kind: clock.PerTurn, Turn: day}}, 7)
	s.hubPlays(time.Second, "add f3", "end")
	guest := s.guests[0]
	if err := s.hub.ToCodes(); err != nil {
		t.Fatal(err)
	}
	if err := guest.ToCodes(); err != nil {
		t.Fatal(err)
	}
	s.hub.TurnFrom(start) // not the hub's turn: nothing to start
	guest.TurnFrom(start.Add(time.Hour))
	if s.hub.Clock() == nil || guest.Clock() == nil {
		t.Fatal("the clock of days per turn was dropped")
	}
	d := &dayGame{t: t, hub: s.hub, guest: guest}
	d.due("hub", s.hub, time.Time{}, false) // the hub cannot judge the guest's turn
	d.due("guest", guest, start.Add(time.Hour+day), true)
	code := d.guestTurn(start.Add(2 * time.Hour))
	if _, err := s.hub.ApplyCode(1, code); err != nil {
		t.Fatal(err)
	}
	d.due("hub", s.hub, start.Add(2*time.Hour+day), true)

	quick := newStarOf(t, HubConfig{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Clock: minuteAndTwo}, 8)
	quick.hub.ToCodes()
	quick.guests[0].ToCodes()
	if quick.hub.Clock() != nil || quick.guests[0].Clock() != nil {
		t.Fatal("a clock of minutes went on by move codes")
	}
}
