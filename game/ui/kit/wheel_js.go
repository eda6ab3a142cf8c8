//go:build js

package kit

// WheelCSS is how far one unit of ebiten.Wheel scrolls, in CSS pixels: in
// the browser the wheel reports pixels.
const WheelCSS = 1
