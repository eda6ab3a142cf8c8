//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// conquidGame is a short hot-seat game on the small board (7×14, HQs e4 and
// j4), written by hand from shared/rules/conquid.md. Red lays a path
// f4–i4 and four cells a5–d5 above a 4×4 block; Blue fills that block
// a1–d4 and adds h5 and i5. Red's quiet Conquers are no draw, because every
// Blue turn in between is an Acquire. Then Red's Conquer takes h5 and, in a
// chain, i5; Blue passes with a quiet Conquer; Red vanquishes the Blue
// block (4 surrounders a5–d5); Blue passes again; Red declares Conquest.
var conquidGame = []string{
	"acquire f4", "acquire g4", "acquire h4",
	"acquire a1", "acquire b1", "acquire c1",
	"acquire a5", "acquire b5", "acquire c5",
	"acquire d1", "acquire a2", "acquire b2",
	"acquire d5", "acquire g5", "acquire i4", // Red's path f4–i4 is complete
	"acquire c2", "acquire d2", "acquire a3",
	"conquer", // quiet
	"acquire b3", "acquire c3", "acquire d3",
	"conquer", // quiet
	"acquire a4", "acquire b4", "acquire c4",
	"conquer", // quiet
	"acquire d4", "acquire h5", "acquire i5",
	"conquer",     // Red takes h5 (h4, g5), then i5 (i4, h5)
	"conquer",     // Blue: quiet
	"vanquish a1", // Red empties a1–d4
	"conquer",     // Blue: quiet
	"conquest",    // Red wins
}

// TestConquidScript checks the scripted game with the ruleset alone, so
// that a wrong script fails here with the rules' reason.
func TestConquidScript(t *testing.T) {
	rec := game.Record{Game: "conquid", Options: game.Options{"size": "small"}, Steps: conquidGame}
	pos, err := game.Replay(conquid.Rules{}, rec, func(i int, pos game.Position) {
		if i == 30 && len(pos.(*conquid.Position).ConquerCells()) != 2 {
			t.Errorf("before step 31 the Conquer takes %v, want h5 and i5", pos.(*conquid.Position).ConquerCells())
		}
	})
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	res := pos.Result()
	if !res.Over || !slices.Equal(res.Winners.List(), []int{1}) || res.Reason != conquid.ReasonConquest {
		t.Fatalf("the scripted game ends %+v, want Red winning by conquest", res)
	}
}

// TestConquidByMouse plays the scripted game on a 1920×1080 desktop with
// real mouse clicks (and one hover), from the menu to the game-over banner.
func TestConquidByMouse(t *testing.T) {
	t.Run("script", TestConquidScript)
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1920, Height: 1080}, Shots(t))
	defer func() { t.Logf("whole test took %v", time.Since(began).Round(time.Millisecond)) }()
	openConquid(t, p, "small")
	p.Screenshot("conquid-desktop-start")
	if p.HasButton("Conquest") {
		t.Error("Conquest is offered at the start")
	}
	for i, step := range conquidGame {
		playConquidStep(t, p, step, "conquid-desktop")
		if got := p.WaitSteps(i + 1); got[i] != step {
			t.Fatalf("step %d: the record has %q, want %q (all: %q)", i+1, got[i], step, got)
		}
		if i == 13 {
			p.Screenshot("conquid-desktop-acquire")
		}
	}
	want, _ := json.Marshal(game.Record{Game: "conquid", Options: game.Options{"size": "small"}, Steps: conquidGame})
	if got := p.Record(); got != string(want) {
		t.Errorf("record() =\n%s\nwant\n%s", got, want)
	}
	if got := p.Status(); got != "Red wins — Conquest" {
		t.Errorf("status at the end = %q", got)
	}
	if !p.HasButton("New game") {
		t.Errorf("no New game button at the end: %v", p.Buttons())
	}
	p.Screenshot("conquid-desktop-gameover")
}

// openConquid goes from the menu to a new Conquid game on the board size.
func openConquid(t *testing.T, p *Page, size string) {
	t.Helper()
	p.WaitScene("menu")
	p.Click("Conquid")
	p.WaitScene("newgame")
	for !p.HasButton("Board size: " + size) {
		p.Click(p.Buttons()[0].Label)
	}
	p.Click("Start")
	p.WaitScene("play")
	checkTargets(t, p)
}

