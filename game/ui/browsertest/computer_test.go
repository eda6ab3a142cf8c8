//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/parry"
	"pentarchy/game/registry"
)

// watchFrames starts measuring, in the page, the gaps between animation
// frames and the long tasks of its main thread (over 50 ms, as the browser
// reports them): both show how long the page could not draw or answer
// input. frames reads them since the last call.
func watchFrames(p *Page) {
	Eval[bool](p, `(() => {
		const w = window.__frames = {gap: 0, task: 0, last: performance.now()};
		const f = () => {
			const now = performance.now();
			w.gap = Math.max(w.gap, now - w.last);
			w.last = now;
			requestAnimationFrame(f);
		};
		requestAnimationFrame(f);
		new PerformanceObserver(l => l.getEntries().forEach(e => { w.task = Math.max(w.task, e.duration); }))
			.observe({type: "longtask"});
		return true;
	})()`)
}

// frames returns the length of the page's record, and the longest gap
// between two animation frames (the time since the last frame included)
// and the longest task since the last call (or since watchFrames), and
// starts over.
func frames(p *Page) (steps int, gap, task time.Duration) {
	m := Eval[[3]float64](p, `(() => {
		const w = window.__frames, now = performance.now();
		const m = [JSON.parse(window.pentarchy.record() || '{"steps":[]}').steps.length, Math.max(w.gap, now - w.last), w.task];
		w.gap = 0;
		w.task = 0;
		return m;
	})()`)
	return int(m[0]), time.Duration(m[1] * float64(time.Millisecond)), time.Duration(m[2] * float64(time.Millisecond))
}

// thinking waits for the computer's step after the n steps of the record,
// watching the frames meanwhile. It returns how long the step took since
// began, the new length of the record, and the longest frame gap and task
// while the computer thought: samples taken every 50 ms before its step
// came, not the redraw that shows it, so none (sampled false) when the step
// came within the first 200 ms, which the redraw of the last step may take.
func thinking(t *testing.T, p *Page, n int, began time.Time) (took time.Duration, steps int, gap, task time.Duration, sampled bool) {
	t.Helper()
	time.Sleep(200*time.Millisecond - time.Since(began))
	frames(p)
	for deadline := time.Now().Add(Timeout); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		m, g, k := frames(p)
		if m > n {
			return time.Since(began), m, gap, task, sampled
		}
		gap, task, sampled = max(gap, g), max(task, k), true
	}
	t.Fatalf("waited %v for the computer's step; the page shows: %s", Timeout, p.describe())
	return
}

// gaps writes the longest frame gap and task of a wait for the computer.
func gaps(gap, task time.Duration, sampled bool) string {
	if !sampled {
		return "its step came before the first sample of the frames"
	}
	return fmt.Sprintf("while thinking, longest frame gap %v, longest task %v", gap.Round(time.Millisecond), task.Round(time.Millisecond))
}

// setSeat clicks the button of side on the new-game screen until it reads
// label ("person" or "computer").
func setSeat(t *testing.T, p *Page, side, label string) {
	t.Helper()
	for range 2 {
		if p.HasButton(side + ": " + label) {
			return
		}
		for _, b := range p.Buttons() {
			if strings.HasPrefix(b.Label, side+": ") {
				p.Click(b.Label)
				break
			}
		}
	}
	t.Fatalf("no button %q; the page shows: %s", side+": "+label, p.describe())
}

// setLevel clicks the computer's level on the new-game screen, which
// steps it up, until it reads label ("level 4", "level 3, it adapts").
func setLevel(t *testing.T, p *Page, label string) {
	t.Helper()
	for range 10 {
		if p.HasButton("Computer: " + label) {
			return
		}
		for _, b := range p.Buttons() {
			if strings.HasPrefix(b.Label, "Computer: ") {
				p.Click(b.Label)
				break
			}
		}
	}
	t.Fatalf("no level %q; the page shows: %s", label, p.describe())
}

