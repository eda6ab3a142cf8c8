package analysis

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// BenchmarkAnalyse analyses the positions of a random game of each kind,
// 30 steps in, at the chart's level: the time is a position's.
func BenchmarkAnalyse(b *testing.B) {
	for _, r := range registry.All() {
		b.Run(r.ID(), func(b *testing.B) {
			t := &testing.T{}
			rec := randomGame(t, r, nil, 30, 1)
			pos, _ := game.Replay(r, rec, nil)
			a, err := New(r, game.Record{Game: r.ID(), Position: pos.String()}, 1)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				a.next, a.budget, a.ran = 0, 0, 0
				a.res = Result{}
				a.search.Reset(a.positions[0])
				for !a.Done() {
					a.Run(1000)
				}
			}
		})
	}
}
