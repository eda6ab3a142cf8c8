package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/storage"
)

// firstLegalSeat is a seat that plays the first legal step, after waiting
// the given number of ticks each time.
type firstLegalSeat struct{ wait, waited int }

func (*firstLegalSeat) person() bool { return false }
func (*firstLegalSeat) busy() bool   { return true }
func (*firstLegalSeat) id() string   { return "first" }

func (f *firstLegalSeat) next(pos game.Position, _ game.Record) string {
	if f.waited < f.wait {
		f.waited++
		return ""
	}
	f.waited = 0
	return game.LegalTexts(pos)[0]
}

// TestSeatsTakeTurns seats a driver as White in Phalanx: taps play only on
// Black's turn, and ticks play White's steps only once the driver has one.
func TestSeatsTakeTurns(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	r, _ := registry.Find("phalanx")
	white := &firstLegalSeat{wait: 2}
	s, err := newPlayScene(a, r, nil, []seat{personSeat{}, white})
	if err != nil {
		t.Fatal(err)
	}
	a.show(s)
	if s.tick() {
		t.Fatal("a tick on Black's (a person's) turn played a step")
	}
	a.tapCell(t, "f3")
	a.click(t, "End turn")
	if got := steps(t, a); !slices.Equal(got, []string{"add f3", "end"}) {
		t.Fatalf("record %q", got)
	}
	a.tapCell(t, "f7") // White's turn: taps do nothing
	for range white.wait {
		if s.tick() {
			t.Fatal("the driver's step came before it had one")
		}
	}
	if !s.tick() || len(steps(t, a)) != 3 {
		t.Fatalf("the driver's step was not played: %q", steps(t, a))
	}
	if slices.ContainsFunc(a.scene.buttons(), func(b *button) bool { return b.label == "End turn" }) {
		if s.byHand() {
			t.Fatal("White's turn is played by hand")
		}
	}
	if !s.busy() {
		t.Error("a busy seat does not keep frames coming")
	}
}

// TestContinue plays a step, leaves for the menu and continues: the same
// record and seats come back from the device's store.
func TestContinue(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	a.v = newView(360, 640, 2)
	a.scene.layout(a.v)
	if slices.ContainsFunc(a.scene.buttons(), func(b *button) bool { return b.label == "Continue Phalanx" }) {
		t.Fatal("Continue offered with nothing saved")
	}
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "Menu")

	b := newApp(store) // a reload
	b.v = a.v
	b.scene.layout(b.v)
	b.click(t, "Continue Phalanx")
	if got := steps(t, b); !slices.Equal(got, []string{"add f3"}) {
		t.Fatalf("continued record %q, want [add f3]", got)
	}
	b.tapCell(t, "e3")
	if got := steps(t, b); !slices.Equal(got, []string{"add f3", "add e3"}) {
		t.Fatalf("record after continuing %q", got)
	}
}

// TestContinueDamaged keeps damaged saves: the menu offers no Continue for
// them and the saved-games list marks them.
func TestContinueDamaged(t *testing.T) {
	for _, text := range []string{
		`{`,
		`{"record":{"game":"chess","steps":[]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":["add z9"]},"seats":["person","person"]}`,
		`{"record":{"game":"phalanx","steps":[]},"seats":["person"]}`,
	} {
		a := newApp(storage.Memory{gamePrefix + "1": text})
		if a.lastUnfinished() != nil {
			t.Errorf("lastUnfinished accepted %s", text)
		}
		if slices.ContainsFunc(a.scene.buttons(), func(b *button) bool { return b.label == "Continue Phalanx" }) {
			t.Errorf("menu offers Continue for %s", text)
		}
	}
}

// TestSavedGames keeps two games, lists them the last played first, goes
// on with the older one and deletes one.
func TestSavedGames(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "Menu")
	a.click(t, "Patriarchs")
	a.click(t, "Start")
	a.tapCell(t, "e3")
	a.tapCell(t, "e4")
	a.click(t, "Menu")
	a.click(t, "Saved games")
	s := a.scene.(*savedScene)
	if len(s.rows) != 2 || !strings.HasPrefix(s.rows[0].label, "Patriarchs") || !strings.HasPrefix(s.rows[1].label, "Phalanx · 1 step") {
		t.Fatalf("rows %q, %q", s.rows[0].label, s.rows[1].label)
	}
	a.click(t, s.rows[1].label)
	want(t, a, "add f3")
	a.tapCell(t, "e3")
	a.click(t, "Menu")
	if b := a.button(t, "Continue Phalanx"); b == nil {
		t.Fatal("no Continue")
	}
	a.click(t, "Saved games")
	s = a.scene.(*savedScene)
	a.click(t, s.rows[0].label)
	want(t, a, "add f3", "add e3")
	a.click(t, "Menu")
	a.click(t, "Saved games")
	s = a.scene.(*savedScene)
	tapButtons([]*button{s.deletes[0]}, s.deletes[0].r.x+1, s.deletes[0].r.y+1)
	if len(a.keptGames()) != 1 || len(s.rows) != 1 || !strings.HasPrefix(s.rows[0].label, "Patriarchs") {
		t.Fatalf("after Delete: %d kept, rows %d", len(a.keptGames()), len(s.rows))
	}
}
