package ui

import (
	"fmt"
	"slices"
	"testing"

	"pentarchy/game"
)

// TestEveryScreenFits lays out the menu, every game's new-game screen and
// every game, from a 360×640 phone to a 4K monitor, and checks that every
// button is on screen (or on the page a screen too short scrolls), at
// least 44 CSS pixels each way, and clear of the other buttons and of the
// board. On 360×640 and larger portrait screens nothing scrolls.
func TestEveryScreenFits(t *testing.T) {
	screens := []struct{ w, h, dpr float64 }{
		{360, 640, 2}, {640, 360, 3}, {412, 915, 2.625}, {768, 1024, 2}, {1920, 1080, 1}, {3840, 2160, 1}, {2560, 1440, 1.5},
	}
	games := []struct {
		id   string
		opts game.Options
	}{
		{"phalanx", nil}, {"patriarchs", nil}, {"parry", nil}, {"conquid", nil}, {"conquid", game.Options{"size": "large"}},
		{"source-of-power", nil}, {"source-of-power", game.Options{"players": "3"}},
	}
	for _, sc := range screens {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		where := fmt.Sprintf("%v×%v@%v", sc.w, sc.h, sc.dpr)
		portrait := sc.h >= 640 && sc.h > sc.w
		checkFits(t, a, where+" menu", rect{})
		if portrait && a.scroll.on() {
			t.Errorf("%s: the menu scrolls", where)
		}
		for _, g := range games {
			a.show(newNewGameScene(a, startGame(t, a, g.id, g.opts).rules))
			checkFits(t, a, fmt.Sprintf("%s new %s", where, g.id), rect{})
			if portrait && a.scroll.on() {
				t.Errorf("%s: the new-game screen of %s scrolls", where, g.id)
			}
			s := startGame(t, a, g.id, g.opts)
			checkFits(t, a, fmt.Sprintf("%s %s %v", where, g.id, g.opts), s.boardR)
		}
	}
}

// checkFits checks the buttons of the app's scene against the screen, each
// other and the board (an empty rect for none).
func checkFits(t *testing.T, a *App, where string, board rect) {
	t.Helper()
	screen, min := a.v.screen(), a.v.dpr*touchMin-0.5
	screen.h = max(screen.h, a.scroll.h)
	bs := a.scene.buttons()
	var own []*button // a board view's own controls lie in its rectangle
	if s, ok := a.scene.(*playScene); ok {
		if c, ok := s.board.(controlView); ok {
			own = c.controls()
		}
	}
	for i, b := range bs {
		r := b.r
		switch {
		case r.w < min || r.h < min:
			t.Errorf("%s: button %q is %.0f×%.0f device px, below 44 CSS px", where, b.label, r.w, r.h)
		case r.x < 0 || r.y < 0 || r.x+r.w > screen.w+0.5 || r.y+r.h > screen.h+0.5:
			t.Errorf("%s: button %q is off screen: %+v", where, b.label, r)
		case overlaps(r, board) && !slices.ContainsFunc(own, func(c *button) bool { return c.r == r }):
			t.Errorf("%s: button %q overlaps the board", where, b.label)
		}
		for _, c := range bs[:i] {
			if overlaps(r, c.r) {
				t.Errorf("%s: buttons %q and %q overlap", where, c.label, b.label)
			}
		}
	}
}

// overlaps tells whether two rectangles share more than an edge.
func overlaps(p, q rect) bool {
	return p.x < q.x+q.w-0.5 && q.x < p.x+p.w-0.5 && p.y < q.y+q.h-0.5 && q.y < p.y+p.h-0.5
}
