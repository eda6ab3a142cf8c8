package ui

import (
	"maps"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
)

// newGameScene shows a game's options before it starts: one button per
// option, which steps through its values, and Start and Back. The options
// come from the ruleset's OptionSpecs, so every game gets this screen for
// free. The game starts with the options the player chose; the screen shows
// every option as the ruleset resolves it (game.Resolve), so a default that
// follows another option (Source of Power's board) reads right.
type newGameScene struct {
	a           *App
	v           view
	rules       game.Ruleset
	specs       []game.OptionSpec // the ruleset's options, long choices grouped
	opts        game.Options      // a value for every option, as shown
	chosen      game.Options      // the values the player set; the game starts with these
	rows        []*button         // one per option, in the ruleset's order
	arrows      []*button         // ◄ and ► beside each long choice
	players     []int             // who plays each side: 0 a person, else a computer level's number from 1
	seatRows    []*button         // one per side, stepping through the players
	start, back *button
	online      *button // Play online: invite a friend on another device
	info        string  // who plays, or why the options cannot start a game
	titleY      float64
	infoR       rect
	preview     optionPreviewer // nil when the game's board view has none
	previewR    rect

	rulesB *button // opens the game's rules, beside Back
}

// optionPreviewer is a board view that helps pick options: it draws what
// a choice of options looks like (the shape of a board) and names the
// group of a value, so that long lists of choices step through one group
// after another.
type optionPreviewer interface {
	preview(dst *ebiten.Image, f *fonts, v view, r rect, opts game.Options)
	optionGroup(name, value string) string
}

// longChoice is the number of choices above which an option gets ◄ and ►
// buttons and its choices are grouped.
const longChoice = 6

// previewH is the height of the options preview, in CSS pixels.
const previewH = 150

