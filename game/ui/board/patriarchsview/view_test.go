package patriarchsview_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/patriarchs"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board/patriarchsview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// newGame shows a new game of Patriarchs, both sides by hand, on a screen
// of w×h CSS pixels at device pixel ratio dpr.
func newGame(t *testing.T, w, h, dpr float64) (*scenetest.Host, *play.PlayScene) {
	t.Helper()
	host := scenetest.New(t, w, h, dpr)
	r, _ := registry.Find("patriarchs")
	s, err := play.NewPlayScene(host, r, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	host.Show(s)
	return host, s
}

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
func reserveButton(t *testing.T, s *play.PlayScene, kind string) string {
	t.Helper()
	p := s.Pos.(*patriarchs.Position)
	for _, k := range patriarchs.ReserveKinds() {
		if k.String() == kind {
			return patriarchsview.ReserveLabel(k, p.Reserve(p.Side(), k))
		}
	}
	t.Fatalf("no reserve kind %q", kind)
	return ""
}

// TestPatriarchsTaps plays the script by taps, deploying the reserve
// first and the square first in turn, after taps that must play nothing.
func TestPatriarchsTaps(t *testing.T) {
	a, s := newGame(t, 360, 640, 2)
	if s := a.Status(); s != "Blue to act — act 1 of 1" {
		t.Fatalf("status at the start: %q", s)
	}
	for _, c := range []string{"e5", "e8", "e2", "e2", "e3", "a1", "d3", "d3"} {
		a.TapCell(c) // nothing legal, selections and their undoing
	}
	if got := s.Rec.Steps; len(got) != 0 {
		t.Fatalf("idle taps played %q", got)
	}
	for i, step := range patriarchsScript {
		verb, rest, _ := strings.Cut(step, " ")
		switch verb {
		case "move":
			from, to, _ := strings.Cut(rest, "-")
			a.TapCell(from)
			a.TapCell(to)
		case "deploy":
			kind, sq, _ := strings.Cut(rest, " ")
			if i%2 == 0 {
				a.Click(reserveButton(t, s, kind))
				a.TapCell(sq)
			} else {
				a.TapCell(sq)
				a.Click(reserveButton(t, s, kind))
			}
		}
		if got := s.Rec.Steps; !slices.Equal(got, patriarchsScript[:i+1]) {
			t.Fatalf("after %q: record %q", step, got)
		}
	}
	if s := a.Status(); s != "Blue wins — patriarch captured" {
		t.Errorf("status at the end: %q", s)
	}
}

// TestPatriarchsSpentAndPass checks that the spent unit cannot be selected
// and that Pass is offered only as the one legal step.
func TestPatriarchsSpentAndPass(t *testing.T) {
	a, s := newGame(t, 1920, 1080, 1)
	for _, step := range []string{"deploy cardinal d3", "move e7-e6"} {
		s.Play(step)
	}
	if st := a.Status(); st != "Red to act — act 2 of 2" {
		t.Errorf("status in act 2: %q", st)
	}
	a.TapCell("e6")
	if pv := s.Board.(*patriarchsview.PatriarchsView); pv.Selected() != "" {
		t.Errorf("the spent unit on e6 was selected")
	}
	for _, b := range s.Buttons() {
		if b.Label == "Pass" {
			t.Errorf("Pass offered with %d legal steps", len(s.Legal))
		}
	}
	// Rules scenario T13: Blue's spent Patriarch is its only unit.
	pos, err := patriarchs.Rules{}.ParsePosition(nil, "9/2c1p4/9/9/9/9/4P4/9/9 b 2 e3 - 21")
	if err != nil {
		t.Fatal(err)
	}
	s.Pos, s.Legal = pos, []string{"pass"}
	if st := a.Status(); !strings.HasSuffix(st, "act 2 of 2") {
		t.Errorf("status before the pass: %q", st)
	}
	a.Click("Pass")
	if got := s.Rec.Steps; got[len(got)-1] != "pass" || s.Pos.(*patriarchs.Position).Side() != patriarchs.Red {
		t.Errorf("after Pass: record %q", got)
	}
}

// TestPatriarchsLayouts checks on a phone and a desktop that the reserve
// chips are big enough to tap and lie in the panel, clear of the board,
// the status card and the buttons.
func TestPatriarchsLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}, {320, 568, 2}, {640, 360, 3}} {
		a, s := newGame(t, sc.w, sc.h, sc.dpr)
		pv := s.Board.(*patriarchsview.PatriarchsView)
		st := s.Board.Status(s.Pos)
		cardBottom := s.PanelR.Y + kit.Card{Heading: st.Text, Body: st.Detail, Token: func(*ebiten.Image, float64, float64, float64) {}}.Height(a.Fonts(), a.View(), s.PanelR.W)
		for _, pl := range []int{patriarchs.Blue, patriarchs.Red} {
			for _, k := range patriarchs.ReserveKinds() {
				r := pv.Chip(pl, k)
				if r.W < a.View().Dpr*kit.TouchMin || r.H < a.View().Dpr*kit.TouchMin {
					t.Errorf("%v×%v: chip %v %v is %.0f×%.0f device px", sc.w, sc.h, pl, k, r.W, r.H)
				}
				if !inside(r, s.PanelR) || r.Y < cardBottom || r.Y+r.H > s.Menu.R.Y {
					t.Errorf("%v×%v: chip %v %v at %+v is not in the panel %+v between the card (bottom %.0f) and the buttons", sc.w, sc.h, pl, k, r, s.PanelR, cardBottom)
				}
			}
		}
	}
}

