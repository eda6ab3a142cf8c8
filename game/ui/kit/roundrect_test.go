package kit

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRoundRectSizesPaintNothing draws round rectangles of many sizes, as
// buttons with new labels are: only the first paints shapes, one for the
// fill's four corners and one for the outline's, so that a frame that
// shows a new button uploads nothing.
func TestRoundRectSizesPaintNothing(t *testing.T) {
	dst := ebiten.NewImage(400, 200)
	defer dst.Deallocate()
	shapes.m = map[string]*shapeImage{}
	FillRoundRect(dst, Rect{X: 10, Y: 10, W: 120, H: 40}, 8, color.White)
	StrokeRoundRect(dst, Rect{X: 10, Y: 10, W: 120, H: 40}, 8, 2, color.Black)
	painted := len(shapes.m)
	if painted != 2 {
		t.Fatalf("a round rectangle and its outline painted %d shapes, want 2: their corners", painted)
	}
	for w := 20.0; w < 380; w += 7.25 {
		FillRoundRect(dst, Rect{X: 10.4, Y: 100.6, W: w, H: 40.3}, 8, color.White)
		StrokeRoundRect(dst, Rect{X: 10.4, Y: 100.6, W: w, H: 40.3}, 8, 2, color.Black)
	}
	if len(shapes.m) != painted {
		t.Errorf("round rectangles of 50 more sizes painted %d more shapes, want none", len(shapes.m)-painted)
	}
}
