package parry

import (
	"fmt"
	"maps"
	"strconv"

	"pentarchy/game"
)

// Rules is the ruleset of Parry for the game registry.
type Rules struct{}

var _ game.Ruleset = Rules{}

// ID is the game's id, "parry".
func (Rules) ID() string { return "parry" }

// Name is "Parry".
func (Rules) Name() string { return "Parry" }

// Options are "board", one of the 26 full board names (default
// Equiversi 3-5 (36)), and "players", 2 to 6 (default 2).
func (Rules) Options() []game.OptionSpec {
	return []game.OptionSpec{
		{Name: "board", Label: "Board", Kind: game.Choice, Default: DefaultBoard, Choices: BoardNames()},
		{Name: "players", Label: "Players", Kind: game.Integer, Default: "2", Min: 2, Max: maxPlayers},
	}
}

// Resolve returns the complete options of a game: every missing option at
// its default, and the board under its full name even when opts gives it
// without the bracket ("Hex 3" becomes "Hex 3 (19)"), and players as a
// plain number. Records and the referee should keep these canonical values.
func (r Rules) Resolve(opts game.Options) (game.Options, error) {
	opts = maps.Clone(opts)
	if name, ok := opts["board"]; ok {
		full, ok := FullBoardName(name)
		if !ok {
			return nil, fmt.Errorf("unknown board %q", name)
		}
		opts["board"] = full
	}
	full, err := game.ResolveOptions(r.Options(), opts)
	if err != nil {
		return nil, err
	}
	full["players"] = strconv.Itoa(full.Int("players")) // "03" is "3"
	return full, nil
}

// Start returns the empty board of the options, player 1 to place.
func (r Rules) Start(opts game.Options) (game.Position, error) {
	p, err := NewGame(opts)
	if err != nil {
		return nil, err // not a nil *Position in a non-nil interface
	}
	return p, nil
}

// ParsePosition reads a position text (spec §6.2) of a game under opts.
func (r Rules) ParsePosition(opts game.Options, text string) (game.Position, error) {
	p, err := ParsePosition(opts, text)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// NewGame is Rules.Start with the concrete type: the empty board of the
// options, player 1 to place.
func NewGame(opts game.Options) (*Position, error) {
	b, players, err := setup(opts)
	if err != nil {
		return nil, err
	}
	return newPosition(b, players), nil
}

// ParsePosition is Rules.ParsePosition with the concrete type.
func ParsePosition(opts game.Options, text string) (*Position, error) {
	b, players, err := setup(opts)
	if err != nil {
		return nil, err
	}
	return parsePosition(b, players, text)
}

func setup(opts game.Options) (*Board, int, error) {
	full, err := Rules{}.Resolve(opts)
	if err != nil {
		return nil, 0, err
	}
	b, err := NewBoard(full["board"])
	return b, full.Int("players"), err
}
