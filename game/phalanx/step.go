package phalanx

import (
	"strconv"
	"strings"

	"pentarchy/game"
)

// Steps (§4): "add X", "move X-Y", "push X-Y" and "end". Inside the package
// a step is a game.Step holding its kind in bits 0–1, its first
// intersection X in bits 2–8 and its second Y in bits 9–15 (an add keeps
// its intersection in both, "end" is 0).

// StepKind is what a step does.
type StepKind uint8

// The kinds of step.
const (
	StepEnd  StepKind = iota // end the turn now (§4.2)
	StepAdd                  // add a stone (§5.1)
	StepMove                 // move a stone within its phalanx's reach (§5.2)
	StepPush                 // push an enemy line (§5.3)
)

// endStep is the step "end".
const endStep = game.Step(0)

func makeStep(kind StepKind, from, to int) game.Step {
	return game.Step(kind) | game.Step(from)<<2 | game.Step(to)<<9
}

func unpack(s game.Step) (kind StepKind, from, to int) {
	return StepKind(s & 3), int(s >> 2 & 127), int(s >> 9 & 127)
}

// Point is an intersection by file and rank, both from 0: a1 is {0, 0}.
type Point struct{ File, Rank int }

// Decode splits a step of this package into its kind and its
// intersections, for drawing. An add has its stone's intersection in both
// from and to; a move takes the stone from from to to; a push names the
// front stone of the pushing line (from) and the first enemy stone (to),
// so the push goes in the direction from → to; "end" has {-1, -1} in both.
func Decode(s game.Step) (kind StepKind, from, to Point) {
	kind, f, t := unpack(s)
	if kind == StepEnd {
		return kind, Point{-1, -1}, Point{-1, -1}
	}
	return kind, Point{f % Size, f / Size}, Point{t % Size, t / Size}
}

// FormatStep writes a step in the notation of §4, such as "move d5-g5".
func (p *Position) FormatStep(s game.Step) string {
	kind, from, to := unpack(s)
	switch kind {
	case StepAdd:
		return "add " + square(to)
	case StepMove:
		return "move " + square(from) + "-" + square(to)
	case StepPush:
		return "push " + square(from) + "-" + square(to)
	}
	return "end"
}

// Refusal is the error ParseStep returns: why a step text is not a step of
// the notation (Malformed) or not legal in this position.
type Refusal struct {
	Malformed bool   // the text is not a step at all; otherwise it is illegal here
	Reason    string // in the game's words, e.g. "no stone of yours on c3"
}

// Error returns the reason, after "malformed step: " when the text is not
// a step at all.
func (r *Refusal) Error() string {
	if r.Malformed {
		return "malformed step: " + r.Reason
	}
	return r.Reason
}

func malformed(reason string) error { return &Refusal{Malformed: true, Reason: reason} }

func illegal(reason string) error { return &Refusal{Reason: reason} }

// ParseStep reads a step text and checks that it is legal now. Its error, a
// *Refusal, says whether the text is malformed or why the step is illegal.
func (p *Position) ParseStep(text string) (game.Step, error) {
	s, err := ParseNotation(text)
	if err != nil {
		return 0, err
	}
	if p.outcome != ongoing {
		return 0, illegal("game is over")
	}
	if reason := p.refuse(s); reason != "" {
		return 0, illegal(reason)
	}
	return s, nil
}

// ParseNotation reads a step text without looking at a position: the
// step it names, legal or not, for Decode. ParseStep also checks it is
// legal.
func ParseNotation(text string) (game.Step, error) {
	verb, args, spaced := strings.Cut(text, " ")
	switch {
	case text == "end":
		return endStep, nil
	case verb == "add" && spaced:
		x, err := parseIntersection(args)
		if err != nil {
			return 0, err
		}
		return makeStep(StepAdd, x, x), nil
	case verb == "add":
		return 0, malformed(`want "add X", such as "add e5"`)
	case verb == "move":
		return parseFromTo(StepMove, verb, args)
	case verb == "push":
		return parseFromTo(StepPush, verb, args)
	}
	return 0, malformed(`want "add X", "move X-Y", "push X-Y" or "end"`)
}

// parseFromTo reads the "X-Y" of a move or a push.
func parseFromTo(kind StepKind, verb, args string) (game.Step, error) {
	a, b, ok := strings.Cut(args, "-")
	if !ok {
		return 0, malformed(`want "` + verb + ` X-Y", such as "` + verb + ` e5-e6"`)
	}
	x, err := parseIntersection(a)
	if err != nil {
		return 0, err
	}
	y, err := parseIntersection(b)
	if err != nil {
		return 0, err
	}
	return makeStep(kind, x, y), nil
}

// parseIntersection reads an intersection name for parseNotation.
func parseIntersection(name string) (int, error) {
	i, ok, onBoard := parseSquare(name)
	switch {
	case !ok:
		return 0, malformed(strconv.Quote(name) + " is not an intersection such as e5")
	case !onBoard:
		return 0, malformed(name + " is off the board (files a-i, ranks 1-9)")
	}
	return i, nil
}
