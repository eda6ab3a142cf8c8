package phalanx

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// maxGameSteps bounds a game: at most 3 actions a turn (4 once) and
// TurnLimit turns.
const maxGameSteps = 3*TurnLimit + 1

// TestRandomPlayoutsKeepTheRules plays random games from the start and checks
// the contract (on a sample of positions) and the invariants of the rules
// on every position reached.
func TestRandomPlayoutsKeepTheRules(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	seen := 0
	gametest.Playouts(t, Rules{}, nil, games, maxGameSteps, func(pos game.Position) error {
		seen++
		if err := checkInvariants(pos.(*Position)); err != nil {
			return err
		}
		if seen%23 == 0 || pos.Result().Over {
			return gametest.CheckContract(Rules{}, nil, pos)
		}
		return nil
	})
}

// checkInvariants checks what must hold in every position reached in play
// from the start position.
func checkInvariants(p *Position) error {
	for c, stones := range p.stones {
		switch {
		case stones.count() > MaxStones:
			return fmt.Errorf("colour %d has %d stones", c+1, stones.count())
		case stones.has(blackGoal) || stones.has(whiteGoal):
			return fmt.Errorf("colour %d has a stone on a goal corner", c+1)
		case !stones.andNot(stones.neighbours()).isEmpty():
			return fmt.Errorf("colour %d has an isolated stone", c+1)
		case !stones.andNot(set{allLo, allHi}).isEmpty():
			return fmt.Errorf("colour %d has a stone off the board", c+1)
		}
	}
	if !p.stones[0].and(p.stones[1]).isEmpty() {
		return fmt.Errorf("two stones on one intersection")
	}
	if p.actions < 1 || p.actions > 4 || (p.actions == 4 && (p.side != 1 || p.turns != 1)) {
		return fmt.Errorf("%d actions left for side %d after %d turns", p.actions, p.side+1, p.turns)
	}
	if int(p.side) != int(p.turns%2) || p.turns > TurnLimit {
		return fmt.Errorf("side %d to move after %d turns", p.side+1, p.turns)
	}
	if (p.outcome == blackEliminationWin || p.outcome == whiteEliminationWin) && p.outcome.winner() != p.Side() {
		return fmt.Errorf("side %d eliminated itself", p.Side()) // §5.3: impossible
	}
	if (p.turns == TurnLimit) != (p.outcome == turnLimitDraw) {
		return fmt.Errorf("%d turns completed but result %q", p.turns, p.outcome.text())
	}
	return nil
}

// playoutPositions returns positions met in seeded random games, for the
// benchmarks.
func playoutPositions(n int) []*Position {
	rng := rand.New(rand.NewPCG(3, 4))
	start, _ := Parse(StartText)
	pos := start.Clone().(*Position)
	var out []*Position
	var steps []game.Step
	for len(out) < n {
		steps = pos.Legal(steps[:0])
		if len(steps) == 0 {
			pos.CopyFrom(start)
			continue
		}
		out = append(out, pos.Clone().(*Position))
		pos.Apply(steps[rng.IntN(len(steps))])
	}
	return out
}

func BenchmarkPlayouts(b *testing.B) {
	start, _ := Rules{}.Start(nil)
	gametest.BenchmarkPlayouts(b, start)
}

func BenchmarkLegal(b *testing.B) {
	positions := playoutPositions(1024)
	steps := make([]game.Step, 0, 1024)
	n := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		steps = positions[i&1023].Legal(steps[:0])
		n += len(steps)
	}
	b.ReportMetric(float64(n)/float64(b.N), "steps/op")
}

func BenchmarkApply(b *testing.B) {
	positions := playoutPositions(1024)
	var chosen []game.Step
	rng := rand.New(rand.NewPCG(5, 6))
	for _, p := range positions {
		legal := p.Legal(nil)
		chosen = append(chosen, legal[rng.IntN(len(legal))])
	}
	var pos Position
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos.CopyFrom(positions[i&1023])
		pos.Apply(chosen[i&1023])
	}
}

func BenchmarkHash(b *testing.B) {
	positions := playoutPositions(1024)
	var h uint64
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h ^= positions[i&1023].Hash()
	}
	_ = h
}
