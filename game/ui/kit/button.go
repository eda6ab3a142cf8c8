package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a control with a text label that does something when tapped or
// when one of its keys is pressed.
type Button struct {
	Label    string
	R        Rect // in device pixels; at least touchMin CSS pixels each way
	Primary  bool // drawn filled in the accent colour
	Disabled bool // drawn dimmed; taps and keys do nothing
	Keys     []ebiten.Key
	Action   func()
}

// Draw draws the button at the view's scale.
func (b *Button) Draw(dst *ebiten.Image, f *Fonts, v View) {
	r := b.R.Snapped()
	fill, edge, ink := Th.Button, Th.ButtonEdge, Th.ButtonText
	switch {
	case b.Disabled:
		edge, ink = Th.Button, Th.Disabled
	case b.Primary:
		fill, edge, ink = Th.Primary, Th.Primary, Th.PrimText
	}
	FillRoundRect(dst, r, v.Px(Radius), fill)
	StrokeRoundRect(dst, r, v.Px(Radius), v.Px(1.5), edge)
	cx, cy := r.Center()
	DrawText(dst, b.Label, fitFace(f, b.Label, v.Px(textButton), r.W-v.Px(Gap)), cx, cy, AlignCenter, AlignCenter, ink)
}

// fitFace returns the bold face of the given size, or a smaller one (down
// to three quarters of it) if label would be wider than width.
func fitFace(f *Fonts, label string, size, width float64) *Face {
	face := f.Face(Bold, size)
	if w := face.Advance(label); w > width {
		face = f.Face(Bold, max(size*0.75, size*width/w))
	}
	return face
}

// TapButtons runs the action of the first enabled button under (x, y) and
// tells whether there was one.
func TapButtons(bs []*Button, x, y float64) bool {
	for _, b := range bs {
		if !b.Disabled && b.R.Contains(x, y) {
			b.Action()
			return true
		}
	}
	return false
}

// ButtonsBottom is the lowest edge of the buttons.
func ButtonsBottom(bs []*Button) float64 {
	bottom := 0.0
	for _, b := range bs {
		bottom = max(bottom, b.R.Y+b.R.H)
	}
	return bottom
}
