//go:build !js

package browsertest

import (
	"bytes"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestRulesFromGame opens the rules in the middle of a game on a phone,
// turns a page with a drag of a finger, and comes back to the same game
// with the same record and selection; F1 and Escape do the same.
func TestRulesFromGame(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	if !p.HasButton("Hide hints") {
		t.Errorf("a first game shows no hint to hide: %v", p.Buttons())
	}
	p.Screenshot("rules-phone-hint")
	p.ClickCell("f3")
	p.WaitSteps(1)
	p.ClickCell("h2") // a selection, which the rules must not drop
	game := p.Record()

	p.Click("Rules")
	p.WaitScene("rules")
	if got := p.Status(); got != "Rules of Phalanx" {
		t.Errorf("status %q, want Rules of Phalanx", got)
	}
	if pages := readPages(t, p, "rules-phone-phalanx", func() { p.dragUp(400) }, everyPage()); pages < 2 {
		t.Errorf("a drag did not turn the page")
	}

	p.Click("Back")
	p.WaitScene("play")
	if got := p.Record(); got != game {
		t.Fatalf("back in the game, the record is\n%s\nwant\n%s", got, game)
	}
	p.ClickCell("i3") // h2 is still selected: this moves it
	if got := p.WaitSteps(2); got[1] != "move h2-i3" {
		t.Errorf("after Back, tapping i3 played %q, want move h2-i3 (the selection kept)", got[1])
	}

	p.pressKey(kb.F1)
	p.WaitScene("rules")
	p.pressKey(kb.Escape)
	p.WaitScene("play")
}

// TestRulesPages turns the rules' pages on a desktop, opened from the
// new-game screen, with Page Down and with the wheel. With PENTARCHY_SHOTS
// set (to keep the screenshots and look at them) it reads every game's
// rules to the end, a screenshot a page, on a desktop and on a phone,
// where it opens them from a game (Source of Power's new-game screen is
// taller than a phone).
func TestRulesPages(t *testing.T) {
	screens := []struct {
		name   string
		screen Screen
	}{
		{"desktop", Screen{Width: 1920, Height: 1080}},
		{"phone", Screen{Width: 360, Height: 640, Scale: 2}},
	}
	games := []string{"Patriarchs", "Parry", "Conquid", "Phalanx", "Source of Power"}
	if !everyPage() {
		screens, games = screens[:1], games[2:4]
	}
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			p := Open(t, Serve(t, Dist(t)), sc.screen, Shots(t))
			p.WaitScene("menu")
			for i, name := range games {
				p.Click(name)
				p.WaitScene("newgame")
				from := "newgame"
				if sc.name == "phone" {
					p.Click("Start")
					p.WaitScene("play")
					from = "play"
				}
				p.Click("Rules")
				p.WaitScene("rules")
				turn := func() { p.pressKey(kb.PageDown) }
				if i%2 == 1 {
					turn = func() { p.wheel(600) }
				}
				if pages := readPages(t, p, fmt.Sprintf("rules-%s-%s", sc.name, name), turn, everyPage()); pages < 2 {
					t.Errorf("%s: turning the page changed nothing", name)
				}
				p.Click("Back")
				p.WaitScene(from)
				if from == "play" {
					p.Click("Menu")
				} else {
					p.Click("Back")
				}
				p.WaitScene("menu")
			}
		})
	}
}

// everyPage tells whether the tests read the rules to the end: when the
// screenshots are kept.
func everyPage() bool { return os.Getenv("PENTARCHY_SHOTS") != "" }

// readPages saves a screenshot of the page shown and turns the page, and
// returns how many different pages it saw: two (the first page turned)
// unless all is set, in which case it goes on until a turn changes
// nothing, the end of the document, and fails if that takes too long.
func readPages(t *testing.T, p *Page, name string, turn func(), all bool) int {
	t.Helper()
	var last []byte
	for page := 1; page <= 16; page++ {
		time.Sleep(100 * time.Millisecond) // diagrams are drawn on their first frame
		path := p.Screenshot(fmt.Sprintf("%s-%d", name, page))
		shot, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(shot, last) {
			os.Remove(path)
			return page - 1
		}
		if page == 2 && !all {
			return 2
		}
		last = shot
		turn()
	}
	t.Errorf("%s: still not at the end after 15 pages", name)
	return 16
}

// pressKey presses and releases a key.
func (p *Page) pressKey(key string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(key)); err != nil {
		p.t.Fatalf("key %q: %v", key, err)
	}
	p.settle()
}

// wheel turns the mouse wheel down by dy CSS pixels over the middle of
// the canvas. (The DevTools wheel event needs a deltaX, which its Go
// binding leaves out when it is 0; a DOM event needs none.)
func (p *Page) wheel(dy float64) {
	p.t.Helper()
	Eval[bool](p, fmt.Sprintf(`document.querySelector("canvas").dispatchEvent(new WheelEvent("wheel",
		{deltaY: %g, clientX: %d, clientY: %d, bubbles: true, cancelable: true}))`, dy, p.screen.Width/2, p.screen.Height/2))
	p.settle()
}

// dragUp drags one finger up by dy CSS pixels in the middle of the screen.
func (p *Page) dragUp(dy float64) {
	p.t.Helper()
	x, y := float64(p.screen.Width)/2, float64(p.screen.Height)*0.7
	touch := func(kind input.DispatchTouchEventType, at float64) error {
		points := []*input.TouchPoint{{X: x, Y: at}}
		if kind == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points})
		return err
	}
	err := touch(input.DispatchTouchEventTypeTouchStart, y)
	for i := 1; i <= 8 && err == nil; i++ {
		time.Sleep(16 * time.Millisecond)
		err = touch(input.DispatchTouchEventTypeTouchMove, y-dy*float64(i)/8)
	}
	if err == nil {
		err = touch(input.DispatchTouchEventTypeTouchEnd, y-dy)
	}
	if err != nil {
		p.t.Fatalf("drag: %v", err)
	}
	p.settle()
}
