package ui

import "math"

// view is the screen a scene lays itself out on: its size in device pixels,
// the device pixel ratio, and a zoom that grows the UI a little on large
// screens. Scenes design in CSS pixels and convert with px.
type view struct {
	w, h float64 // screen size in device pixels
	dpr  float64 // device pixels per CSS pixel
	zoom float64 // UI scale on top of dpr: 1 on phones, up to 1.5 on big monitors
}

// newView returns the view of a screen of w×h CSS pixels at the given
// device pixel ratio.
func newView(cssW, cssH, dpr float64) view {
	zoom := math.Min(math.Max(math.Min(cssW, cssH)/720, 1), 1.5)
	// Whole device pixels, as Ebiten sizes the canvas, so that the screen
	// maps onto it one to one.
	w, h := max(1, math.Floor(cssW*dpr)), max(1, math.Floor(cssH*dpr))
	return view{w: w, h: h, dpr: dpr, zoom: zoom}
}

// px converts a length in design (CSS) pixels to device pixels.
func (v view) px(css float64) float64 { return css * v.dpr * v.zoom }

// screen is the whole screen as a rectangle.
func (v view) screen() rect { return rect{0, 0, v.w, v.h} }

// column returns a centred column of the given design width (or the whole
// width less margins, if narrower), from the top margin to the bottom one.
func (v view) column(cssWidth float64) rect {
	m := v.px(margin)
	w := math.Min(v.px(cssWidth), v.w-2*m)
	return rect{(v.w - w) / 2, m, w, v.h - 2*m}
}
