package conquid_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/gametest"
)

func start(b *testing.B, size string) game.Position {
	pos, err := conquid.Rules{}.Start(game.Options{"size": size})
	if err != nil {
		b.Fatal(err)
	}
	return pos
}

func BenchmarkPlayoutsSmall(b *testing.B)  { gametest.BenchmarkPlayouts(b, start(b, "small")) }
func BenchmarkPlayoutsMedium(b *testing.B) { gametest.BenchmarkPlayouts(b, start(b, "medium")) }
func BenchmarkPlayoutsLarge(b *testing.B)  { gametest.BenchmarkPlayouts(b, start(b, "large")) }

// BenchmarkLegalLarge lists the legal steps at the start of a turn on the
// large board: acquire steps, the Conquest search and the Vanquish blocks.
func BenchmarkLegalLarge(b *testing.B) {
	for _, n := range []int{0, 600, 1200} {
		pos := start(b, "large")
		rng := rand.New(rand.NewPCG(5, uint64(n)))
		var steps []game.Step
		for i := 0; i < n || pos.(*conquid.Position).Acquired() > 0; i++ {
			steps = pos.Legal(steps[:0])
			pos.Apply(steps[rng.IntN(len(steps))])
		}
		b.Run(fmt.Sprintf("after%d", n), func(b *testing.B) {
			steps := make([]game.Step, 0, 4096)
			b.ReportAllocs()
			for b.Loop() {
				steps = pos.Legal(steps[:0])
			}
			b.ReportMetric(float64(len(steps)), "steps")
		})
	}
}

func BenchmarkCopyFromAndHashLarge(b *testing.B) {
	pos := start(b, "large")
	clone := pos.Clone()
	b.ReportAllocs()
	for b.Loop() {
		clone.CopyFrom(pos)
		_ = clone.Hash()
	}
}
