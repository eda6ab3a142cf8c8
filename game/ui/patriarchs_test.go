package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/patriarchs"
)

// patriarchsScript is a short game: a deploy, a capturing slide, the
// captured Support deployed, a plain slide and a Patriarch captured.
var patriarchsScript = []string{
	"deploy cardinal d3",
	"move e7-d6", "move f8-g7",
	"move d3-d6", "deploy support d3",
	"move g7-h7", "move d8-c8",
	"move d6-d8", "move e3-e4",
	"move h7-h6", "move c8-b8",
	"move d8-e8",
}

// reserveButton returns the label of the reserve control of kind in the
// current position of the play scene: "Cardinal ×2".
func reserveButton(t *testing.T, a *App, kind string) string {
	t.Helper()
	p := a.scene.(*playScene).pos.(*patriarchs.Position)
	for _, k := range patriarchs.ReserveKinds() {
		if k.String() == kind {
			return reserveLabel(k, p.Reserve(p.Side(), k))
		}
	}
	t.Fatalf("no reserve kind %q", kind)
	return ""
}

// TestPatriarchsTaps plays the script by taps, deploying the reserve
// first and the square first in turn, after taps that must play nothing.
func TestPatriarchsTaps(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Patriarchs")
	a.click(t, "Start")
	if s := a.snapshot().status; s != "Blue to act — act 1 of 1" {
		t.Fatalf("status at the start: %q", s)
	}
	for _, c := range []string{"e5", "e8", "e2", "e2", "e3", "a1", "d3", "d3"} {
		a.tapCell(t, c) // nothing legal, selections and their undoing
	}
	if got := steps(t, a); len(got) != 0 {
		t.Fatalf("idle taps played %q", got)
	}
	for i, step := range patriarchsScript {
		verb, rest, _ := strings.Cut(step, " ")
		switch verb {
		case "move":
			from, to, _ := strings.Cut(rest, "-")
			a.tapCell(t, from)
			a.tapCell(t, to)
		case "deploy":
			kind, sq, _ := strings.Cut(rest, " ")
			if i%2 == 0 {
				a.click(t, reserveButton(t, a, kind))
				a.tapCell(t, sq)
			} else {
				a.tapCell(t, sq)
				a.click(t, reserveButton(t, a, kind))
			}
		}
		if got := steps(t, a); !slices.Equal(got, patriarchsScript[:i+1]) {
			t.Fatalf("after %q: record %q", step, got)
		}
	}
	if s := a.snapshot().status; s != "Blue wins — patriarch captured" {
		t.Errorf("status at the end: %q", s)
	}
}

// TestPatriarchsSpentAndPass checks that the spent unit cannot be selected
// and that Pass is offered only as the one legal step.
func TestPatriarchsSpentAndPass(t *testing.T) {
	a := newTestApp(t, 1920, 1080, 1)
	a.click(t, "Patriarchs")
	a.click(t, "Start")
	s := a.scene.(*playScene)
	for _, step := range []string{"deploy cardinal d3", "move e7-e6"} {
		s.play(step)
	}
	if st := a.snapshot().status; st != "Red to act — act 2 of 2" {
		t.Errorf("status in act 2: %q", st)
	}
	a.tapCell(t, "e6")
	if pv := s.board.(*patriarchsView); pv.sel != "" {
		t.Errorf("the spent unit on e6 was selected")
	}
	for _, b := range a.scene.buttons() {
		if b.label == "Pass" {
			t.Errorf("Pass offered with %d legal steps", len(s.legal))
		}
	}
	// Rules scenario T13: Blue's spent Patriarch is its only unit.
	pos, err := patriarchs.Rules{}.ParsePosition(nil, "9/2c1p4/9/9/9/9/4P4/9/9 b 2 e3 - 21")
	if err != nil {
		t.Fatal(err)
	}
	s.pos, s.legal = pos, []string{"pass"}
	if st := a.snapshot().status; !strings.HasSuffix(st, "act 2 of 2") {
		t.Errorf("status before the pass: %q", st)
	}
	a.click(t, "Pass")
	if got := s.rec.Steps; got[len(got)-1] != "pass" || s.pos.(*patriarchs.Position).Side() != patriarchs.Red {
		t.Errorf("after Pass: record %q", got)
	}
}

