package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game/registry"
)

// menuScene is the title menu: the app's name, a button to continue the
// game kept on the device if it is not over, and one button per game of
// the registry. A game without a board view yet is listed, disabled, as
// coming soon.
type menuScene struct {
	a      *App
	v      view
	games  []*button // Continue first, when there is a game to go on with
	titleY float64   // the centre of the title line
}

const menuSubtitle = "Five abstract strategy games"

func newMenuScene(a *App) *menuScene {
	s := &menuScene{a: a}
	if b := resumeOnlineButton(a); b != nil {
		s.games = append(s.games, b)
	}
	if saved := a.lastUnfinished(); saved != nil {
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
	if len(a.keptGames()) > 0 {
		s.games = append(s.games, &button{label: "Saved games", action: func() { a.show(newSavedScene(a)) }})
	}
	s.games = append(s.games, &button{label: "Join a game", action: func() { a.show(newJoinScene(a, "")) }})
	return s
}

func (s *menuScene) name() string { return "menu" }

func (s *menuScene) buttons() []*button { return s.games }

func (s *menuScene) tap(x, y float64) {}

func (s *menuScene) layout(v view) {
	s.v = v
	col := v.column(400)
	bh, g := v.px(buttonH+8), v.px(gap)
	head := v.px(textTitle*1.3 + textBody*1.3 + 3*gap)
	// Rows shrink to fit a small screen, never below a finger's width.
	rows := float64(len(s.games))
	bh = max(v.px(touchMin), min(bh, (col.h-head)/rows-g))
	total := head + rows*(bh+g)
	y := max(col.y, (v.h-total)/2)
	s.titleY = y + v.px(textTitle*0.65)
	y += head
	for _, b := range s.games {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
}

func (s *menuScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	cx := v.w / 2
	drawText(dst, "Pentarchy", f.face(bold, v.px(textTitle)), cx, s.titleY, text.AlignCenter, text.AlignCenter, th.text)
	drawText(dst, menuSubtitle, f.face(regular, v.px(textBody)), cx, s.titleY+v.px(textTitle*0.65+gap), text.AlignCenter, text.AlignStart, th.muted)
	for _, b := range s.games {
		b.draw(dst, f, v)
	}
	drawText(dst, "version "+Version, f.face(mono, v.px(13)), cx, v.h-v.px(margin), text.AlignCenter, text.AlignEnd, th.muted)
}

func (s *menuScene) describe(snap *snapshot) { snap.status = menuSubtitle }
