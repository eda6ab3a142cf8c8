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
// reads them to the end with drags of a finger, and comes back to the same
// game with the same record.
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
	readPages(t, p, "rules-phone-phalanx", func() { p.dragUp(400) })

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

// TestRulesPages shows the rules, turned page by page with Page Down and
// the wheel, and saves a screenshot of each page: on a desktop from the
// new-game screen, on a phone from a game. With PENTARCHY_SHOTS set (to
// keep the screenshots, to look at them) it reads every game's rules;
// otherwise two games', which is enough to test paging.
func TestRulesPages(t *testing.T) {
	games := []string{"Patriarchs", "Parry", "Conquid", "Phalanx", "Source of Power"}
	if os.Getenv("PENTARCHY_SHOTS") == "" {
		games = games[2:4]
	}
	for _, sc := range []struct {
		name   string
		screen Screen
	}{
		{"desktop", Screen{Width: 1920, Height: 1080}},
		{"phone", Screen{Width: 360, Height: 640, Scale: 2}},
	} {
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
				readPages(t, p, fmt.Sprintf("rules-%s-%s", sc.name, name), turn)
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

// readPages saves a screenshot of the page shown, turns the page, and so
// on until a turn changes nothing: the end of the document. It fails if
// that takes more than a few pages or the first turn moves nothing.
func readPages(t *testing.T, p *Page, name string, turn func()) {
	t.Helper()
	var last []byte
	for page := 1; page <= 16; page++ {
		time.Sleep(100 * time.Millisecond) // diagrams are drawn on their first frame
		shot, err := os.ReadFile(p.Screenshot(fmt.Sprintf("%s-%d", name, page)))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(shot, last) {
			if page == 2 {
				t.Errorf("%s: turning the first page changed nothing", name)
			}
			os.Remove(p.Screenshot(fmt.Sprintf("%s-%d", name, page)))
			return
		}
		last = shot
		turn()
	}
	t.Errorf("%s: still not at the end after 15 pages", name)
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
