package kit

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFadedPaintsOnce draws a disc fading out over twenty frames: the
// shape is painted once, and the opacity is back to 1 after each Faded,
// nested ones too.
func TestFadedPaintsOnce(t *testing.T) {
	dst := ebiten.NewImage(100, 100)
	defer dst.Deallocate()
	shapes.m = map[string]*shapeImage{}
	for i := range 20 {
		Faded(1-float64(i)/20, func() {
			Faded(0.5, func() {
				if want := float32(0.5 * (1 - float64(i)/20)); opacity != want {
					t.Errorf("nested Faded draws at %v, want %v", opacity, want)
				}
			})
			Disc(dst, 50, 50, 20, color.RGBA{200, 40, 40, 255}, 2, color.Black)
		})
		if opacity != 1 {
			t.Fatalf("after Faded the opacity is %v", opacity)
		}
	}
	if n := len(shapes.m); n != 1 {
		t.Errorf("a disc fading over 20 frames painted %d shapes, want 1", n)
	}
}
