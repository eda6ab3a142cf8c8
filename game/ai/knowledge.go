package ai

import (
	"math/rand/v2"

	"pentarchy/game"
)

// A ruleset teaches the search about its game by giving its Position some
// of the methods below; the search finds them by type assertion, so no
// ruleset imports this package. All are optional: without them the search
// plays uniformly random playouts to the end and weighs every step alike.

// Evaluator estimates who is winning, so that playouts can stop early.
type Evaluator interface {
	// Evaluate writes to values[i] the chance of player i+1 winning from
	// the position, between 0 and 1; len(values) is Players(). It is
	// called at the start of a turn, on games that are not over.
	Evaluate(values []float64)
}

// PlayoutPolicy chooses the steps of playouts better than at random.
type PlayoutPolicy interface {
	// PlayoutStep returns one of legal, the position's legal steps (never
	// empty), drawing any chance from rng. It must not allocate.
	PlayoutStep(legal []game.Step, rng *rand.Rand) game.Step
}

// Prior says which steps look promising before any search.
type Prior interface {
	// Priors writes to weights[i] a weight for legal[i], 0 or more: the
	// search tries steps with more weight first, and leaves out those with
	// none (unless none has any). Weights need not sum to 1.
	Priors(legal []game.Step, weights []float32)
}

// Winners tells the winners of a finished game without allocating, for a
// ruleset whose Result allocates (scores).
type Winners interface {
	// Winners is Result().Winners.
	Winners() game.PlayerSet
}

// Simultaneous is a position whose players enter their orders for a turn
// one after the other, none seeing the others' (Source of Power). Its legal
// steps must depend only on the position at the start of the turn and on
// the mover's own steps. The search treats the orders of a turn as chosen
// by everyone at once, so it never looks at the orders others entered.
type Simultaneous interface {
	// Turn numbers the turns; it goes up when the orders resolve.
	Turn() int
	// OwnOrders appends to dst the steps player pl has entered this turn.
	OwnOrders(pl int, dst []game.Step) []game.Step
	// ClearOrders takes back every step entered this turn: the order
	// phase starts again with its first player.
	ClearOrders()
}

// knowledge is what the search found on its working position.
type knowledge struct {
	eval   Evaluator
	policy PlayoutPolicy
	prior  Prior
	simul  Simultaneous
	winner Winners
}

func knowledgeOf(pos game.Position) knowledge {
	var k knowledge
	k.eval, _ = pos.(Evaluator)
	k.policy, _ = pos.(PlayoutPolicy)
	k.prior, _ = pos.(Prior)
	k.simul, _ = pos.(Simultaneous)
	k.winner, _ = pos.(Winners)
	return k
}
