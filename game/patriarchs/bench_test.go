package patriarchs

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// BenchmarkPlayouts plays random games from the start position through the
// contract: list the legal steps, pick one, apply it.
func BenchmarkPlayouts(b *testing.B) {
	start, err := Rules{}.Start(nil)
	if err != nil {
		b.Fatal(err)
	}
	gametest.BenchmarkPlayouts(b, start)
}

// samplePositions returns n positions of random games, at random points.
func samplePositions(n int, seed uint64) []*Position {
	start, _ := Rules{}.Start(nil)
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []*Position
	var steps []game.Step
	for len(out) < n {
		pos := start.Clone().(*Position)
		stop := rng.IntN(300)
		for i := 0; i < stop; i++ {
			steps = pos.Legal(steps[:0])
			if len(steps) == 0 {
				break
			}
			pos.Apply(steps[rng.IntN(len(steps))])
		}
		if !pos.over() {
			out = append(out, pos)
		}
	}
	return out
}

// BenchmarkLegal measures legal-step generation alone, over positions
// taken from random games.
func BenchmarkLegal(b *testing.B) {
	positions := samplePositions(1024, 1)
	steps := make([]game.Step, 0, 256)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		steps = positions[i&1023].Legal(steps[:0])
		i++
	}
}

// BenchmarkApply measures applying a step and undoing it by CopyFrom.
func BenchmarkApply(b *testing.B) {
	positions := samplePositions(1024, 2)
	var moves [1024]game.Step
	for i, p := range positions {
		legal := p.Legal(nil)
		moves[i] = legal[len(legal)/2]
	}
	pos := positions[0].Clone()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		pos.CopyFrom(positions[i&1023])
		pos.Apply(moves[i&1023])
		i++
	}
}

// BenchmarkHash measures the hash of a position.
func BenchmarkHash(b *testing.B) {
	positions := samplePositions(1024, 3)
	b.ReportAllocs()
	var h uint64
	i := 0
	for b.Loop() {
		h ^= positions[i&1023].Hash()
		i++
	}
	_ = h
}
