package power

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"pentarchy/game"
)

// The map table of §12: a Layout is a map being made, before turn 1.

const (
	// MaxReserve is the most units of a type, or upgrades, a player may
	// start with (§12.2).
	MaxReserve = 99
	// defaultReserve is a new player's reserve: 6 of each type, no upgrade.
	defaultReserve = 6
)

// Layout is a map of §12: a board, its home bases, sources and upgrade
// tiles, and each player's starting reserve. A player exists when it has a
// home base; players are numbered in the order their bases were placed.
// The zero Layout is not usable: make one with NewLayout, ParseLayout or
// FairLayout.
type Layout struct {
	m       *Map
	feat    [cellSlots]feature // a home's owner is its player; sources are neutral
	homes   []Cell             // player pl's home base is homes[pl-1]
	reserve [][4]int           // I, A, T, upgrades by player
}

// NewLayout returns an empty map of a board "a-b-c" (§12.1).
func NewLayout(board string) (*Layout, error) {
	m, err := newMap(board)
	if err != nil {
		return nil, err
	}
	return &Layout{m: m}, nil
}

// Map is the layout's board.
func (l *Layout) Map() *Map { return l.m }

// Players is the number of players: of home bases.
func (l *Layout) Players() int { return len(l.homes) }

// Feature is what stands on cell c.
func (l *Layout) Feature(c Cell) Feature { return l.feat[c&127].public() }

// Home is the cell of player pl's home base.
func (l *Layout) Home(pl int) Cell { return l.homes[pl-1] }

// Reserve is player pl's starting infantry, artillery, tanks and upgrades.
func (l *Layout) Reserve(pl int) [4]int { return l.reserve[pl-1] }

// Clone returns an independent copy.
func (l *Layout) Clone() *Layout {
	c := *l
	c.homes = append([]Cell(nil), l.homes...)
	c.reserve = append([][4]int(nil), l.reserve...)
	return &c
}

// Place puts a feature of kind k on c, in place of whatever stood there. A
// home base makes a new player, with the reserve of §12.2 (6/6/6/0); a
// home base replaced or removed takes its player away, and the later
// players are renumbered down by one.
func (l *Layout) Place(k FeatureKind, c Cell) error {
	if int(c) >= l.m.Len() {
		return fmt.Errorf("cell %d is not on the board", c)
	}
	if k == Home && len(l.homes) == maxPlayers && l.feat[c].kind() != Home {
		return fmt.Errorf("a map has at most %d players", maxPlayers)
	}
	l.Remove(c)
	switch k {
	case Home:
		l.homes = append(l.homes, c)
		l.reserve = append(l.reserve, [4]int{defaultReserve, defaultReserve, defaultReserve, 0})
		l.feat[c] = makeFeature(Home, len(l.homes))
	case Source, Upgrade:
		l.feat[c] = makeFeature(k, 0)
	}
	return nil
}

// Remove takes away the feature on c, if any (see Place).
func (l *Layout) Remove(c Cell) {
	f := l.feat[c&127]
	l.feat[c&127] = 0
	if f.kind() != Home {
		return
	}
	pl := f.owner()
	l.homes = append(l.homes[:pl-1], l.homes[pl:]...)
	l.reserve = append(l.reserve[:pl-1], l.reserve[pl:]...)
	for i, h := range l.homes[pl-1:] {
		l.feat[h] = makeFeature(Home, pl+i)
	}
}

// SetReserve sets player pl's starting count of a unit type (t), or of
// upgrades (t = 0), from 0 to MaxReserve.
func (l *Layout) SetReserve(pl int, t UnitType, n int) error {
	switch {
	case pl < 1 || pl > len(l.homes):
		return fmt.Errorf("there is no player %d", pl)
	case n < 0 || n > MaxReserve:
		return fmt.Errorf("a reserve holds 0 to %d, not %d", MaxReserve, n)
	}
	i := upgrades
	if t != 0 {
		i = int(t) - 1
	}
	l.reserve[pl-1][i] = n
	return nil
}

// Resize moves the map onto another board. Features keep their cells where
// the new board has them, in the order of the players; the others go, and a
// home base that goes takes its player with it.
func (l *Layout) Resize(board string) error {
	m, err := newMap(board)
	if err != nil {
		return err
	}
	old := l.Clone()
	*l = Layout{m: m}
	for _, c := range old.homes {
		if to, ok := m.Cell(old.m.Hex(c)); ok {
			l.Place(Home, to)
			l.reserve[len(l.homes)-1] = old.reserve[old.feat[c].owner()-1]
		}
	}
	for c := range Cell(old.m.Len()) {
		if k := old.feat[c].kind(); k == Source || k == Upgrade {
			if to, ok := m.Cell(old.m.Hex(c)); ok {
				l.Place(k, to)
			}
		}
	}
	return nil
}

