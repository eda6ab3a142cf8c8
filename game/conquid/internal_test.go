package conquid

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// TestFillRunsMatchesBitByBit checks the run fill of the Conquest search
// against a bit-by-bit walk outwards from each seed.
func TestFillRunsMatchesBitByBit(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for range 100000 {
		m := rng.Uint64() & rng.Uint64() >> rng.IntN(30) // runs of many lengths
		if rng.IntN(4) == 0 {
			m = rng.Uint64() >> 22
		}
		s := m & rng.Uint64() & rng.Uint64() & rng.Uint64()
		want := s
		for f := range 64 {
			if s>>f&1 == 0 {
				continue
			}
			for g := f; g < 64 && m>>g&1 != 0; g++ {
				want |= 1 << g
			}
			for g := f; g >= 0 && m>>g&1 != 0; g-- {
				want |= 1 << g
			}
		}
		if got := fillRuns(m, s); got != want {
			t.Fatalf("fillRuns(%b, %b) = %b; want %b", m, s, got, want)
		}
	}
}

// midgame plays n random steps on a fresh board of the size, then finishes
// the turn, so that the result is at the start of a turn.
func midgame(tb testing.TB, size Size, n int) *Position {
	p := newPosition(newBoard(size))
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	var steps []game.Step
	for i := 0; i < n || p.acq > 0; i++ {
		steps = p.Legal(steps[:0])
		if len(steps) == 0 {
			tb.Fatalf("game over after %d steps", i)
		}
		p.Apply(steps[rng.IntN(len(steps))])
	}
	return p
}

// winding is a large board whose Red cells form a vertical serpentine in
// ranks 1 to 9 (every other file, joined alternately at the top and the
// bottom) that touches the Red HQ but not the Blue one, plus one Red cell
// next to the Blue HQ: the Conquest search must flood the whole serpentine
// to find there is no path.
func winding() *Position {
	p := newPosition(newBoard(Large))
	for f := 0; f < p.b.files; f += 2 {
		for r := range 9 {
			p.cells[red][r] |= 1 << f
		}
		if f+1 < p.b.files {
			p.cells[red][8*((f/2+1)%2)] |= 1 << (f + 1)
		}
	}
	p.cells[red][12] |= 1 << 35     // aj13
	p.cells[red][8] &^= 0b111 << 35 // aj9 to al9 touch the Blue HQ
	p.empty = p.b.ranks*p.b.files - 18 - count(&p.cells[red])
	p.hash = p.cellsHash()
	return p
}

func TestWindingHasNoPathUntilJoined(t *testing.T) {
	p := winding()
	if p.HasPath(1) {
		t.Fatalf("winding board has a Red path: %s", p)
	}
	play := func(text string) {
		if err := game.Play(p, text); err != nil {
			t.Fatal(err)
		}
	}
	play("acquire ak9")
	play("acquire a21")
	play("acquire b21")
	if !p.HasPath(1) || len(p.ConquestPath(1)) < 100 {
		t.Errorf("after ak9 the serpentine should join the HQs by a long path: %v", p.ConquestPath(1))
	}
}

func BenchmarkVanquishEnumerationLarge(b *testing.B) {
	for _, tc := range []struct {
		name string
		pos  *Position
	}{{"midgame", midgame(b, Large, 900)}, {"endgame", midgame(b, Large, 1200)}} {
		b.Run(tc.name, func(b *testing.B) {
			steps := make([]game.Step, 0, 2048)
			b.ReportAllocs()
			for b.Loop() {
				steps = tc.pos.appendVanquishes(steps[:0])
			}
			b.ReportMetric(float64(len(steps)), "blocks")
		})
	}
}

func BenchmarkConquestSearchLarge(b *testing.B) {
	for _, tc := range []struct {
		name string
		pos  *Position
	}{{"midgame", midgame(b, Large, 600)}, {"endgame", midgame(b, Large, 1200)}, {"winding", winding()}} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				tc.pos.HasPath(1)
				tc.pos.HasPath(2)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(2*b.N), "ns/search")
		})
	}
}
