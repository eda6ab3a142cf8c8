//go:build js

package ui

// wheelCSS is how far one unit of ebiten.Wheel scrolls, in CSS pixels: in
// the browser the wheel reports pixels.
const wheelCSS = 1
