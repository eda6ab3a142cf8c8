package ai

import (
	"math"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// Search is a Monte Carlo tree search for the player to move in a position.
// Its tree has one atomic step per level, so the several steps of a turn
// are searched like any others and the player changes only when the turn
// passes; every node keeps the rewards of the player who chose it, so it
// works for any number of players. Playouts follow the ruleset's
// PlayoutPolicy and stop at its Evaluator when it has them (see knowledge.go).
//
// In games with simultaneous orders (Simultaneous) it searches the current
// turn the decoupled way: each player has a tree of their own orders for
// the turn, grown without seeing anyone else's, and chooses in it by their
// own statistics; the turn's resolution and the turns after are played out.
//
// A Search is deterministic: the same position, level and seed give the
// same steps. It reads no clock; the caller runs it in slices (Run) and
// decides when to stop. It is not safe for concurrent use.
type Search struct {
	level   Level
	rng     *rng.Rand
	pos     game.Position // the position searched
	work    game.Position // where iterations play
	know    knowledge     // found on work
	players int
	tree    tree
	root    int32 // the root of the tree (sequential games)
	simul   *simul

	path       []visit
	legal      []game.Step
	weights    []float32
	reward     []float64
	totals     []float64 // each player's rewards summed over the iterations since Reset
	counted    int       // those iterations
	playouts   int
	terminalAt int8 // the sole winner of the position an iteration ended in, if any

	seed         uint64        // draws among near-best steps (choose.go)
	check, reply game.Position // where choose.go tries steps and replies
	replies      []game.Step
	values       []float64
}

// NewSearch starts a search for the player to move in pos (which it copies)
// at the given level, with randomness drawn from seed.
func NewSearch(pos game.Position, level Level, seed uint64) *Search {
	s := &Search{level: level, rng: rng.New(seed, 0x5eed), seed: seed}
	s.Reset(pos)
	return s
}

// Reset starts the search again from pos (which it copies), reusing the
// memory of the tree.
func (s *Search) Reset(pos game.Position) {
	if s.pos == nil || s.players != pos.Players() {
		s.players = pos.Players()
		s.reward = make([]float64, s.players)
		s.totals = make([]float64, s.players)
	}
	clear(s.totals)
	s.counted = 0
	s.pos, s.work = pos.Clone(), pos.Clone()
	s.know = knowledgeOf(s.work)
	s.simul = nil
	if s.know.simul != nil {
		s.simul = newSimul(s)
	}
	s.clearTree()
}

// clearTree empties the tree, keeping its memory.
func (s *Search) clearTree() {
	s.tree.reset()
	s.tree.optimistic = s.know.prior == nil
	if s.simul != nil {
		for p := range s.simul.roots {
			s.simul.roots[p] = s.tree.newRoot()
		}
		return
	}
	s.root = s.tree.newRoot()
}

// Position returns the position searched. It must not be changed.
func (s *Search) Position() game.Position { return s.pos }

// Level returns the search's level.
func (s *Search) Level() Level { return s.level }

// Run runs up to n more iterations (playouts) and returns how many it ran:
// none once the position is over, or when it has a single legal step.
func (s *Search) Run(n int) int {
	if s.Decided() {
		return 0
	}
	for range n {
		if s.simul != nil {
			s.simul.iterate()
		} else {
			s.iterate()
		}
		for p, r := range s.reward {
			s.totals[p] += r
		}
	}
	s.counted += n
	s.playouts += n
	return n
}

// Iterations is how many playouts went through the searched position:
// those of Run, and those of earlier searches whose tree it kept.
func (s *Search) Iterations() int { return int(s.tree.at(s.rootNode()).visits) }

// Playouts is how many playouts this Search has run since NewSearch.
func (s *Search) Playouts() int { return s.playouts }

// Done tells whether the level's iteration budget is spent, or there is
// nothing to search.
func (s *Search) Done() bool { return s.Decided() || s.Iterations() >= s.level.Iterations }

// Decided tells whether there is nothing to search: the game is over, or
// only one step is legal.
func (s *Search) Decided() bool {
	s.legal = s.pos.Legal(s.legal[:0])
	return len(s.legal) <= 1
}

// Best returns the step the search would play now, and false when the game
// is over: the most searched step, or one drawn near it at a level with a
// temperature, never a silly one (see choose.go). Before any iteration it
// is the step the ruleset's priors favour. Asked again, it answers the
// same.
func (s *Search) Best() (game.Step, bool) {
	s.legal = s.pos.Legal(s.legal[:0])
	switch len(s.legal) {
	case 0:
		return 0, false
	case 1:
		return s.legal[0], true
	}
	root, mover := s.rootNode(), s.pos.Mover()
	if s.tree.at(root).first == 0 {
		s.work.CopyFrom(s.pos)
		s.prepare(root)
	}
	return s.choose(root, mover), true
}

// Value is the chance of winning the search gives the player to move, from
// the playouts of the step it would play; 0.5 before any.
func (s *Search) Value() float64 {
	step, ok := s.Best()
	root := s.rootNode()
	c := s.tree.child(root, step)
	if !ok || c == 0 || s.tree.at(c).visits == 0 {
		return 0.5
	}
	return mean(s.tree.at(c))
}

// Chances is each player's chance of winning, by the iterations run since
// the search began from its position (Reset): their mean reward, a win
// shared among its winners; nil before any.
func (s *Search) Chances() []float64 {
	if s.counted == 0 {
		return nil
	}
	out := make([]float64, s.players)
	for p, t := range s.totals {
		out[p] = t / float64(s.counted)
	}
	return out
}

// Advance plays step (legal in the position searched) and keeps the part
// of the tree under it, so that the search for the next step starts with
// what this one learnt.
func (s *Search) Advance(step game.Step) {
	clear(s.totals) // Chances are of the position searched
	s.counted = 0
	if s.simul != nil {
		s.simul.advance(step)
		return
	}
	s.pos.Apply(step)
	c := s.tree.child(s.root, step)
	if c == 0 || s.tree.full(maxNodes/2) {
		s.Reset(s.pos)
		return
	}
	s.root = c
}

// rootNode is the node whose children are the steps of the player to move.
func (s *Search) rootNode() int32 {
	if s.simul != nil {
		return s.simul.rootNode()
	}
	return s.root
}

// iterate runs one iteration on a sequential game: down the tree from the
// root by PUCT, growing it by one node's children, a playout, and back up.
func (s *Search) iterate() {
	s.work.CopyFrom(s.pos)
	s.path = append(s.path[:0], visit{node: s.root})
	s.terminalAt = 0
	i := s.root
	for {
		mover := s.work.Mover()
		if mover == 0 {
			s.scoreResult()
			s.tree.at(i).win = s.terminalAt
			break
		}
		if !s.expanded(i, i == s.root) {
			s.playout()
			break
		}
		i = s.tree.choose(i, mover)
		s.work.Apply(s.tree.at(i).step)
		s.path = append(s.path, visit{node: i, mover: int8(mover)})
	}
	s.backup(true)
}

// expanded tells whether node i has children to choose from, growing them
// now when it is a root or has had its playouts as a leaf.
func (s *Search) expanded(i int32, root bool) bool {
	if s.tree.at(i).first != 0 {
		return true
	}
	if !root && s.tree.at(i).visits < int32(max(1, s.level.Expand)) {
		return false
	}
	return s.prepare(i)
}

// prepare grows the children of node i, for the position in work, with
// the weights of the ruleset's priors.
func (s *Search) prepare(i int32) bool {
	s.legal = s.work.Legal(s.legal[:0])
	var weights []float32
	if s.know.prior != nil {
		s.weights = resize(s.weights, len(s.legal))
		s.know.prior.Priors(s.legal, s.weights)
		if softmax(s.weights) {
			weights = s.weights
		}
	}
	return s.tree.expand(i, s.legal, weights)
}

// resize returns w with length n and every element 0, reusing its memory.
func resize(w []float32, n int) []float32 {
	if cap(w) < n {
		return make([]float32, n)
	}
	w = w[:n]
	clear(w)
	return w
}

// softmax turns logits into weights e^(logit − the largest logit), in
// place, and reports false when every logit is −∞ (or not a number).
func softmax(logits []float32) bool {
	top := float32(math.Inf(-1))
	for _, l := range logits {
		if l > top || l != l { // max(top, l), which is a call in WebAssembly
			top = l
		}
	}
	if math.IsInf(float64(top), -1) || top != top {
		return false
	}
	for j, l := range logits {
		logits[j] = fastExp(l - top)
	}
	return true
}

// fastExp is e^x for x ≤ 0 within 1 %, 0 below −80: the float's exponent
// field takes the whole part of x·log₂e and a quadratic the rest. It is
// much cheaper than math.Exp in WebAssembly, and priors need no more.
func fastExp(x float32) float32 {
	if !(x >= -80) {
		return 0
	}
	y := x * math.Log2E
	whole := float32(int32(y))
	if whole > y {
		whole--
	}
	f := y - whole // in [0, 1)
	frac := 1 + f*(0.6565+f*0.3435)
	return math.Float32frombits(uint32(int32(whole)+127)<<23) * frac
}

// backup adds the iteration's reward to every node on its path, each for
// the player who chose it, and with solve, proves nodes won for sure.
func (s *Search) backup(solve bool) {
	for _, v := range s.path {
		nd := s.tree.at(v.node)
		nd.visits++
		if v.mover != 0 {
			nd.value += float32(s.reward[v.mover-1])
		}
	}
	if !solve || s.terminalAt == 0 {
		return
	}
	for j := len(s.path) - 1; j > 0; j-- {
		if !s.tree.prove(s.path[j-1].node, int(s.path[j].mover)) {
			return
		}
	}
}
