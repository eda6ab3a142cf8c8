package ai

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// BenchmarkSearch measures the medium level's search from each game's start
// position (default options, and Parry with 3 and 6 players), in
// iterations (playouts) per second. The tree is cleared every 4,096
// iterations, about one step's search.
func BenchmarkSearch(b *testing.B) {
	type start struct {
		name string
		opts game.Options
	}
	var starts []start
	for _, r := range registry.All() {
		starts = append(starts, start{r.ID(), nil})
	}
	starts = append(starts,
		start{"parry-3p", game.Options{"players": "3"}},
		start{"parry-6p", game.Options{"players": "6", "board": "Hex 5 (61)"}})
	for _, st := range starts {
		b.Run(st.name, func(b *testing.B) {
			id := st.name
			if len(id) > 5 && id[:5] == "parry" {
				id = "parry"
			}
			s := NewSearch(setUp(b, id, st.opts, ""), level(b, "medium"), 1)
			b.ReportAllocs()
			for b.Loop() {
				if s.Iterations() >= 4096 {
					s.clearTree()
				}
				s.Run(1)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
