package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// startConquid opens a Conquid game of the given size on a w×h screen.
func startConquid(t *testing.T, w, h, dpr float64, size string) *App {
	t.Helper()
	a := newTestApp(t, w, h, dpr)
	a.click(t, "Conquid")
	for i := 0; i < 3 && !slices.ContainsFunc(a.scene.buttons(), func(b *button) bool { return b.label == "Board size: "+size }); i++ {
		a.click(t, a.scene.buttons()[0].label)
	}
	a.click(t, "Start")
	return a
}

// TestConquidTurn plays an Acquire, previews and cancels a Conquer, and
// points at an illegal Vanquish block, all by taps.
func TestConquidTurn(t *testing.T) {
	a := startConquid(t, 360, 640, 2, "small")
	if s := a.snapshot().status; s != "Red to move — choose an action" {
		t.Fatalf("status %q", s)
	}
	a.tapCell(t, "a1") // no action chosen: nothing
	a.click(t, "Acquire")
	for i, c := range []string{"e4", "f4", "f4", "g4", "h4"} { // e4 is the HQ, f4 twice
		a.tapCell(t, c)
		if i == 2 && a.snapshot().status != "Red: Acquire 2 of 3" {
			t.Errorf("after f4: status %q", a.snapshot().status)
		}
	}
	if got := steps(t, a); !slices.Equal(got, []string{"acquire f4", "acquire g4", "acquire h4"}) {
		t.Fatalf("record %q", got)
	}
	a.click(t, "Conquer")
	if s := a.snapshot().status; s != "Blue: Conquer takes 0 cells" {
		t.Errorf("conquer preview: %q", s)
	}
	a.click(t, "Cancel")
	a.click(t, "Vanquish")
	a.tapCell(t, "f3")
	if s := a.snapshot().status; !strings.Contains(s, "Vanquish f3–i6 — not allowed") {
		t.Errorf("vanquish preview: %q", s)
	}
	a.tapCell(t, "f3") // a second tap on an illegal block plays nothing
	if len(steps(t, a)) != 3 {
		t.Errorf("record %q", steps(t, a))
	}
}

// TestConquidLayouts checks the large board on a phone and a desktop: it
// keeps its shape, stays on screen clear of the panel's buttons, zooms to
// cells of at least 28 CSS pixels, and the zoom buttons are big enough.
func TestConquidLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}, {640, 360, 3}} {
		for _, size := range []string{"small", "medium", "large"} {
			a := startConquid(t, sc.w, sc.h, sc.dpr, size)
			s := a.scene.(*playScene)
			cv := s.board.(*conquidView)
			cam := cv.cam
			if w, h := cam.size(); w > cam.port.w || h > cam.port.h || (w < cam.port.w-1 && h < cam.port.h-1) {
				t.Errorf("%v×%v %s: board %v×%v in port %+v", sc.w, sc.h, size, w, h, cam.port)
			}
			if most := cam.fit * cam.most / (a.v.dpr * a.v.zoom); most < 28 && cam.zoomable() || !cam.zoomable() && cam.fit/a.v.dpr < 28 {
				t.Errorf("%v×%v %s: cells reach only %.1f CSS px", sc.w, sc.h, size, most)
			}
			screen := a.v.screen()
			for _, b := range s.buttons() {
				r := b.r
				if r.w < a.v.dpr*touchMin-0.5 || r.h < a.v.dpr*touchMin-0.5 {
					t.Errorf("%v×%v %s: button %q is %.0f×%.0f", sc.w, sc.h, size, b.label, r.w, r.h)
				}
				if r.x < 0 || r.y < 0 || r.x+r.w > screen.w || r.y+r.h > screen.h {
					t.Errorf("%v×%v %s: button %q off screen", sc.w, sc.h, size, b.label)
				}
				if p := cam.port; r.x < p.x+p.w && p.x < r.x+r.w && r.y < p.y+p.h && p.y < r.y+r.h {
					t.Errorf("%v×%v %s: button %q covers the cells", sc.w, sc.h, size, b.label)
				}
			}
		}
	}
}

// TestConquidZoomControlsAreDrawn checks that the play scene draws the zoom
// buttons it reports for a large board on a phone, not only their taps.
func TestConquidZoomControlsAreDrawn(t *testing.T) {
	a := startConquid(t, 360, 640, 2, "large")
	s := a.scene.(*playScene)
	drawn := s.drawnButtons()
	for _, label := range []string{"Zoom in", "Zoom out", "Fit"} {
		if !slices.ContainsFunc(drawn, func(b *button) bool { return b.label == label }) {
			t.Errorf("button %q is not drawn", label)
		}
	}
}

