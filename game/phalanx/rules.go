package phalanx

import "pentarchy/game"

// Stone colours, which are also the player numbers: Black is player 1 and
// moves first, White is player 2. Empty is an intersection with no stone.
const (
	Empty = 0
	Black = 1
	White = 2
)

// Game constants of the rules specification.
const (
	// MaxStones is the most stones a side may have on the board (§3).
	MaxStones = 9
	// TurnLimit is the number of completed turns at which the game is
	// drawn (§6, an addition of this project).
	TurnLimit = 200
	// StartText is the start position's text (§2).
	StartText = "9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 0"
)

// Rules is the Phalanx ruleset. It has no options.
type Rules struct{}

var _ game.Ruleset = Rules{}

// ID returns "phalanx", the name of the rules file.
func (Rules) ID() string { return "phalanx" }

// Name returns "Phalanx".
func (Rules) Name() string { return "Phalanx" }

// Options returns nil: Phalanx has no options (§10).
func (Rules) Options() []game.OptionSpec { return nil }

// Start returns the start position. Every option is refused as unknown.
func (r Rules) Start(opts game.Options) (game.Position, error) {
	return r.ParsePosition(opts, StartText)
}

// ParsePosition reads a position text (§8), such as StartText. Every option
// is refused as unknown.
func (Rules) ParsePosition(opts game.Options, text string) (game.Position, error) {
	if _, err := game.ResolveOptions(nil, opts); err != nil {
		return nil, err
	}
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Goal returns the goal corner of a player: a9, that is (0, 8), for Black
// and i1, (8, 0), for White. Files and ranks count from 0 as in At. Any
// other player has no goal: (-1, -1).
func Goal(player int) (file, rank int) {
	switch player {
	case Black:
		return blackGoal % Size, blackGoal / Size
	case White:
		return whiteGoal % Size, whiteGoal / Size
	}
	return -1, -1
}
