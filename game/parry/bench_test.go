package parry

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// BenchmarkPlayouts measures whole random games on the default board with 2
// players (games/s and steps/s).
func BenchmarkPlayouts(b *testing.B) {
	for _, tc := range []struct {
		name string
		opts game.Options
	}{
		{"Equiversi3-5/2p", game.Options{}},
		{"Hex7-8/2p", game.Options{"board": "Hex 7-8 (147)"}},
		{"Square7omni/4p", game.Options{"board": "Square 7 omni (85)", "players": "4"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			start, err := Rules{}.Start(tc.opts)
			if err != nil {
				b.Fatal(err)
			}
			gametest.BenchmarkPlayouts(b, start)
		})
	}
}

// BenchmarkLegal measures legal-step generation alone, over the positions of
// random games on the default board, half of them in each phase.
func BenchmarkLegal(b *testing.B) {
	for _, phase := range []Phase{PhasePlace, PhaseSteps} {
		b.Run("phase"+phase.String(), func(b *testing.B) {
			positions := samplePositions(b, game.Options{}, phase, 256)
			steps := make([]game.Step, 0, 256)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				steps = positions[i%len(positions)].Legal(steps[:0])
				i++
			}
		})
	}
}

// BenchmarkHash measures the position hash.
func BenchmarkHash(b *testing.B) {
	positions := samplePositions(b, game.Options{}, PhaseSteps, 64)
	var h uint64
	i := 0
	for b.Loop() {
		h ^= positions[i%len(positions)].Hash()
		i++
	}
	_ = h
}

// samplePositions plays seeded random games and keeps n positions in phase.
func samplePositions(b *testing.B, opts game.Options, phase Phase, n int) []*Position {
	b.Helper()
	start, err := NewGame(opts)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var out []*Position
	pos := start.Clone().(*Position)
	for len(out) < n {
		steps := pos.Legal(nil)
		if len(steps) == 0 {
			pos.CopyFrom(start)
			continue
		}
		if pos.Phase() == phase && rng.IntN(4) == 0 {
			out = append(out, pos.Clone().(*Position))
		}
		pos.Apply(steps[rng.IntN(len(steps))])
	}
	return out
}

// BenchmarkCopyFrom measures copying a position, as a search does.
func BenchmarkCopyFrom(b *testing.B) {
	src := samplePositions(b, game.Options{}, PhaseSteps, 1)[0]
	var dst Position
	b.ReportAllocs()
	for b.Loop() {
		dst.CopyFrom(src)
	}
}
