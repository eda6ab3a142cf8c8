package kit

import "math"

// opacity is what everything kit draws is scaled by (premultiplied): 1,
// or less inside Faded.
var opacity float32 = 1

// Faded calls draw with every shape, fill and line of text that kit draws
// at opacity alpha (0 to 1), within the opacity it is called in. A piece
// fading in or out is thus drawn from the same shapes, painted once:
// colours faded by hand would be new shapes, painted and uploaded in
// every frame of the fade.
func Faded(alpha float64, draw func()) {
	was := opacity
	opacity = was * float32(math.Max(0, math.Min(1, alpha)))
	defer func() { opacity = was }()
	draw()
}
