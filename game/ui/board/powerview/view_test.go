package powerview_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board/powerview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// newGame shows a new game of Source of Power with opts, everyone by hand,
// on a screen of w×h CSS pixels at device pixel ratio dpr.
func newGame(t *testing.T, w, h, dpr float64, opts game.Options) (*scenetest.Host, *play.PlayScene) {
	t.Helper()
	host := scenetest.New(t, w, h, dpr)
	s, err := play.NewPlayScene(host, power.Rules{}, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	host.Show(s)
	return host, s
}

// pressPrefix clicks the button whose label starts with prefix.
func pressPrefix(t *testing.T, a *scenetest.Host, prefix string) {
	t.Helper()
	for _, b := range a.Scene().Buttons() {
		if strings.HasPrefix(b.Label, prefix) && !b.Disabled {
			a.Tap(b.R.Center())
			return
		}
	}
	var labels []string
	for _, b := range a.Scene().Buttons() {
		labels = append(labels, b.Label)
	}
	t.Fatalf("no button %q… in %v", prefix, labels)
}

// TestPowerTaps plays powerScript by taps on a phone, passing the
// hand-over screens, and takes an order back on the way.
func TestPowerTaps(t *testing.T) {
	a, s := newGame(t, 360, 640, 2, nil)
	powerScript, powerPosition := powerview.PowerScript, powerview.PowerPosition
	for i := 0; i < len(powerScript); i++ {
		step := powerScript[i]
		verb, rest, _ := strings.Cut(step, " ")
		n := len(s.Rec.Steps)
		switch verb {
		case "end":
			a.Click("End orders")
			st := a.Status()
			if !strings.HasPrefix(st, "Pass the device to ") {
				t.Fatalf("after end: status %q", st)
			}
			next := "Blue"
			if strings.HasSuffix(st, "Red — tap when ready") {
				next = "Red"
			}
			a.Click(next + " is ready")
		case "spawn":
			typ, cell, _ := strings.Cut(rest, " ")
			a.TapCell(cell)
			pressPrefix(t, a, "Spawn "+typ+" (")
		case "move":
			for _, c := range strings.Split(rest, ">") {
				a.TapCell(c)
			}
			if i+1 < len(powerScript) && strings.HasPrefix(powerScript[i+1], "attack ") {
				a.Click("Fire…")
				a.TapCell(strings.TrimPrefix(powerScript[i+1], "attack "))
				i++
			} else if len(s.Rec.Steps) == n {
				a.Click("Done path")
			}
		}
		if got := s.Rec.Steps; !slices.Equal(got, powerScript[:i+1]) {
			t.Fatalf("after %q the record is %q", step, got)
		}
		if step == "move -3,0>-2,0" {
			a.Click("Undo order")
			if got := s.Rec.Steps; len(got) != i {
				t.Fatalf("undo left %q", got)
			}
			a.TapCell("-3,0")
			a.TapCell("-2,0")
		}
	}
	if s.Pos.String() != powerPosition {
		t.Fatalf("position %s", s.Pos)
	}
}

// TestPowerLayout checks that the map, the strip and the panel do not
// overlap, and that cells are big enough to tap, on a phone and a desktop.
func TestPowerLayout(t *testing.T) {
	for _, sz := range [][3]float64{{360, 640, 2}, {1920, 1080, 1}, {640, 360, 2}} {
		for _, players := range []string{"2", "3"} {
			a, p := newGame(t, sz[0], sz[1], sz[2], game.Options{"players": players})
			pv := p.Board.(*powerview.PowerView)
			cellCSS := pv.G.Size * powerview.Sqrt3 / a.View().Dpr
			if cellCSS < 40 {
				t.Errorf("%v %s players: cells %.0f CSS px wide", sz, players, cellCSS)
			}
			if pv.StripRect().Y < pv.G.Bounds.Y+pv.G.Bounds.H-0.5 {
				t.Errorf("%v: strip %+v overlaps map %+v", sz, pv.StripRect(), pv.G.Bounds)
			}
			b, pn := p.BoardR, p.PanelR
			if b.X+b.W > pn.X+0.5 && b.Y+b.H > pn.Y+0.5 {
				t.Errorf("%v: board %+v overlaps panel %+v", sz, b, pn)
			}
		}
	}
}

// TestPowerMapsLegibleOnPhone starts every built-in map on a 360×640
// phone: each opens with cells of at least 16 CSS pixels' corner radius,
// zoomed where the whole map would be smaller, with the zoom buttons; Fit
// shows the whole map; zoomed in, a cell off screen is not one the hook
// reports, and a drag pans.
func TestPowerMapsLegibleOnPhone(t *testing.T) {
	for _, b := range power.BuiltInMaps() {
		a, s := newGame(t, 360, 640, 2, game.Options{"players": fmt.Sprint(b.Players), "board": b.Board})
		pv := s.Board.(*powerview.PowerView)
		if r := pv.G.Size / a.View().Dpr; r < 16 {
			t.Errorf("%d players on %s open with cells of %.1f CSS px", b.Players, b.Board, r)
		}
		zoomed := pv.G.Bounds.W > s.BoardR.W+1
		if zoomed != a.Enabled("Fit") {
			t.Errorf("%d players on %s: zoomed %v, Fit button %v", b.Players, b.Board, zoomed, a.Enabled("Fit"))
		}
		if !zoomed {
			continue
		}
		a.Click("Zoom in")
		hidden := ""
		for _, name := range pv.CellNames() {
			if _, _, ok := a.Snapshot().Cell(name); !ok {
				hidden = name
			}
		}
		if hidden == "" {
			t.Errorf("%d players on %s: zoomed in, yet every cell is on screen", b.Players, b.Board)
		}
		ox := pv.G.Ox
		s.Gesture(input.Gesture{Pan: input.Point{X: a.View().Px(30)}, From: input.Point{X: s.BoardR.X + s.BoardR.W/2, Y: s.BoardR.Y + a.View().Px(60)}, Zoom: 1})
		if pv.G.Ox == ox {
			t.Errorf("%d players on %s: a drag did not pan", b.Players, b.Board)
		}
		a.Click("Fit")
		if pv.G.Bounds.W > s.BoardR.W+1 || a.Enabled("Fit") {
			t.Errorf("%d players on %s: Fit leaves the map %.0f wide in %.0f", b.Players, b.Board, pv.G.Bounds.W, s.BoardR.W)
		}
	}
}
