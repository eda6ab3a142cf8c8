//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

// phalanxGame is a short hot-seat game written by hand from
// shared/rules/phalanx.md. It uses every kind of step: Black walks its
// square into a line along rank 7 with moves, White adds a stone, moves
// one and ends turns early, Black pushes White's line along rank 7 (4
// against 2: White's c6 is left alone and dies), and then adds stones up to
// b9, next to its goal a9, and wins.
var phalanxGame = []string{
	"move h2-g4", "move g2-g5", "move h3-g6", // Black: the square becomes a column on file g
	"add c6", "end", // White: one stone, then ends the turn
	"move g3-g7", "move g4-f7", "move g5-e7", // Black: the column turns onto rank 7
	"end",                                // White passes
	"move g6-d7", "push d7-c7", "add d8", // Black: d7–g7 push c7 b7 to b7 a7
	"move c8-a8", "end", // White guards a8
	"add d9", "add c9", "add b9", // Black reaches b9 and wins
}

// pushShot is the step before which a test takes a screenshot with the
// pushing stone selected, to show its move rings and push arrow.
const pushShot = "push d7-c7"

// TestPhalanxScript checks the scripted game with the ruleset alone, so
// that a wrong script fails here with the rules' reason, not in a browser.
func TestPhalanxScript(t *testing.T) {
	rec := game.Record{Game: "phalanx", Steps: phalanxGame}
	pos, err := game.Replay(phalanx.Rules{}, rec, nil)
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	res := pos.Result()
	if !res.Over || !slices.Equal(res.Winners.List(), []int{phalanx.Black}) || res.Reason != "goal" {
		t.Fatalf("the scripted game ends %+v, want Black winning by goal", res)
	}
}

// TestPhalanxByMouse plays the scripted game on a 1920×1080 desktop with
// real mouse clicks, from the title menu to the game-over banner.
func TestPhalanxByMouse(t *testing.T) {
	playPhalanx(t, Screen{Width: 1920, Height: 1080}, "desktop")
}

// TestPhalanxByTouch plays the scripted game on a 360×640 phone at device
// pixel ratio 2, with touch events only.
func TestPhalanxByTouch(t *testing.T) {
	playPhalanx(t, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, "phone")
}

func playPhalanx(t *testing.T, screen Screen, device string) {
	t.Run("script", TestPhalanxScript)
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), screen, Shots(t))
	t.Logf("%s: page ready after %v", device, time.Since(began))
	defer func() {
		cpu, _ := p.CPUTime()
		t.Logf("%s: whole test took %v, browser CPU %v", device, time.Since(began).Round(time.Millisecond), cpu.Round(time.Millisecond))
	}()

	p.WaitScene("menu")
	if p.Version() == "" {
		t.Error("window.pentarchy.version is empty")
	}
	checkTargets(t, p)
	p.Screenshot(device + "-menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	checkTargets(t, p)
	p.Screenshot(device + "-newgame")
	p.Click("Start")
	p.WaitScene("play")
	checkTargets(t, p)
	if got, want := p.Status(), "Black to act — 3 actions left"; got != want {
		t.Errorf("status at the start = %q, want %q", got, want)
	}
	if x, y := p.CellCenter("a9"); x <= 0 || y <= 0 {
		t.Errorf("cellCenter(a9) = %v,%v", x, y)
	}

	// e5 is empty but no legal add: clicking it must not play anything.
	// The first step below then checks that the record is still empty.
	p.ClickCell("e5")
	for i, step := range phalanxGame {
		playStep(t, p, device, step)
		if got := p.WaitSteps(i + 1); got[i] != step {
			t.Fatalf("step %d: the record has %q, want %q (all: %q)", i+1, got[i], step, got)
		}
	}

	want, _ := json.Marshal(game.Record{Game: "phalanx", Options: game.Options{}, Steps: phalanxGame})
	if got := p.Record(); got != string(want) {
		t.Errorf("record() =\n%s\nwant\n%s", got, want)
	}
	status := p.Status()
	if !strings.HasPrefix(status, "Black wins") || !strings.Contains(status, "goal") {
		t.Errorf("status at the end = %q, want Black winning by goal", status)
	}
	if !slices.ContainsFunc(p.Buttons(), func(b Button) bool { return b.Label == "New game" }) {
		t.Errorf("no New game button at the end: %v", p.Buttons())
	}
	p.Screenshot(device + "-gameover")
	checkIdle(t, p, device)

	p.Click("New game")
	p.WaitFor("a new game", `window.pentarchy.record() === '{"game":"phalanx","options":{},"steps":[]}'`)
	p.Click("Menu")
	p.WaitScene("menu")
}

// playStep plays one Phalanx step the way a player does: End turn for
// "end", a tap on the intersection for "add", and taps on the stone and
// then its target for "move" and "push".
func playStep(t *testing.T, e Engine, device, step string) {
	t.Helper()
	verb, rest, _ := strings.Cut(step, " ")
	switch verb {
	case "end":
		clickLabel(e, "End turn")
	case "add":
		clickCell(e, rest)
	case "move", "push":
		from, to, _ := strings.Cut(rest, "-")
		clickCell(e, from)
		if step == pushShot {
			e.Screenshot(device + "-selected")
		}
		clickCell(e, to)
	default:
		t.Fatalf("unknown step %q", step)
	}
}

// maxIdleCPU is the most CPU, in cores, the browser may use while the
// board sits still. Ebiten's default loop takes more than a whole core in
// headless Chromium; event-driven drawing takes about a tenth.
const maxIdleCPU = 0.35

// checkIdle checks that an idle board costs the browser almost no CPU.
func checkIdle(t *testing.T, p *Page, device string) {
	t.Helper()
	cpu, err := p.CPU(3 * time.Second)
	if err != nil {
		t.Logf("%s: idle CPU not measured: %v", device, err)
		return
	}
	t.Logf("%s: idle CPU %.0f%% of a core", device, 100*cpu)
	if cpu > maxIdleCPU {
		t.Errorf("%s: the idle board uses %.0f%% of a core, want at most %.0f%%", device, 100*cpu, 100*maxIdleCPU)
	}
}

// checkTargets checks that every button is at least 44 CSS pixels each way.
func checkTargets(t *testing.T, p *Page) {
	t.Helper()
	for _, b := range p.Buttons() {
		if b.W < 44 || b.H < 44 {
			t.Errorf("scene %s: button %q is %s, smaller than 44×44 CSS px", p.Scene(), b.Label, fmt.Sprintf("%.0f×%.0f", b.W, b.H))
		}
	}
}
