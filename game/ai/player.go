package ai

import (
	"fmt"
	"strconv"
	"strings"

	"pentarchy/game"
)

// Player chooses the steps of whoever is to move: a level of the computer,
// the reference flat UCT player or the random player. The arena plays them
// against each other.
type Player interface {
	// Choose returns the step to play in pos, a game not over.
	Choose(pos game.Position) game.Step
	// Playouts is how many playouts the player has run so far.
	Playouts() int
}

// NewPlayer makes the player a spec names for the game of that id: a
// level of its ladder ("1" to "8") or a reference level ("easy", "medium",
// "hard"), "mcts:N:T[:E[:K]]" (a level of N playouts a step, playouts of T
// turns, expanding a leaf after E playouts, temperature K), "uct:N" (flat
// UCT, N playouts per step, uniformly random playouts), "greedy" (the step with the best immediate outcome) or
// "random". Its randomness comes from seed.
func NewPlayer(game, spec string, seed uint64) (Player, error) {
	switch spec {
	case "random":
		return newRandom(seed), nil
	case "greedy":
		return newGreedy(seed), nil
	}
	if params, ok := strings.CutPrefix(spec, "mcts:"); ok {
		return customLevel(spec, params, seed)
	}
	if n, ok := strings.CutPrefix(spec, "uct:"); ok {
		iters, err := strconv.Atoi(n)
		if err != nil || iters < 1 {
			return nil, fmt.Errorf("player %q: want uct:N with N a whole number of playouts, at least 1", spec)
		}
		return newUCT(iters, seed), nil
	}
	level, err := FindLevel(game, spec)
	if err != nil {
		return nil, fmt.Errorf("player %q: %v, uct:N, greedy or random", spec, err)
	}
	return &levelPlayer{level: level, seed: seed}, nil
}

// levelPlayer plays a level, keeping its search from step to step while
// its own steps follow each other (the several steps of a turn).
type levelPlayer struct {
	level    Level
	seed     uint64
	search   *Search
	playouts int
}

func (p *levelPlayer) Choose(pos game.Position) game.Step {
	if p.search == nil {
		p.search = NewSearch(pos, p.level, p.seed)
	} else if p.search.Position().Hash() != pos.Hash() {
		p.search.Reset(pos)
	}
	s := p.search
	for !s.Done() {
		p.playouts += s.Run(min(256, p.level.Iterations-s.Iterations()))
	}
	step, _ := s.Best()
	s.Advance(step)
	return step
}

func (p *levelPlayer) Playouts() int { return p.playouts }

// customLevel makes the player of a level given by its parameters,
// "mcts:ITERATIONS:TURNS[:EXPAND[:TEMPERATURE]]", for the arena's
// experiments with levels not on any ladder.
func customLevel(spec, params string, seed uint64) (Player, error) {
	fields := strings.Split(params, ":")
	l := Level{Name: spec}
	var err error
	if len(fields) < 2 || len(fields) > 4 {
		err = fmt.Errorf("want two to four fields")
	}
	for i, f := range fields {
		if err != nil {
			break
		}
		switch i {
		case 0:
			l.Iterations, err = strconv.Atoi(f)
		case 1:
			l.PlayoutTurns, err = strconv.Atoi(f)
		case 2:
			l.Expand, err = strconv.Atoi(f)
		case 3:
			l.Temperature, err = strconv.ParseFloat(f, 64)
		}
	}
	if err != nil || l.Iterations < 1 || l.PlayoutTurns < 0 || l.Expand < 0 || !(l.Temperature >= 0 && l.Temperature <= 10) {
		return nil, fmt.Errorf("player %q: want mcts:ITERATIONS:TURNS[:EXPAND[:TEMPERATURE]], ITERATIONS at least 1, the others not negative", spec)
	}
	return &levelPlayer{level: l, seed: seed}, nil
}
