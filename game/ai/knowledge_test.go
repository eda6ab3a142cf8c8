package ai

import (
	"math"
	"slices"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/rng"
)

// TestKnowledgeKeepsItsPromises plays seeded games of every game (and
// Parry with 4 players) by each ruleset's playout policy and checks, in
// every position, that the policy picks a legal step (that PlayPlayoutTurn
// plays it and the policy's next ones to the end of the turn, and that a
// Simultaneous position's Play plays it as Apply does), that the priors
// are logits (none +∞ or not a number) and that the evaluation gives every
// player a chance between 0 and 1, the chances adding up to 1.
func TestKnowledgeKeepsItsPromises(t *testing.T) {
	cases := []struct {
		id   string
		opts game.Options
	}{{id: "parry", opts: game.Options{"players": "4", "board": "Hex 4 (37)"}}}
	for _, r := range registry.All() {
		cases = append(cases, struct {
			id   string
			opts game.Options
		}{r.ID(), nil})
	}
	for _, tc := range cases {
		t.Run(tc.id, func(t *testing.T) {
			start := setUp(t, tc.id, tc.opts, "")
			know := knowledgeOf(start)
			if know.policy == nil || know.prior == nil {
				t.Fatalf("no playout policy or no priors")
			}
			r := rng.New(1, 2)
			for range 3 {
				checkGame(t, start.Clone(), r)
			}
		})
	}
}

func checkGame(t *testing.T, pos game.Position, r *rng.Rand) {
	t.Helper()
	know := knowledgeOf(pos)
	values := make([]float64, pos.Players())
	var buf []game.Step // what the policy lists, left from step to step
	for steps := 0; pos.Mover() != 0; steps++ {
		legal := pos.Legal(nil)
		logits := make([]float32, len(legal))
		know.prior.Priors(legal, logits)
		if slices.ContainsFunc(logits, func(l float32) bool { return math.IsInf(float64(l), 1) || l != l }) {
			t.Fatalf("%s: priors %v", pos, logits)
		}
		if know.eval != nil {
			know.eval.Evaluate(values)
			sum := 0.0
			for _, v := range values {
				if v < 0 || v > 1 || math.IsNaN(v) {
					t.Fatalf("%s: evaluation %v", pos, values)
				}
				sum += v
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("%s: evaluation %v adds up to %v", pos, values, sum)
			}
		}
		checkTurn(t, pos, *r)
		s := know.policy.PlayoutStep(r, &buf)
		if !slices.Contains(legal, s) {
			t.Fatalf("%s: step %d: policy played %q, not legal", pos, steps, pos.FormatStep(s))
		}
		played := pos.Clone()
		pos.Apply(s)
		if sim, ok := played.(Simultaneous); ok {
			if mover, turn := sim.Play(s); played.String() != pos.String() || mover != pos.Mover() || turn != turnOf(pos) {
				t.Fatalf("step %d: Play made %s, mover %d, turn %d; Apply makes %s, mover %d, turn %d",
					steps, played, mover, turn, pos, pos.Mover(), turnOf(pos))
			}
		}
	}
	if w, ok := pos.(Winners); ok && w.Winners() != pos.Result().Winners {
		t.Errorf("%s: Winners %v, Result %v", pos, w.Winners(), pos.Result().Winners)
	}
}

// checkTurn checks that PlayPlayoutTurn from pos, drawing from r, plays
// what PlayoutStep and Apply play until another player is to move or the
// turn changes. It changes neither pos nor the caller's r.
func checkTurn(t *testing.T, pos game.Position, r rng.Rand) {
	t.Helper()
	want, wantRng := pos.Clone(), r
	var buf []game.Step
	policy := knowledgeOf(want).policy
	for m, turn := want.Mover(), turnOf(want); want.Mover() == m && turnOf(want) == turn; {
		want.Apply(policy.PlayoutStep(&wantRng, &buf))
	}
	got := pos.Clone()
	mover, turn := knowledgeOf(got).policy.PlayPlayoutTurn(&r, &buf)
	if got.String() != want.String() || mover != want.Mover() || turn != turnOf(want) || r != wantRng {
		t.Fatalf("from %s: PlayPlayoutTurn made %s, mover %d, turn %d; PlayoutStep and Apply make %s, mover %d, turn %d",
			pos, got, mover, turn, want, want.Mover(), turnOf(want))
	}
}

// turnOf is pos's turn number if it has one, else 0.
func turnOf(pos game.Position) int {
	if s, ok := pos.(Simultaneous); ok {
		return s.Turn()
	}
	return 0
}
