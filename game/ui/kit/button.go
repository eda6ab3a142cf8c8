package kit

import (
	"math"

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
	TextSize float64 // the label's size in pixels (see FitRow); 0: the usual size
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
	DrawText(dst, b.Label, f.Face(Bold, LabelSize(f, b, v)), cx, cy, AlignCenter, AlignCenter, ink)
}

// LabelSize is the size in pixels a button's label is drawn at: its
// TextSize, or the usual size; smaller (down to three quarters of it) if
// the label would be wider than the button.
func LabelSize(f *Fonts, b *Button, v View) float64 {
	usual := v.Px(textButton)
	size := b.TextSize
	if size == 0 {
		size = usual
	}
	if w, width := f.Face(Bold, size).Advance(b.Label), b.R.Snapped().W-v.Px(Gap); w > width {
		return math.Floor(max(usual*0.75, size*width/w)) // faces come in whole pixels
	}
	return size
}

// Fits tells whether label fits a button of width w at the given share of
// the usual size.
func Fits(f *Fonts, label string, w, share float64, v View) bool {
	return f.Face(Bold, share*v.Px(textButton)).Advance(label) <= w-v.Px(Gap)
}

// FitRow gives the labels of a row of buttons one size: the largest at
// which each fits its button, down to three quarters of the usual size,
// so that a short label is not drawn larger than its neighbours.
func FitRow(bs []*Button, f *Fonts, v View) {
	size := v.Px(textButton)
	for _, b := range bs {
		b.TextSize = 0
		size = min(size, LabelSize(f, b, v))
	}
	for _, b := range bs {
		b.TextSize = size
	}
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

// Act is a button labelled with the text of key (Tr) that does action.
func Act(key string, action func()) *Button { return &Button{Label: Tr(key), Action: action} }

// MainAct is Act as the screen's main button: filled, and pressed by Enter.
func MainAct(key string, action func()) *Button {
	return &Button{Label: Tr(key), Primary: true, Keys: enterKey, Action: action}
}

// BackAct is Act as the way back: pressed by Escape.
func BackAct(key string, action func()) *Button {
	return &Button{Label: Tr(key), Keys: escapeKey, Action: action}
}

// The keys of MainAct and BackAct, shared: a button's keys are only read.
var enterKey, escapeKey = []ebiten.Key{ebiten.KeyEnter}, []ebiten.Key{ebiten.KeyEscape}
