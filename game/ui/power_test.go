package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board/powerview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
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
	for _, b := range a.scene.Buttons() {
		if strings.HasPrefix(b.Label, prefix) && !b.Disabled {
			x, y := b.R.Center()
			a.Tap(x, y)
			return
		}
	}
	var labels []string
	for _, b := range a.scene.Buttons() {
		labels = append(labels, b.Label)
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
			st := a.snapshot().Status
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
	if s := a.scene.(*play.PlayScene); s.Pos.String() != powerPosition {
		t.Fatalf("position %s", s.Pos)
	}
}

func TestHexHit(t *testing.T) {
	pos, _ := power.Rules{}.Start(nil)
	m := pos.(*power.Position).Map()
	g := powerview.NewHexGrid(m, kit.Rect{X: 10, Y: 20, W: 700, H: 500})
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

// TestPowerLayout checks that the map, the strip and the panel do not
// overlap, and that cells are big enough to tap, on a phone and a desktop.
func TestPowerLayout(t *testing.T) {
	for _, sz := range [][3]float64{{360, 640, 2}, {1920, 1080, 1}, {640, 360, 2}} {
		for _, players := range []string{"2", "3"} {
			a := newTestApp(t, sz[0], sz[1], sz[2])
			a.click(t, "Source of Power")
			ng := a.scene.(*screens.NewGameScene)
			p, err := play.NewPlayScene(a, ng.Rules, game.Options{"players": players}, nil)
			if err != nil {
				t.Fatal(err)
			}
			a.Show(p)
			pv := p.Board.(*powerview.PowerView)
			cellCSS := pv.G.Size * powerview.Sqrt3 / a.v.Dpr
			if cellCSS < 40 {
				t.Errorf("%v %s players: cells %.0f CSS px wide", sz, players, cellCSS)
			}
			if pv.Strip.Y < pv.G.Bounds.Y+pv.G.Bounds.H-0.5 {
				t.Errorf("%v: strip %+v overlaps map %+v", sz, pv.Strip, pv.G.Bounds)
			}
			b, pn := p.BoardR, p.PanelR
			if b.X+b.W > pn.X+0.5 && b.Y+b.H > pn.Y+0.5 {
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
	tl := powerview.NewTimeline(p.Events())
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
	c := func(name string) power.Cell { x, _ := powerview.CellNamed(m, name); return x }
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

// TestPowerNewGameBoardFollowsPlayers checks that the new-game screen shows
// the board the game will really have when only the players are chosen, and
// that the game starts with just the option chosen.
func TestPowerNewGameBoardFollowsPlayers(t *testing.T) {
	a := newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Board: 5-3-3")
	a.click(t, "Board: 4-4-4")
	a.click(t, "Board: 5-5-5")
	a.click(t, "Board: 6-6-6") // back to the default, 5-3-3, by wrapping round
	a.click(t, "Board: 5-3-3")
	a = newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Players: 2")
	a.click(t, "Board: 4-4-4") // shown as resolved; pressing it moves on
	a.click(t, "Board: 5-5-5")
	a.click(t, "Board: 6-6-6")
	a.click(t, "Board: 5-3-3")
	a.click(t, "Players: 3")
	a = newTestApp(t, 1920, 1080, 1)
	a.click(t, "Source of Power")
	a.click(t, "Players: 2")
	a.click(t, "Start")
	s := a.scene.(*play.PlayScene)
	if s.Pos.Players() != 3 || len(s.Rec.Options) != 1 || s.Rec.Options["players"] != "3" {
		t.Errorf("started %d players with record options %v; want 3 and only players", s.Pos.Players(), s.Rec.Options)
	}
}

// TestPowerTakeBackAnyOrder takes back an order from the middle of a
// turn's orders by tapping its unit, and a spawn from the spawned unit's
// actions; the other orders stay. The original's key a turns a selected
// unit's move into an attack, and back.
func TestPowerTakeBackAnyOrder(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	r, _ := registry.Find("source-of-power")
	rec := game.Record{Game: r.ID(), Steps: []string{}, Position: "SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2 | " +
		"1T3@-2,0 1I1@-2,1 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"}
	s, err := play.ResumePlayScene(a, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(s)
	for _, step := range []string{"spawn artillery -3,0", "move -2,0>-1,0", "move -2,1>-1,1"} {
		s.Play(step)
	}
	a.tapCell(t, "-2,0") // the tank's order, the second of three
	a.click(t, "Take back order")
	if got, want := s.Rec.Steps, []string{"spawn artillery -3,0", "move -2,1>-1,1"}; !slices.Equal(got, want) {
		t.Fatalf("after taking back the tank's move: %q; want %q", got, want)
	}
	a.tapCell(t, "-3,0") // the spawned artillery: it may move, or its spawn be taken back
	a.press(ebiten.KeyA) // fire from where it stands: its move holds it
	if got := s.Rec.Steps[len(s.Rec.Steps)-1]; got != "move -3,0" {
		t.Errorf("a on the selected artillery played %q", got)
	}
	a.press(ebiten.KeyA) // no attack after all
	a.tapCell(t, "-3,0")
	a.click(t, "Take back order") // the spawn, and the move of the unit spawned
	if got, want := s.Rec.Steps, []string{"move -2,1>-1,1"}; !slices.Equal(got, want) {
		t.Errorf("after taking back the spawn: %q; want %q", got, want)
	}
}

// TestPowerMapsLegibleOnPhone starts every built-in map on a 360×640
// phone: each opens with cells of at least 16 CSS pixels' corner radius,
// zoomed where the whole map would be smaller, with the zoom buttons; Fit
// shows the whole map; zoomed in, a cell off screen is not one the hook
// reports, and a drag pans.
func TestPowerMapsLegibleOnPhone(t *testing.T) {
	for _, b := range power.BuiltInMaps() {
		a := newTestApp(t, 360, 640, 2)
		s := startGame(t, a, "source-of-power", game.Options{"players": fmt.Sprint(b.Players), "board": b.Board})
		pv := s.Board.(*powerview.PowerView)
		if r := pv.G.Size / a.v.Dpr; r < 16 {
			t.Errorf("%d players on %s open with cells of %.1f CSS px", b.Players, b.Board, r)
		}
		zoomed := pv.G.Bounds.W > s.BoardR.W+1
		if zoomed != hasButton(a, "Fit") {
			t.Errorf("%d players on %s: zoomed %v, Fit button %v", b.Players, b.Board, zoomed, hasButton(a, "Fit"))
		}
		if !zoomed {
			continue
		}
		a.click(t, "Zoom in")
		hidden := ""
		for _, name := range pv.CellNames() {
			if _, _, ok := a.snapshot().Cell(name); !ok {
				hidden = name
			}
		}
		if hidden == "" {
			t.Errorf("%d players on %s: zoomed in, yet every cell is on screen", b.Players, b.Board)
		}
		ox := pv.G.Ox
		s.Gesture(input.Gesture{Pan: input.Point{X: a.v.Px(30)}, From: input.Point{X: s.BoardR.X + s.BoardR.W/2, Y: s.BoardR.Y + a.v.Px(60)}, Zoom: 1})
		if pv.G.Ox == ox {
			t.Errorf("%d players on %s: a drag did not pan", b.Players, b.Board)
		}
		a.click(t, "Fit")
		if pv.G.Bounds.W > s.BoardR.W+1 || hasButton(a, "Fit") {
			t.Errorf("%d players on %s: Fit leaves the map %.0f wide in %.0f", b.Players, b.Board, pv.G.Bounds.W, s.BoardR.W)
		}
	}
}
