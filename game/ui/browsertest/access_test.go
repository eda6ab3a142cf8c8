//go:build !js

package browsertest

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pentarchy/game"
)

// TestPhalanxByKeyboard plays the scripted game of Phalanx with the
// keyboard alone, from the title menu to the game-over banner: Tab and
// Enter on the menu, Enter to start, the arrows and Enter on the board,
// Escape and Enter (the main action, End turn) to end a turn; at the end
// Ctrl+Z and Ctrl+Y undo and redo the last step. Every step
// makes a sound, none before the first key, and the audio is suspended
// a few seconds after the sounds have ended.
func TestPhalanxByKeyboard(t *testing.T) {
	t.Run("script", TestPhalanxScript)
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	p.WaitScene("menu")
	p.listenToAudio()
	if n := Eval[int](p, "window.audioSpy.contexts.length"); n != 0 {
		t.Errorf("%d audio contexts before the first key, want none", n)
	}
	keyboardGame(t, p, "keys")
	if n := Eval[int](p, "window.audioSpy.starts"); n < len(phalanxGame) {
		t.Errorf("%d sounds for %d steps", n, len(phalanxGame))
	}
	p.WaitFor("the audio suspended after the last sound", `window.audioSpy.contexts.every(c => c.state === "suspended")`)
	keyboardAfterGame(p)
}

// TestKeyboardOtherEngines plays the same game by keyboard in Firefox and
// in WebKitGTK.
func TestKeyboardOtherEngines(t *testing.T) {
	t.Run("script", TestPhalanxScript)
	for _, name := range []string{"firefox", "webkit"} {
		t.Run(name, func(t *testing.T) {
			e := openEngine(t, name, Serve(t, Dist(t)))
			waitScene(e, "menu")
			keyboardGame(t, e, name+"-keys")
			keyboardAfterGame(e)
		})
	}
}

// keyboardGame plays the scripted game of Phalanx by keyboard from the
// menu to its end.
func keyboardGame(t *testing.T, e Engine, shot string) {
	t.Helper()
	for range 4 { // Patriarchs, Parry, Conquid, Phalanx
		e.PressKey("Tab")
	}
	e.Screenshot(shot + "-menu-focus")
	e.PressKey("Enter")
	waitScene(e, "newgame")
	e.PressKey("Enter") // Start, the main button
	waitScene(e, "play")
	c := &keyCursor{e: e, shot: shot}
	for i, step := range phalanxGame {
		c.play(t, step)
		waitStepsOn(e, i+1)
		if got := recordOf(t, e).Steps; got[i] != step {
			t.Fatalf("step %d: the record has %q, want %q", i+1, got[i], step)
		}
	}
	if got := recordOf(t, e); !slices.Equal(got.Steps, phalanxGame) || len(got.Options) != 0 {
		t.Errorf("record() = %+v, want the scripted game", got)
	}
	if status := statusOf(t, e); !strings.HasPrefix(status, "Black wins") {
		t.Errorf("status at the end = %q, want Black winning", status)
	}
}

// keyboardAfterGame undoes and redoes the last step with Ctrl+Z and
// Ctrl+Y, starts a new game with Enter and goes back to the menu with
// Escape.
func keyboardAfterGame(e Engine) {
	e.PressKey("Control+z") // Undo
	waitStepsOn(e, len(phalanxGame)-1)
	e.PressKey("Control+y") // Redo
	waitStepsOn(e, len(phalanxGame))
	e.PressKey("Enter") // New game, the main button once the game is over
	e.WaitFor("a new game", `window.pentarchy.record() === '{"game":"phalanx","options":{},"steps":[]}'`)
	e.PressKey("Escape")
	waitScene(e, "menu")
}

// listenToAudio reloads the page with a spy on Web Audio: it counts the
// audio contexts made (window.audioSpy.contexts) and the sounds started
// (window.audioSpy.starts).
func (p *Page) listenToAudio() {
	p.t.Helper()
	const spy = `window.audioSpy = {contexts: [], starts: 0};
		const Context = window.AudioContext;
		window.AudioContext = class extends Context {
			constructor(...args) { super(...args); window.audioSpy.contexts.push(this); }
		};
		const start = AudioBufferSourceNode.prototype.start;
		AudioBufferSourceNode.prototype.start = function (...args) {
			window.audioSpy.starts++;
			return start.apply(this, args);
		};`
	_, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: spy})
	if err == nil {
		err = chromedp.Do(p.ctx, chromedp.Reload())
	}
	if err != nil {
		p.t.Fatalf("spy on audio: %v", err)
	}
	p.WaitScene("menu")
}

