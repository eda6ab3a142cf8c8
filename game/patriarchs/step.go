package patriarchs

import (
	"strings"

	"pentarchy/game"
)

// A game.Step of Patriarchs packs what a step does into 18 bits: the type
// (move, deploy, pass) in bits 16–17, the cell the unit moves from (move)
// or the kind deployed (deploy) in bits 8–15, and the target cell in bits
// 0–7. Cells are mailbox indices (board.go).
const (
	moveStep   game.Step = 1 << 16
	deployStep game.Step = 2 << 16
	passStep   game.Step = 3 << 16
	typeMask   game.Step = 3 << 16
)

func moveOf(from, to int) game.Step { return moveStep | game.Step(from)<<8 | game.Step(to) }

func deployOf(k Kind, to int) game.Step { return deployStep | game.Step(k)<<8 | game.Step(to) }

// fromCell is the cell a move starts on; kindOf the kind a deploy places;
// toCell the cell a move or deploy ends on.
func fromCell(s game.Step) int { return int(s>>8) & 0xff }
func kindOf(s game.Step) Kind  { return Kind(s >> 8 & 0xff) }
func toCell(s game.Step) int   { return int(s) & 0xff }

// wellFormed tells whether s is a step value this package could have made.
func wellFormed(s game.Step) bool {
	if s>>18 != 0 {
		return false
	}
	switch s & typeMask {
	case moveStep:
		return onBoard(fromCell(s)) && onBoard(toCell(s))
	case deployStep:
		k := kindOf(s)
		return k >= Cardinal && k <= Support && onBoard(toCell(s))
	case passStep:
		return s == passStep
	}
	return false
}

// FormatStep writes a step as §9 of the rules spells it: "move e3-e4",
// "deploy cardinal d3" or "pass". A value no Position made is written
// "invalid".
func (p *Position) FormatStep(s game.Step) string {
	if !wellFormed(s) {
		return "invalid"
	}
	switch s & typeMask {
	case moveStep:
		return "move " + square(fromCell(s)).String() + "-" + square(toCell(s)).String()
	case deployStep:
		return "deploy " + kindOf(s).String() + " " + square(toCell(s)).String()
	}
	return "pass"
}

// parseStep reads the grammar of §9, without looking at the position.
func parseStep(text string) (game.Step, *Refusal) {
	if text == "pass" {
		return passStep, nil
	}
	if rest, ok := strings.CutPrefix(text, "move "); ok {
		a, b, ok := strings.Cut(rest, "-")
		if !ok {
			return 0, malformed(`want "move <square>-<square>", got %q`, text)
		}
		from, r := parseCell(a)
		if r != nil {
			return 0, r
		}
		to, r := parseCell(b)
		return moveOf(from, to), r
	}
	if rest, ok := strings.CutPrefix(text, "deploy "); ok {
		name, sq, ok := strings.Cut(rest, " ")
		if !ok {
			return 0, malformed(`want "deploy <unit> <square>", got %q`, text)
		}
		k := kindNamed(name)
		if k == Patriarch {
			return 0, malformed("the patriarch never enters a reserve, so it is never deployed")
		}
		if k == NoKind {
			return 0, malformed("unknown unit %q: deploy a cardinal, secondary or support", name)
		}
		to, r := parseCell(sq)
		return deployOf(k, to), r
	}
	return 0, malformed(`want "move <square>-<square>", "deploy <unit> <square>" or "pass", got %q`, text)
}

// parseCell reads a square name of the board into its cell index.
func parseCell(name string) (int, *Refusal) {
	sq, ok := ParseSquare(name)
	if !ok {
		return 0, malformed("%q is not a square of the board (a1 to i9)", name)
	}
	return cell(sq), nil
}

// StepKind says what a step does.
type StepKind uint8

// The kinds of step.
const (
	InvalidStep StepKind = iota // a value no Position made
	MoveStep                    // a unit moves, perhaps capturing
	DeployStep                  // a unit comes from the reserve onto the board
	PassStep                    // no act was possible: the turn ends
)

// ParseNotation reads a step text without looking at a position: the
// step it names, legal or not, for Decode. ParseStep also checks it is
// legal here.
func ParseNotation(text string) (game.Step, error) {
	s, r := parseStep(text)
	if r != nil {
		return 0, r
	}
	return s, nil
}

// Decode tells what kind of step s is and the squares it names, without
// a position: a move's from and to, a deploy's to; a pass names none.
func Decode(s game.Step) (kind StepKind, from, to Square) {
	if !wellFormed(s) {
		return InvalidStep, Square{}, Square{}
	}
	switch s & typeMask {
	case moveStep:
		return MoveStep, square(fromCell(s)), square(toCell(s))
	case deployStep:
		return DeployStep, Square{}, square(toCell(s))
	}
	return PassStep, Square{}, Square{}
}

// StepInfo describes a step in this position, for drawing or animating it.
type StepInfo struct {
	Kind     StepKind
	Unit     Unit   // the unit that moves or is deployed
	From     Square // move: the square it leaves
	To       Square // move or deploy: the square it ends on
	Captured Unit   // move: the unit taken on To, if any
}

// Describe tells what step s does in this position.
func (p *Position) Describe(s game.Step) StepInfo {
	if !wellFormed(s) {
		return StepInfo{}
	}
	switch s & typeMask {
	case moveStep:
		from, to := fromCell(s), toCell(s)
		return StepInfo{Kind: MoveStep, Unit: unitOf(p.cells[from]), From: square(from),
			To: square(to), Captured: unitOf(p.cells[to])}
	case deployStep:
		return StepInfo{Kind: DeployStep, Unit: Unit{kindOf(s), int(p.side) + 1}, To: square(toCell(s))}
	}
	return StepInfo{Kind: PassStep}
}
