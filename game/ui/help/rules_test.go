package help

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/rules"
	"pentarchy/game/ui/scene/scenetest"
)

var update = flag.Bool("update", false, "rewrite testdata/diagrams.golden")

// rulesScreens are the screens the rules must read well on: phones, a
// tablet, desktops and a 4K monitor.
var rulesScreens = []struct{ w, h, dpr float64 }{
	{360, 640, 2}, {320, 568, 3}, {768, 1024, 2}, {1920, 1080, 1}, {3840, 2160, 1},
}

// openRules shows the rules of game id on h, opened from the menu.
func openRules(t *testing.T, h *scenetest.Host, id string) *RulesScene {
	t.Helper()
	r, _ := registry.Find(id)
	s := NewRulesScene(h, r, h.Menu())
	h.Show(s)
	return s
}

// TestRulesLayout checks, for every game on every screen, that each line
// of text fits its column and stays in it, that lines and diagrams do not
// overlap, that diagrams fit the column, and that the buttons are big
// enough and below the scrolling part.
func TestRulesLayout(t *testing.T) {
	for _, sc := range rulesScreens {
		for _, r := range registry.All() {
			h := scenetest.New(t, sc.w, sc.h, sc.dpr)
			s := openRules(t, h, r.ID())
			name := fmt.Sprintf("%s %v×%v", r.ID(), sc.w, sc.h)
			colW := h.View().Column(DocWidth).W
			checkDocLayout(t, name, s.lay, colW)
			for _, b := range s.Buttons() {
				if b.R.W < h.View().Px(kit.TouchMin) || b.R.H < h.View().Px(kit.TouchMin) || b.R.Y < s.port.Y+s.port.H || b.R.Y+b.R.H > h.View().H {
					t.Errorf("%s: button %q at %+v, port %+v", name, b.Label, b.R, s.port)
				}
			}
			if s.maxScroll() <= 0 && sc.w < 1000 {
				t.Errorf("%s: the whole of the rules fits a phone screen: too short?", name)
			}
		}
	}
}

// checkDocLayout checks a document's lines and figures against its column.
func checkDocLayout(t *testing.T, name string, lay *DocLayout, colW float64) {
	t.Helper()
	type box struct {
		r    kit.Rect
		what string
	}
	var boxes []box
	for _, l := range lay.Lines {
		width := 0.0
		for _, run := range l.Runs {
			width = max(width, run.X+run.Face.Advance(run.Text))
		}
		if l.R.X < 0 || l.R.X+width > colW+0.5 || width > l.R.W+0.5 {
			t.Errorf("%s: line %q is %.1f wide from %.1f in a column of %.1f", name, lineText(l), width, l.R.X, colW)
		}
		boxes = append(boxes, box{kit.Rect{X: l.R.X, Y: l.R.Y, W: width, H: l.R.H}, "line " + lineText(l)})
	}
	for _, fig := range lay.Figures {
		if fig.Err != nil {
			t.Errorf("%s: diagram of line %d: %v", name, fig.D.Line, fig.Err)
		}
		for _, fr := range fig.Frames {
			if fr.X < 0 || fr.X+fr.W > colW+0.5 || fr.W < 100 || fr.H < 60 {
				t.Errorf("%s: diagram of line %d has a frame %+v in a column of %.1f", name, fig.D.Line, fr, colW)
			}
			boxes = append(boxes, box{fr, fmt.Sprintf("diagram of line %d", fig.D.Line)})
		}
	}
	for i, a := range boxes {
		for _, b := range boxes[i+1:] {
			if a.r.X < b.r.X+b.r.W && b.r.X < a.r.X+a.r.W && a.r.Y < b.r.Y+b.r.H-0.5 && b.r.Y < a.r.Y+a.r.H-0.5 {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.what, a.r, b.what, b.r)
			}
		}
		if a.r.Y+a.r.H > lay.Height {
			t.Errorf("%s: %s ends below the document", name, a.what)
		}
	}
}

func lineText(l DocLine) string {
	var b strings.Builder
	for _, r := range l.Runs {
		b.WriteString(r.Text)
	}
	return b.String()
}