// inside tells whether r lies within outer.
func inside(r, outer kit.Rect) bool {
	const e = 1e-6 // rounding in the layout's sums
	return r.X >= outer.X-e && r.Y >= outer.Y-e && r.X+r.W <= outer.X+outer.W+e && r.Y+r.H <= outer.Y+outer.H+e
}

// TestPatriarchsAnimation checks what the animations of the script's steps
// start from and aim at: a deploy glides from its reserve chip, a capture
// sends the taken Support into the captor's Support chip, and the taken
// Patriarch shrinks where it stood.
func TestPatriarchsAnimation(t *testing.T) {
	_, s := newGame(t, 360, 640, 2)
	pv := s.Board.(*patriarchsview.PatriarchsView)
	p := s.Pos.(*patriarchs.Position)
	pv.Notice(p, "")
	if pv.Animation() != nil {
		t.Fatal("an animation at the start")
	}
	centre := func(name string) input.Point {
		x, y, _ := pv.G.Named(name)
		return input.Point{X: x, Y: y}
	}
	for i, step := range patriarchsScript {
		s.Play(step)
		pv.Notice(p, step)
		an := pv.Animation()
		if an == nil {
			t.Fatalf("no animation after %q", step)
		}
		switch i {
		case 0:
			chip := pv.Chip(patriarchs.Blue, patriarchs.Cardinal)
			if !chip.Contains(an.From.X, an.From.Y) || an.To != centre("d3") || an.Taken.Kind != patriarchs.NoKind {
				t.Errorf("deploy: %+v, want from the Cardinal chip %+v to d3", an, chip)
			}
		case 3:
			chip := pv.Chip(patriarchs.Blue, patriarchs.Support)
			want := patriarchs.Unit{Kind: patriarchs.Support, Player: patriarchs.Red}
			if an.From != centre("d3") || an.To != centre("d6") || an.Taken != want || !chip.Contains(an.TakenTo.X, an.TakenTo.Y) {
				t.Errorf("capture: %+v, want d3 to d6 and a Red Support into the chip %+v", an, chip)
			}
		case len(patriarchsScript) - 1:
			want := patriarchs.Unit{Kind: patriarchs.Patriarch, Player: patriarchs.Red}
			if an.Taken != want || an.TakenTo != centre("e8") || an.TakenEnd != 0 {
				t.Errorf("Patriarch capture: %+v", an)
			}
		}
	}
}
