package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/power"
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

// pressPrefix clicks the button whose label starts with prefix.
func (a *App) pressPrefix(t *testing.T, prefix string) {
	t.Helper()
	for _, b := range a.scene.buttons() {
		if strings.HasPrefix(b.label, prefix) && !b.disabled {
			x, y := b.r.center()
			a.tap(x, y)
			return
		}
	}
	var labels []string
	for _, b := range a.scene.buttons() {
		labels = append(labels, b.label)
	}
	t.Fatalf("no button %q… in %v", prefix, labels)
}

// TestPowerTaps plays powerScript by taps on a phone, passing the
// hand-over screens, and takes an order back on the way.
func TestPowerTaps(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Source of Power")
	a.click(t, "Start")
	for i := 0; i < len(powerScript); i++ {
		step := powerScript[i]
		verb, rest, _ := strings.Cut(step, " ")
		n := len(steps(t, a))
		switch verb {
		case "end":
			a.click(t, "End orders")
			st := a.snapshot().status
			if !strings.HasPrefix(st, "Pass the device to ") {
				t.Fatalf("after end: status %q", st)
			}
			next := "Blue"
			if strings.HasSuffix(st, "Red — tap when ready") {
				next = "Red"
			}
			a.click(t, next+" is ready")
		case "spawn":
			typ, cell, _ := strings.Cut(rest, " ")
			a.tapCell(t, cell)
			a.pressPrefix(t, "Spawn "+typ+" (")
		case "move":
			for _, c := range strings.Split(rest, ">") {
				a.tapCell(t, c)
			}
			if i+1 < len(powerScript) && strings.HasPrefix(powerScript[i+1], "attack ") {
				a.click(t, "Fire…")
				a.tapCell(t, strings.TrimPrefix(powerScript[i+1], "attack "))
				i++
			} else if len(steps(t, a)) == n {
				a.click(t, "Done path")
			}
		}
		if got := steps(t, a); !slices.Equal(got, powerScript[:i+1]) {
			t.Fatalf("after %q the record is %q", step, got)
		}
		if step == "move -3,0>-2,0" {
			a.click(t, "Undo order")
			if got := steps(t, a); len(got) != i {
				t.Fatalf("undo left %q", got)
			}
			a.tapCell(t, "-3,0")
			a.tapCell(t, "-2,0")
		}
	}
	if s := a.scene.(*playScene); s.pos.String() != powerPosition {
		t.Fatalf("position %s", s.pos)
	}
}

func TestHexHit(t *testing.T) {
	pos, _ := power.Rules{}.Start(nil)
	m := pos.(*power.Position).Map()
	g := newHexGrid(m, rect{10, 20, 700, 500})
	for c := range power.Cell(m.Len()) {
		x, y := g.center(c)
		for _, d := range [][2]float64{{0, 0}, {0.8, 0}, {-0.8, 0}, {0, 0.9}, {0, -0.9}, {0.4, 0.6}} {
			got, ok := g.at(x+d[0]*g.size, y+d[1]*g.size)
			if !ok || got != c {
				t.Errorf("%s%+v: got %s %v", m.Name(c), d, m.Name(got), ok)
			}
		}
		if n, _, ok := g.named(m.Name(c)); !ok || n != x {
			t.Errorf("named(%s) = %v %v", m.Name(c), n, ok)
		}
	}
	if _, ok := g.at(g.bounds.x+1, g.bounds.y+1); ok {
		t.Error("a corner of the bounding box is inside a cell")
	}
	if g.bounds.x < 10 || g.bounds.y < 20 || g.bounds.x+g.bounds.w > 710.001 || g.bounds.y+g.bounds.h > 520.001 {
		t.Errorf("bounds %+v outside the rectangle", g.bounds)
	}
}

