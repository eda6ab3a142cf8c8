package main

import (
	"image/color"
	"math"
)

// layer is one shape of a drawing and its colour.
type layer struct {
	s shape
	c color.NRGBA
}

func rgba(v uint32, alpha uint8) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), alpha}
}

// The page's colours (game/ui's theme) and the five Okabe–Ito colours the
// games give their players.
var (
	background = rgba(0x1c2029, 0xff)
	panel      = rgba(0x2a303c, 0xff)
	edge       = rgba(0x7d8ba1, 0xff)
	line       = rgba(0xc3c9d3, 0xff)
	players    = []color.NRGBA{
		rgba(0x0072b2, 0xff), // blue
		rgba(0xd55e00, 0xff), // vermillion
		rgba(0xf0e442, 0xff), // yellow
		rgba(0x009e73, 0xff), // bluish green
		rgba(0xcc79a7, 0xff), // reddish purple
	}
	shine = rgba(0xffffff, 0x50)
)

// The emblem's geometry: a pentagon standing on its base, its box centred
// on the canvas, with a stone on each corner.
const (
	radius    = 0.29  // centre to corner
	stoneR    = 0.088 // a stone
	gapW      = 0.018 // the dark ring that sets a stone off the lines
	edgeW     = 0.026 // the pentagon's sides
	starW     = 0.012 // the pentagram inside
	boardDisc = 0.43  // the disc behind it all
	rimW      = 0.012 // its rim
)

// corners returns the pentagon's corners, the top one first, clockwise.
func corners() [5][2]float64 {
	// The top corner is radius above the centre, the base cos 36° below it:
	// lower the centre by half the difference to centre the box.
	cy := 0.5 + radius*(1-math.Cos(math.Pi/5))/2
	var c [5][2]float64
	for k := range c {
		a := -math.Pi/2 + 2*math.Pi*float64(k)/5
		c[k] = [2]float64{0.5 + radius*math.Cos(a), cy + radius*math.Sin(a)}
	}
	return c
}

// emblem is Pentarchy's sign: five players' stones on the corners of a
// pentagon, joined by its sides and by the star of its diagonals, on a
// round board. It is drawn over a background of the page's colour.
func emblem() []layer {
	c := corners()
	var sides, star []shape
	for k := range c {
		a, b, d := c[k], c[(k+1)%5], c[(k+2)%5]
		sides = append(sides, segment(a[0], a[1], b[0], b[1], edgeW))
		star = append(star, segment(a[0], a[1], d[0], d[1], starW))
	}
	ls := []layer{
		{circle(0.5, 0.5, boardDisc+rimW), edge},
		{circle(0.5, 0.5, boardDisc), panel},
		{union(star...), edge},
		{union(sides...), line},
	}
	for k, p := range c {
		ls = append(ls,
			layer{circle(p[0], p[1], stoneR+gapW), background},
			layer{circle(p[0], p[1], stoneR), players[k]},
			layer{circle(p[0]-stoneR*0.32, p[1]-stoneR*0.36, stoneR*0.34), shine},
		)
	}
	return ls
}
