package powerview

import (
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// powerScript is a 2-player game of three turns: both infantry race for
// the source 0,0 and fall back onto the upgrade tiles (a tie), then Red
// moves onto 0,0 and kills Blue's upgraded infantry, and Red's infantry
// captures 0,0 while Blue's artillery shells an empty cell.
var powerScript = []string{
	"spawn infantry -3,0", "move -3,0>-1,0>0,0", "end",
	"spawn infantry 3,0", "move 3,0>1,0>0,0", "end",
	"spawn tank -3,0", "move -1,0>0,0", "attack 1,0", "end",
	"spawn artillery 3,0", "end",
	"move -3,0>-2,0", "end",
	"move 3,0", "attack 1,0", "end",
}

// powerPosition is the position after powerScript.
const powerPosition = "SOP 5-3-3 t4 p1 | S0@1,-2 H1@-3,0 S1@0,0 H2@3,0 S0@-1,2 | 1T3@-2,0 1I2+@0,0 2A1@3,0 | 1:6/6/5/0 2:5/5/6/1 | 1[] 2[]"

func TestPowerScript(t *testing.T) {
	pos, err := game.Replay(power.Rules{}, game.Record{Game: "source-of-power", Steps: powerScript}, nil)
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	if got := pos.String(); got != powerPosition {
		t.Fatalf("position %s\nwant %s", got, powerPosition)
	}
}

// TestHexHit checks that every cell's centre and points near it hit the
// cell, and that the grid stays in its rectangle.
func TestHexHit(t *testing.T) {
	pos, _ := power.Rules{}.Start(nil)
	m := pos.(*power.Position).Map()
	g := NewHexGrid(m, kit.Rect{X: 10, Y: 20, W: 700, H: 500})
	for c := range power.Cell(m.Len()) {
		x, y := g.Center(c)
		for _, d := range [][2]float64{{0, 0}, {0.8, 0}, {-0.8, 0}, {0, 0.9}, {0, -0.9}, {0.4, 0.6}} {
			got, ok := g.At(x+d[0]*g.Size, y+d[1]*g.Size)
			if !ok || got != c {
				t.Errorf("%s%+v: got %s %v", m.Name(c), d, m.Name(got), ok)
			}
		}
		if n, _, ok := g.Named(m.Name(c)); !ok || n != x {
			t.Errorf("named(%s) = %v %v", m.Name(c), n, ok)
		}
	}
	if _, ok := g.At(g.Bounds.X+1, g.Bounds.Y+1); ok {
		t.Error("a corner of the bounding box is inside a cell")
	}
	if g.Bounds.X < 10 || g.Bounds.Y < 20 || g.Bounds.X+g.Bounds.W > 710.001 || g.Bounds.Y+g.Bounds.H > 520.001 {
		t.Errorf("bounds %+v outside the rectangle", g.Bounds)
	}
}

// TestTimeline checks the playback of turn 2 of powerScript: hops
// half-way through their time are half-way, the dead unit fades out, and
// the last frame is the final board.
func TestTimeline(t *testing.T) {
	var before *power.Position
	pos, err := game.Replay(power.Rules{}, game.Record{Game: "source-of-power", Steps: powerScript[:6]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := pos.(*power.Position)
	before = p.Clone().(*power.Position)
	for _, s := range powerScript[6:12] {
		if err := game.Play(p, s); err != nil {
			t.Fatal(err)
		}
	}
	tl := NewTimeline(p.Events())
	var sum time.Duration
	for _, b := range tl.Beats {
		if b.At != sum || b.Span < 150*time.Millisecond || b.Span > 300*time.Millisecond {
			t.Errorf("beat %v at %v for %v", b.Ev.Kind, b.At, b.Span)
		}
		sum += b.Span
	}
	if tl.Total != sum || len(tl.Beats) == 0 {
		t.Fatalf("total %v, sum %v", tl.Total, sum)
	}
	m := p.Map()
	c := func(name string) power.Cell { x, _ := m.CellNamed(name); return x }
	start := tl.Frame(before, 0)
	if u := start.Units[c("1,0")]; u == nil || u.Alpha != 1 || !u.U.Upgraded {
		t.Errorf("start: Blue's infantry %+v", u)
	}
	for i, b := range tl.Beats {
		if n := tl.Begun(b.At); n != i+1 || tl.Begun(b.At-1) != i {
			t.Errorf("beat %d at %v: %d events begun then, %d just before", i, b.At, n, tl.Begun(b.At-1))
		}
		if b.Ev.Kind == power.EventMove {
			mid := tl.Frame(before, b.At+b.Span/2)
			if u := mid.Units[b.Ev.Origin]; u == nil || u.T < 0.4 || u.T > 0.6 || u.To != b.Ev.To {
				t.Errorf("mid-move: %+v", u)
			}
		}
	}
	end := tl.Frame(before, tl.Total)
	if !end.Finish || end.Fx != nil || tl.Begun(tl.Total) != len(tl.Beats) {
		t.Errorf("end frame: finish %v fx %v begun %d", end.Finish, end.Fx, tl.Begun(tl.Total))
	}
	if u := end.Units[c("1,0")]; u == nil || u.Alpha != 0 {
		t.Errorf("end: Blue's infantry %+v, want faded out", u)
	}
	if u := end.Units[c("-1,0")]; u == nil || u.To != c("0,0") || u.T != 1 {
		t.Errorf("end: Red's infantry %+v, want on 0,0", u)
	}
	if _, ok := end.Units[c("-3,0")]; !ok {
		t.Error("end: Red's spawned tank is missing")
	}
}
