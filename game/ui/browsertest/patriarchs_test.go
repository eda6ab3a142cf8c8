//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
)

// patriarchsGame is a short hot-seat game written by hand from
// shared/rules/patriarchs.md: Blue deploys a Cardinal, which slides up the
// d-file and takes a Red Support (a capturing slide); Blue deploys the
// captured Support at once; the Cardinal slides on into Red's zone (a plain
// slide) and takes the Red Patriarch. Red only shuffles.
var patriarchsGame = []string{
	"deploy cardinal d3", // turn 1: Blue's single act
	"move e7-d6", "move f8-g7",
	"move d3-d6", "deploy support d3", // the capture, and the captured unit deployed
	"move g7-h7", "move d8-c8",
	"move d6-d8", "move e3-e4", // a plain slide of two squares
	"move h7-h6", "move c8-b8",
	"move d8-e8", // the Red Patriarch is taken: Blue wins
}

// Steps before which a test takes a screenshot: with the capturing
// Cardinal selected, and with the square chosen for the captured Support.
const (
	captureShot = "move d3-d6"
	deployShot  = "deploy support d3"
)

// TestPatriarchsScript checks the scripted game with the ruleset alone, so
// that a wrong script fails here with the rules' reason, not in a browser.
func TestPatriarchsScript(t *testing.T) {
	pos, err := game.Replay(patriarchs.Rules{}, game.Record{Game: "patriarchs", Steps: patriarchsGame}, nil)
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	res := pos.Result()
	if !res.Over || !slices.Equal(res.Winners.List(), []int{patriarchs.Blue}) || res.Reason != patriarchs.ReasonCapture {
		t.Fatalf("the scripted game ends %+v, want Blue winning by %q", res, patriarchs.ReasonCapture)
	}
}

// TestPatriarchsByMouse plays the scripted game on a 1920×1080 desktop
// with real mouse clicks, from the title menu to the game-over banner,
// with the animations of moves, deploys and captures.
func TestPatriarchsByMouse(t *testing.T) {
	playPatriarchs(t, Screen{Width: 1920, Height: 1080}, false, "patriarchs-desktop")
}

// TestPatriarchsByTouch plays the scripted game on a 360×640 phone at
// device pixel ratio 2, with touch events only, on a system that asks for
// reduced motion.
func TestPatriarchsByTouch(t *testing.T) {
	playPatriarchs(t, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, true, "patriarchs-phone")
}

func playPatriarchs(t *testing.T, screen Screen, still bool, device string) {
	t.Run("script", TestPatriarchsScript)
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), screen, Shots(t))
	if still {
		reduceMotion(t, p)
	}
	defer func() { t.Logf("%s: whole test took %v", device, time.Since(began).Round(time.Millisecond)) }()

	p.WaitScene("menu")
	t.Logf("%s: page ready after %v", device, time.Since(began).Round(time.Millisecond))
	p.Click("Patriarchs")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	checkTargets(t, p)
	if got, want := p.Status(), "Blue to act — act 1 of 1"; got != want {
		t.Errorf("status at the start = %q, want %q", got, want)
	}
	p.Screenshot(device + "-start")

	// e5 is empty and no deploy square, e8 is Red's: nothing is played.
	// The first step below then checks that the record is still empty.
	p.ClickCell("e5")
	p.ClickCell("e8")
	pos, err := patriarchs.Rules{}.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, step := range patriarchsGame {
		playPatriarchsStep(t, p, pos.(*patriarchs.Position), device, step, i)
		if got := p.WaitSteps(i + 1); got[i] != step {
			t.Fatalf("step %d: the record has %q, want %q (all: %q)", i+1, got[i], step, got)
		}
		if err := game.Play(pos, step); err != nil {
			t.Fatalf("step %d %q: %v", i+1, step, err)
		}
		if step == captureShot {
			checkCaptured(t, p, device)
		}
	}

	want, _ := json.Marshal(game.Record{Game: "patriarchs", Options: game.Options{}, Steps: patriarchsGame})
	if got := p.Record(); got != string(want) {
		t.Errorf("record() =\n%s\nwant\n%s", got, want)
	}
	if got, want := p.Status(), "Blue wins — patriarch captured"; got != want {
		t.Errorf("status at the end = %q, want %q", got, want)
	}
	if !slices.ContainsFunc(p.Buttons(), func(b Button) bool { return b.Label == "New game" }) {
		t.Errorf("no New game button at the end: %v", p.Buttons())
	}
	p.Screenshot(device + "-gameover")
	checkIdle(t, p, device) // animations, too, have stopped
}

// playPatriarchsStep plays one step the way a player does: taps on the
// unit and its target for a move; for a deploy, the reserve control and
// then the square for the first deploy, the square and then the control
// for the next. pos is the position before the step, to know the
// control's label ("Support ×1").
func playPatriarchsStep(t *testing.T, e Engine, pos *patriarchs.Position, device, step string, i int) {
	t.Helper()
	verb, rest, _ := strings.Cut(step, " ")
	switch verb {
	case "move":
		from, to, _ := strings.Cut(rest, "-")
		clickCell(e, from)
		if step == captureShot {
			e.Screenshot(device + "-selected")
		}
		clickCell(e, to)
	case "deploy":
		kind, sq, _ := strings.Cut(rest, " ")
		label := reserveControl(t, pos, kind)
		if !slices.ContainsFunc(patriarchsGame[:i], func(s string) bool { return strings.HasPrefix(s, "deploy ") }) {
			clickLabel(e, label)
			clickCell(e, sq)
			return
		}
		clickCell(e, sq)
		if step == deployShot {
			e.Screenshot(device + "-deploy")
		}
		clickLabel(e, label)
	default:
		t.Fatalf("unknown step %q", step)
	}
}

// reserveControl is the label of the reserve control of kind for the
// player to act in pos, as window.pentarchy.buttons() reports it.
func reserveControl(t *testing.T, pos *patriarchs.Position, kind string) string {
	t.Helper()
	for _, k := range patriarchs.ReserveKinds() {
		if k.String() == kind {
			name := strings.ToUpper(kind[:1]) + kind[1:]
			return fmt.Sprintf("%s ×%d", name, pos.Reserve(pos.Side(), k))
		}
	}
	t.Fatalf("no reserve kind %q", kind)
	return ""
}

// reduceMotion makes the page's system ask for reduced motion.
func reduceMotion(t *testing.T, p *Page) {
	t.Helper()
	reduce := []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}
	_, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: reduce})
	if err != nil {
		t.Fatalf("emulate reduced motion: %v", err)
	}
	if !Eval[bool](p, `matchMedia("(prefers-reduced-motion: reduce)").matches`) {
		t.Fatal("the page does not see prefers-reduced-motion: reduce")
	}
}

// checkCaptured checks, right after the capture, that Blue's reserve
// offers the captured Support as a control: "Support ×1".
func checkCaptured(t *testing.T, p *Page, device string) {
	t.Helper()
	if !slices.ContainsFunc(p.Buttons(), func(b Button) bool { return b.Label == "Support ×1" }) {
		t.Errorf("after the capture, no reserve control \"Support ×1\": %v", p.Buttons())
	}
	p.Screenshot(device + "-captured")
}