// keyCursor plays Phalanx steps with keys, keeping track of the board
// cursor as the app moves it: the first arrow shows it (on e5 at first,
// then where it was), every other arrow moves it one point.
type keyCursor struct {
	e          Engine
	shot       string // the screenshot's name before a push
	shown      bool
	file, rank int
}

// play plays one step: the cursor to each point of the step and Enter, or
// for "end", Escape (the cursor hides) and Enter (End turn).
func (c *keyCursor) play(t *testing.T, step string) {
	t.Helper()
	verb, rest, _ := strings.Cut(step, " ")
	if verb == "end" {
		c.e.PressKey("Escape")
		c.e.PressKey("Enter")
		c.shown = false
		return
	}
	for i, sq := range strings.Split(rest, "-") {
		c.walk(t, sq)
		if step == pushShot && i == 1 {
			c.e.Screenshot(c.shot + "-push")
		}
		c.e.PressKey("Enter")
	}
}

// walk moves the cursor to a point with the arrows.
func (c *keyCursor) walk(t *testing.T, sq string) {
	t.Helper()
	arrow := func(key string, df, dr int) {
		c.e.PressKey(key)
		if c.shown {
			c.file, c.rank = min(8, max(0, c.file+df)), min(8, max(0, c.rank+dr))
		} else if c.file == 0 && c.rank == 0 {
			c.file, c.rank = 4, 4 // e5, the middle of the board
		}
		c.shown = true
	}
	f, r, ok := game.ParseSquare(sq)
	if !ok {
		t.Fatalf("bad square %q", sq)
	}
	if !c.shown {
		arrow("ArrowUp", 0, 0)
	}
	for c.file != f || c.rank != r {
		switch {
		case c.file < f:
			arrow("ArrowRight", 1, 0)
		case c.file > f:
			arrow("ArrowLeft", -1, 0)
		case c.rank < r:
			arrow("ArrowUp", 0, 1)
		default:
			arrow("ArrowDown", 0, -1)
		}
	}
}

// TestThemes takes screenshots of the menu and a game in each theme on a
// phone and a desktop, and checks that the page's background is the
// theme's. The first theme is the one the system asks for (the phone
// prefers a dark scheme, the desktop more contrast); the menu's Theme
// button then steps through the others. The game shows a selected stone
// with its targets, the last action and the keyboard cursor.
func TestThemes(t *testing.T) {
	backgrounds := map[string]color.RGBA{
		"Dark": {0x1c, 0x20, 0x29, 0xff}, "Light": {0xf4, 0xf1, 0xea, 0xff}, "High contrast": {0, 0, 0, 0xff},
	}
	for _, sc := range []struct {
		name    string
		screen  Screen
		prefers *emulation.MediaFeature
		themes  []string
	}{
		{"phone", Screen{Width: 360, Height: 640, Scale: 2, Touch: true},
			&emulation.MediaFeature{Name: "prefers-color-scheme", Value: "dark"}, []string{"Dark", "Light", "High contrast"}},
		{"desktop", Screen{Width: 1920, Height: 1080},
			&emulation.MediaFeature{Name: "prefers-contrast", Value: "more"}, []string{"High contrast", "Dark", "Light"}},
	} {
		p := Open(t, Serve(t, Dist(t)), sc.screen, Shots(t))
		p.WaitScene("menu")
		_, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{sc.prefers}})
		if err == nil {
			err = chromedp.Do(p.ctx, chromedp.Reload())
		}
		if err != nil {
			t.Fatalf("emulate %s: %v", sc.prefers.Name, err)
		}
		p.WaitScene("menu")
		for _, theme := range sc.themes {
			label := "Theme: " + theme
			if !p.HasButton(label) {
				t.Fatalf("%s: no button %q; the page shows: %s", sc.name, label, p.describe())
			}
			name := sc.name + "-" + strings.ToLower(strings.ReplaceAll(theme, " ", "-"))
			checkBackground(t, p.Screenshot(name+"-menu"), backgrounds[theme])
			p.Click("Phalanx")
			p.WaitScene("newgame")
			p.Click("Start")
			p.WaitScene("play")
			p.ClickCell("f3")
			p.ClickCell("h2")
			p.Key(kb.ArrowLeft)
			checkBackground(t, p.Screenshot(name+"-phalanx"), backgrounds[theme])
			p.Click("Menu")
			p.WaitScene("menu")
			p.Click(label)
		}
	}
}

// checkBackground checks that the top-left pixel of a screenshot is the
// theme's background.
func checkBackground(t *testing.T, path string, want color.RGBA) {
	t.Helper()
	img := decodePNGFile(t, path)
	if got := color.RGBAModel.Convert(img.At(1, 1)).(color.RGBA); got != want {
		t.Errorf("%s: background %v, want %v", path, got, want)
	}
}