// TestLevelsInPage: the new-game screen offers the computer's levels 1 to
// 8 and Match me, one after the other, and says so when a level would be
// slow on this device; a game of Parry on Hex 3 (19) against level 1,
// played by clicks to its end, offers the next game's level on its end
// screen; the level chosen there is the one the next game's computer plays
// (its seat, as the page keeps the game).
func TestLevelsInPage(t *testing.T) {
	p := parryAgainstComputer(t)
	if !p.HasButton("Computer: level 3, it adapts") {
		t.Fatalf("the computer does not start at Match me: %s", p.describe())
	}
	for _, want := range []string{"level 1", "level 2", "level 3", "level 4", "level 5", "level 6", "level 7", "level 8"} {
		p.Click(levelLabel(t, p))
		if !p.HasButton("Computer: " + want) {
			t.Fatalf("after a click, not %q: %s", want, p.describe())
		}
	}
	p.Screenshot("levels-newgame-8")
	p.Click("Computer: level 8")
	setLevel(t, p, "level 1")
	p.Click("Start")
	p.WaitScene("play")
	n := 0
	for pos := replayed(t, p); pos.Mover() != 0; pos = replayed(t, p) {
		if pos.Mover() == 1 {
			playParryStep(t, p, game.LegalTexts(pos)[0], "levels")
		}
		n = waitLonger(t, p, n)
	}
	p.WaitFor("the next game's level", `window.pentarchy.buttons().some(b => b.label === "Next game: level 1")`)
	p.Screenshot("levels-game-over")
	p.Click("Next game: level 1")
	p.Click("Next game: level 2")
	p.Click("Next game: level 3")
	p.Click("New game")
	p.WaitScene("play")
	pos := replayed(t, p)
	playParryStep(t, p, game.LegalTexts(pos)[0], "levels")
	waitLonger(t, p, 0)
	var kept string
	p.Value(`Object.keys(localStorage).filter(k => k.startsWith("pentarchy.game.")).map(k => localStorage.getItem(k)).join("\n")`, &kept)
	if !strings.Contains(kept, `"computer:4"`) {
		t.Errorf("the next game's computer is not at level 4: the page keeps %s", kept)
	}
}

// parryAgainstComputer opens the new-game screen of Parry on a desktop
// page, with the board Hex 3 (19) and Black played by the computer.
func parryAgainstComputer(t *testing.T) *Page {
	t.Helper()
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1024, Height: 768}, Shots(t))
	p.WaitScene("menu")
	p.Click("Parry")
	p.WaitScene("newgame")
	for range len(parry.BoardNames()) {
		if p.HasButton("Hex 3 (19)") {
			break
		}
		p.Click("►")
	}
	setSeat(t, p, "Black", "computer")
	return p
}

// levelLabel is the label of the computer's level on the new-game screen.
func levelLabel(t *testing.T, p *Page) string {
	t.Helper()
	for _, b := range p.Buttons() {
		if strings.HasPrefix(b.Label, "Computer: ") {
			return b.Label
		}
	}
	t.Fatalf("no level shown: %s", p.describe())
	return ""
}

// replayed is the position after the page's record.
func replayed(t *testing.T, p *Page) game.Position {
	t.Helper()
	rec, err := game.ParseRecord([]byte(p.Record()))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := registry.Find(rec.Game)
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		t.Fatalf("the page's record does not replay: %v", err)
	}
	return pos
}

// maxInOneGo is the longest the page's own code may hold the main thread
// in one go (see Busy.Longest) while the computer plays. The computer
// thinks 10 ms a frame, and a frame's drawing adds a few more: 12–22 ms
// were measured. The aim is 50 ms, three frames of a 60 Hz screen; the
// limit is twice that, so that a slow or busy machine does not fail the
// test while a search run in one go (a tenth of a second to seconds)
// still does.
const maxInOneGo = 100 * time.Millisecond

