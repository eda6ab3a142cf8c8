package ui

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
)

// newGameScene shows a game's options before it starts: one button per
// option, which steps through its values, and Start and Back. The options
// come from the ruleset's OptionSpecs, so every game gets this screen for
// free.
type newGameScene struct {
	a           *App
	v           view
	rules       game.Ruleset
	opts        game.Options // a value for every option
	rows        []*button    // one per option, in the ruleset's order
	start, back *button
	info        string // who plays, or why the options cannot start a game
	titleY      float64
	infoR       rect
}

func newNewGameScene(a *App, r game.Ruleset) *newGameScene {
	s := &newGameScene{a: a, rules: r, opts: game.Options{}}
	for _, spec := range r.Options() {
		s.opts[spec.Name] = spec.Default
		s.rows = append(s.rows, &button{action: func() {
			s.opts[spec.Name] = nextValue(spec, s.opts[spec.Name])
			s.refresh()
		}})
	}
	s.start = &button{label: "Start", primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.startGame}
	s.back = &button{label: "Back", keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	s.refresh()
	return s
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
	for i, spec := range s.rules.Options() {
		s.rows[i].label = spec.Label + ": " + s.opts[spec.Name]
	}
	pos, err := s.rules.Start(s.changed())
	s.start.disabled = err != nil
	if err != nil {
		s.info = err.Error()
		return
	}
	s.info = fmt.Sprintf("Hot-seat: %d players on this device", pos.Players())
}

func (s *newGameScene) startGame() {
	p, err := newPlayScene(s.a, s.rules, s.changed())
	if err != nil {
		s.info = err.Error()
		return
	}
	s.a.show(p)
}

// changed returns the options whose value is not the default: the ones the
// game starts with. The ruleset gives the others their defaults, which may
// depend on the options given (a board that follows the number of players).
func (s *newGameScene) changed() game.Options {
	opts := game.Options{}
	for _, spec := range s.rules.Options() {
		if v := s.opts[spec.Name]; v != spec.Default {
			opts[spec.Name] = v
		}
	}
	return opts
}

func (s *newGameScene) name() string { return "newgame" }

func (s *newGameScene) buttons() []*button { return append(slices.Clone(s.rows), s.start, s.back) }

func (s *newGameScene) tap(x, y float64) {}

func (s *newGameScene) layout(v view) {
	s.v = v
	col := v.column(400)
	bh, g := v.px(buttonH+8), v.px(gap)
	info := v.px(textBody*1.3*2 + gap)
	head := v.px(textHeading*1.3+gap) + info + g
	total := head + float64(len(s.rows)+2)*(bh+g)
	y := max(col.y, (v.h-total)/2)
	s.titleY = y
	s.infoR = rect{col.x, y + v.px(textHeading*1.3+gap), col.w, info}
	y += head
	for _, b := range s.buttons() {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
}

func (s *newGameScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, s.rules.Name(), f.face(bold, v.px(textHeading)), v.w/2, s.titleY, text.AlignCenter, text.AlignStart, th.text)
	face := f.face(regular, v.px(textBody))
	for i, l := range wrapText(s.info, face, s.infoR.w) {
		drawText(dst, l, face, v.w/2, s.infoR.y+float64(i)*lineHeight(face), text.AlignCenter, text.AlignStart, th.muted)
	}
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *newGameScene) describe(snap *snapshot) { snap.status = s.info }
