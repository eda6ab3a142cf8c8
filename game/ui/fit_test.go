package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/maptable"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
)

// TestEveryScreenFits lays out the menu, every game's new-game screen and
// every game, from a 360×640 phone to a 4K monitor, and checks that every
// button is on screen (or on the page a screen too short scrolls), at
// least 44 CSS pixels each way, and clear of the other buttons and of the
// board; that the labels of the menu and the new-game screens fit their
// buttons; that a game's status card is clear of its buttons, and that the
// game bar's labels are of one size. On 360×640 and larger portrait
// screens nothing scrolls.
func TestEveryScreenFits(t *testing.T) {
	sizes := []struct{ w, h, dpr float64 }{
		{360, 640, 2}, {640, 360, 3}, {390, 844, 3}, {412, 915, 2.625}, {768, 1024, 2}, {1280, 800, 1}, {1920, 1080, 1}, {3840, 2160, 1}, {2560, 1440, 1.5},
	}
	games := []struct {
		id   string
		opts game.Options
	}{
		{"phalanx", nil}, {"patriarchs", nil}, {"parry", nil}, {"conquid", nil}, {"conquid", game.Options{"size": "large"}},
		{"source-of-power", nil}, {"source-of-power", game.Options{"players": "3"}}, {"source-of-power", game.Options{"players": "6"}},
	}
	for _, sc := range sizes {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		where := fmt.Sprintf("%v×%v@%v", sc.w, sc.h, sc.dpr)
		portrait := sc.h >= 640 && sc.h > sc.w
		checkFits(t, a, where+" menu", kit.Rect{})
		if portrait && a.scroll.on() {
			t.Errorf("%s: the menu scrolls", where)
		}
		for _, g := range games {
			a.Show(screens.NewNewGameScene(a, startGame(t, a, g.id, g.opts).Rules))
			checkFits(t, a, fmt.Sprintf("%s new %s", where, g.id), kit.Rect{})
			if portrait && a.scroll.on() {
				t.Errorf("%s: the new-game screen of %s scrolls", where, g.id)
			}
			if g.id == "source-of-power" {
				checkMapTable(t, a, fmt.Sprintf("%s map table %v", where, g.opts), portrait)
			}
			s := startGame(t, a, g.id, g.opts)
			checkFits(t, a, fmt.Sprintf("%s %s %v", where, g.id, g.opts), s.BoardR)
			checkPanel(t, a, s, fmt.Sprintf("%s %s %v", where, g.id, g.opts))
		}
	}
}

// checkPanel checks the play scene's panel: the status card clear of the
// buttons below it, and the game bar's labels all of one size and within
// their buttons.
func checkPanel(t *testing.T, a *App, s *play.PlayScene, where string) {
	t.Helper()
	f, v := a.fonts, a.v
	card := s.PanelR.Y + s.StatusCard(s.Status()).Height(f, v, s.PanelR.W)
	if top := s.ButtonsTop(); card > top+0.5 {
		t.Errorf("%s: the status card reaches %.0f, below the top of the buttons at %.0f", where, card, top)
	}
	size := kit.LabelSize(f, s.Bar[0], v)
	for _, b := range s.Bar[1:] {
		if got := kit.LabelSize(f, b, v); got != size {
			t.Errorf("%s: the game bar's %q is drawn at %.1f px, %q at %.1f px", where, b.Label, got, s.Bar[0].Label, size)
		}
	}
	// The bar's labels, and those an online game puts in its first two
	// buttons, are not cut off by their buttons' edges.
	labels := []string{kit.Tr("online.takeback"), kit.Tr("online.chat"), kit.Tr("online.codes")}
	for i, b := range s.Bar {
		checkLabel(t, where, f, v, b, b.Label)
		if i < 2 {
			checkLabel(t, where, f, v, b, labels[i])
		}
	}
	checkLabel(t, where, f, v, s.Bar[0], labels[2])
}

// checkLabel checks that label, drawn on button b as its labels are
// sized, stays within b's edges.
func checkLabel(t *testing.T, where string, f *kit.Fonts, v kit.View, b *kit.Button, label string) {
	t.Helper()
	with := *b
	with.Label, with.TextSize = label, 0
	if w := f.Face(kit.Bold, kit.LabelSize(f, &with, v)).Advance(label); w > b.R.W-v.Px(2) {
		t.Errorf("%s: %q is %.0f px wide on its button of %.0f px: cut off", where, label, w, b.R.W)
	}
}

// checkFits checks the buttons of the app's scene against the screen, each
// other and the board (an empty rect for none).
func checkFits(t *testing.T, a *App, where string, boardR kit.Rect) {
	t.Helper()
	screen, min := a.v.Screen(), a.v.Dpr*kit.TouchMin-0.5
	screen.H = max(screen.H, a.scroll.h)
	bs := a.scene.Buttons()
	var own []*kit.Button                  // a board view's own controls lie in its rectangle
	if s, ok := a.scene.(boardScene); ok { // the play scene, the map table
		b, _, _, _ := s.ShownBoard()
		if c, ok := b.(board.ControlView); ok {
			own = c.Controls()
		}
	}
	for i, b := range bs {
		r := b.R
		switch {
		case r.W < min || r.H < min:
			t.Errorf("%s: button %q is %.0f×%.0f device px, below 44 CSS px", where, b.Label, r.W, r.H)
		case r.X < 0 || r.Y < 0 || r.X+r.W > screen.W+0.5 || r.Y+r.H > screen.H+0.5:
			t.Errorf("%s: button %q is off screen: %+v", where, b.Label, r)
		case overlaps(r, boardR) && !slices.ContainsFunc(own, func(c *kit.Button) bool { return c.R == r }):
			t.Errorf("%s: button %q overlaps the board", where, b.Label)
		}
		if name := a.scene.Name(); (name == "menu" || name == "newgame") && r.W >= min {
			checkLabel(t, where, a.fonts, a.v, b, b.Label) // labels of the settings and options
		}
		for _, c := range bs[:i] {
			if overlaps(r, c.R) {
				t.Errorf("%s: buttons %q and %q overlap", where, c.Label, b.Label)
			}
		}
	}
}

// overlaps tells whether two rectangles share more than an edge.
func overlaps(p, q kit.Rect) bool {
	return p.X < q.X+q.W-0.5 && q.X < p.X+p.W-0.5 && p.Y < q.Y+q.H-0.5 && q.Y < p.Y+p.H-0.5
}

// checkMapTable opens the map table from the new-game screen on show and
// checks that it fits as every screen must, its board clear of its buttons.
func checkMapTable(t *testing.T, a *App, where string, portrait bool) {
	t.Helper()
	for _, b := range a.scene.Buttons() {
		if strings.HasPrefix(b.Label, "Map: ") {
			b.Action()
		}
	}
	table, ok := a.scene.(*maptable.Scene)
	if !ok {
		t.Fatalf("%s: no map table but %s", where, a.scene.Name())
	}
	a.layoutScene()
	_, boardR, _, _ := table.ShownBoard()
	checkFits(t, a, where, boardR)
	if portrait && a.scroll.on() {
		t.Errorf("%s: the map table scrolls", where)
	}
	if boardR.W < a.v.Px(200) && boardR.H < a.v.Px(200) {
		t.Errorf("%s: the board is only %.0f×%.0f", where, boardR.W, boardR.H)
	}
}