// TestComputerOpponent plays a whole game of Parry on Hex 3 (19) against
// the computer at level 5, by clicks: White (by hand) plays the
// first of its legal steps, Black (the computer) answers. It logs how long
// each of the computer's steps took, with the longest gap between frames
// and the longest task of the page's main thread while it thought, and
// from a CPU profile of the game after its first step how long the page's
// own code held the main thread in one go, which fails the test past
// maxInOneGo. (The
// gaps and tasks also count the browser's own drawing, which in headless
// Chromium's software WebGL takes a tenth of a second a redraw and more.)
func TestComputerOpponent(t *testing.T) {
	p := parryAgainstComputer(t)
	setLevel(t, p, "level 5")
	p.Screenshot("computer-newgame")
	p.Click("Start")
	p.WaitScene("play")
	watchFrames(p)
	var gap, task, slowest time.Duration
	n := 0 // steps in the record
	for pos := replayed(t, p); pos.Mover() != 0; pos = replayed(t, p) {
		if pos.Mover() == 1 {
			playParryStep(t, p, game.LegalTexts(pos)[0], "parry-desktop")
			if n = waitLonger(t, p, n); n == 1 {
				p.StartProfile() // after the first frames that draw pieces, which make their images
			}
			continue
		}
		took, m, g, k, sampled := thinking(t, p, n, time.Now())
		n = m
		slowest, gap, task = max(slowest, took), max(gap, g), max(task, k)
		t.Logf("the computer's step %d: %v; %s", n, took.Round(time.Millisecond), gaps(g, k, sampled))
	}
	busy := p.StopProfile()
	p.Screenshot("computer-game-over")
	level, _ := ai.FindLevel("parry", "5")
	t.Logf("a game of %d steps; the computer's slowest step took %v (budget %d playouts); longest frame gap %v, longest task %v; %s",
		n, slowest.Round(time.Millisecond), level.Iterations, gap.Round(time.Millisecond), task.Round(time.Millisecond), busy)
	if !replayed(t, p).Result().Over {
		t.Fatal("the game is not over")
	}
	if busy.Longest > maxInOneGo {
		t.Errorf("the page's code held the main thread for %v in one go", busy.Longest.Round(time.Millisecond))
	}
}

// TestComputerLevels starts a game of each of the five games (default
// options) with the computer on every side, at levels 1, 5 and 8, and logs how
// long its second step takes against the level's budget, with the longest
// frame gap and task meanwhile (the first step shares its time with the
// start of the game), and from a CPU profile how long the page's own code
// ran, in all and in one go, against the browser's own work: the computer
// thinks a slice a frame, so the page keeps drawing. It fails when the
// page's code holds the main thread longer than maxInOneGo in one go.
func TestComputerLevels(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1024, Height: 768}, Shots(t))
	for _, r := range registry.All() {
		for _, name := range []string{"1", "5", "8"} {
			l, _ := ai.FindLevel(r.ID(), name)
			p.WaitScene("menu")
			p.Click(r.Name())
			p.WaitScene("newgame")
			for _, side := range sides(t, p) {
				setSeat(t, p, side, "computer")
			}
			setLevel(t, p, "level "+name)
			p.Click("Start")
			p.WaitScene("play")
			watchFrames(p)
			waitLonger(t, p, 0)
			p.StartProfile()
			took, _, gap, task, sampled := thinking(t, p, 1, time.Now())
			busy := p.StopProfile()
			t.Logf("%s, level %s: second step after %v (budget %d playouts); %s; %s",
				r.ID(), l.Name, took.Round(time.Millisecond), l.Iterations, gaps(gap, task, sampled), busy)
			if busy.Longest > maxInOneGo {
				t.Errorf("%s, %s: the page's code held the main thread for %v in one go", r.ID(), l.Name, busy.Longest.Round(time.Millisecond))
			}
			p.Click("Menu")
		}
	}
}

// sides are the names of the sides on the new-game screen, read from their
// seat buttons ("Red: person").
func sides(t *testing.T, p *Page) []string {
	t.Helper()
	var names []string
	for _, b := range p.Buttons() {
		if side, ok := strings.CutSuffix(b.Label, ": person"); ok {
			names = append(names, side)
		}
	}
	if len(names) == 0 {
		t.Fatalf("no seat buttons; the page shows: %s", p.describe())
	}
	return names
}

// waitLonger waits until the page's record has more than n steps and
// returns how many it has.
func waitLonger(t *testing.T, p *Page, n int) int {
	t.Helper()
	p.WaitFor("a step after step "+strconv.Itoa(n),
		`JSON.parse(window.pentarchy.record() || '{"steps":[]}').steps.length > `+strconv.Itoa(n))
	var rec game.Record
	if err := json.Unmarshal([]byte(p.Record()), &rec); err != nil {
		t.Fatal(err)
	}
	return len(rec.Steps)
}
