package patriarchs

import (
	"fmt"

	"pentarchy/game"
)

// Refusal is the error ParseStep returns for a step text it refuses.
// Malformed tells a text that is no step of the notation at all from a
// well-formed step that is illegal in this position.
type Refusal struct {
	Malformed bool
	Reason    string // in the game's words: "no unit on c3"
}

// Error is the reason, after "malformed step: " for a malformed text.
func (r *Refusal) Error() string {
	if r.Malformed {
		return "malformed step: " + r.Reason
	}
	return r.Reason
}

func malformed(format string, args ...any) *Refusal {
	return &Refusal{Malformed: true, Reason: fmt.Sprintf(format, args...)}
}

func illegal(format string, args ...any) *Refusal {
	return &Refusal{Reason: fmt.Sprintf(format, args...)}
}

// ParseStep reads a step text and checks that it is legal here. Its error
// is a *Refusal that says why not.
func (p *Position) ParseStep(text string) (game.Step, error) {
	s, r := parseStep(text)
	if r == nil && p.over() {
		r = illegal("game is over")
	}
	if r == nil {
		r = p.refuse(s)
	}
	if r != nil {
		return 0, r
	}
	return s, nil
}

// refuse checks a well-formed step against the rules, independently of
// Legal, and says why it is illegal in the game's words; nil means legal.
// ParseStep decides with it, and the tests check it against Legal.
func (p *Position) refuse(s game.Step) *Refusal {
	switch s & typeMask {
	case moveStep:
		return p.refuseMove(fromCell(s), toCell(s))
	case deployStep:
		return p.refuseDeploy(kindOf(s), toCell(s))
	}
	var buf [256]game.Step
	if legal := p.Legal(buf[:0]); len(legal) != 1 || legal[0] != passStep {
		return illegal("pass is allowed only when no act is possible")
	}
	return nil
}

// refuseMove checks a move against §5 and the spent square of §7.
func (p *Position) refuseMove(from, to int) *Refusal {
	c := int(p.side)
	u, target := unitOf(p.cells[from]), unitOf(p.cells[to])
	name, there := square(from), square(to)
	switch {
	case u.Player == 0:
		return illegal("no unit on %s", name)
	case u.Player != c+1:
		return illegal("no unit of yours on %s: the %s there is %s's", name, u.Kind, colourName(1-c))
	case from == int(p.spent):
		return illegal("the %s on %s has already acted this turn: act 2 must use another unit", u.Kind, name)
	case from == to:
		return illegal("a move must end on another square")
	case target.Player == c+1:
		return illegal("%s holds your own %s", there, target.Kind)
	}
	return p.refuseReach(u.Kind, from, to)
}

// refuseReach checks that a unit of kind k on cell from can reach cell to,
// which holds no unit of its own.
func (p *Position) refuseReach(k Kind, from, to int) *Refusal {
	if k == Patriarch {
		if !adjacent(from, to) {
			return illegal("the patriarch moves one step at a time")
		}
		if !inZoneCell(int(p.side), to) {
			return illegal("the patriarch may not leave its zone (%s)", zoneName(int(p.side)))
		}
		return nil
	}
	if adjacent(from, to) {
		return nil
	}
	d := direction(from, to)
	switch {
	case k == Support:
		return illegal("a support moves one step only")
	case k == Cardinal && !isOrthogonal(d):
		return illegal("a cardinal moves one step, or any distance along a rank or file")
	case k == Secondary && !isDiagonal(d):
		return illegal("a secondary moves one step, or any distance along a diagonal")
	}
	for i := from + d; i != to; i += d {
		if p.cells[i] != 0 {
			return illegal("the %s cannot slide through %s: it is not empty", k, square(i))
		}
	}
	return nil
}

// refuseDeploy checks a deploy against the four conditions of §6.
func (p *Position) refuseDeploy(k Kind, to int) *Refusal {
	c := int(p.side)
	core := coreCell(c)
	switch {
	case int(p.patri[c]) != core:
		return illegal("no deploy while your patriarch is off its core %s", square(core))
	case p.reserve[c][k] == 0:
		return illegal("no %s in your reserve", k)
	case !adjacent(core, to):
		return illegal("deploys go next to your core %s, and %s is not", square(core), square(to))
	case p.cells[to] != 0:
		return illegal("%s is not empty: a deploy needs an empty square", square(to))
	}
	return nil
}

// direction is the king direction in which cell to lies from cell from if
// they share a rank, file or diagonal, else 0.
func direction(from, to int) int {
	df, dr := to%width-from%width, to/width-from/width
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return 0
	}
	return sign(dr)*width + sign(df)
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func isOrthogonal(d int) bool { return d == east || d == west || d == north || d == south }
func isDiagonal(d int) bool   { return d == ne || d == nw || d == se || d == sw }

// zoneName names colour c's zone as a block: "d1-f3".
func zoneName(c int) string {
	core := coreCell(c)
	return square(core+sw).String() + "-" + square(core+ne).String()
}
