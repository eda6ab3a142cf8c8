//go:build !js

package ui

// wheelCSS is how far one unit of ebiten.Wheel scrolls, in CSS pixels:
// outside the browser a unit is a notch of the wheel.
const wheelCSS = 60
