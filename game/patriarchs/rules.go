package patriarchs

import (
	"fmt"

	"pentarchy/game"
)

// Rules is the ruleset of Patriarchs; it implements game.Ruleset.
type Rules struct{}

var _ game.Ruleset = Rules{}

// StartText is the position text of the start position (§4).
const StartText = "4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1"

// maxCap is the largest move cap the option max_turns takes.
const maxCap = 1_000_000

// ID is "patriarchs", the name of the rules file.
func (Rules) ID() string { return "patriarchs" }

// Name is "Patriarchs".
func (Rules) Name() string { return "Patriarchs" }

// Options lists the one option (§8.3): max_turns, a whole number, default
// 200; the game is a draw when turn max_turns ends; 0 means no cap.
func (Rules) Options() []game.OptionSpec {
	return []game.OptionSpec{{
		Name:    "max_turns",
		Label:   "Move cap (turns, 0 = none)",
		Kind:    game.Integer,
		Default: "200",
		Min:     0,
		Max:     maxCap,
	}}
}

// Start returns the start position of §4 under opts.
func (r Rules) Start(opts game.Options) (game.Position, error) {
	return r.ParsePosition(opts, StartText)
}

// ParsePosition reads a position text of §10, played under opts. It reads
// only the canonical text, so the position's String is the text given.
func (r Rules) ParsePosition(opts game.Options, text string) (game.Position, error) {
	full, err := game.ResolveOptions(r.Options(), opts)
	if err != nil {
		return nil, err
	}
	p, err := parsePosition(text, uint32(full.Int("max_turns")))
	if err != nil {
		return nil, fmt.Errorf("bad position: %w", err)
	}
	return p, nil
}
