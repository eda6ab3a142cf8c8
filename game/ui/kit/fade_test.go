package kit

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFadePaintsOnce draws a disc fading out over twenty frames: the
// shape is painted once, and the opacity is back to 1 after each Fade,
// nested ones too.
func TestFadePaintsOnce(t *testing.T) {
	dst := ebiten.NewImage(100, 100)
	defer dst.Deallocate()
	shapes.m = map[string]*shapeImage{}
	for i := range 20 {
		restore := Fade(1 - float64(i)/20)
		inner := Fade(0.5)
		if want := float32(0.5 * (1 - float64(i)/20)); opacity != want {
			t.Errorf("a nested Fade draws at %v, want %v", opacity, want)
		}
		inner()
		Disc(dst, 50, 50, 20, color.RGBA{200, 40, 40, 255}, 2, color.Black)
		restore()
		if opacity != 1 {
			t.Fatalf("after Fade's restore the opacity is %v", opacity)
		}
	}
	if n := len(shapes.m); n != 1 {
		t.Errorf("a disc fading over 20 frames painted %d shapes, want 1", n)
	}
}
