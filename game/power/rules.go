package power

import (
	"fmt"
	"strconv"

	"pentarchy/game"
)

// Rules is the ruleset of Source of Power. Its zero value is ready to use.
type Rules struct{}

// ID is the game's id, the name of its rules file.
func (Rules) ID() string { return "source-of-power" }

// Name is the game's name as players read it.
func (Rules) Name() string { return "Source of Power" }

// Options lists the options of §8. The board's default follows the number of
// players: an Options without "board" plays on the board of the built-in map
// for that many players (5-3-3 for 2, 4-4-4 for 3, 5-5-5 for 4, 6-6-6 for 5
// and 6). The spec's Default, 5-3-3, is the one for the default 2 players.
// Every board plays with every number of players (see StandardLayout).
func (Rules) Options() []game.OptionSpec {
	return []game.OptionSpec{
		{Name: "players", Label: "Players", Kind: game.Integer, Default: "2", Min: 2, Max: maxPlayers},
		{Name: "board", Label: "Board", Kind: game.Choice, Default: "5-3-3", Choices: []string{"5-3-3", "4-4-4", "5-5-5", "6-6-6"}},
		{Name: "reserve", Label: "Reserve of each unit type", Kind: game.Integer, Default: "6", Min: 0, Max: MaxReserve},
		{Name: "upgrades", Label: "Reserve upgrades", Kind: game.Integer, Default: "0", Min: 0, Max: MaxReserve},
		{Name: "win", Label: "Win by owning", Kind: game.Choice, Default: "sources", Choices: []string{"sources", "bases", "homes", "elimination"}},
		{Name: "lose", Label: "A player is out with", Kind: game.Choice, Default: "nounits", Choices: []string{"nounits", "nobases", "nohome"}},
		{Name: "turn_limit", Label: "Turn limit", Kind: game.Integer, Default: "100", Min: 1, Max: 9999},
	}
}

// settings are the options that matter after the start.
type settings struct {
	win   winRule
	lose  loseRule
	limit uint16
}

// readOptions checks opts and returns them complete, with the board that
// follows the number of players when opts do not name one.
func readOptions(opts game.Options) (game.Options, settings, error) {
	full, err := game.ResolveOptions(Rules{}.Options(), opts)
	if err != nil {
		return nil, settings{}, err
	}
	if _, given := opts["board"]; !given {
		full["board"] = standardBoard(full.Int("players"))
	}
	s := settings{limit: uint16(full.Int("turn_limit"))}
	s.win, s.lose = winRuleOf(full["win"]), loseRuleOf(full["lose"])
	return full, s, nil
}

// Resolve returns the options complete: the defaults of §8 for those not
// given, where the board follows the players (see Options) unless given.
func (Rules) Resolve(opts game.Options) (game.Options, error) {
	full, _, err := readOptions(opts)
	return full, err
}

// Start returns the start position of §3 and §6 for the options: the
// standard map of the board and players (StandardLayout), every player
// with the reserve and upgrades of the options.
func (Rules) Start(opts game.Options) (game.Position, error) {
	_, s, err := readOptions(opts)
	if err != nil {
		return nil, err
	}
	l, err := OptionsLayout(opts)
	if err != nil {
		return nil, err
	}
	return l.position(s), nil
}

// OptionsLayout is the map the options start on: the standard map of their
// board and players (StandardLayout), every player with the reserve and
// upgrades of the options.
func OptionsLayout(opts game.Options) (*Layout, error) {
	full, _, err := readOptions(opts)
	if err != nil {
		return nil, err
	}
	l, err := StandardLayout(full["board"], full.Int("players"))
	if err != nil {
		return nil, err
	}
	for pl := 1; pl <= l.Players(); pl++ {
		n := full.Int("reserve")
		l.reserve[pl-1] = [4]int{n, n, n, full.Int("upgrades")}
	}
	return l, nil
}

// ParsePosition reads a position text of §6. The board and the players are
// the text's; options that name them must agree with it. The options that
// matter after the start (win, lose, turn_limit) come from opts.
func (Rules) ParsePosition(opts game.Options, text string) (game.Position, error) {
	_, s, err := readOptions(opts)
	if err != nil {
		return nil, err
	}
	p, err := parsePosition(s, text)
	if err != nil {
		return nil, err
	}
	if v, ok := opts["players"]; ok && v != strconv.Itoa(int(p.players)) {
		return nil, fmt.Errorf("the position has %d players but option players is %s", p.players, v)
	}
	if v, ok := opts["board"]; ok && v != p.m.board {
		return nil, fmt.Errorf("the position is on board %s but option board is %s", p.m.board, v)
	}
	p.record = true
	return p, nil
}