// TestPatriarchsLayouts checks on a phone and a desktop that the reserve
// chips are big enough to tap and lie in the panel, clear of the board,
// the status card and the buttons.
func TestPatriarchsLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}, {320, 568, 2}, {640, 360, 3}} {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		a.click(t, "Patriarchs")
		a.click(t, "Start")
		s := a.scene.(*playScene)
		pv := s.board.(*patriarchsView)
		st := s.board.status(s.pos)
		cardBottom := s.panelR.y + card{heading: st.text, body: st.detail, token: func(*ebiten.Image, float64, float64, float64) {}}.height(a.fonts, a.v, s.panelR.w)
		for _, pl := range []int{patriarchs.Blue, patriarchs.Red} {
			for _, k := range patriarchs.ReserveKinds() {
				r := pv.res.chip(pl, k)
				if r.w < a.v.dpr*touchMin || r.h < a.v.dpr*touchMin {
					t.Errorf("%v×%v: chip %v %v is %.0f×%.0f device px", sc.w, sc.h, pl, k, r.w, r.h)
				}
				if !inside(r, s.panelR) || r.y < cardBottom || r.y+r.h > s.menu.r.y {
					t.Errorf("%v×%v: chip %v %v at %+v is not in the panel %+v between the card (bottom %.0f) and the buttons", sc.w, sc.h, pl, k, r, s.panelR, cardBottom)
				}
			}
		}
	}
}

// inside tells whether r lies within outer.
func inside(r, outer rect) bool {
	const e = 1e-6 // rounding in the layout's sums
	return r.x >= outer.x-e && r.y >= outer.y-e && r.x+r.w <= outer.x+outer.w+e && r.y+r.h <= outer.y+outer.h+e
}

// TestPatriarchsAnimation checks what the animations of the script's steps
// start from and aim at: a deploy glides from its reserve chip, a capture
// sends the taken Support into the captor's Support chip, and the taken
// Patriarch shrinks where it stood.
func TestPatriarchsAnimation(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Patriarchs")
	a.click(t, "Start")
	s := a.scene.(*playScene)
	pv := s.board.(*patriarchsView)
	p := s.pos.(*patriarchs.Position)
	pv.notice(p, "")
	if pv.anim != nil {
		t.Fatal("an animation at the start")
	}
	centre := func(name string) point {
		x, y, _ := pv.g.named(name)
		return point{x, y}
	}
	for i, step := range patriarchsScript {
		s.play(step)
		pv.notice(p, step)
		an := pv.anim
		if an == nil {
			t.Fatalf("no animation after %q", step)
		}
		switch i {
		case 0:
			chip := pv.res.chip(patriarchs.Blue, patriarchs.Cardinal)
			if !chip.contains(an.from.x, an.from.y) || an.to != centre("d3") || an.taken.Kind != patriarchs.NoKind {
				t.Errorf("deploy: %+v, want from the Cardinal chip %+v to d3", an, chip)
			}
		case 3:
			chip := pv.res.chip(patriarchs.Blue, patriarchs.Support)
			want := patriarchs.Unit{Kind: patriarchs.Support, Player: patriarchs.Red}
			if an.from != centre("d3") || an.to != centre("d6") || an.taken != want || !chip.contains(an.takenTo.x, an.takenTo.y) {
				t.Errorf("capture: %+v, want d3 to d6 and a Red Support into the chip %+v", an, chip)
			}
		case len(patriarchsScript) - 1:
			want := patriarchs.Unit{Kind: patriarchs.Patriarch, Player: patriarchs.Red}
			if an.taken != want || an.takenTo != centre("e8") || an.takenEnd != 0 {
				t.Errorf("Patriarch capture: %+v", an)
			}
		}
	}
}
