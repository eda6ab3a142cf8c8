package protocol

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game"
)

// entropy is a seeded source of random bytes, so that tests repeat.
func entropy(seed uint64) *rand.ChaCha8 {
	var key [32]byte
	key[0], key[1] = byte(seed), byte(seed>>8)
	return rand.NewChaCha8(key)
}

// link is two matches wired to each other in memory. Every message goes
// through Encode and ReceiveBytes, as over a data channel, in order.
type link struct {
	t      testing.TB
	side   [2]*Match
	queue  [2][]Message // queue[i]: messages on their way to side i
	events [2][]Event   // what each side reported
	strict bool         // fail on any refusal or desync
}

// connect links a host to a guest and lets them greet each other.
func connect(t testing.TB, host, guest *Match) *link {
	t.Helper()
	l := &link{t: t, side: [2]*Match{host, guest}, strict: true}
	l.send(0, host.Start())
	l.send(1, guest.Start())
	l.pump()
	return l
}

// send queues messages from side i to the other side.
func (l *link) send(from int, msgs []Message) {
	l.queue[1-from] = append(l.queue[1-from], msgs...)
}

// pump delivers messages until none are on their way.
func (l *link) pump() {
	l.t.Helper()
	for len(l.queue[0])+len(l.queue[1]) > 0 {
		for to := range 2 {
			for len(l.queue[to]) > 0 {
				msg := l.queue[to][0]
				l.queue[to] = l.queue[to][1:]
				l.deliver(to, msg)
			}
		}
	}
}

// deliver passes one message to side to through the wire format.
func (l *link) deliver(to int, msg Message) {
	l.t.Helper()
	data, err := Encode(msg)
	if err != nil {
		l.t.Fatalf("Encode(%+v): %v", msg, err)
	}
	out, events := l.side[to].ReceiveBytes(data)
	for _, e := range events {
		if l.strict && (e.Kind == Refused || e.Kind == PeerRefused || e.Kind == Desync) {
			l.t.Fatalf("side %d: %s (message %s)", to, e.Text, data)
		}
	}
	l.events[to] = append(l.events[to], events...)
	l.send(to, out)
}

// play has side i play step and delivers what follows.
func (l *link) play(i int, step string) {
	l.t.Helper()
	out, err := l.side[i].Local(step)
	if err != nil {
		l.t.Fatalf("side %d: Local(%q): %v", i, step, err)
	}
	l.send(i, out)
	l.pump()
}

// playRandom plays a whole game with random legal steps, each side when it
// can, and returns the number of steps entered.
func (l *link) playRandom(rng *rand.Rand, maxSteps int) int {
	l.t.Helper()
	n := 0
	for !l.side[0].Result().Over {
		var ready []int
		for i, m := range l.side {
			if m.CanPlay() == nil {
				ready = append(ready, i)
			}
		}
		if len(ready) == 0 {
			l.t.Fatalf("no side can play: %v / %v", l.side[0].CanPlay(), l.side[1].CanPlay())
		}
		i := ready[rng.IntN(len(ready))]
		legal := game.LegalTexts(l.side[i].Position())
		l.play(i, legal[rng.IntN(len(legal))])
		if n++; n > maxSteps {
			l.t.Fatalf("not over after %d steps", n)
		}
	}
	return n
}

// same fails unless both sides have the same record, position and result.
func same(t *testing.T, a, b *Match) {
	t.Helper()
	ra, rb := a.Record(), b.Record()
	if !slices.Equal(ra.Steps, rb.Steps) {
		t.Fatalf("records differ:\n%v\n%v", ra.Steps, rb.Steps)
	}
	if a.pos.String() != b.pos.String() || a.pos.Hash() != b.pos.Hash() {
		t.Fatalf("positions differ:\n%s\n%s", a.pos, b.pos)
	}
	if x, y := a.Result(), b.Result(); x.Over != y.Over || x.Winners != y.Winners || x.Reason != y.Reason {
		t.Fatalf("results differ: %+v, %+v", x, y)
	}
	if a.Seats()&b.Seats() != 0 || a.Seats()|b.Seats() != a.all() {
		t.Fatalf("seats %v and %v do not split the game", a.Seats().List(), b.Seats().List())
	}
}

// newLink hosts cfg and connects a guest to it.
func newLink(t testing.TB, cfg Config, seed uint64) *link {
	t.Helper()
	host, err := Host(cfg, entropy(seed))
	if err != nil {
		t.Fatal(err)
	}
	return connect(t, host, Join(cfg.App, entropy(seed+1)))
}

func seats(list ...int) game.PlayerSet {
	var s game.PlayerSet
	for _, p := range list {
		s = s.With(p)
	}
	return s
}
