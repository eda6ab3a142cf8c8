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
// players: an Options without "board" plays on 5-3-3 with 2 players and on
// 4-4-4 with 3. The spec's Default, 5-3-3, is the one for the default 2
// players. The 5-5-5 board has no default layout: play it from a position
// text that gives its features.
func (Rules) Options() []game.OptionSpec {
	return []game.OptionSpec{
		{Name: "players", Label: "Players", Kind: game.Integer, Default: "2", Min: 2, Max: maxPlayers},
		{Name: "board", Label: "Board", Kind: game.Choice, Default: "5-3-3", Choices: []string{"5-3-3", "4-4-4", "5-5-5"}},
		{Name: "reserve", Label: "Reserve of each unit type", Kind: game.Integer, Default: "6", Min: 0, Max: 99},
		{Name: "upgrades", Label: "Reserve upgrades", Kind: game.Integer, Default: "0", Min: 0, Max: 99},
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
	if _, given := opts["board"]; !given && full["players"] == "3" {
		full["board"] = "4-4-4"
	}
	s := settings{limit: uint16(full.Int("turn_limit"))}
	s.win, s.lose = winRuleOf(full["win"]), loseRuleOf(full["lose"])
	return full, s, nil
}

// Resolve returns the options complete: the defaults of §8 for those not
// given, where the board follows the players (4-4-4 for 3) unless given.
func (Rules) Resolve(opts game.Options) (game.Options, error) {
	full, _, err := readOptions(opts)
	return full, err
}

// Start returns the start position of §3 and §6 for the options.
func (Rules) Start(opts game.Options) (game.Position, error) {
	full, s, err := readOptions(opts)
	if err != nil {
		return nil, err
	}
	players, board := full.Int("players"), full["board"]
	lay, err := defaultLayout(board, players)
	if err != nil {
		return nil, err
	}
	m, err := newMap(board)
	if err != nil {
		return nil, err
	}
	p := &Position{m: m, settings: s, turn: 1, players: uint8(players), mover: 1, record: true}
	for pl := 1; pl <= players; pl++ {
		p.living = p.living.With(pl)
		n := uint16(full.Int("reserve"))
		p.reserve[pl-1] = [4]uint16{n, n, n, uint16(full.Int("upgrades"))}
	}
	for _, f := range lay {
		c, _ := m.Cell(f.q, f.r)
		p.feat[c] = byte(makeFeature(f.kind, f.owner))
	}
	p.index()
	return p, nil
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
