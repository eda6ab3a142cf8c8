package ai

import (
	"runtime"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/rng"
)

// BenchmarkSearch measures the medium level's search from each game's start
// position (default options, and Parry with 3 and 6 players), in
// iterations (playouts) per second of the clock and, where the thread's
// CPU time can be read (Linux), per second of CPU (iterations/cpu-s),
// which a busy machine does not change. The tree is cleared every 4,096
// iterations, about one step's search, and the goroutine yields there as
// the page does between frames: with a single thread (WebAssembly) a
// garbage collection the tree's growth started can only finish when it
// does, and until then every pointer write pays the write barrier.
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
			s := NewSearch(setUp(b, id, st.opts, ""), level(b, "", "medium"), 1)
			b.ReportAllocs()
			cpu := threadCPU()
			for b.Loop() {
				if s.Iterations() >= 4096 {
					s.clearTree()
					runtime.Gosched()
				}
				s.Run(1)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
			if cpu = threadCPU() - cpu; cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu.Seconds(), "iterations/cpu-s")
			}
		})
	}
}

// BenchmarkRandomSteps measures the rulesets alone, as a yardstick for
// BenchmarkSearch: uniformly random steps through the contract (list the
// legal steps, pick one, apply it; a new game when one ends), in steps per
// second of CPU.
func BenchmarkRandomSteps(b *testing.B) {
	for _, r := range registry.All() {
		b.Run(r.ID(), func(b *testing.B) {
			start := setUp(b, r.ID(), nil, "")
			pos := start.Clone()
			draw := rng.New(1, 2) // PCG's 128-bit product is done in software in wasm
			steps := make([]game.Step, 0, 1024)
			cpu := threadCPU()
			for b.Loop() {
				if steps = pos.Legal(steps[:0]); len(steps) == 0 {
					pos.CopyFrom(start)
					continue
				}
				pos.Apply(steps[draw.IntN(len(steps))])
			}
			if cpu = threadCPU() - cpu; cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu.Seconds(), "steps/cpu-s")
			}
		})
	}
}