// playConquidStep plays one step the way a player does: Acquire then a
// cell at the start of an Acquire, a cell within one; Conquer and its
// Confirm, with a look at the preview; Vanquish, a hover over the block's
// corner to preview it, and a click; Conquest.
func playConquidStep(t *testing.T, e Engine, step, device string) {
	t.Helper()
	verb, cell, _ := strings.Cut(step, " ")
	switch verb {
	case "acquire":
		if hasButtonOn(e, "Acquire") {
			clickLabel(e, "Acquire")
		}
		clickCell(e, cell)
	case "conquer":
		clickLabel(e, "Conquer")
		e.WaitFor("the Conquer preview", `window.pentarchy.status().includes("Conquer takes")`)
		if st := statusOf(t, e); strings.HasSuffix(st, "takes 2 cells") {
			e.Screenshot(device + "-conquer")
		}
		clickLabel(e, "Confirm conquer")
	case "vanquish":
		clickLabel(e, "Vanquish")
		var at struct{ X, Y float64 }
		e.Value(fmt.Sprintf("window.pentarchy.cellCenter(%q)", cell), &at)
		e.MoveTo(at.X, at.Y)
		e.WaitFor("the Vanquish preview", `window.pentarchy.status().includes("Vanquish a1–d4 — allowed")`)
		e.Screenshot(device + "-vanquish")
		clickCell(e, cell)
	case "conquest":
		e.Screenshot(device + "-conquest")
		clickLabel(e, "Conquest")
	default:
		t.Fatalf("unknown step %q", step)
	}
}

// TestConquidZoomByTouch opens the large board on a 360×640 phone, zooms
// in with the buttons and a pinch, pans with a finger, and checks that a
// tap on a cell found by cellCenter acquires exactly that cell.
func TestConquidZoomByTouch(t *testing.T) {
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
	defer func() { t.Logf("whole test took %v", time.Since(began).Round(time.Millisecond)) }()
	openConquid(t, p, "small")
	p.Screenshot("conquid-phone-small")
	p.Click("Menu")
	openConquid(t, p, "large")
	p.Screenshot("conquid-phone-large-fit")
	if pitch := cellPitch(t, p, "u11", "v11"); pitch >= 28 {
		t.Fatalf("the whole large board should not fit with %v-px cells", pitch)
	}
	p.Click("Zoom in")
	p.Click("Zoom in")
	x0, _ := p.CellCenter("u11")
	drag(t, p, x0, 150, x0+90, 150)

	x1, _ := p.CellCenter("u11")
	if math.Abs(x1-x0-90) > 2 {
		t.Errorf("a 90-px drag moved u11 from x=%.0f to x=%.0f", x0, x1)
	}
	pinch(t, p, x1, 150, 30, 60)
	if pitch := cellPitch(t, p, "t11", "u11"); pitch < 28 {
		t.Errorf("zoomed in, cells are %.1f CSS px, want at least 28", pitch)
	}
	if c := Eval[any](p, `window.pentarchy.cellCenter("a1")`); c != nil {
		t.Errorf("zoomed in, a1 is still on screen at %v", c)
	}
	if rec := p.WaitSteps(0); len(rec) != 0 {
		t.Fatalf("the drag and pinch played %q", rec)
	}
	p.Click("Acquire")
	const target = "t11"
	p.ClickCell(target)
	if got := p.WaitSteps(1); got[0] != "acquire "+target {
		t.Errorf("tapped %s, the record has %q", target, got)
	}
	p.Screenshot("conquid-phone-large-zoomed")
	p.Click("Fit")
	p.CellCenter("a1")
	p.CellCenter("ap21")
	checkIdle(t, p, "phone, large board")
}

// cellPitch is the distance between the centres of two neighbouring cells.
func cellPitch(t *testing.T, p *Page, a, b string) float64 {
	t.Helper()
	ax, ay := p.CellCenter(a)
	bx, by := p.CellCenter(b)
	return math.Hypot(bx-ax, by-ay)
}

// drag moves one finger from (x0, y0) to (x1, y1) in a few steps.
func drag(t *testing.T, p *Page, x0, y0, x1, y1 float64) {
	t.Helper()
	touches(t, p, [][2]float64{{x0, y0}}, [][2]float64{{x1, y1}})
}

// pinch spreads two fingers about (x, y) from distance d0 to d1.
func pinch(t *testing.T, p *Page, x, y, d0, d1 float64) {
	t.Helper()
	touches(t, p, [][2]float64{{x - d0/2, y}, {x + d0/2, y}}, [][2]float64{{x - d1/2, y}, {x + d1/2, y}})
}

// touches puts fingers down at from, moves them to to in steps, and lifts
// them, letting the page handle each event.
func touches(t *testing.T, p *Page, from, to [][2]float64) {
	t.Helper()
	const steps = 6
	for i := 0; i <= steps; i++ {
		k := float64(i) / steps
		var pts []*input.TouchPoint
		for j := range from {
			id := float64(j)
			pts = append(pts, &input.TouchPoint{X: from[j][0] + (to[j][0]-from[j][0])*k, Y: from[j][1] + (to[j][1]-from[j][1])*k, ID: &id})
		}
		kind := input.DispatchTouchEventTypeTouchMove
		if i == 0 {
			kind = input.DispatchTouchEventTypeTouchStart
		}
		if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: pts}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(30 * time.Millisecond)
		p.settle()
	}
	_, err := chromedp.Call(p.ctx, input.DispatchTouchEvent,
		input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	if err != nil {
		t.Fatal(err)
	}
	p.settle()
}
