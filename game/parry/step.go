package parry

import (
	"fmt"
	"strings"

	"pentarchy/game"
)

// StepKind is what a step does.
type StepKind uint8

// The kinds of step (spec §6.1).
const (
	KindNone  StepKind = iota // not a step of Parry
	KindPlace                 // place SITE
	KindMove                  // move SITE-SITE
	KindEnd                   // end
)

// EndStep is the step "end", which ends phase S.
const EndStep = game.Step(KindEnd)

// A step is encoded as its kind in bits 0–7, its first site in bits 8–15 and
// a move's second site in bits 16–23.

// PlaceStep is the step "place SITE".
func PlaceStep(site int) game.Step { return game.Step(KindPlace) | game.Step(site)<<8 }

// MoveStep is the step "move FROM-TO".
func MoveStep(from, to int) game.Step {
	return game.Step(KindMove) | game.Step(from)<<8 | game.Step(to)<<16
}

// DecodeStep splits a step into its kind and sites: a placement has its site
// in to and from = −1; end has both −1.
func DecodeStep(s game.Step) (kind StepKind, from, to int) {
	a, b := int(s>>8&0xff), int(s>>16&0xff)
	switch {
	case s == PlaceStep(a):
		return KindPlace, -1, a
	case s == MoveStep(a, b):
		return KindMove, a, b
	case s == EndStep:
		return KindEnd, -1, -1
	}
	return KindNone, -1, -1
}

// FormatStep writes a step in the notation of spec §6.1.
func (p *Position) FormatStep(s game.Step) string {
	kind, from, to := DecodeStep(s)
	names := p.board.names
	switch {
	case kind == KindEnd:
		return "end"
	case kind == KindPlace && to < len(names):
		return "place " + names[to]
	case kind == KindMove && from < len(names) && to < len(names):
		return "move " + names[from] + "-" + names[to]
	}
	return fmt.Sprintf("invalid step %#x", uint64(s))
}

// ParseStep reads a step text and checks that it is legal here. The error
// says whether the text is malformed or, in the game's words, why the step
// is illegal now.
func (p *Position) ParseStep(text string) (game.Step, error) {
	s, err := p.board.ReadStep(text)
	if err != nil {
		return 0, err
	}
	if err := p.whyIllegal(s); err != nil {
		return 0, err
	}
	return s, nil
}

// ReadStep reads a step text of this board, legal or not, for
// DecodeStep. A Position's ParseStep also checks it is legal.
func (b *Board) ReadStep(text string) (game.Step, error) {
	if text == "end" {
		return EndStep, nil
	}
	if site, ok := strings.CutPrefix(text, "place "); ok {
		s, err := b.readSite(site)
		return PlaceStep(s), err
	}
	if sites, ok := strings.CutPrefix(text, "move "); ok {
		from, to, ok := strings.Cut(sites, "-")
		if !ok {
			return 0, fmt.Errorf("malformed step %q: a move is written move FROM-TO", text)
		}
		x, err := b.readSite(from)
		if err != nil {
			return 0, err
		}
		y, err := b.readSite(to)
		return MoveStep(x, y), err
	}
	return 0, fmt.Errorf("malformed step %q: want place SITE, move SITE-SITE or end", text)
}

// readSite reads a site name of this board.
func (b *Board) readSite(name string) (int, error) {
	if s, ok := b.index[name]; ok {
		return s, nil
	}
	if b.looksLikeSite(name) {
		return 0, fmt.Errorf("%s is not a site of %s", name, b.name)
	}
	return 0, fmt.Errorf("malformed site %q: want a name like %s", name, b.family.example())
}

// example is a site name of the family, for error messages.
func (f Family) example() string {
	switch f {
	case Hex:
		return "4,2"
	case Cairo:
		return "17"
	}
	return "c3"
}

// whyIllegal says why a well-formed step is not legal now, or returns nil.
func (p *Position) whyIllegal(s game.Step) error {
	if p.over {
		return fmt.Errorf("game is over")
	}
	kind, from, to := DecodeStep(s)
	switch {
	case kind == KindPlace:
		return p.whyNotPlace(to)
	case kind == KindMove:
		return p.whyNotMove(from, to)
	case p.phase == PhasePlace:
		return fmt.Errorf("place a piece first: end only ends the bonus steps")
	}
	return nil
}

func (p *Position) whyNotPlace(site int) error {
	name := p.board.names[site]
	switch ctrl := p.ctrl[site]; {
	case p.phase == PhaseSteps:
		return fmt.Errorf("you have placed this turn: move a piece or end")
	case p.cell[site] != 0:
		return fmt.Errorf("%s is not empty", name)
	case ctrl == p.turn:
		return nil
	case p.controlsSome(p.turn):
		return fmt.Errorf("you control other sites: place there")
	case ctrl != 0:
		return fmt.Errorf("%s is controlled by player %d", name, ctrl)
	}
	return nil
}

func (p *Position) whyNotMove(x, y int) error {
	names := p.board.names
	switch {
	case p.phase == PhasePlace:
		return fmt.Errorf("place a piece first: moves come after the placement")
	case p.cell[x] == 0:
		return fmt.Errorf("no piece on %s", names[x])
	case p.cell[x] != p.turn:
		return fmt.Errorf("the piece on %s is not yours", names[x])
	case x == int(p.placed):
		return fmt.Errorf("the placed piece may not move")
	case !p.board.Adjacent(x, y):
		return fmt.Errorf("%s is not a neighbour of %s", names[y], names[x])
	case p.cell[y] != 0:
		return fmt.Errorf("%s is not empty", names[y])
	case p.repeats(x, y):
		return fmt.Errorf("that board already occurred this turn")
	}
	return nil
}
