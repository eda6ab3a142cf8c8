package screens

import (
	"errors"
	"maps"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/maptable"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// NewGameScene shows a game's options before it starts: one button per
// option, which steps through its values, and Start and Back. The options
// come from the ruleset's OptionSpecs, so every game gets this screen for
// free. The game starts with the options the player chose; the screen shows
// every option as the ruleset resolves it (game.Resolve), so a default that
// follows another option (Source of Power's board) reads right.
type NewGameScene struct {
	a           scene.Host
	v           kit.View
	Rules       game.Ruleset
	specs       []game.OptionSpec // the ruleset's options, long choices grouped
	Opts        game.Options      // a value for every option, as shown
	chosen      game.Options      // the values the player set; the game starts with these
	Rows        []*kit.Button     // one per option, in the ruleset's order
	arrows      []*kit.Button     // ◄ and ► beside each long choice
	players     []int             // who plays each side: 0 a person, 1 the computer
	seatRows    []*kit.Button     // one per side, a person or the computer
	level       play.LevelChoice  // the computer's level
	levelB      *kit.Button       // the computer's level, while it plays a side
	levelArrows []*kit.Button     // ◄ and ► beside it
	slow        map[string]string // what slowness says of each level measured ("": not slow)
	start, back *kit.Button
	online      *kit.Button // Play online: invite a friend on another device
	info        string      // who plays, or why the options cannot start a game
	titleY      float64
	infoR       kit.Rect
	view        board.View      // the game's board view, which names the players
	preview     optionPreviewer // nil when the game's board view has none
	previewR    kit.Rect

	rulesB *kit.Button // opens the game's rules, beside Back

	mapB    *kit.Button // opens the map table, for a game that has one
	mapText string      // the map made there (power's map text); "" for the options' own

	clockB  *kit.Button // the clock's row (clockchoice.go)
	clockAt int         // the control chosen: its place in clock.Presets
}

// optionPreviewer is a board view that helps pick options: it draws what
// a choice of options looks like (the shape of a board) and names the
// group of a value, so that long lists of choices step through one group
// after another.
type optionPreviewer interface {
	Preview(dst *ebiten.Image, f *kit.Fonts, v kit.View, r kit.Rect, opts game.Options)
	OptionGroup(name, value string) string
}

// longChoice is the number of choices above which an option gets ◄ and ►
// buttons and its choices are grouped.
const longChoice = 6

// previewH is the height of the options preview, in CSS pixels.
const previewH = 150

func NewNewGameScene(a scene.Host, r game.Ruleset) *NewGameScene {
	s := &NewGameScene{a: a, Rules: r, Opts: game.Options{}, chosen: game.Options{}, slow: map[string]string{}}
	s.view, _ = a.BoardView(r.ID())
	s.preview, _ = s.view.(optionPreviewer)
	for _, spec := range r.Options() {
		spec = s.grouped(spec)
		s.specs = append(s.specs, spec)
		step := func(next func(game.OptionSpec, string) string) func() {
			return func() {
				v := next(spec, s.Opts[spec.Name])
				s.chosen[spec.Name], s.Opts[spec.Name] = v, v
				s.refresh()
			}
		}
		s.Rows = append(s.Rows, &kit.Button{Action: step(NextValue)})
		if long(spec) {
			s.arrows = append(s.arrows,
				&kit.Button{Label: "◄", Action: step(prevValue)},
				&kit.Button{Label: "►", Action: step(NextValue)})
		}
	}
	s.start = kit.MainAct("newgame.start", s.startGame)
	s.back = kit.BackAct("common.back", func() { a.Show(NewMenuScene(a)) })
	s.online = kit.Act("newgame.play-online", func() {
		if start := s.record(); online.ManyDevices(r, start) {
			a.Show(online.NewLobbyScene(a, r, start, s.seats()).Timed(s.chosenClock()))
		} else {
			a.Show(online.NewHostScene(a, r, start).Timed(s.chosenClock()))
		}
	})
	s.rulesB = &kit.Button{Label: kit.Tr("rules.open"), Keys: []ebiten.Key{ebiten.KeyF1}, Action: func() { a.Show(a.Rules(r, s)) }}
	if maptable.Offered(r) {
		s.mapB = &kit.Button{Action: s.openMap}
	}
	s.newLevelButtons()
	s.newClockButton()
	s.refresh()
	return s
}

// long tells whether an option has so many choices that it gets arrows.
func long(spec game.OptionSpec) bool {
	return spec.Kind == game.Choice && len(spec.Choices) > longChoice
}

// grouped returns spec with its choices, if long, ordered group by group
// as the previewer names them (groups in order of first appearance).
func (s *NewGameScene) grouped(spec game.OptionSpec) game.OptionSpec {
	if !long(spec) || s.preview == nil {
		return spec
	}
	var groups []string
	for _, c := range spec.Choices {
		if g := s.preview.OptionGroup(spec.Name, c); !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	choices := make([]string, 0, len(spec.Choices))
	for _, g := range groups {
		for _, c := range spec.Choices {
			if s.preview.OptionGroup(spec.Name, c) == g {
				choices = append(choices, c)
			}
		}
	}
	spec.Choices = choices
	return spec
}

// prevValue returns the choice before v, wrapping round at the start.
func prevValue(spec game.OptionSpec, v string) string {
	n := len(spec.Choices)
	return spec.Choices[(slices.Index(spec.Choices, v)+n-1)%n]
}

// NextValue returns the value after v in the option's range, wrapping
// round at the end. A range of a dozen numbers or fewer is stepped one by
// one; a wider one (a reserve of 0 to 99, a turn limit of 1 to 9999) by
// round numbers, so that any of them is a few taps away.
func NextValue(spec game.OptionSpec, v string) string {
	if spec.Kind == game.Choice {
		i := slices.Index(spec.Choices, v)
		return spec.Choices[(i+1)%len(spec.Choices)]
	}
	n, err := strconv.Atoi(v)
	if err != nil || n >= spec.Max {
		return strconv.Itoa(spec.Min)
	}
	if spec.Max-spec.Min < 12 {
		return strconv.Itoa(n + 1)
	}
	for _, r := range roundNumbers {
		if r > n && r <= spec.Max {
			return strconv.Itoa(r)
		}
	}
	return strconv.Itoa(spec.Max)
}

// roundNumbers are the values a wide integer option steps through.
var roundNumbers = []int{1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500, 1000, 2000, 5000}

// openMap shows the map table with the map the game would start on.
func (s *NewGameScene) openMap() {
	table, err := maptable.Open(s.a, s, s.chosen, s.mapText, s.useMap)
	if err != nil {
		s.info = err.Error()
		return
	}
	s.a.Show(table)
}

// useMap starts games on the map made on the map table.
func (s *NewGameScene) useMap(text string) {
	s.mapText = text
	s.refresh()
	if s.v.W > 0 {
		s.Layout(s.v)
	}
}

// shown tells whether option i has its button: not when a map made on the
// map table sets it.
func (s *NewGameScene) shown(i int) bool {
	return s.mapText == "" || !maptable.Covers(s.specs[i].Name)
}

// shownRows are the buttons of the options shown, in order, and the map
// table's.
func (s *NewGameScene) shownRows() []*kit.Button {
	var rows []*kit.Button
	for i, b := range s.Rows {
		if s.shown(i) {
			rows = append(rows, b)
		}
		if s.mapB != nil && s.specs[i].Name == maptable.Beside {
			rows = append(rows, s.mapB)
		}
	}
	return rows
}

// mapRow tells whether the map table's button has a row of its own: not
// while the option it sits beside is shown.
func (s *NewGameScene) mapRow() bool {
	for i, spec := range s.specs {
		if spec.Name == maptable.Beside {
			return s.mapB != nil && !s.shown(i)
		}
	}
	return s.mapB != nil
}

// record is the record of the game Start begins: from the options, or from
// the start of the map made on the map table, with the options it does not
// set.
func (s *NewGameScene) record() game.Record {
	rec := game.Record{Game: s.Rules.ID(), Options: maps.Clone(s.chosen), Steps: []string{}}
	if s.mapText == "" {
		return rec
	}
	maps.DeleteFunc(rec.Options, func(name, _ string) bool { return maptable.Covers(name) })
	rec.Position = maptable.StartText(s.mapText)
	return rec
}

// newPlay is the game Start begins.
func (s *NewGameScene) newPlay() (*play.PlayScene, error) {
	if s.mapText == "" {
		return play.NewPlayScene(s.a, s.Rules, s.chosen, s.seats())
	}
	return play.ResumePlayScene(s.a, s.Rules, s.record(), s.seats())
}

// refresh relabels the option buttons and checks that the options start a
// game.
func (s *NewGameScene) refresh() {
	if full, err := game.Resolve(s.Rules, s.chosen); err == nil {
		s.Opts = full
	}
	for i, spec := range s.specs {
		value := kit.OptionValue(s.Rules, spec, s.Opts[spec.Name])
		s.Rows[i].Label = kit.Tr("newgame.option", kit.OptionLabel(s.Rules, spec), value)
		if long(spec) {
			s.Rows[i].Label = value
		}
	}
	s.labelMap()
	s.labelClock()
	pos, err := game.Replay(s.Rules, s.record(), nil)
	if s.mapText != "" && err == nil {
		if why := maptable.Problem(s.mapText, s.chosen); why != "" {
			err = errors.New(why)
		}
	}
	s.start.Disabled = err != nil
	s.online.Disabled = err != nil
	if err != nil {
		s.info = err.Error()
		return
	}
	seats := len(s.seatRows)
	s.seatPlayers(pos.Players())
	if seats != len(s.seatRows) && s.v.W > 0 {
		s.Layout(s.v) // room for another number of seats
	}
	s.info = s.whoPlays(pos)
}

// labelMap names the map on its button: the options' own, or the one made
// on the map table.
func (s *NewGameScene) labelMap() {
	if s.mapB == nil {
		return
	}
	s.mapB.Label = kit.Tr("newgame.map", maptable.Describe(s.mapText))
}

func (s *NewGameScene) startGame() {
	p, err := s.newPlay()
	if err != nil {
		s.info = err.Error()
		return
	}
	p.StartClock(s.chosenClock())
	s.a.Show(p)
}

// RehearsalKey changes with the choices (scene.Rehearser).
func (s *NewGameScene) RehearsalKey() string {
	opts, _ := s.chosen.MarshalJSON()
	key := string(opts) + s.mapText
	for _, p := range s.players {
		key += " " + strconv.Itoa(p)
	}
	key += " " + s.level.Label(s.a, s.Rules.ID())
	return key
}

// Rehearsal is the game Start would begin, with a piece picked up, and
// the game after each kind of first step, and after each kind of the
// next player's first step, with one of theirs picked up
// (scene.Rehearser).
func (s *NewGameScene) Rehearsal() []scene.Scene {
	p, err := s.newPlay()
	if err != nil {
		return nil
	}
	out := withPicked([]scene.Scene{p}, p)
	for _, next := range p.Ahead() {
		out = append(out, next)
		if next.Pos.Mover() != p.Pos.Mover() {
			out = withPicked(out, next)
			for _, after := range next.Ahead() {
				out = append(out, after)
			}
		}
	}
	return out
}

// withPicked appends to scenes the game of p with a piece picked up, if
// one can be.
func withPicked(scenes []scene.Scene, p *play.PlayScene) []scene.Scene {
	if picked := p.Picked(); picked != nil {
		return append(scenes, picked)
	}
	return scenes
}

func (s *NewGameScene) Name() string { return "newgame" }

func (s *NewGameScene) Buttons() []*kit.Button {
	// A map never sets a long choice: its arrows are always shown.
	bs := append(append(append(append(s.shownRows(), s.clockB), s.arrows...), s.seatRows...), s.levelButtons()...)
	return append(bs, s.start, s.online, s.rulesB, s.back)
}

func (s *NewGameScene) Tap(x, y float64) {}

func (s *NewGameScene) Layout(v kit.View) {
	s.v = v
	col := v.Column(400)
	info := v.Px(kit.TextBody*1.3*2 + kit.Gap)
	head := v.Px(kit.TextHeading*1.3+2*kit.Gap) + info
	lines := seatLines(len(s.seatRows), false) + len(s.levelButtons())/3
	fixed := head
	if s.preview != nil {
		fixed += v.Px(previewH/2 + kit.Gap)
	}
	// Start, Rules and Back share a row when the screen is short, and the
	// rows grow thinner, down to a finger's width.
	ends, short := 2, false
	bh, g := v.Px(kit.ButtonH+8), v.Px(kit.Gap)
	rows := 0
	for i := range s.Rows {
		if s.shown(i) {
			rows++
		}
	}
	if s.mapRow() {
		rows++
	}
	beside := s.besideClock(col.W) // the clock shares an option's row, or has one of its own
	clockRow := beside < 0
	if clockRow {
		rows++
	}
	if fixed+float64(rows+lines+ends)*(bh+g) > v.H-2*v.Px(kit.Margin) {
		ends, short = 1, true
		lines = seatLines(len(s.seatRows), true) + len(s.levelButtons())/3
		bh, g = fitRows(v, rows+lines+ends, fixed, kit.ButtonH+8)
	}
	total := head + float64(rows+lines+ends)*(bh+g)
	ph := 0.0
	if s.preview != nil {
		// The preview gives up height first when the screen is short.
		ph = max(v.Px(previewH/2), min(v.Px(previewH), v.H-total-g-v.Px(kit.Margin)))
		total += ph + g
	}
	y := max(col.Y, (v.H-total)/2)
	s.titleY = y
	s.infoR = kit.Rect{X: col.X, Y: y + v.Px(kit.TextHeading*1.3+kit.Gap), W: col.W, H: info}
	y += head
	arrows := s.arrows
	for i, b := range s.Rows {
		if !s.shown(i) {
			continue
		}
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		if long(s.specs[i]) {
			row := b.R.Row(v.Px(kit.Gap/2), 1, 4, 1)
			arrows[0].R, b.R, arrows[1].R = row[0], row[1], row[2]
			arrows = arrows[2:]
		}
		if s.mapB != nil && s.specs[i].Name == maptable.Beside {
			halves := b.R.Split(v.Px(kit.Gap/2), 2)
			b.R, s.mapB.R = halves[0], halves[1]
		}
		if !clockRow && i == beside {
			halves := b.R.Split(v.Px(kit.Gap/2), 2)
			b.R, s.clockB.R = halves[0], halves[1]
		}
		y += bh + g
	}
	if s.mapRow() {
		s.mapB.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + g
	}
	if clockRow {
		s.clockB.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + g
	}
	if s.preview != nil {
		s.previewR = kit.Rect{X: col.X, Y: y, W: col.W, H: ph}
		y += s.previewR.H + g
	}
	y = s.placeSeats(col, y, bh, g, short)
	if ends == 1 {
		row := kit.Rect{X: col.X, Y: y, W: col.W, H: bh}.Row(g, 1, 1, 1.5, 1.5)
		s.back.R, s.rulesB.R, s.online.R, s.start.R = row[0], row[1], row[2], row[3]
		return
	}
	for _, b := range []*kit.Button{s.start, s.back} {
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + g
	}
	halves := s.start.R.Split(g, 2)
	s.start.R, s.online.R = halves[0], halves[1]
	halves = s.back.R.Split(g, 2)
	s.rulesB.R, s.back.R = halves[0], halves[1]
}

func (s *NewGameScene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.v
	kit.DrawText(dst, kit.GameName(s.Rules), f.Face(kit.Bold, v.Px(kit.TextHeading)), v.W/2, s.titleY, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	for i, l := range kit.WrapText(s.info, face, s.infoR.W) {
		kit.DrawText(dst, l, face, v.W/2, s.infoR.Y+float64(i)*kit.LineHeight(face), kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
	}
	if s.preview != nil {
		s.preview.Preview(dst, f, v, s.previewR, s.Opts)
	}
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
}

func (s *NewGameScene) Describe(snap *scene.Snapshot) { snap.Status = s.info }
