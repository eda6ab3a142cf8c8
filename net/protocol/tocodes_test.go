package protocol

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// TestToCodesAfterDrop plays every kind of game online, drops the
// connection with messages lost on the way (a step or orders whose message
// never arrived, or whose acknowledgement never came back), has both sides
// go on by move codes after a reload, and plays the game to its end that
// way: both sides end with the same game, and no step is lost.
func TestToCodesAfterDrop(t *testing.T) {
	for _, cfg := range gameConfigs {
		cfg.App = "test"
		for _, lost := range []string{"step", "ack"} {
			t.Run(fmt.Sprintf("%s%v-host%v-lost-%s", cfg.Game, cfg.Options, cfg.Seats.List(), lost), func(t *testing.T) {
				l := newLink(t, cfg, 3)
				rng := rand.New(rand.NewPCG(3, 9))
				l.playSome(rng, 9)
				mover, steps := dropWithLoss(t, l, rng, lost)
				var sides [2]*Match
				for i, m := range l.side {
					if err := m.ToCodes(); err != nil {
						t.Fatalf("side %d: ToCodes: %v", i, err)
					}
					sides[i] = restore(t, saveOf(t, m), uint64(20+i))
				}
				if got := sides[mover].Record().Steps; len(got) < steps {
					t.Fatalf("the side that played has %d steps after the reload, had %d", len(got), steps)
				}
				g := &mail{t: t, side: sides, rng: rng}
				exchangeFirstCodes(t, g)
				first := 0
				if sides[0].CanPlay() != nil {
					first = 1
				}
				g.playOut(first)
				same(t, sides[0], sides[1])
			})
		}
	}
}

// dropWithLoss has a side that can play play on until its turn passes,
// and loses its messages ("step") or the other side's answers ("ack").
// It returns the side and its record's length then.
func dropWithLoss(t *testing.T, l *link, rng *rand.Rand, lost string) (int, int) {
	t.Helper()
	mover := 0
	if l.side[0].CanPlay() != nil {
		mover = 1
	}
	m := l.side[mover]
	for m.CanPlay() == nil && !m.Result().Over {
		legal := game.LegalTexts(m.Position())
		out, err := m.Local(legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		if lost == "ack" {
			for _, msg := range out {
				l.deliver(1-mover, msg)
			}
			l.queue[mover] = nil // the answers never come back
		}
	}
	return mover, len(m.Record().Steps)
}

// exchangeFirstCodes has each side send its first code by mail: a code
// that brings nothing the other side lacks is refused as already applied,
// and changes nothing.
func exchangeFirstCodes(t *testing.T, g *mail) {
	t.Helper()
	for i, m := range g.side {
		code, err := m.MoveCode()
		if err != nil {
			t.Fatalf("side %d: MoveCode: %v", i, err)
		}
		before := g.side[1-i].Record().Steps
		_, err = g.side[1-i].ApplyCode(code)
		var r *Refusal
		if err != nil && !(errors.As(err, &r) && r.Problem == Replayed && len(g.side[1-i].Record().Steps) == len(before)) {
			t.Fatalf("side %d's first code on side %d: %v", i, 1-i, err)
		}
	}
}

// TestToCodesNotStarted: a game whose seats are not settled has nothing to
// go on with by move codes; one already by move codes stays so.
func TestToCodesNotStarted(t *testing.T) {
	guest := Join("test", entropy(1))
	if err := guest.ToCodes(); err == nil {
		t.Error("a guest with no game went on by move codes")
	}
	g := newMail(t, Config{Game: "phalanx", Seats: seats(1)}, 4)
	if err := g.side[0].ToCodes(); err != nil || g.side[0].Mode() != Correspondence {
		t.Errorf("a game by move codes: ToCodes = %v, mode %v", err, g.side[0].Mode())
	}
}

// TestToCodesRevealLost: the host's reveal is lost when the connection
// drops, after the guest revealed; by move codes the host's first code
// carries it again, and the turn resolves the same on both sides.
func TestToCodesRevealLost(t *testing.T) {
	l := powerLink(t)
	host, guest := l.side[0], l.side[1]
	order := firstOrder(host)
	l.play(0, order)
	l.play(0, "end")
	out, err := guest.Local("end")
	if err != nil {
		t.Fatal(err)
	}
	for _, msg := range out {
		l.deliver(0, msg) // the guest's commitment and reveal reach the host
	}
	l.queue[1] = nil // the host's reveal does not reach the guest
	if n := len(guest.Record().Steps); n != 0 {
		t.Fatalf("the guest resolved the turn without the host's orders: %d steps", n)
	}
	for _, m := range l.side {
		if err := m.ToCodes(); err != nil {
			t.Fatal(err)
		}
	}
	g := &mail{t: t, side: [2]*Match{restore(t, saveOf(t, host), 30), restore(t, saveOf(t, guest), 31)}, rng: rand.New(rand.NewPCG(4, 4))}
	exchangeFirstCodes(t, g)
	same(t, g.side[0], g.side[1])
	if steps := g.side[1].Record().Steps; len(steps) < 2 || steps[0] != order {
		t.Fatalf("the guest's record after the host's code: %v", steps)
	}
	g.playOut(0)
	same(t, g.side[0], g.side[1])
}
