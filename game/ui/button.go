package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// button is a control with a text label that does something when tapped or
// when one of its keys is pressed.
type button struct {
	label    string
	r        rect // in device pixels; at least touchMin CSS pixels each way
	primary  bool // drawn filled in the accent colour
	disabled bool // drawn dimmed; taps and keys do nothing
	keys     []ebiten.Key
	action   func()
}

// draw draws the button at the view's scale.
func (b *button) draw(dst *ebiten.Image, f *fonts, v view) {
	r := b.r.snapped()
	fill, edge, ink := th.button, th.buttonEdge, th.buttonText
	switch {
	case b.disabled:
		edge, ink = th.button, th.disabled
	case b.primary:
		fill, edge, ink = th.primary, th.primary, th.primText
	}
	fillRoundRect(dst, r, v.px(radius), fill)
	strokeRoundRect(dst, r, v.px(radius), v.px(1.5), edge)
	cx, cy := r.center()
	drawText(dst, b.label, fitFace(f, b.label, v.px(textButton), r.w-v.px(gap)), cx, cy, text.AlignCenter, text.AlignCenter, ink)
}

// fitFace returns the bold face of the given size, or a smaller one (down
// to three quarters of it) if label would be wider than width.
func fitFace(f *fonts, label string, size, width float64) *text.GoTextFace {
	face := f.face(bold, size)
	if w := text.Advance(label, face); w > width {
		face = f.face(bold, max(size*0.75, size*width/w))
	}
	return face
}

// tapButtons runs the action of the first enabled button under (x, y) and
// tells whether there was one.
func tapButtons(bs []*button, x, y float64) bool {
	for _, b := range bs {
		if !b.disabled && b.r.contains(x, y) {
			b.action()
			return true
		}
	}
	return false
}
