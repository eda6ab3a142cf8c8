package kit

import "math"

// View is the screen a scene lays itself out on: its size in device pixels,
// the device pixel ratio, and a zoom that grows the UI a little on large
// screens. Scenes design in CSS pixels and convert with px.
type View struct {
	W, H float64 // screen size in device pixels
	Dpr  float64 // device pixels per CSS pixel
	Zoom float64 // UI scale on top of dpr: 1 on phones, up to 1.5 on big monitors
}

// NewView returns the view of a screen of w×h CSS pixels at the given
// device pixel ratio.
func NewView(cssW, cssH, dpr float64) View {
	zoom := math.Min(math.Max(math.Min(cssW, cssH)/720, 1), 1.5)
	// Whole device pixels, as Ebiten sizes the canvas, so that the screen
	// maps onto it one to one.
	w, h := max(1, math.Floor(cssW*dpr)), max(1, math.Floor(cssH*dpr))
	return View{W: w, H: h, Dpr: dpr, Zoom: zoom}
}

// Px converts a length in design (CSS) pixels to device pixels.
func (v View) Px(css float64) float64 { return css * v.Dpr * v.Zoom }

// Screen is the whole screen as a rectangle.
func (v View) Screen() Rect { return Rect{0, 0, v.W, v.H} }

// Column returns a centred column of the given design width (or the whole
// width less margins, if narrower), from the top margin to the bottom one.
func (v View) Column(cssWidth float64) Rect {
	m := v.Px(Margin)
	w := math.Min(v.Px(cssWidth), v.W-2*m)
	return Rect{(v.W - w) / 2, m, w, v.H - 2*m}
}