// Problem says in words why the map cannot start a game with the win rule
// win (§8: "sources", "bases", "homes" or "elimination"), or "" if it can
// (§12.2).
func (l *Layout) Problem(win string) string {
	switch n := len(l.homes); {
	case n < 2:
		return fmt.Sprintf("place %d more home base%s: each one makes a player, and a game needs 2 to %d",
			2-n, plural(2-n), maxPlayers)
	case win == "sources" && l.count(Source) == 0:
		return "place a source: the game is won by owning every source"
	}
	for pl, r := range l.reserve {
		if r[0]+r[1]+r[2] == 0 {
			return fmt.Sprintf("player %d has no unit in reserve", pl+1)
		}
	}
	return ""
}

// count is the number of features of kind k.
func (l *Layout) count(k FeatureKind) int {
	n := 0
	for c := range Cell(l.m.Len()) {
		if l.feat[c].kind() == k {
			n++
		}
	}
	return n
}

// String is the map text of §12.3: the first four fields of the start
// position, "SOP <board> t1 p1 | <features> | - | <reserves>".
func (l *Layout) String() string {
	p := l.position(settings{})
	text := p.String()
	return text[:strings.LastIndex(text, " | ")]
}

// StartText is the start position of a game on the map (§12.3).
func (l *Layout) StartText() string { return l.position(settings{}).String() }

// Preview is the start of a game on the map, for drawing it, even when the
// map cannot start a game yet (fewer than 2 players).
func (l *Layout) Preview() *Position { return l.position(settings{}) }

// position is the start of a game on the map.
func (l *Layout) position(s settings) *Position {
	p := &Position{m: l.m, settings: s, turn: 1, players: uint8(len(l.homes)), mover: 1, record: true}
	p.feat = l.feat
	for pl, r := range l.reserve {
		p.living = p.living.With(pl + 1)
		p.reserve[pl] = [4]uint16{uint16(r[0]), uint16(r[1]), uint16(r[2]), uint16(r[3])}
	}
	p.index()
	return p
}

// ParseLayout reads a map text (§12.3): the first four fields of a start
// position, with no units, every source neutral, each player's one home
// base, and reserves of 0 to 99.
func ParseLayout(text string) (*Layout, error) {
	l, err := parseLayout(text)
	if err != nil {
		return nil, fmt.Errorf("bad map: %w", err)
	}
	return l, nil
}

func parseLayout(text string) (*Layout, error) {
	fields := strings.Split(text, "|")
	if len(fields) != 4 {
		return nil, fmt.Errorf(`a map has 4 fields separated by " | ", not %d`, len(fields))
	}
	head := strings.Fields(fields[0])
	players := len(strings.Fields(fields[3]))
	switch {
	case len(head) != 4 || head[0] != "SOP" || head[2] != "t1" || head[3] != "p1":
		return nil, errors.New(`want "SOP <board> t1 p1" first`)
	case strings.TrimSpace(fields[2]) != "-":
		return nil, errors.New("a map has no units: want - as its third field")
	case players < 2 || players > maxPlayers:
		return nil, fmt.Errorf("%d reserves given, one per player; a map has 2 to %d players", players, maxPlayers)
	}
	orders := make([]string, players)
	for i := range orders {
		orders[i] = strconv.Itoa(i+1) + "[]"
	}
	p, err := parsePosition(settings{limit: 1}, text+" | "+strings.Join(orders, " "))
	if err != nil {
		return nil, err
	}
	return layoutOf(p)
}

// layoutOf is the map of a start position.
func layoutOf(p *Position) (*Layout, error) {
	l := &Layout{m: p.m, homes: make([]Cell, p.players), reserve: make([][4]int, p.players)}
	var placed game.PlayerSet
	for c := range Cell(p.m.Len()) {
		f := p.featAt(c)
		switch {
		case f.kind() == Source && f.owner() != 0:
			return nil, fmt.Errorf("the source on %s is owned: a map's sources are neutral", p.m.Name(c))
		case f.kind() == Home && f.owner() == 0:
			return nil, fmt.Errorf("the home base on %s has no player", p.m.Name(c))
		case f.kind() == Home && placed.Has(f.owner()):
			return nil, fmt.Errorf("player %d has two home bases", f.owner())
		case f.kind() == Home:
			l.homes[f.owner()-1], placed = c, placed.With(f.owner())
		}
		l.feat[c] = f
	}
	for pl := range int(p.players) {
		if !placed.Has(pl + 1) {
			return nil, fmt.Errorf("player %d has no home base", pl+1)
		}
		for i, n := range p.reserve[pl] {
			if n > MaxReserve {
				return nil, fmt.Errorf("player %d's reserve holds %d, more than %d", pl+1, n, MaxReserve)
			}
			l.reserve[pl][i] = int(n)
		}
	}
	return l, nil
}

// Start returns the start position of a game on the map, with the options
// that matter after the start (win, lose, turn_limit; players and board
// must agree with the map if given).
func (l *Layout) Start(opts game.Options) (game.Position, error) {
	if why := l.Problem(winOption(opts)); why != "" {
		return nil, errors.New(why)
	}
	return Rules{}.ParsePosition(opts, l.StartText())
}

// winOption is the win rule opts ask for: "sources" unless given.
func winOption(opts game.Options) string {
	if w, ok := opts["win"]; ok {
		return w
	}
	return "sources"
}
