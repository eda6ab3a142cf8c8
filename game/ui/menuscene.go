package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game/registry"
)

// menuScene is the title menu: the app's name, a button to continue the
// game kept on the device if it is not over, and one button per game of
// the registry. A game without a board view yet is listed, disabled, as
// coming soon.
type menuScene struct {
	a        *App
	v        view
	games    []*button // Continue first, when there is a game to go on with
	settings []*button // one row under the games: Theme, Sound
	titleY   float64   // the centre of the title line
}

const menuSubtitle = "Five abstract strategy games"

func newMenuScene(a *App) *menuScene {
	s := &menuScene{a: a}
	if saved, err := a.loadCurrent(); err == nil && !saved.pos.Result().Over {
		s.games = append(s.games, &button{
			label:   "Continue " + saved.rules.Name(),
			primary: true,
			action:  func() { a.show(saved) },
		})
	}
	for _, r := range registry.All() {
		label := r.Name()
		_, playable := boardViews[r.ID()]
		if !playable {
			label += " (coming soon)"
		}
		s.games = append(s.games, &button{
			label:    label,
			disabled: !playable,
			action:   func() { a.show(newNewGameScene(a, r)) },
		})
	}
	s.settings = a.settingsRow()
	return s
}

func (s *menuScene) name() string { return "menu" }

func (s *menuScene) buttons() []*button { return slices.Concat(s.games, s.settings) }

func (s *menuScene) tap(x, y float64) {}

func (s *menuScene) layout(v view) {
	s.v = v
	col := v.column(400)
	head := v.px(textTitle*1.3 + textBody*1.3 + 3*gap)
	bh, g := fitRows(v, len(s.games)+1, head)
	total := head + float64(len(s.games)+1)*(bh+g)
	y := max(col.y, (v.h-total)/2)
	s.titleY = y + v.px(textTitle*0.65)
	y += head
	for _, b := range s.games {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
	placeRow(s.settings, rect{col.x, y, col.w, bh}, g)
}

func (s *menuScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	cx := v.w / 2
	drawText(dst, "Pentarchy", f.face(bold, v.px(textTitle)), cx, s.titleY, text.AlignCenter, text.AlignCenter, th.text)
	drawText(dst, menuSubtitle, f.face(regular, v.px(textBody)), cx, s.titleY+v.px(textTitle*0.65+gap), text.AlignCenter, text.AlignStart, th.muted)
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
	drawMenuKeys(dst, f, v, s.settings)
	drawText(dst, "version "+Version, f.face(mono, v.px(13)), cx, v.h-v.px(margin), text.AlignCenter, text.AlignEnd, th.muted)
}

func (s *menuScene) describe(snap *snapshot) { snap.status = menuSubtitle }
