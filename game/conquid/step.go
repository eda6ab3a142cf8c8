package conquid

import (
	"errors"
	"fmt"
	"strings"

	"pentarchy/game"
)

// Action is the kind of a step.
type Action uint8

// The actions. Acquire and Vanquish name a cell; Conquer and Conquest do not.
const (
	Acquire Action = iota + 1
	Conquer
	Vanquish
	Conquest
)

// String is the action's word in the notation.
func (a Action) String() string {
	switch a {
	case Acquire:
		return "acquire"
	case Conquer:
		return "conquer"
	case Vanquish:
		return "vanquish"
	case Conquest:
		return "conquest"
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// A step is encoded as its action in bits 0-2 and, for Acquire and
// Vanquish, its cell in bits 3-8 (file) and 9-14 (rank).
const (
	actionBits = 3
	fileBits   = 6
)

// encode makes the compact step of an action on file f, rank r.
func encode(a Action, f, r int) game.Step {
	return game.Step(uint64(a) | uint64(f)<<actionBits | uint64(r)<<(actionBits+fileBits))
}

// Decode splits a step into its action and cell (the zero Cell for
// Conquer and Conquest). The UI can use it to highlight legal targets.
func Decode(s game.Step) (Action, Cell) {
	a := Action(s & (1<<actionBits - 1))
	f := int(s >> actionBits & (1<<fileBits - 1))
	r := int(s >> (actionBits + fileBits) & (1<<fileBits - 1))
	return a, Cell{f, r}
}

// FormatStep writes a step in the notation: "acquire f7", "conquer",
// "vanquish a2" or "conquest".
func (p *Position) FormatStep(s game.Step) string {
	a, c := Decode(s)
	switch a {
	case Acquire, Vanquish:
		return a.String() + " " + c.String()
	case Conquer, Conquest:
		return a.String()
	}
	return fmt.Sprintf("invalid step %#x", uint64(s))
}

// SyntaxError is a step text that does not follow the grammar of the
// notation (rules 4), as opposed to a well-formed step that is illegal.
type SyntaxError struct {
	Text string // the step text
	Why  string
}

// Error reads "malformed step <text>: <why>".
func (e *SyntaxError) Error() string { return fmt.Sprintf("malformed step %q: %s", e.Text, e.Why) }

// ParseStep reads a step text and checks that it is legal here. A text
// outside the grammar gives a *SyntaxError; a legal-looking step that the
// rules forbid gives an error in the game's words, such as "e4 is not
// empty", "no winning path" or "game is over".
func (p *Position) ParseStep(text string) (game.Step, error) {
	a, c, err := parseStepText(text)
	if err != nil {
		return 0, err
	}
	if p.end != stillOn {
		return 0, errors.New("game is over")
	}
	if a != Acquire && p.acq > 0 {
		return 0, fmt.Errorf("an Acquire is under way: only acquire steps until its third (%d made)", p.acq)
	}
	switch a {
	case Acquire:
		err = p.checkAcquire(c)
	case Vanquish:
		err = p.CheckVanquish(c)
	case Conquest:
		if !p.HasPath(p.Side()) {
			err = errors.New("no winning path")
		}
	}
	if err != nil {
		return 0, err
	}
	return encode(a, c.File, c.Rank), nil
}

// parseStepText reads the grammar of rules 4.
func parseStepText(text string) (Action, Cell, error) {
	switch text {
	case "conquer":
		return Conquer, Cell{}, nil
	case "conquest":
		return Conquest, Cell{}, nil
	}
	word, name, ok := strings.Cut(text, " ")
	var a Action
	switch {
	case ok && word == "acquire":
		a = Acquire
	case ok && word == "vanquish":
		a = Vanquish
	default:
		return 0, Cell{}, &SyntaxError{text, `want "acquire <cell>", "conquer", "vanquish <cell>" or "conquest"`}
	}
	c, err := ParseCell(name)
	if err != nil {
		return 0, Cell{}, &SyntaxError{text, err.Error()}
	}
	return a, c, nil
}

// checkAcquire says why acquire c is illegal here, or nil (rules 5).
func (p *Position) checkAcquire(c Cell) error {
	if !p.b.onBoard(c.File, c.Rank) {
		return p.offBoard(c)
	}
	if s := p.At(c); s != Empty {
		if s.IsHQ() {
			return fmt.Errorf("%v is an HQ cell, not empty", c)
		}
		return fmt.Errorf("%v is not empty", c)
	}
	if p.acq == 0 && p.empty < 3 {
		return fmt.Errorf("an Acquire needs 3 empty cells; there are %d", p.empty)
	}
	return nil
}

// offBoard is the error for a cell outside the board.
func (p *Position) offBoard(c Cell) error {
	return fmt.Errorf("%v is off the %dx%d board", c, p.b.ranks, p.b.files)
}
