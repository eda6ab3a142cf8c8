//go:build !js

package kit

// WheelCSS is how far one unit of ebiten.Wheel scrolls, in CSS pixels:
// outside the browser a unit is a notch of the wheel.
const WheelCSS = 60
