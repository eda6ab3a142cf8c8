package input

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Point is a position in device pixels.
type Point struct{ X, Y float64 }

// Pointer turns mouse clicks and touches into taps. A tap happens when the
// left button or a finger is released close to where it went down, so a
// drag that wanders off is not a tap.
type Pointer struct {
	mouseDown Point
	mouseAt   Point                    // where the mouse pointer was at the last call of hovered
	touches   map[ebiten.TouchID]Point // where each finger went down
	touchIDs  []ebiten.TouchID         // scratch
}

// Taps returns this tick's taps. slop is how far, in device pixels, a
// release may be from its press.
func (p *Pointer) Taps(slop float64) []Point {
	var out []Point
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		p.mouseDown = cursor()
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		if up := cursor(); near(up, p.mouseDown, slop) {
			out = append(out, up)
		}
	}
	if p.touches == nil {
		p.touches = map[ebiten.TouchID]Point{}
	}
	p.touchIDs = inpututil.AppendJustPressedTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		x, y := ebiten.TouchPosition(id)
		p.touches[id] = Point{float64(x), float64(y)}
	}
	p.touchIDs = inpututil.AppendJustReleasedTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		x, y := inpututil.TouchPositionInPreviousTick(id)
		if down, ok := p.touches[id]; ok && near(Point{float64(x), float64(y)}, down, slop) {
			out = append(out, down)
		}
		delete(p.touches, id)
	}
	return out
}

// Hovered returns where the mouse pointer is and whether it moved since
// the last call.
func (p *Pointer) Hovered() (Point, bool) {
	c := cursor()
	moved := c != p.mouseAt
	p.mouseAt = c
	return c, moved
}

func cursor() Point {
	x, y := ebiten.CursorPosition()
	return Point{float64(x), float64(y)}
}

func near(a, b Point, d float64) bool { return math.Hypot(a.X-b.X, a.Y-b.Y) <= d }
