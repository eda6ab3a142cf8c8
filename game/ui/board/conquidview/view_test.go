package conquidview_test

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/ui/board/conquidview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// startConquid shows a new Conquid game of the given size on a screen
// of w×h CSS pixels at device pixel ratio dpr, both sides by hand.
func startConquid(t *testing.T, w, h, dpr float64, size string) (*scenetest.Host, *play.PlayScene) {
	t.Helper()
	host := scenetest.New(t, w, h, dpr)
	s, err := play.NewPlayScene(host, conquid.Rules{}, game.Options{"size": size}, nil)
	if err != nil {
		t.Fatal(err)
	}
	host.Show(s)
	return host, s
}

// TestConquidTurn plays an Acquire, previews and cancels a Conquer, and
// points at an illegal Vanquish block, all by taps.
func TestConquidTurn(t *testing.T) {
	a, s := startConquid(t, 360, 640, 2, "small")
	if s := a.Status(); s != "Red to move — choose an action" {
		t.Fatalf("status %q", s)
	}
	a.TapCell("a1") // no action chosen: nothing
	a.Click("Acquire")
	for i, c := range []string{"e4", "f4", "f4", "g4", "h4"} { // e4 is the HQ, f4 twice
		a.TapCell(c)
		if i == 2 && a.Status() != "Red: Acquire 2 of 3" {
			t.Errorf("after f4: status %q", a.Status())
		}
	}
	if got := s.Rec.Steps; !slices.Equal(got, []string{"acquire f4", "acquire g4", "acquire h4"}) {
		t.Fatalf("record %q", got)
	}
	a.Click("Conquer")
	if s := a.Status(); s != "Blue: Conquer takes 0 cells" {
		t.Errorf("conquer preview: %q", s)
	}
	a.Click("Cancel")
	a.Click("Vanquish")
	a.TapCell("f3")
	if s := a.Status(); !strings.Contains(s, "Vanquish f3–i6 — not allowed") {
		t.Errorf("vanquish preview: %q", s)
	}
	a.TapCell("f3") // a second tap on an illegal block plays nothing
	if len(s.Rec.Steps) != 3 {
		t.Errorf("record %q", s.Rec.Steps)
	}
}

// TestConquidLayouts checks the large board on a phone and a desktop: it
// keeps its shape, stays on screen clear of the panel's buttons, zooms to
// cells of at least 28 CSS pixels, and the zoom buttons are big enough.
func TestConquidLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}, {640, 360, 3}} {
		for _, size := range []string{"small", "medium", "large"} {
			a, s := startConquid(t, sc.w, sc.h, sc.dpr, size)
			cv := s.Board.(*conquidview.ConquidView)
			cam := cv.Camera()
			if w, h := cam.Size(); w > cam.Port.W || h > cam.Port.H || (w < cam.Port.W-1 && h < cam.Port.H-1) {
				t.Errorf("%v×%v %s: board %v×%v in port %+v", sc.w, sc.h, size, w, h, cam.Port)
			}
			if most := cam.Fit * cam.Most / (a.View().Dpr * a.View().Zoom); most < 28 && cam.Zoomable() || !cam.Zoomable() && cam.Fit/a.View().Dpr < 28 {
				t.Errorf("%v×%v %s: cells reach only %.1f CSS px", sc.w, sc.h, size, most)
			}
			screen := a.View().Screen()
			for _, b := range s.Buttons() {
				r := b.R
				if r.W < a.View().Dpr*kit.TouchMin-0.5 || r.H < a.View().Dpr*kit.TouchMin-0.5 {
					t.Errorf("%v×%v %s: button %q is %.0f×%.0f", sc.w, sc.h, size, b.Label, r.W, r.H)
				}
				if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W || r.Y+r.H > screen.H {
					t.Errorf("%v×%v %s: button %q off screen", sc.w, sc.h, size, b.Label)
				}
				if p := cam.Port; r.X < p.X+p.W && p.X < r.X+r.W && r.Y < p.Y+p.H && p.Y < r.Y+r.H {
					t.Errorf("%v×%v %s: button %q covers the cells", sc.w, sc.h, size, b.Label)
				}
			}
		}
	}
}

// TestConquidZoomControlsAreDrawn checks that the play scene draws the zoom
// buttons it reports for a large board on a phone, not only their taps.
func TestConquidZoomControlsAreDrawn(t *testing.T) {
	_, s := startConquid(t, 360, 640, 2, "large")
	drawn := s.DrawnButtons()
	for _, label := range []string{"Zoom in", "Zoom out", "Fit"} {
		if !slices.ContainsFunc(drawn, func(b *kit.Button) bool { return b.Label == label }) {
			t.Errorf("button %q is not drawn", label)
		}
	}
}

// TestConquidGesture checks that a drag pans the zoomed board only when it
// began on the cells, and that the wheel zooms about the pointer.
func TestConquidGesture(t *testing.T) {
	a, s := startConquid(t, 360, 640, 2, "large")
	cv := s.Board.(*conquidview.ConquidView)
	a.Click("Zoom in")
	x0, y0 := cv.Camera().Center(20, 10)
	if s.Gesture(input.Gesture{Pan: input.Point{X: 40, Y: 0}, From: input.Point{X: 1, Y: 1}, Zoom: 1}) {
		t.Error("a drag that began off the board moved it")
	}
	in := input.Point{X: cv.Camera().Port.X + 10, Y: cv.Camera().Port.Y + 10}
	if !s.Gesture(input.Gesture{Pan: input.Point{X: 40, Y: 0}, From: in, Zoom: 1}) {
		t.Fatal("a drag on the board did not move it")
	}
	if x, y := cv.Camera().Center(20, 10); x != x0+40 || y != y0 {
		t.Errorf("a 40-px drag moved u11 from %v,%v to %v,%v", x0, y0, x, y)
	}
	f, r, _ := cv.Camera().At(in.X, in.Y)
	s.Gesture(input.Gesture{Zoom: input.WheelStep, Focus: in})
	if f2, r2, _ := cv.Camera().At(in.X, in.Y); f2 != f || r2 != r {
		t.Errorf("the wheel moved the cell under the pointer from %d,%d to %d,%d", f, r, f2, r2)
	}
}

// TestConquidVanquishTaps sets up scenario T6 of the rules (Red may
// vanquish f1) and vanquishes by two taps on the block's corner after a
// look at an illegal block.
func TestConquidVanquishTaps(t *testing.T) {
	a, s := startConquid(t, 360, 640, 2, "small")
	pos, err := conquid.Rules{}.ParsePosition(nil,
		"............../............../....rr......../....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0")
	if err != nil {
		t.Fatal(err)
	}
	s.Pos, s.Legal = pos, game.LegalTexts(pos)
	a.Click("Vanquish")
	a.TapCell("g1")
	if st := s.Board.Status(pos); !strings.HasSuffix(st.Text, "not allowed") || !strings.Contains(st.Detail, "not all one colour") {
		t.Errorf("block g1: %q / %q", st.Text, st.Detail)
	}
	a.TapCell("f1")
	if st := a.Status(); st != "Red: Vanquish f1–i4 — allowed" {
		t.Errorf("block f1: %q", st)
	}
	a.TapCell("f1")
	if got := s.Rec.Steps; !slices.Equal(got, []string{"vanquish f1"}) {
		t.Errorf("record %q", got)
	}
}
