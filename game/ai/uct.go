package ai

import (
	"math"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// uct is the reference player of the arena: flat UCT, that is UCB1 over the
// legal steps with uniformly random playouts to the end of the game, a
// fixed number of playouts per step. It uses no knowledge of any game. In
// games with simultaneous orders each playout enters the earlier players'
// orders at random instead of reading them.
type uct struct {
	iterations int
	rng        *rng.Rand
	work       game.Position
	start      game.Position // simultaneous orders: the turn with no orders
	own        []game.Step   // simultaneous orders: the mover's own orders so far
	legal      []game.Step
	steps      []game.Step
	visits     []int
	wins       []float64
	playouts   int
}

func newUCT(iterations int, seed uint64) *uct {
	return &uct{iterations: iterations, rng: rng.New(seed, 0x0c7)}
}

func (u *uct) Playouts() int { return u.playouts }

func (u *uct) Choose(pos game.Position) game.Step {
	u.steps = pos.Legal(u.steps[:0])
	if len(u.steps) == 1 {
		return u.steps[0]
	}
	u.prepare(pos)
	u.visits = append(u.visits[:0], make([]int, len(u.steps))...)
	u.wins = append(u.wins[:0], make([]float64, len(u.steps))...)
	mover := pos.Mover()
	for n := range u.iterations {
		i := u.pick(n)
		u.setUp(pos)
		u.work.Apply(u.steps[i])
		u.visits[i]++
		u.wins[i] += u.playout(mover)
	}
	u.playouts += u.iterations
	best := 0
	for i := range u.steps {
		if u.visits[i] > u.visits[best] {
			best = i
		}
	}
	return u.steps[best]
}

// prepare readies the working positions for pos.
func (u *uct) prepare(pos game.Position) {
	if u.work == nil || u.work.Players() != pos.Players() {
		u.work = pos.Clone()
	}
	sim, ok := pos.(Simultaneous)
	if !ok {
		u.start = nil
		return
	}
	if u.start == nil || u.start.Players() != pos.Players() {
		u.start = pos.Clone()
	}
	u.start.CopyFrom(pos)
	u.start.(Simultaneous).ClearOrders()
	u.own = sim.OwnOrders(pos.Mover(), u.own[:0])
}

// setUp puts the position a playout starts from in work: pos itself, or
// with simultaneous orders the turn's start with random orders for the
// players before the mover, then the mover's own.
func (u *uct) setUp(pos game.Position) {
	if u.start == nil {
		u.work.CopyFrom(pos)
		return
	}
	u.work.CopyFrom(u.start)
	for u.work.Mover() != pos.Mover() {
		u.work.Apply(u.randomStep())
	}
	for _, s := range u.own {
		u.work.Apply(s)
	}
}

// pick is UCB1: every step once, then the best mean plus √(2 ln n / visits).
func (u *uct) pick(n int) int {
	best, bestScore := 0, math.Inf(-1)
	logN := math.Log(float64(n))
	for i, v := range u.visits {
		if v == 0 {
			return i
		}
		score := u.wins[i]/float64(v) + math.Sqrt(2*logN/float64(v))
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// playout plays at random to the end and returns the reward of player:
// 1 for a sole win, shared among winners, 1/players each for a draw.
func (u *uct) playout(player int) float64 {
	for u.work.Mover() != 0 {
		u.work.Apply(u.randomStep())
	}
	return share(u.work.Result().Winners, player, u.work.Players())
}

func (u *uct) randomStep() game.Step {
	u.legal = u.work.Legal(u.legal[:0])
	return u.legal[u.rng.IntN(len(u.legal))]
}

// share is player's share of a finished game's reward: winners share 1, a draw shares it
// among all players.
func share(winners game.PlayerSet, player, players int) float64 {
	n := 0
	for p := 1; p <= players; p++ {
		if winners.Has(p) {
			n++
		}
	}
	switch {
	case n == 0:
		return 1 / float64(players)
	case winners.Has(player):
		return 1 / float64(n)
	}
	return 0
}

// random plays uniformly random legal steps.
type random struct {
	rng   *rng.Rand
	legal []game.Step
}

func newRandom(seed uint64) *random { return &random{rng: rng.New(seed, 0x7a4d)} }

func (r *random) Choose(pos game.Position) game.Step {
	r.legal = pos.Legal(r.legal[:0])
	return r.legal[r.rng.IntN(len(r.legal))]
}

func (r *random) Playouts() int { return 0 }
