package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// gesture is what the pointer did in one tick besides taps: a drag with
// the mouse or one finger pans, two fingers pinch, the mouse wheel zooms,
// and a mouse moving with no button down hovers. All in device pixels.
type gesture struct {
	pan     point   // how far a drag moved since the last tick
	from    point   // where the press that drags or pinches began
	zoom    float64 // a zoom factor (1: none), about focus
	focus   point   // the point a pinch or the wheel zooms about
	hover   point   // where the mouse is, if hovered
	hovered bool    // the mouse moved with no button down
}

// idle tells whether the gesture does nothing.
func (g gesture) idle() bool { return g.pan == (point{}) && g.zoom == 1 && !g.hovered }

// gestures follows presses between taps. Once a press has travelled
// further than the tap slop, or a second finger came down, it is a
// gesture and its release is no tap.
type gestures struct {
	fingers   map[ebiten.TouchID]point // where each finger was last tick
	mouse     point                    // where the mouse was last tick
	mouseOn   bool                     // the left button is down
	travel    float64                  // how far the current press has moved
	gesturing bool                     // the current press travelled or a second finger joined it
	ids       []ebiten.TouchID         // scratch
	wasDrag   bool                     // the press released this tick was a gesture
	pressing  bool                     // some press is in progress
	from      point                    // where it began
}

// wheelStep is the zoom of one wheel notch.
const wheelStep = 1.25

// update reads this tick's pointer state; slop is the tap slop in device
// pixels.
func (gs *gestures) update(slop float64) gesture {
	g := gesture{zoom: 1}
	gs.wasDrag = false
	if gs.fingers == nil {
		gs.fingers = map[ebiten.TouchID]point{}
	}
	gs.ids = ebiten.AppendTouchIDs(gs.ids[:0])
	if len(gs.ids) > 0 || len(gs.fingers) > 0 {
		gs.touch(&g)
	} else {
		gs.pointer(&g)
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		g.zoom, g.focus = math.Pow(wheelStep, math.Copysign(1, dy)), cursor()
	}
	if gs.pressing {
		gs.travel += math.Hypot(g.pan.x, g.pan.y)
	}
	g.from = gs.from
	if gs.travel > slop {
		gs.gesturing = true
	}
	return g
}

// pointer follows the mouse: a drag with the left button, or hovering.
func (gs *gestures) pointer(g *gesture) {
	at := cursor()
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	switch {
	case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
		gs.begin(at)
	case down && gs.mouseOn:
		g.pan = point{at.x - gs.mouse.x, at.y - gs.mouse.y}
	case !down && at != gs.mouse && !inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft):
		g.hover, g.hovered = at, true
	}
	if !down && gs.mouseOn {
		gs.end()
	}
	gs.mouse, gs.mouseOn = at, down
}

// touch follows the fingers: one pans, two pinch and pan by their middle.
func (gs *gestures) touch(g *gesture) {
	now := map[ebiten.TouchID]point{}
	for _, id := range gs.ids {
		x, y := ebiten.TouchPosition(id)
		now[id] = point{float64(x), float64(y)}
	}
	if len(gs.fingers) == 0 && len(now) > 0 {
		for _, p := range now {
			gs.begin(p)
		}
	}
	if len(now) > 1 {
		gs.gesturing = true
	}
	var moved []point // each finger still down: before, after
	for id, p := range now {
		if q, ok := gs.fingers[id]; ok {
			moved = append(moved, q, p)
		}
	}
	switch len(moved) {
	case 2:
		g.pan = point{moved[1].x - moved[0].x, moved[1].y - moved[0].y}
	case 4:
		mid0 := point{(moved[0].x + moved[2].x) / 2, (moved[0].y + moved[2].y) / 2}
		mid1 := point{(moved[1].x + moved[3].x) / 2, (moved[1].y + moved[3].y) / 2}
		d0 := math.Hypot(moved[0].x-moved[2].x, moved[0].y-moved[2].y)
		d1 := math.Hypot(moved[1].x-moved[3].x, moved[1].y-moved[3].y)
		g.pan = point{mid1.x - mid0.x, mid1.y - mid0.y}
		if d0 > 0 && d1 > 0 {
			g.zoom, g.focus = d1/d0, mid1
		}
	}
	if len(now) == 0 && len(gs.fingers) > 0 {
		gs.end()
	}
	gs.fingers = now
}

func (gs *gestures) begin(at point) {
	gs.pressing, gs.travel, gs.gesturing, gs.from = true, 0, false, at
}

func (gs *gestures) end() { gs.pressing, gs.wasDrag = false, gs.gesturing }

// swallows tells whether this tick's taps belong to a gesture and are no
// taps: a press in progress that became a gesture, or one just released.
func (gs *gestures) swallows() bool { return gs.wasDrag || (gs.pressing && gs.gesturing) }
