package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// settingsRow makes the menu's row of settings, each button showing the
// setting as it is and changing it when pressed: the theme (dark, light,
// high contrast) and the sound (on, off). Both are kept on the device.
func (a *App) settingsRow() []*button {
	theme := &button{label: themeLabel()}
	theme.action = func() {
		a.cycleTheme()
		theme.label = themeLabel()
	}
	sound := &button{label: a.sfx.label()}
	sound.action = func() {
		a.sfx.toggle(a.store)
		sound.label = a.sfx.label()
	}
	return []*button{theme, sound}
}

// fitRows is the height of a row of buttons, and the gap between rows,
// for n rows under fixed device pixels of other content: cssH CSS pixels
// where the screen has room, and on a short screen less, down to the
// least a finger needs.
func fitRows(v view, n int, fixed, cssH float64) (bh, g float64) {
	bh, g = v.px(cssH), v.px(gap)
	room := v.h - 2*v.px(margin) - fixed
	if float64(n)*(bh+g) <= room {
		return bh, g
	}
	g = v.px(gap / 2)
	return max(v.px(touchMin), room/float64(n)-g), g
}

// placeRow puts the buttons side by side in r, equally wide, gap apart.
func placeRow(bs []*button, r rect, gap float64) {
	weights := make([]float64, len(bs))
	for i := range weights {
		weights[i] = 1
	}
	for i, place := range r.row(gap, weights...) {
		bs[i].r = place
	}
}

// drawMenuKeys writes menuKeys centred under the menu's buttons, whose
// lowest edge is at top: the whole sentences that fit above the version
// line at the bottom of the screen.
func drawMenuKeys(dst *ebiten.Image, f *fonts, v view, top float64) {
	face := f.face(regular, v.px(14))
	lh, width := lineHeight(face), v.column(400).w
	y := top + v.px(gap)
	room := int((v.h - v.px(margin+versionH+gap) - y) / lh)
	for _, l := range wrapText(fitSentences(tr("menu.keys"), face, width, room), face, width) {
		drawText(dst, l, face, v.w/2, y, text.AlignCenter, text.AlignStart, th.muted)
		y += lh
	}
}
