package phalanx

import (
	"fmt"

	"pentarchy/game"
)

// Legal appends the legal steps (§7) to dst and returns it: the adds, the
// moves, the pushes and "end", each once; nothing once the game is over.
// It does not allocate when dst has room.
func (p *Position) Legal(dst []game.Step) []game.Step {
	if p.outcome != ongoing {
		return dst
	}
	own, opp := p.stones[p.side], p.stones[p.side^1]
	empty := set{playLo, playHi}.andNot(own.or(opp))
	if own.count() < MaxStones {
		for to := own.neighbours().and(empty); !to.isEmpty(); to = to.rest() {
			x := to.first()
			dst = append(dst, makeStep(StepAdd, x, x))
		}
	}
	dst = appendMoves(dst, own, empty)
	dst = appendPushes(dst, own, opp)
	return append(dst, endStep)
}

// appendMoves appends every move (§5.2): a stone X of phalanx G may go to
// any empty intersection next to a stone of G other than X.
func appendMoves(dst []game.Step, own, empty set) []game.Step {
	for left := own; !left.isEmpty(); {
		g := groupOf(own, left.first())
		left = left.andNot(g)
		for stones := g; !stones.isEmpty(); stones = stones.rest() {
			x := stones.first()
			for to := g.without(x).neighbours().and(empty); !to.isEmpty(); to = to.rest() {
				dst = append(dst, makeStep(StepMove, x, to.first()))
			}
		}
	}
	return dst
}

// appendPushes appends every push (§5.3), named by the front stone of the
// pushing line and the first enemy stone.
func appendPushes(dst []game.Step, own, opp set) []game.Step {
	fronts := [4]set{ // own stones with an enemy stone next to them, per direction
		own.and(opp.down()), own.and(opp.up()), own.and(opp.left()), own.and(opp.right()),
	}
	for k, d := range directions() {
		for f := fronts[k]; !f.isEmpty(); f = f.rest() {
			x := f.first()
			if a, e := lines(own, opp, x, d); a > e {
				y, _ := offset(x, d)
				dst = append(dst, makeStep(StepPush, x, y))
			}
		}
	}
	return dst
}

// lines counts, for a push from x in direction d, the mover's stones in the
// unbroken run ending at x (a) and the enemy's stones in the unbroken run
// starting next to x (e). It stops counting e once e reaches a.
func lines(own, opp set, x int, d direction) (a, e int) {
	back := direction{-d.df, -d.dr}
	for i, on := x, true; on && own.has(i); i, on = offset(i, back) {
		a++
	}
	for i, on := offset(x, d); on && opp.has(i) && e < a; i, on = offset(i, d) {
		e++
	}
	return a, e
}

// refuse returns why the well-formed step s is illegal now, or "" when it
// is legal. The game is not over.
func (p *Position) refuse(s game.Step) string {
	kind, x, y := unpack(s)
	switch kind {
	case StepAdd:
		return p.refuseAdd(x)
	case StepMove:
		return p.refuseMove(x, y)
	case StepPush:
		return p.refusePush(x, y)
	}
	return ""
}

func (p *Position) refuseAdd(x int) string {
	own := p.stones[p.side]
	switch {
	case !playable(x):
		return goalReason(x)
	case p.occupied(x):
		return square(x) + " is occupied"
	case own.count() >= MaxStones:
		return "you already have 9 stones on the board"
	case !own.neighbours().has(x):
		return square(x) + " is not next to any stone of yours"
	}
	return ""
}

func (p *Position) refuseMove(x, y int) string {
	own := p.stones[p.side]
	switch {
	case !own.has(x):
		return "no stone of yours on " + square(x)
	case !playable(y):
		return goalReason(y)
	case p.occupied(y):
		return square(y) + " is occupied"
	case !groupOf(own, x).without(x).neighbours().has(y):
		return fmt.Sprintf("%s is not next to the phalanx of %s (%s itself does not count)", square(y), square(x), square(x))
	}
	return ""
}

func (p *Position) refusePush(x, y int) string {
	own, opp := p.stones[p.side], p.stones[p.side^1]
	d, adjacent := between(x, y)
	switch {
	case !own.has(x):
		return "no stone of yours on " + square(x)
	case !adjacent:
		return square(y) + " is not next to " + square(x)
	case !opp.has(y):
		return "no enemy stone on " + square(y)
	}
	a, _ := lines(own, opp, x, d)
	e, _ := lines(opp, own, y, direction{-d.df, -d.dr}) // the enemy run from y on
	if a <= e {
		return fmt.Sprintf("your line of %d cannot push their line of %d (a push needs more stones in line)", a, e)
	}
	return ""
}

func (p *Position) occupied(i int) bool { return p.stones[0].or(p.stones[1]).has(i) }

func goalReason(i int) string {
	if i == blackGoal {
		return "a9 is Black's goal corner, where no stone may stand"
	}
	return "i1 is White's goal corner, where no stone may stand"
}
