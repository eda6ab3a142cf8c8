package gametest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// Playouts plays n random games from start (choosing uniformly among the
// legal steps, seeded, so a failure repeats) and calls check on every
// position reached, including the first and the last. A game that has not
// ended after maxSteps steps fails the test, as does an error from check.
// Failures print the record of the game so it can be replayed.
func Playouts(t *testing.T, rules game.Ruleset, opts game.Options, n, maxSteps int, check func(game.Position) error) {
	t.Helper()
	start, err := rules.Start(opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	pos := start.Clone()
	var steps []game.Step
	for g := range n {
		pos.CopyFrom(start)
		rec := game.Record{Game: rules.ID(), Options: opts, Steps: []string{}}
		fail := func(format string, args ...any) {
			t.Helper()
			data, _ := json.Marshal(rec)
			t.Fatalf("game %d: "+format+"\nrecord: %s", append([]any{g}, append(args, data)...)...)
		}
		for i := 0; ; i++ {
			if err := check(pos); err != nil {
				fail("after %d steps: %v", i, err)
			}
			steps = pos.Legal(steps[:0])
			if len(steps) == 0 {
				break
			}
			if i == maxSteps {
				fail("not over after %d steps", i)
			}
			s := steps[rng.IntN(len(steps))]
			rec.Steps = append(rec.Steps, pos.FormatStep(s))
			pos.Apply(s)
		}
	}
}

// BenchmarkPlayouts measures random playouts through the contract: each
// iteration lists the legal steps, picks one and applies it, starting a new
// game from start when one ends. It reports steps/s and games/s.
func BenchmarkPlayouts(b *testing.B, start game.Position) {
	rng := rand.New(rand.NewPCG(1, 2))
	pos := start.Clone()
	steps := make([]game.Step, 0, 4096)
	games := 0
	b.ReportAllocs()
	for b.Loop() {
		steps = pos.Legal(steps[:0])
		if len(steps) == 0 {
			pos.CopyFrom(start)
			games++
			continue
		}
		pos.Apply(steps[rng.IntN(len(steps))])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// FuzzPosition checks, for any text, that reading it as a position never
// panics and that a position it accepts round-trips through its own text
// and keeps the contract. Call it from a Fuzz function's f.Fuzz body.
func FuzzPosition(t *testing.T, rules game.Ruleset, opts game.Options, text string) {
	pos, err := rules.ParsePosition(opts, text)
	if err != nil {
		return
	}
	if err := CheckContract(rules, opts, pos); err != nil {
		t.Fatalf("accepted %q: %v", text, err)
	}
}

// FuzzStep checks, for any text, that reading it as a step of pos never
// panics, and that a step it accepts is listed as legal, keeps its text and
// plays. Call it from a Fuzz function's f.Fuzz body.
func FuzzStep(t *testing.T, pos game.Position, text string) {
	s, err := pos.ParseStep(text)
	if err != nil {
		return
	}
	listed := false
	for _, l := range pos.Legal(nil) {
		listed = listed || l == s
	}
	if !listed || pos.FormatStep(s) != text {
		t.Fatalf("accepted %q as %q, listed=%v", text, pos.FormatStep(s), listed)
	}
	pos.Clone().Apply(s)
}
