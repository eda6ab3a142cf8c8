package ai

import (
	"pentarchy/game"
	"pentarchy/game/rng"
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
	// PlayoutStep returns a legal step, drawing any chance from r. A
	// policy that needs the position's legal steps lists them in *buf,
	// reusing its memory and leaving the list there for the next call to
	// reuse; one that can choose without the whole list saves its cost.
	// It must not allocate once *buf has grown to fit.
	PlayoutStep(r *rng.Rand, buf *[]game.Step) game.Step
	// PlayPlayoutTurn plays the steps PlayoutStep would return, one after
	// the other, while the same player is to move in the same turn
	// (Simultaneous's Turn), and returns the player to move next (0 once
	// the game is over) and the turn number (0 in a game without one).
	// Playouts make this call once a turn rather than PlayoutStep, Apply,
	// Mover and Turn at every step: a call through an interface costs
	// about ten times more in WebAssembly than natively.
	PlayPlayoutTurn(r *rng.Rand, buf *[]game.Step) (mover, turn int)
}

// Prior says which steps look promising before any search.
type Prior interface {
	// Priors writes to logits[i] how promising legal[i] looks, as the
	// logarithm of a weight: the search tries steps in proportion to
	// e^logit at first. A step whose logit is −∞ is left out of the search
	// (unless every step's is).
	Priors(legal []game.Step, logits []float32)
}

// Winners tells the winners of a finished game without allocating, for a
// ruleset whose Result allocates (scores).
type Winners interface {
	// Winners is Result().Winners.
	Winners() game.PlayerSet
}

// Simultaneous is a position of a game of orders (game.Orders) that the
// search can play fast. Its legal steps must depend only on the position
// at the start of the turn and on the mover's own steps. The search treats
// the orders of a turn as chosen by everyone at once, so it never looks at
// the orders others entered.
type Simultaneous interface {
	game.Orders
	// Play applies step and returns the player to move next (0 once the
	// game is over) and the turn: Apply, Mover and Turn in one call, for
	// the steps down the search's trees (see PlayoutPolicy).
	Play(step game.Step) (mover, turn int)
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
