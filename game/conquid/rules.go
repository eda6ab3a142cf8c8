package conquid

import (
	"fmt"

	"pentarchy/game"
)

// Rules is the Conquid ruleset, game id "conquid".
type Rules struct{}

// ID is the game id, the name of its rules file.
func (Rules) ID() string { return "conquid" }

// Name is the game's name as players read it.
func (Rules) Name() string { return "Conquid" }

// Options has the one option of rules 12: size, small, medium or large,
// medium by default.
func (Rules) Options() []game.OptionSpec {
	return []game.OptionSpec{{
		Name:    "size",
		Label:   "Board size",
		Kind:    game.Choice,
		Default: Medium.String(),
		Choices: []string{Small.String(), Medium.String(), Large.String()},
	}}
}

// Start returns the start position of the options: all cells empty but the
// two HQs, Red to move.
func (r Rules) Start(opts game.Options) (game.Position, error) {
	full, err := game.ResolveOptions(r.Options(), opts)
	if err != nil {
		return nil, err
	}
	size, _ := parseSize(full["size"])
	return newPosition(newBoard(size)), nil
}

// ParsePosition reads a position text (rules 10). The board field decides
// the size; a size option, when given, must name the same size, else the
// options and the position contradict each other and the text is refused.
// Without a size option any of the three sizes is read.
func (r Rules) ParsePosition(opts game.Options, text string) (game.Position, error) {
	if _, err := game.ResolveOptions(r.Options(), opts); err != nil {
		return nil, err
	}
	p, err := parsePosition(text)
	if err != nil {
		return nil, err
	}
	if want, ok := opts["size"]; ok && want != p.b.size.String() {
		return nil, fmt.Errorf("option size is %s but the position's board is %dx%d (%s)",
			want, p.b.ranks, p.b.files, p.b.size)
	}
	return p, nil
}
