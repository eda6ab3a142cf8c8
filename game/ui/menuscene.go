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
// coming soon. Smaller buttons below: saved games, open a game, and where
// the page may go full screen, Fullscreen.
type menuScene struct {
	a      *App
	v      view
	games  []*button // Continue first, when there is a game to go on with
	extras []*button // smaller buttons below, two a row: saved games, open a game
	notice string    // something the player must know, under the subtitle
	titleY float64   // the centre of the title line

	fullscreen *button // among the extras; nil where the app cannot go full screen
}

// versionH is the height of the version line at the bottom of the menu.
const versionH = 13

func newMenuScene(a *App) *menuScene {
	s := &menuScene{a: a}
	if b := resumeOnlineButton(a); b != nil {
		s.games = append(s.games, b)
	}
	if saved := a.lastUnfinished(); saved != nil {
		s.games = append(s.games, &button{
			label:   tr("menu.continue", gameName(saved.rules)),
			primary: true,
			action:  func() { a.show(saved) },
		})
	}
	for _, r := range registry.All() {
		label := gameName(r)
		_, playable := boardViews[r.ID()]
		if !playable {
			label = tr("menu.coming-soon", label)
		}
		s.games = append(s.games, &button{
			label:    label,
			disabled: !playable,
			action:   func() { a.show(newNewGameScene(a, r)) },
		})
	}
	if len(a.keptGames()) > 0 {
		s.extras = append(s.extras, &button{label: tr("menu.saved-games"), action: func() { a.show(newSavedScene(a)) }})
	}
	s.extras = append(s.extras, &button{label: tr("menu.open-game"), action: func() { a.show(newOpenScene(a)) }})
	s.extras = append(s.extras, &button{label: tr("menu.join-game"), action: func() { a.show(newJoinScene(a, "")) }})
	s.extras = append(s.extras, a.settingsRow()...)
	if s.fullscreen = newFullscreenButton(); s.fullscreen != nil {
		s.extras = append(s.extras, s.fullscreen)
	}
	return s
}

func (s *menuScene) name() string { return "menu" }

func (s *menuScene) buttons() []*button { return append(slices.Clone(s.games), s.extras...) }

func (s *menuScene) tap(x, y float64) {}

func (s *menuScene) layout(v view) {
	s.v = v
	col := v.column(400)
	head := v.px(textTitle*1.3+textBody*1.3+3*gap) + s.noticeHeight(col.w)
	rows := (len(s.extras) + 1) / 2
	bh, g := fitRows(v, len(s.games)+rows, head+v.px(versionH), buttonH+4) // tighter on a small phone
	eh := min(bh, v.px(buttonH))
	total := head + float64(len(s.games))*(bh+g) + float64(rows)*(eh+g)
	y := max(col.y, (v.h-total)/2)
	s.titleY = y + v.px(textTitle*0.65)
	y += head
	for _, b := range s.games {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
	for i, b := range s.extras {
		b.r = rect{col.x, y, col.w, eh}.row(g, 1, 1)[i%2]
		if i%2 == 1 || i == len(s.extras)-1 {
			y += eh + g
		}
	}
	if s.fullscreen != nil {
		s.fullscreen.label = fullscreenLabel()
	}
}

// noticeHeight is the room the notice takes at the width w.
func (s *menuScene) noticeHeight(w float64) float64 {
	face := s.a.fonts.face(bold, s.v.px(textBody))
	return float64(len(wrapText(s.notice, face, w))) * lineHeight(face)
}

func (s *menuScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	cx := v.w / 2
	drawText(dst, tr("app.name"), f.face(bold, v.px(textTitle)), cx, s.titleY, text.AlignCenter, text.AlignCenter, th.text)
	drawText(dst, tr("menu.subtitle"), f.face(regular, v.px(textBody)), cx, s.titleY+v.px(textTitle*0.65+gap), text.AlignCenter, text.AlignStart, th.muted)
	face := f.face(bold, v.px(textBody))
	for i, l := range wrapText(s.notice, face, v.column(400).w) {
		y := s.titleY + v.px(textTitle*0.65+textBody*1.3+2*gap) + float64(i)*lineHeight(face)
		drawText(dst, l, face, cx, y, text.AlignCenter, text.AlignStart, th.text)
	}
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
	drawMenuKeys(dst, f, v, buttonsBottom(s.buttons()))
	drawText(dst, tr("menu.version", Version), f.face(mono, v.px(versionH)), cx, v.h-v.px(margin), text.AlignCenter, text.AlignEnd, th.muted)
}

func (s *menuScene) describe(snap *snapshot) {
	snap.status = tr("menu.subtitle")
	if s.notice != "" {
		snap.status = s.notice
	}
}
