package power

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
	"pentarchy/game/rng"
)

// Benchmarks, run with
//
//	go test -run '^$' -bench . -benchmem -count 3 ./game/power/

func start(b testing.TB, opts game.Options) *Position {
	pos, err := Rules{}.Start(opts)
	if err != nil {
		b.Fatal(err)
	}
	return pos.(*Position)
}

// BenchmarkPlayouts2 measures random playouts on the 2-player map: list the
// legal steps, pick one, apply it (resolutions included).
func BenchmarkPlayouts2(b *testing.B) { gametest.BenchmarkPlayouts(b, start(b, nil)) }

// BenchmarkPolicyPlayouts measures playouts by the computer's playout
// policy on the 2-player map, as the search plays them: PlayoutStep, then
// Apply (resolutions included), in steps per second.
func BenchmarkPolicyPlayouts(b *testing.B) {
	first := start(b, nil)
	first.RecordEvents(false)
	pos := first.Clone().(*Position)
	r := rng.New(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		if pos.Mover() == 0 {
			pos.CopyFrom(first)
			continue
		}
		pos.Apply(pos.PlayoutStep(r, nil))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkPlayouts3 is the same on the 3-player map.
func BenchmarkPlayouts3(b *testing.B) {
	gametest.BenchmarkPlayouts(b, start(b, game.Options{"players": "3"}))
}

// randomPositions collects n positions of seeded random games: those where
// keep, told the step about to be played, says yes.
func randomPositions(tb testing.TB, opts game.Options, n int, keep func(*Position, game.Step) bool) []*Position {
	rng := rand.New(rand.NewPCG(3, 4))
	first := start(tb, opts)
	pos := first.Clone().(*Position)
	var steps []game.Step
	var kept []*Position
	for len(kept) < n {
		steps = pos.Legal(steps[:0])
		if len(steps) == 0 {
			pos.CopyFrom(first)
			continue
		}
		s := steps[rng.IntN(len(steps))]
		if keep(pos, s) {
			kept = append(kept, pos.Clone().(*Position))
		}
		pos.Apply(s)
	}
	return kept
}

// readyToResolve collects n positions of random games in which the last
// player is about to end: one step from a resolution.
func readyToResolve(tb testing.TB, opts game.Options, n int) []*Position {
	return randomPositions(tb, opts, n, func(p *Position, s game.Step) bool {
		return order(s) == endOrder && p.nextPlayer(p.Mover()) == 0
	})
}

// BenchmarkResolve measures turn resolutions of random 2-player games: each
// iteration copies a position whose last player is about to end, and ends.
func BenchmarkResolve(b *testing.B) { benchmarkResolve(b, false) }

// BenchmarkResolveEvents is BenchmarkResolve with the events recorded, as
// the play scene does.
func BenchmarkResolveEvents(b *testing.B) { benchmarkResolve(b, true) }

func benchmarkResolve(b *testing.B, events bool) {
	ready := readyToResolve(b, nil, 256)
	pos := ready[0].Clone().(*Position)
	pos.RecordEvents(events)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		pos.CopyFrom(ready[i%len(ready)])
		pos.Apply(game.Step(endOrder))
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "resolutions/s")
}

// BenchmarkLegal measures listing the legal steps of random games' positions
// at the start of a player's orders, when the most steps are legal.
func BenchmarkLegal(b *testing.B) {
	ready := randomPositions(b, nil, 256, func(p *Position, _ game.Step) bool { return p.count[p.mover-1] == 0 })
	steps := make([]game.Step, 0, 4096)
	b.ReportAllocs()
	i, n := 0, 0
	for b.Loop() {
		steps = ready[i%len(ready)].Legal(steps[:0])
		n += len(steps)
		i++
	}
	b.ReportMetric(float64(n)/float64(b.N), "steps/op")
}

func BenchmarkCopyFrom(b *testing.B) {
	ready := readyToResolve(b, nil, 16)
	pos := ready[0].Clone()
	b.ReportAllocs()
	for b.Loop() {
		pos.CopyFrom(ready[3])
	}
}

func BenchmarkClone(b *testing.B) {
	ready := readyToResolve(b, nil, 16)
	keep := make([]game.Position, 8)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		keep[i%len(keep)] = ready[3].Clone()
		i++
	}
}

func BenchmarkHash(b *testing.B) {
	ready := readyToResolve(b, nil, 16)
	b.ReportAllocs()
	for b.Loop() {
		_ = ready[3].Hash()
	}
}