// TestCamera checks the zoom maths: a zoom keeps the point under the focus
// in place, hit-testing finds the cell whose centre was asked for, and the
// board never leaves a gap in the viewport.
func TestCamera(t *testing.T) {
	port := rect{20, 10, 600, 300}
	c := newCamera(port, 42, 21, 80)
	if c.fit != 14 || c.ox != 26 || c.oy != 13 {
		t.Fatalf("fit: %+v", c)
	}
	fx, fy := 300.0, 100.0
	f0, r0, _ := c.at(fx, fy)
	c.zoomAt(2, fx, fy)
	if f, r, ok := c.at(fx, fy); !ok || f != f0 || r != r0 {
		t.Errorf("zoom about %v,%v moved cell %d,%d to %d,%d", fx, fy, f0, r0, f, r)
	}
	c.pan(-10000, 10000)
	w, h := c.size()
	if c.ox+w != port.x+port.w || c.oy != port.y || h < port.h {
		t.Errorf("pan past the corner: %+v", c)
	}
	for f := range 42 {
		for r := range 21 {
			x, y := c.center(f, r)
			if gf, gr, ok := c.at(x, y); ok != c.shows(f, r) || ok && (gf != f || gr != r) {
				t.Fatalf("cell %d,%d: centre %v,%v hits %d,%d,%v", f, r, x, y, gf, gr, ok)
			}
		}
	}
	c.zoomCentre(100)
	if math.Abs(c.pitch()-80) > 0.5 {
		t.Errorf("largest pitch %v, want 80", c.pitch())
	}
}

// TestConquidGesture checks that a drag pans the zoomed board only when it
// began on the cells, and that the wheel zooms about the pointer.
func TestConquidGesture(t *testing.T) {
	a := startConquid(t, 360, 640, 2, "large")
	s := a.scene.(*playScene)
	cv := s.board.(*conquidView)
	a.click(t, "Zoom in")
	x0, y0 := cv.cam.center(20, 10)
	if s.gesture(gesture{pan: point{40, 0}, from: point{1, 1}, zoom: 1}) {
		t.Error("a drag that began off the board moved it")
	}
	in := point{cv.cam.port.x + 10, cv.cam.port.y + 10}
	if !s.gesture(gesture{pan: point{40, 0}, from: in, zoom: 1}) {
		t.Fatal("a drag on the board did not move it")
	}
	if x, y := cv.cam.center(20, 10); x != x0+40 || y != y0 {
		t.Errorf("a 40-px drag moved u11 from %v,%v to %v,%v", x0, y0, x, y)
	}
	f, r, _ := cv.cam.at(in.x, in.y)
	s.gesture(gesture{zoom: wheelStep, focus: in})
	if f2, r2, _ := cv.cam.at(in.x, in.y); f2 != f || r2 != r {
		t.Errorf("the wheel moved the cell under the pointer from %d,%d to %d,%d", f, r, f2, r2)
	}
}

// TestConquidVanquishTaps sets up scenario T6 of the rules (Red may
// vanquish f1) and vanquishes by two taps on the block's corner after a
// look at an illegal block.
func TestConquidVanquishTaps(t *testing.T) {
	a := startConquid(t, 360, 640, 2, "small")
	s := a.scene.(*playScene)
	pos, err := conquid.Rules{}.ParsePosition(nil,
		"............../............../....rr......../....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0")
	if err != nil {
		t.Fatal(err)
	}
	s.pos, s.legal = pos, game.LegalTexts(pos)
	a.click(t, "Vanquish")
	a.tapCell(t, "g1")
	if st := s.board.status(pos); !strings.HasSuffix(st.text, "not allowed") || !strings.Contains(st.detail, "not all one colour") {
		t.Errorf("block g1: %q / %q", st.text, st.detail)
	}
	a.tapCell(t, "f1")
	if st := a.snapshot().status; st != "Red: Vanquish f1–i4 — allowed" {
		t.Errorf("block f1: %q", st)
	}
	a.tapCell(t, "f1")
	if got := steps(t, a); !slices.Equal(got, []string{"vanquish f1"}) {
		t.Errorf("record %q", got)
	}
}
