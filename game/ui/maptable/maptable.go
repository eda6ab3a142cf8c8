// Package maptable is Source of Power's map table (rules §12): the screen
// between the new-game screen and turn 1 where home bases, sources and
// upgrade tiles are placed and taken away, the board's sides and each
// player's reserve are set, and fair random maps are made. Its map goes
// back to the new-game screen, which starts the game from it.
package maptable

import (
	"math/rand/v2"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// Offered tells whether the game of r makes its maps on a map table.
func Offered(r game.Ruleset) bool {
	_, ok := r.(power.Rules)
	return ok
}

// Beside is the option whose row the new-game screen's map button shares
// while it is shown: the board.
const Beside = "board"

// Covers tells whether the map sets the option: the players, the board
// and the reserves are the map's.
func Covers(option string) bool {
	switch option {
	case "players", "board", "reserve", "upgrades":
		return true
	}
	return false
}

// Open is the map table for the map text, or for the map the options
// start on when it is ""; use takes the map when the player is done.
func Open(a scene.Host, back scene.Scene, opts game.Options, mapText string, use func(mapText string)) (*Scene, error) {
	l, err := power.OptionsLayout(opts)
	if mapText != "" {
		l, err = power.ParseLayout(mapText)
	}
	if err != nil {
		return nil, err
	}
	return newScene(a, back, l, winOf(opts), use), nil
}

// Describe names a map made on the table, for the new-game screen: "4
// players on 5-5-4", or "standard" for "" (the options' own).
func Describe(mapText string) string {
	l, err := power.ParseLayout(mapText)
	if err != nil {
		return kit.Tr("newgame.map-standard")
	}
	return kit.Tr("newgame.map-own", l.Players(), l.Map().Board())
}

// Problem says in words why a map made on the table cannot start a game
// with the options (their win rule), or "" if it can.
func Problem(mapText string, opts game.Options) string {
	l, err := power.ParseLayout(mapText)
	if err != nil {
		return err.Error()
	}
	return l.Problem(winOf(opts))
}

// winOf is the win rule of the options.
func winOf(opts game.Options) string {
	if full, err := (power.Rules{}).Resolve(opts); err == nil {
		return full["win"]
	}
	return "sources"
}

// StartText is the start position of a game on a map made on the table
// (rules §12.3), or "" for none.
func StartText(mapText string) string {
	l, err := power.ParseLayout(mapText)
	if err != nil {
		return ""
	}
	return l.StartText()
}

// Scene is the map table.
type Scene struct {
	a      scene.Host
	v      kit.View
	win    string // the win option: what the map must have
	l      *power.Layout
	pos    *power.Position // the map as drawn
	pv     mapView
	boardR kit.Rect
	title  kit.Rect
	tool   power.FeatureKind // what a tap places; NoFeature takes away
	tools  []*kit.Button     // home base, source, upgrade tile, remove
	sides  []*kit.Button     // a, b and c
	whose  *kit.Button       // whose reserve the counts set
	counts []*kit.Button     // infantry, artillery, tanks, upgrades
	maps   []*kit.Button     // standard, random fair map, kept maps
	shares []*kit.Button     // keep the map, copy its link
	tabs   []*kit.Button     // which of the board, reserve and map buttons are shown
	tab    int
	useB   *kit.Button
	backB  *kit.Button
	player int    // whose reserve the counts set
	seed   uint64 // of the last random map; 0 before any
	// nextKept is which kept map the Kept button shows next.
	nextKept int
	info     string
}

// newScene opens the map table on the map l, for a game won by win; use
// takes the map when the player is done, then the table shows back.
func newScene(a scene.Host, back scene.Scene, l *power.Layout, win string, use func(mapText string)) *Scene {
	s := &Scene{a: a, win: win, l: l.Clone(), pv: newMapView(a), tool: power.Source, player: 1}
	keys := [][]ebiten.Key{{ebiten.KeyP}, {ebiten.KeyS}, {ebiten.KeyU}, {ebiten.KeyDelete}}
	for i, k := range toolKinds {
		s.tools = append(s.tools, &kit.Button{Label: kit.Tr(toolKeys[i]), Keys: keys[i], Action: func() { s.tool = k }})
	}
	for i := range 3 {
		s.sides = append(s.sides, &kit.Button{Action: func() { s.stepSide(i) }})
	}
	s.whose = &kit.Button{Action: func() { s.player = s.player%max(1, s.l.Players()) + 1; s.refresh() }}
	for i := range 4 {
		s.counts = append(s.counts, &kit.Button{Action: func() { s.stepCount(i) }})
	}
	s.maps = []*kit.Button{
		kit.Act("maptable.standard", s.standard),
		kit.Act("maptable.random", func() { s.random(uint64(rand.IntN(99999) + 1)) }),
		{Action: s.openKept},
	}
	s.shares = []*kit.Button{
		kit.Act("maptable.keep", s.keep),
		kit.Act("maptable.copy-link", s.copyLink),
	}
	for i, key := range []string{"maptable.tab-board", "maptable.tab-reserves", "maptable.tab-maps"} {
		s.tabs = append(s.tabs, &kit.Button{Label: kit.Tr(key), Action: func() { s.tab = i; s.refresh() }})
	}
	s.tab = tabMaps
	s.useB = kit.MainAct("maptable.use", func() {
		use(s.l.String())
		a.Show(back)
	})
	s.backB = kit.BackAct("common.back", func() { a.Show(back) })
	s.refresh()
	return s
}

// The tools: what a tap on the board places (NoFeature takes away), and
// their buttons' words.
var (
	toolKinds = []power.FeatureKind{power.Home, power.Source, power.Upgrade, power.NoFeature}
	toolKeys  = []string{"maptable.base", "maptable.source", "maptable.upgrade", "maptable.remove"}
)

// refresh redraws the map and relabels the buttons after a change.
func (s *Scene) refresh() {
	s.pos = s.l.Preview()
	s.player = min(max(1, s.player), max(1, s.l.Players()))
	a, b, c, _ := power.BoardSides(s.l.Map().Board())
	for i, n := range []int{a, b, c} {
		s.sides[i].Label = kit.Tr([]string{"maptable.side-a", "maptable.side-b", "maptable.side-c"}[i], n)
	}
	s.whose.Label = kit.Tr("maptable.reserve-of", s.playerName(s.player))
	for i, key := range []string{"maptable.infantry", "maptable.artillery", "maptable.tanks", "maptable.upgrades"} {
		n := 0
		if s.l.Players() > 0 {
			n = s.l.Reserve(s.player)[i]
		}
		s.counts[i].Label, s.counts[i].Disabled = kit.Tr(key, n), s.l.Players() == 0
	}
	s.whose.Disabled = s.l.Players() == 0
	n := len(kept(s.a))
	s.maps[2].Label, s.maps[2].Disabled = kit.Tr("maptable.kept-maps", n), n == 0
	s.info = s.problem()
	s.useB.Disabled = s.l.Problem(s.win) != ""
	if s.v.W > 0 {
		s.Layout(s.v)
	}
}

// problem says what the map lacks, or that it is ready.
func (s *Scene) problem() string {
	if why := s.l.Problem(s.win); why != "" {
		return why
	}
	return kit.Tr("maptable.ready", s.l.Players(), s.l.Map().Board())
}

func (s *Scene) playerName(pl int) string {
	if s.l.Players() == 0 {
		return kit.Tr("maptable.no-player")
	}
	return s.pv.PlayerName(pl)
}

// place does what the chosen tool does on cell c: it places its feature,
// or takes away the one there (the feature tapped again, or Remove).
func (s *Scene) place(c power.Cell) {
	if f := s.l.Feature(c); s.tool == power.NoFeature || f.Kind == s.tool {
		s.l.Remove(c)
	} else if err := s.l.Place(s.tool, c); err != nil {
		s.refresh()
		s.info = err.Error()
		return
	}
	s.refresh()
}

// stepSide steps side i (a, b or c) to its next value that makes a board,
// wrapping round to 2.
func (s *Scene) stepSide(i int) {
	a, b, c, _ := power.BoardSides(s.l.Map().Board())
	sides := []int{a, b, c}
	for range 40 {
		if sides[i]++; sides[i] > 30 {
			sides[i] = 2
		}
		board := strconv.Itoa(sides[0]) + "-" + strconv.Itoa(sides[1]) + "-" + strconv.Itoa(sides[2])
		if s.l.Resize(board) == nil {
			break
		}
	}
	s.refresh()
}

// counts steps through a reserve's usual values.
var countSteps = []int{0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 50, 99}

// stepCount steps count i (infantry, artillery, tanks, upgrades) of the
// chosen player's reserve to the next usual value, wrapping round to 0.
func (s *Scene) stepCount(i int) {
	n := s.l.Reserve(s.player)[i]
	next := 0
	for _, v := range countSteps {
		if v > n {
			next = v
			break
		}
	}
	s.l.SetReserve(s.player, [4]power.UnitType{power.Infantry, power.Artillery, power.Tank, 0}[i], next)
	s.refresh()
}

// players is how many players a new map has: as many as the table has
// now, at least 2.
func (s *Scene) players() int { return max(2, s.l.Players()) }

// standard puts the standard map of the board and players on the table.
func (s *Scene) standard() {
	l, err := power.StandardLayout(s.l.Map().Board(), s.players())
	if err != nil {
		s.info = err.Error()
		return
	}
	s.l, s.seed = l, 0
	s.refresh()
}

// random puts the fair random map of seed on the table (§12.4).
func (s *Scene) random(seed uint64) {
	l, err := power.FairLayout(s.l.Map().Board(), s.players(), seed)
	if err != nil {
		s.info = err.Error()
		return
	}
	s.l, s.seed = l, seed
	s.refresh()
	s.info = kit.Tr("maptable.seed", seed, s.info)
}

func (s *Scene) Name() string { return "maptable" }

func (s *Scene) Buttons() []*kit.Button {
	bs := s.pv.Controls() // before the rest: they lie on the map
	for _, row := range s.rows(false) {
		bs = append(bs, row...)
	}
	return bs
}

func (s *Scene) Tap(x, y float64) {
	if c, ok := s.pv.CellAt(x, y); ok {
		s.place(c)
	}
}

// ShownBoard is the map as drawn, for the keyboard's cursor: Enter on a
// cell does what a tap there does.
func (s *Scene) ShownBoard() (b board.View, r kit.Rect, pos game.Position, current bool) {
	return s.pv, s.boardR, s.pos, true
}

func (s *Scene) Hover(x, y float64) bool { return false }

// Gesture zooms and pans the map.
func (s *Scene) Gesture(g input.Gesture) bool { return s.pv.Gesture(g) }

// Describe tells the hook the cells, what the map lacks, and as the
// record the game the map starts (its position).
func (s *Scene) Describe(snap *scene.Snapshot) {
	snap.Cell = s.pv.Cells()
	snap.Status = s.info
	snap.Record = scene.RecordJSON(game.Record{Game: power.Rules{}.ID(), Options: game.Options{}, Position: s.l.StartText(), Steps: []string{}})
}
