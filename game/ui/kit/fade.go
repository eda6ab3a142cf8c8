package kit

import "math"

// opacity is what everything kit draws is scaled by (premultiplied): 1,
// or less after Fade.
var opacity float32 = 1

// Fade has every shape, fill and line of text that kit draws from now on
// drawn at opacity alpha (0 to 1), within the opacity already set, until
// the function it returns is called: defer kit.Fade(alpha)(). A piece
// fading in or out is thus drawn from the same shapes, painted once:
// colours faded by hand would be new shapes, painted and uploaded in
// every frame of the fade.
func Fade(alpha float64) (restore func()) {
	was := opacity
	opacity = was * float32(math.Max(0, math.Min(1, alpha)))
	return func() { opacity = was }
}
