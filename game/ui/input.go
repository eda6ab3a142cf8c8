package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// point is a position in device pixels.
type point struct{ x, y float64 }

// pointer turns mouse clicks and touches into taps. A tap happens when the
// left button or a finger is released close to where it went down, so a
// drag that wanders off is not a tap.
type pointer struct {
	mouseDown point
	mouseAt   point                    // where the mouse pointer was at the last call of hovered
	touches   map[ebiten.TouchID]point // where each finger went down
	touchIDs  []ebiten.TouchID         // scratch
}

// taps returns this tick's taps. slop is how far, in device pixels, a
// release may be from its press.
func (p *pointer) taps(slop float64) []point {
	var out []point
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		p.mouseDown = cursor()
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		if up := cursor(); near(up, p.mouseDown, slop) {
			out = append(out, up)
		}
	}
	if p.touches == nil {
		p.touches = map[ebiten.TouchID]point{}
	}
	p.touchIDs = inpututil.AppendJustPressedTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		x, y := ebiten.TouchPosition(id)
		p.touches[id] = point{float64(x), float64(y)}
	}
	p.touchIDs = inpututil.AppendJustReleasedTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		x, y := inpututil.TouchPositionInPreviousTick(id)
		if down, ok := p.touches[id]; ok && near(point{float64(x), float64(y)}, down, slop) {
			out = append(out, down)
		}
		delete(p.touches, id)
	}
	return out
}

// hovered returns where the mouse pointer is and whether it moved since
// the last call.
func (p *pointer) hovered() (point, bool) {
	c := cursor()
	moved := c != p.mouseAt
	p.mouseAt = c
	return c, moved
}

func cursor() point {
	x, y := ebiten.CursorPosition()
	return point{float64(x), float64(y)}
}

func near(a, b point, d float64) bool { return math.Hypot(a.x-b.x, a.y-b.y) <= d }