func newNewGameScene(a *App, r game.Ruleset) *newGameScene {
	s := &newGameScene{a: a, rules: r, opts: game.Options{}, chosen: game.Options{}}
	s.preview, _ = boardViews[r.ID()]().(optionPreviewer)
	for _, spec := range r.Options() {
		spec = s.grouped(spec)
		s.specs = append(s.specs, spec)
		step := func(next func(game.OptionSpec, string) string) func() {
			return func() {
				v := next(spec, s.opts[spec.Name])
				s.chosen[spec.Name], s.opts[spec.Name] = v, v
				s.refresh()
			}
		}
		s.rows = append(s.rows, &button{action: step(nextValue)})
		if long(spec) {
			s.arrows = append(s.arrows,
				&button{label: "◄", action: step(prevValue)},
				&button{label: "►", action: step(nextValue)})
		}
	}
	s.start = &button{label: tr("newgame.start"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.startGame}
	s.back = &button{label: tr("common.back"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	s.online = &button{label: tr("newgame.play-online"), action: func() { a.show(newHostScene(a, r, maps.Clone(s.chosen))) }}
	s.rulesB = &button{label: tr("rules.open"), keys: []ebiten.Key{ebiten.KeyF1}, action: func() { a.show(newRulesScene(a, r, s)) }}
	s.refresh()
	return s
}

// long tells whether an option has so many choices that it gets arrows.
func long(spec game.OptionSpec) bool {
	return spec.Kind == game.Choice && len(spec.Choices) > longChoice
}

// grouped returns spec with its choices, if long, ordered group by group
// as the previewer names them (groups in order of first appearance).
func (s *newGameScene) grouped(spec game.OptionSpec) game.OptionSpec {
	if !long(spec) || s.preview == nil {
		return spec
	}
	var groups []string
	for _, c := range spec.Choices {
		if g := s.preview.optionGroup(spec.Name, c); !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	spec.Choices = slices.Clone(spec.Choices)
	slices.SortStableFunc(spec.Choices, func(a, b string) int {
		return slices.Index(groups, s.preview.optionGroup(spec.Name, a)) - slices.Index(groups, s.preview.optionGroup(spec.Name, b))
	})
	return spec
}

// prevValue returns the choice before v, wrapping round at the start.
func prevValue(spec game.OptionSpec, v string) string {
	n := len(spec.Choices)
	return spec.Choices[(slices.Index(spec.Choices, v)+n-1)%n]
}

// nextValue returns the value after v in the option's range, wrapping
// round at the end.
func nextValue(spec game.OptionSpec, v string) string {
	if spec.Kind == game.Choice {
		i := slices.Index(spec.Choices, v)
		return spec.Choices[(i+1)%len(spec.Choices)]
	}
	n, err := strconv.Atoi(v)
	if err != nil || n >= spec.Max {
		return strconv.Itoa(spec.Min)
	}
	return strconv.Itoa(n + 1)
}

// refresh relabels the option buttons and checks that the options start a
// game.
func (s *newGameScene) refresh() {
	if full, err := game.Resolve(s.rules, s.chosen); err == nil {
		s.opts = full
	}
	for i, spec := range s.specs {
		value := optionValue(s.rules, spec, s.opts[spec.Name])
		s.rows[i].label = tr("newgame.option", optionLabel(s.rules, spec), value)
		if long(spec) {
			s.rows[i].label = value
		}
	}
	pos, err := s.rules.Start(s.chosen)
	s.start.disabled = err != nil
	s.online.disabled = err != nil
	if err != nil {
		s.info = err.Error()
		return
	}
	seats := len(s.seatRows)
	s.seatPlayers(pos.Players())
	if seats != len(s.seatRows) && s.v.w > 0 {
		s.layout(s.v) // room for another number of seats
	}
	s.info = s.whoPlays()
}

func (s *newGameScene) startGame() {
	p, err := newPlayScene(s.a, s.rules, s.chosen, s.seats())
	if err != nil {
		s.info = err.Error()
		return
	}
	s.a.show(p)
}

func (s *newGameScene) name() string { return "newgame" }

func (s *newGameScene) buttons() []*button {
	bs := append(append(slices.Clone(s.rows), s.arrows...), s.seatRows...)
	return append(bs, s.start, s.online, s.rulesB, s.back)
}

func (s *newGameScene) tap(x, y float64) {}

func (s *newGameScene) layout(v view) {
	s.v = v
	col := v.column(400)
	info := v.px(textBody*1.3*2 + gap)
	head := v.px(textHeading*1.3+2*gap) + info
	lines := seatLines(len(s.seatRows), false)
	fixed := head
	if s.preview != nil {
		fixed += v.px(previewH/2 + gap)
	}
	// Start, Rules and Back share a row when the screen is short, and the
	// rows grow thinner, down to a finger's width.
	ends, short := 2, false
	bh, g := v.px(buttonH+8), v.px(gap)
	if fixed+float64(len(s.rows)+lines+ends)*(bh+g) > v.h-2*v.px(margin) {
		ends, short = 1, true
		lines = seatLines(len(s.seatRows), true)
		bh, g = fitRows(v, len(s.rows)+lines+ends, fixed, buttonH+8)
	}
	total := head + float64(len(s.rows)+lines+ends)*(bh+g)
	ph := 0.0
	if s.preview != nil {
		// The preview gives up height first when the screen is short.
		ph = max(v.px(previewH/2), min(v.px(previewH), v.h-total-g-v.px(margin)))
		total += ph + g
	}
	y := max(col.y, (v.h-total)/2)
	s.titleY = y
	s.infoR = rect{col.x, y + v.px(textHeading*1.3+gap), col.w, info}
	y += head
	arrows := s.arrows
	for i, b := range s.rows {
		b.r = rect{col.x, y, col.w, bh}
		if long(s.specs[i]) {
			row := b.r.row(v.px(gap/2), 1, 4, 1)
			arrows[0].r, b.r, arrows[1].r = row[0], row[1], row[2]
			arrows = arrows[2:]
		}
		y += bh + g
	}
	if s.preview != nil {
		s.previewR = rect{col.x, y, col.w, ph}
		y += s.previewR.h + g
	}
	y = s.placeSeats(col, y, bh, g, short)
	if ends == 1 {
		row := rect{col.x, y, col.w, bh}.row(g, 1, 1, 1.5, 1.5)
		s.back.r, s.rulesB.r, s.online.r, s.start.r = row[0], row[1], row[2], row[3]
		return
	}
	for _, b := range []*button{s.start, s.back} {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
	halves := s.start.r.split(g, 2)
	s.start.r, s.online.r = halves[0], halves[1]
	halves = s.back.r.split(g, 2)
	s.rulesB.r, s.back.r = halves[0], halves[1]
}

func (s *newGameScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, gameName(s.rules), f.face(bold, v.px(textHeading)), v.w/2, s.titleY, text.AlignCenter, text.AlignStart, th.text)
	face := f.face(regular, v.px(textBody))
	for i, l := range wrapText(s.info, face, s.infoR.w) {
		drawText(dst, l, face, v.w/2, s.infoR.y+float64(i)*lineHeight(face), text.AlignCenter, text.AlignStart, th.muted)
	}
	if s.preview != nil {
		s.preview.preview(dst, f, v, s.previewR, s.opts)
	}
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *newGameScene) describe(snap *snapshot) { snap.status = s.info }
