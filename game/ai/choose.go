package ai

import (
	"math"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// How a level chooses the step to play once its search is done.
//
// A level of temperature T > 0 draws among the steps its search tried, a
// step whose mean reward is d below that of the step searched most
// weighing e^(−d/T) as much: a weaker level plays a step its own search
// rates near the best, not a random one. Steps tried less than a tenth as
// often as the most searched one are too little known to be drawn.
//
// No level is silly: whatever it drew, it never plays a step that loses at
// once when a step that does not is there, and a drawn step must hold up
// as well as the most searched one against the reply that hurts it most
// (a step that gives up material for nothing does not). "At once" is by the
// step itself or by the next player's next step, when the step passes the
// turn (see losesAtOnce); "holds up" compares the ruleset's evaluation
// after that reply (see holds). In games of simultaneous orders nobody
// replies within a turn, so only the step itself can lose at once there.

// minShare is the least share of the most searched step's playouts a step
// needs to be drawn.
const minShare = 0.1

// holdMargin is how much worse, as a chance of winning, a drawn step may
// hold up against its worst reply than the most searched step.
const holdMargin = 0.1

// choose returns the child of root to play for mover: the most searched,
// or with a temperature one drawn near it, then kept from being silly.
func (s *Search) choose(root int32, mover int) game.Step {
	top := s.tree.best(root, mover)
	if s.tree.at(root).win == int8(mover) || s.tree.at(top).win == int8(mover) {
		return s.tree.at(top).step
	}
	step := s.tree.at(top).step
	if s.level.Temperature > 0 {
		if c := s.draw(root, top); c != top && s.holds(s.tree.at(c).step, step) {
			step = s.tree.at(c).step
		}
	}
	if s.losesAtOnce(step, mover) {
		return s.rescue(root, step, mover)
	}
	return step
}

// draw picks a child of root by the level's temperature around top. Its
// randomness comes from the seed, the position and the playouts, so that
// asking twice gives the same answer.
func (s *Search) draw(root, top int32) int32 {
	least := int32(math.Ceil(minShare * float64(s.tree.at(top).visits)))
	best := mean(s.tree.at(top))
	weights := s.weights[:0]
	total := 0.0
	for _, k := range s.tree.children(root) {
		w := 0.0
		if k.visits >= max(1, least) && k.win == 0 {
			w = math.Exp((mean(&k) - best) / s.level.Temperature)
		}
		weights = append(weights, float32(w))
		total += w
	}
	s.weights = weights
	if total == 0 {
		return top
	}
	r := rng.New(s.seed^s.pos.Hash(), uint64(s.tree.at(root).visits))
	x := float64(r.Uint64()>>11) / (1 << 53) * total
	for j, w := range weights {
		if x -= float64(w); x < 0 && w > 0 {
			return s.tree.at(root).first + int32(j)
		}
	}
	return top
}

// holds tells whether step holds up against the reply that hurts its
// mover most at least about as well as top does.
func (s *Search) holds(step, top game.Step) bool {
	return s.worstReply(step) >= s.worstReply(top)-holdMargin
}

// worstReply is the mover's chance after step and the reply that hurts
// them most: the next player's step best for that player, when step passes
// the turn to another player in a game without simultaneous orders; the
// chance right after step otherwise. A finished game gives its share.
func (s *Search) worstReply(step game.Step) float64 {
	mover := s.pos.Mover()
	s.check = cloneInto(s.check, s.pos)
	s.check.Apply(step)
	next := s.check.Mover()
	if next == 0 || next == mover || s.know.simul != nil {
		return s.chanceIn(s.check, mover)
	}
	s.replies = s.check.Legal(s.replies[:0])
	worst, theirBest := 1.0, -1.0
	for _, r := range s.replies {
		s.reply = cloneInto(s.reply, s.check)
		s.reply.Apply(r)
		if theirs := s.chanceIn(s.reply, next); theirs > theirBest {
			theirBest, worst = theirs, s.chanceIn(s.reply, mover)
		}
	}
	return worst
}

// losesAtOnce tells whether step loses for its mover at once: it ends the
// game without them among the winners, or it passes the turn to another
// player (in a game without simultaneous orders) who can then end the game
// that way with a single step.
func (s *Search) losesAtOnce(step game.Step, mover int) bool {
	s.check = cloneInto(s.check, s.pos)
	s.check.Apply(step)
	next := s.check.Mover()
	if next == 0 {
		return !s.check.Result().Winners.Has(mover)
	}
	if next == mover || s.know.simul != nil {
		return false
	}
	s.replies = s.check.Legal(s.replies[:0])
	for _, r := range s.replies {
		s.reply = cloneInto(s.reply, s.check)
		s.reply.Apply(r)
		if s.reply.Mover() == 0 && !s.reply.Result().Winners.Has(mover) {
			return true
		}
	}
	return false
}

// rescue returns the most searched step that does not lose at once, or
// step when every legal step does.
func (s *Search) rescue(root int32, step game.Step, mover int) game.Step {
	legal := s.pos.Legal(nil)
	best, bestVisits := step, int32(-1)
	for _, l := range legal {
		v := int32(0)
		if c := s.tree.child(root, l); c != 0 {
			v = s.tree.at(c).visits
		}
		if v > bestVisits && !s.losesAtOnce(l, mover) {
			best, bestVisits = l, v
		}
	}
	return best
}

func (s *Search) chanceIn(pos game.Position, p int) float64 { return chanceOf(pos, p, &s.values) }

// chanceOf is player p's chance of winning in pos: their share of a
// finished game, else the ruleset's evaluation (written in *values), else
// even.
func chanceOf(pos game.Position, p int, values *[]float64) float64 {
	if pos.Mover() == 0 {
		return share(pos.Result().Winners, p, pos.Players())
	}
	e, ok := pos.(Evaluator)
	if !ok {
		return 0.5
	}
	*values = resize64(*values, pos.Players())
	e.Evaluate(*values)
	return (*values)[p-1]
}

// cloneInto copies src into dst, cloning it the first time.
func cloneInto(dst, src game.Position) game.Position {
	if dst == nil {
		return src.Clone()
	}
	dst.CopyFrom(src)
	return dst
}

func resize64(v []float64, n int) []float64 {
	if cap(v) < n {
		return make([]float64, n)
	}
	return v[:n]
}
