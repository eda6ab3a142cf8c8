package protocol

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// playSome plays n random steps, each by the side that can.
func (l *link) playSome(rng *rand.Rand, n int) {
	l.t.Helper()
	for range n {
		for i, m := range l.side {
			if m.CanPlay() == nil {
				legal := game.LegalTexts(m.Position())
				l.play(i, legal[rng.IntN(len(legal))])
				break
			}
		}
	}
}

// reconnect lets both sides of l greet each other again.
func (l *link) reconnect() {
	l.send(0, l.side[0].Start())
	l.send(1, l.side[1].Start())
	l.pump()
}

func restore(t *testing.T, save []byte, seed uint64) *Match {
	t.Helper()
	m, err := Restore(save, "test", entropy(seed))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestResumeAfterDrop: after a drop both sides greet again, find that
// their records agree, and play on.
func TestResumeAfterDrop(t *testing.T) {
	l := newLink(t, Config{App: "test", Game: "patriarchs", Seats: seats(2)}, 1)
	rng := rand.New(rand.NewPCG(1, 1))
	l.playSome(rng, 12)
	l.reconnect()
	if e := last(l.events[1]); e.Kind != Seated || l.events[1][len(l.events[1])-2].Greeting != Agreed {
		t.Fatalf("guest events after reconnecting: %+v", l.events[1][len(l.events[1])-2:])
	}
	l.playRandom(rng, 5000)
	same(t, l.side[0], l.side[1])
}

// TestResumeLosesNoStep: a side restored from an older save (a reload)
// takes the steps it lacks from the other side's record, each checked with
// the rules, whichever side hosts again; the game then plays to its end.
func TestResumeLosesNoStep(t *testing.T) {
	for _, guestHostsAgain := range []bool{false, true} {
		l := newLink(t, Config{App: "test", Game: "conquid", Seats: seats(1)}, 2)
		rng := rand.New(rand.NewPCG(2, 2))
		l.playSome(rng, 10)
		old := saveOf(t, l.side[1])
		l.playSome(rng, 15)
		reloaded := restore(t, old, 9)
		var again *link
		if guestHostsAgain {
			again = connect(t, reloaded, l.side[0])
		} else {
			again = connect(t, l.side[0], reloaded)
		}
		same(t, l.side[0], reloaded)
		found := false
		for _, e := range again.events[boolIndex(guestHostsAgain, 0, 1)] {
			found = found || e.Kind == Greeted && e.Greeting == CaughtUp && e.Count == 15
		}
		if !found {
			t.Fatalf("the reloaded side's events: %+v", again.events)
		}
		again.playRandom(rng, 5000)
		same(t, again.side[0], again.side[1])
	}
}

func boolIndex(b bool, yes, no int) int {
	if b {
		return yes
	}
	return no
}

// TestResumeDiverged: records that differ are reported on both sides and
// neither is overwritten; play stays blocked.
func TestResumeDiverged(t *testing.T) {
	l := phalanxGuestToMove(t)
	host, guest := l.side[0], l.side[1]
	legal := game.LegalTexts(guest.Position())
	guestSave := saveOf(t, guest)
	l.play(1, legal[0])
	other := restore(t, guestSave, 4)
	other.greeted = true
	if _, err := other.Local(legal[1]); err != nil {
		t.Fatal(err)
	}
	hostBefore, otherBefore := saveOf(t, host), saveOf(t, other)
	d := &link{t: t, side: [2]*Match{host, other}}
	d.reconnect()
	for i, events := range d.events {
		if !hasProblem(events, Diverged) {
			t.Errorf("side %d was not told: %+v", i, events)
		}
	}
	if !bytes.Equal(hostBefore, saveOf(t, host)) || !bytes.Equal(otherBefore, saveOf(t, other)) {
		t.Error("a diverged record was overwritten")
	}
	if host.CanPlay() == nil || other.CanPlay() == nil {
		t.Error("play goes on with diverged records")
	}
}

func hasProblem(events []Event, p Problem) bool {
	for _, e := range events {
		if e.Kind == Refused && e.Problem == p {
			return true
		}
	}
	return false
}

// TestForgedHellos: a hello with an illegal record, another game or seats
// that do not fit is refused.
func TestForgedHellos(t *testing.T) {
	l := phalanxGuestToMove(t)
	host := l.side[0]
	good := l.side[1].hello().Hello
	hello := func(change func(h *Hello)) string {
		h := *good
		change(&h)
		data, _ := Encode(Message{Kind: KindHello, Hello: &h})
		return string(data)
	}
	checkRefused(t, "illegal record", host, hello(func(h *Hello) { h.Record = "_39_" }), Illegal)
	checkRefused(t, "record shorter than it says", host, hello(func(h *Hello) { h.Steps = 40 }), Illegal)
	checkRefused(t, "another game", host, hello(func(h *Hello) { h.Game = "parry" }), Diverged)
	checkRefused(t, "other options", host, hello(func(h *Hello) { h.Options = game.Options{"turn_limit": "3"} }), Diverged)
	checkRefused(t, "the same seats", host, hello(func(h *Hello) { h.Seats = []int{1} }), Diverged)
	checkRefused(t, "another round", host, hello(func(h *Hello) { h.Seats, h.Round = []int{2}, 3 }), Diverged)
	if _, events := Join("test", entropy(1)).Receive(Message{V: Version, Kind: KindHello, Hello: &Hello{App: "test", Game: "phalanx", Steps: 1, Record: "AA", Seats: []int{1, 2}}}); !hasProblem(events, Illegal) {
		t.Errorf("a guest joined a game with no seat for it: %+v", events)
	}
}

// TestResumeSealedOrders: a side that sealed its orders, reloaded and
// reconnected still reveals exactly what it committed to; commitments and
// reveals lost in the drop are sent again.
func TestResumeSealedOrders(t *testing.T) {
	l := powerLink(t)
	host, guest := l.side[0], l.side[1]
	order := firstOrder(host)
	l.play(0, order)
	if bytes.Contains(saveOf(t, host), []byte(order)) {
		t.Fatal("a draft order is in the save")
	}
	l.play(0, "end")
	reloaded := restore(t, saveOf(t, host), 11)
	if _, err := guest.Local("end"); err != nil { // lost in the drop
		t.Fatal(err)
	}
	again := connect(t, reloaded, guest)
	same(t, reloaded, guest)
	if steps := guest.Record().Steps; len(steps) != 3 || steps[0] != order {
		t.Fatalf("record %v", steps)
	}
	again.playRandom(rand.New(rand.NewPCG(3, 3)), 20000)
	same(t, reloaded, guest)
}

// TestResumeRematchAnswerLost: a rematch the guest agreed to begins on
// the hub; the hub's word is lost in a drop, and the guest's page starts
// it when the two greet again.
func TestResumeRematchAnswerLost(t *testing.T) {
	s := newStar(t, "phalanx", nil, []game.PlayerSet{seats(1), seats(2)}, 7)
	hub, guest := s.hub, s.guests[0]
	s.fromHub(hub.Resign())
	s.fromHub(hub.OfferRematch())
	s.away = 1 // the guest's yes reaches the hub; the hub's word is lost
	out, err := guest.AnswerRematch(true)
	if err != nil {
		t.Fatal(err)
	}
	if _, events := hub.Receive(1, s.encode(out[0])); hub.Round() != 1 || len(events) != 1 || events[0].Kind != RematchStarted {
		t.Fatalf("the hub at round %d, events %+v", hub.Round(), events)
	}
	s.away = 0
	s.reconnect()
	if guest.round != 1 || guest.Seats() != seats(1) || guest.Result().Over {
		t.Fatalf("the guest at round %d with seats %v", guest.round, guest.Seats().List())
	}
	s.sameEverywhere()
}

// TestResumeResignationLost: a resignation lost in a drop reaches the
// other side with the hello; a claim of a draw never offered does not.
func TestResumeResignationLost(t *testing.T) {
	l := phalanxGuestToMove(t)
	host, guest := l.side[0], l.side[1]
	if _, err := guest.Resign(); err != nil {
		t.Fatal(err)
	}
	l.reconnect()
	if r := host.Result(); !r.Over || r.Winners != seats(1) {
		t.Fatalf("host result %+v", r)
	}
	l2 := phalanxGuestToMove(t)
	l2.side[0].ended = &Ending{Winners: []int{}, Reason: reasonAgreed}
	l2.reconnect()
	if l2.side[1].Result().Over || last(l2.events[1]).Kind != EndingRefused {
		t.Fatalf("a draw never offered was taken: %+v", l2.events[1])
	}
}