// TestPowerLayout checks that the map, the strip and the panel do not
// overlap, and that cells are big enough to tap, on a phone and a desktop.
func TestPowerLayout(t *testing.T) {
	for _, sz := range [][3]float64{{360, 640, 2}, {1920, 1080, 1}, {640, 360, 2}} {
		for _, players := range []string{"2", "3"} {
			a := newTestApp(t, sz[0], sz[1], sz[2])
			a.click(t, "Source of Power")
			ng := a.scene.(*newGameScene)
			p, err := newPlayScene(a, ng.rules, game.Options{"players": players}, nil)
			if err != nil {
				t.Fatal(err)
			}
			a.show(p)
			pv := p.board.(*powerView)
			cellCSS := pv.g.size * sqrt3 / a.v.dpr
			if cellCSS < 40 {
				t.Errorf("%v %s players: cells %.0f CSS px wide", sz, players, cellCSS)
			}
			if pv.strip.y < pv.g.bounds.y+pv.g.bounds.h-0.5 {
				t.Errorf("%v: strip %+v overlaps map %+v", sz, pv.strip, pv.g.bounds)
			}
			b, pn := p.boardR, p.panelR
			if b.x+b.w > pn.x+0.5 && b.y+b.h > pn.y+0.5 {
				t.Errorf("%v: board %+v overlaps panel %+v", sz, b, pn)
			}
		}
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
	tl := newTimeline(p.Events())
	var sum time.Duration
	for _, b := range tl.beats {
		if b.at != sum || b.span < 150*time.Millisecond || b.span > 300*time.Millisecond {
			t.Errorf("beat %v at %v for %v", b.ev.Kind, b.at, b.span)
		}
		sum += b.span
	}
	if tl.total != sum || len(tl.beats) == 0 {
		t.Fatalf("total %v, sum %v", tl.total, sum)
	}
	m := p.Map()
	c := func(name string) power.Cell { x, _ := cellNamed(m, name); return x }
	start := tl.frame(before, 0)
	if u := start.units[c("1,0")]; u == nil || u.alpha != 1 || !u.u.Upgraded {
		t.Errorf("start: Blue's infantry %+v", u)
	}
	for _, b := range tl.beats {
		if b.ev.Kind == power.EventMove {
			mid := tl.frame(before, b.at+b.span/2)
			if u := mid.units[b.ev.Origin]; u == nil || u.t < 0.4 || u.t > 0.6 || u.to != b.ev.To {
				t.Errorf("mid-move: %+v", u)
			}
		}
	}
	end := tl.frame(before, tl.total)
	if !end.finish || end.fx != nil || end.begun != len(tl.beats) {
		t.Errorf("end frame: finish %v fx %v begun %d", end.finish, end.fx, end.begun)
	}
	if u := end.units[c("1,0")]; u == nil || u.alpha != 0 {
		t.Errorf("end: Blue's infantry %+v, want faded out", u)
	}
	if u := end.units[c("-1,0")]; u == nil || u.to != c("0,0") || u.t != 1 {
		t.Errorf("end: Red's infantry %+v, want on 0,0", u)
	}
	if _, ok := end.units[c("-3,0")]; !ok {
		t.Error("end: Red's spawned tank is missing")
	}
}

// TestPowerNewGameBoardFollowsPlayers checks that the new-game screen shows
// the board the game will really have when only the players are chosen, and
// that the game starts with just the option chosen.
func TestPowerNewGameBoardFollowsPlayers(t *testing.T) {
	a := newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Board: 5-3-3")
	a.click(t, "Board: 4-4-4")
	a.click(t, "Board: 5-5-5") // back to the default, 5-3-3, by wrapping round
	a = newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Players: 2")
	a.click(t, "Board: 4-4-4") // shown as resolved; pressing it moves on
	a.click(t, "Board: 5-5-5")
	a.click(t, "Board: 5-3-3")
	a.click(t, "Players: 3")
	a = newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Players: 2")
	a.click(t, "Start")
	s := a.scene.(*playScene)
	if s.pos.Players() != 3 || len(s.rec.Options) != 1 || s.rec.Options["players"] != "3" {
		t.Errorf("started %d players with record options %v; want 3 and only players", s.pos.Players(), s.rec.Options)
	}
}
