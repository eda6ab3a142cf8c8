package input

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Gesture is what the pointer did in one tick besides taps: a drag with
// the mouse or one finger pans, two fingers pinch, the mouse wheel zooms,
// and a mouse moving with no button down hovers. All in device pixels.
type Gesture struct {
	Pan     Point   // how far a drag moved since the last tick
	From    Point   // where the press that drags or pinches began
	Zoom    float64 // a zoom factor (1: none), about focus
	Focus   Point   // the point a pinch or the wheel zooms about
	Hover   Point   // where the mouse is, if hovered
	Hovered bool    // the mouse moved with no button down
}

// Idle tells whether the gesture does nothing.
func (g Gesture) Idle() bool { return g.Pan == (Point{}) && g.Zoom == 1 && !g.Hovered }

// Gestures follows presses between taps. Once a press has travelled
// further than the tap slop, or a second finger came down, it is a
// gesture and its release is no tap.
type Gestures struct {
	fingers   map[ebiten.TouchID]Point // where each finger was last tick
	mouse     Point                    // where the mouse was last tick
	mouseOn   bool                     // the left button is down
	travel    float64                  // how far the current press has moved
	gesturing bool                     // the current press travelled or a second finger joined it
	ids       []ebiten.TouchID         // scratch
	wasDrag   bool                     // the press released this tick was a gesture
	pressing  bool                     // some press is in progress
	from      Point                    // where it began
}

// WheelStep is the zoom of one wheel notch.
const WheelStep = 1.25

// Update reads this tick's pointer state; slop is the tap slop in device
// pixels.
func (gs *Gestures) Update(slop float64) Gesture {
	g := Gesture{Zoom: 1}
	gs.wasDrag = false
	if gs.fingers == nil {
		gs.fingers = map[ebiten.TouchID]Point{}
	}
	gs.ids = ebiten.AppendTouchIDs(gs.ids[:0])
	if len(gs.ids) > 0 || len(gs.fingers) > 0 {
		gs.touch(&g)
	} else {
		gs.pointer(&g)
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		g.Zoom, g.Focus = math.Pow(WheelStep, math.Copysign(1, dy)), cursor()
	}
	if gs.pressing {
		gs.travel += math.Hypot(g.Pan.X, g.Pan.Y)
	}
	g.From = gs.from
	if gs.travel > slop {
		gs.gesturing = true
	}
	return g
}

// pointer follows the mouse: a drag with the left button, or hovering.
func (gs *Gestures) pointer(g *Gesture) {
	at := cursor()
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	switch {
	case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
		gs.begin(at)
	case down && gs.mouseOn:
		g.Pan = Point{at.X - gs.mouse.X, at.Y - gs.mouse.Y}
	case !down && at != gs.mouse && !inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft):
		g.Hover, g.Hovered = at, true
	}
	if !down && gs.mouseOn {
		gs.end()
	}
	gs.mouse, gs.mouseOn = at, down
}

// touch follows the fingers: one pans, two pinch and pan by their middle.
func (gs *Gestures) touch(g *Gesture) {
	now := map[ebiten.TouchID]Point{}
	for _, id := range gs.ids {
		x, y := ebiten.TouchPosition(id)
		now[id] = Point{float64(x), float64(y)}
	}
	if len(gs.fingers) == 0 && len(now) > 0 {
		for _, p := range now {
			gs.begin(p)
		}
	}
	if len(now) > 1 {
		gs.gesturing = true
	}
	var moved []Point // each finger still down: before, after
	for id, p := range now {
		if q, ok := gs.fingers[id]; ok {
			moved = append(moved, q, p)
		}
	}
	switch len(moved) {
	case 2:
		g.Pan = Point{moved[1].X - moved[0].X, moved[1].Y - moved[0].Y}
	case 4:
		mid0 := Point{(moved[0].X + moved[2].X) / 2, (moved[0].Y + moved[2].Y) / 2}
		mid1 := Point{(moved[1].X + moved[3].X) / 2, (moved[1].Y + moved[3].Y) / 2}
		d0 := math.Hypot(moved[0].X-moved[2].X, moved[0].Y-moved[2].Y)
		d1 := math.Hypot(moved[1].X-moved[3].X, moved[1].Y-moved[3].Y)
		g.Pan = Point{mid1.X - mid0.X, mid1.Y - mid0.Y}
		if d0 > 0 && d1 > 0 {
			g.Zoom, g.Focus = d1/d0, mid1
		}
	}
	if len(now) == 0 && len(gs.fingers) > 0 {
		gs.end()
	}
	gs.fingers = now
}

func (gs *Gestures) begin(at Point) {
	gs.pressing, gs.travel, gs.gesturing, gs.from = true, 0, false, at
}

func (gs *Gestures) end() { gs.pressing, gs.wasDrag = false, gs.gesturing }

// Swallows tells whether this tick's taps belong to a gesture and are no
// taps: a press in progress that became a gesture, or one just released.
func (gs *Gestures) Swallows() bool { return gs.wasDrag || (gs.pressing && gs.gesturing) }