// TestDiagrams plays every diagram's script on phone and desktop frames,
// draws every frame, and compares the position of each frame with
// testdata/diagrams.golden (go test -update rewrites it).
func TestDiagrams(t *testing.T) {
	var golden strings.Builder
	for _, sc := range rulesScreens[:4] {
		for _, r := range registry.All() {
			h := scenetest.New(t, sc.w, sc.h, sc.dpr)
			s := openRules(t, h, r.ID())
			for i, fig := range s.lay.Figures {
				fig.Render(h.BoardView, r, h.Fonts())
				if fig.Err != nil || len(fig.Imgs) != len(fig.D.Frames) {
					t.Errorf("%s %v×%v: diagram %d: %v", r.ID(), sc.w, sc.h, i+1, fig.Err)
					continue
				}
				for k, fr := range fig.Frames {
					if got := fig.Imgs[k].Bounds(); got.Dx() != int(fr.W) || got.Dy() != int(fr.H) {
						t.Errorf("%s diagram %d frame %d: image %v for a frame %+v", r.ID(), i+1, k+1, got, fr)
					}
					if sc == rulesScreens[0] {
						fmt.Fprintf(&golden, "%s %d.%d: %s\n", r.ID(), i+1, k+1, framePosition(t, r, fig, k))
					}
				}
				b, _ := h.BoardView(r.ID())
				PlaceFrame(b, mustStart(t, r, fig.D), fig.Frames[0].W, fig.Frames[0].H, fig.Vd)
				if c, ok := b.(board.ControlView); ok && c.Controls() != nil {
					t.Errorf("%s diagram %d: the board view wants its controls, which a diagram does not draw", r.ID(), i+1)
				}
			}
			s.freeFigures()
		}
	}
	compareGolden(t, filepath.Join("testdata", "diagrams.golden"), golden.String())
}

// framePosition plays a diagram up to frame k and returns the position
// text there.
func framePosition(t *testing.T, r game.Ruleset, fig *DocFigure, k int) string {
	t.Helper()
	fr := fig.Frames[k]
	dp, err := NewDiagramPlay(scenetest.New(t, 360, 640, 1).BoardView, r, fig.D, fr.W, fr.H, fig.Vd)
	if err != nil {
		t.Fatal(err)
	}
	for i := range k + 1 {
		if err := dp.Do(fig.D.Frames[i].Actions); err != nil {
			t.Fatal(err)
		}
	}
	return dp.Pos.String()
}

func mustStart(t *testing.T, r game.Ruleset, d *rules.Diagram) game.Position {
	t.Helper()
	pos, err := DiagramStart(r, d)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update rewrites it):\ngot\n%s\nwant\n%s", path, got, want)
	}
}

// TestDiagramErrors checks that a script that cannot be played says what
// and why.
func TestDiagramErrors(t *testing.T) {
	r, _ := registry.Find("phalanx")
	v := kit.NewView(360, 640, 1)
	for _, tc := range []struct{ src, want string }{
		{"frame: tap z9", `frame 1: tap z9: no cell or site "z9" on this board`},
		{"frame: press Pass", `frame 1: press Pass: no button "Pass"; the view offers ["End turn"]`},
		{"frame: step add e5", `frame 1: step add e5: the step "add e5" is not legal here`},
		{"setup: step end\nframe: tap e5", ""},
		{"position: 9/9 b 3 0\nframe:", "position: "},
	} {
		doc, err := rules.Parse("# T\n::: diagram\n" + tc.src + "\ncaption: c\n:::")
		if err != nil {
			t.Fatal(err)
		}
		d := doc.Blocks[0].Diagram
		_, err = RenderFrame(scenetest.New(t, 360, 640, 1).BoardView, r, d, 0, 300, 300, v, kit.NewFonts())
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestRulesScroll checks that drags scroll within the document's ends.
func TestRulesScroll(t *testing.T) {
	h := scenetest.New(t, 360, 640, 2)
	s := openRules(t, h, "conquid")
	if !s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: -300}, Zoom: 1}) || s.scroll != 300 {
		t.Fatalf("a drag up of 300 scrolled to %v", s.scroll)
	}
	if s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: 1000}, Zoom: 1}) && s.scroll != 0 {
		t.Fatalf("a long drag down scrolled to %v, want the top", s.scroll)
	}
	if s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: 10}, Zoom: 1}) {
		t.Error("a drag down at the top moved the document")
	}
	s.scrollTo(1e9)
	if s.scroll != s.maxScroll() || s.scroll <= 0 {
		t.Errorf("scrolled to %v, end %v", s.scroll, s.maxScroll())
	}
	h.Resize(1920, 1080, 1)
	if s.scroll > s.maxScroll() {
		t.Errorf("after a resize the document is scrolled past its end: %v > %v", s.scroll, s.maxScroll())
	}
}

// TestRulesHintsSwitch: the rules screen's second button says whether the
// game's first-game hints are on and turns them off and on, as the device
// keeps them; Back shows the scene the rules were opened from.
func TestRulesHintsSwitch(t *testing.T) {
	h := scenetest.New(t, 360, 640, 2)
	openRules(t, h, "patriarchs")
	h.Click("Hints: on")
	if play.HintsOn(h, "patriarchs") || h.Button("Hints: off") == nil {
		t.Fatal("Hints: on did not turn the hints off")
	}
	h.Click("Hints: off")
	if !play.HintsOn(h, "patriarchs") || play.HintsOn(h, "phalanx") != true {
		t.Fatal("Hints: off did not turn them on again")
	}
	h.Click("Back")
	if h.Scene().Name() != "menu" {
		t.Errorf("Back shows %q, want the scene the rules came from", h.Scene().Name())
	}
}
