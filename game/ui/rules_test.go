package ui

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/patriarchs"
	"pentarchy/game/power"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/board/phalanxview"
	"pentarchy/game/ui/board/powerview"
	"pentarchy/game/ui/help"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/rules"
)

var update = flag.Bool("update", false, "rewrite testdata/diagrams.golden")

// rulesScreens are the screens the rules must read well on: phones, a
// tablet, desktops and a 4K monitor.
var rulesScreens = []struct{ w, h, dpr float64 }{
	{360, 640, 2}, {320, 568, 3}, {768, 1024, 2}, {1920, 1080, 1}, {3840, 2160, 1},
}

// openRules shows the rules of game id from the new-game screen.
func openRules(t *testing.T, a *App, id string) *help.RulesScene {
	t.Helper()
	r, _ := registry.Find(id)
	a.click(t, r.Name())
	a.click(t, "Rules")
	s, ok := a.scene.(*help.RulesScene)
	if !ok {
		t.Fatalf("Rules shows scene %q", a.scene.Name())
	}
	return s
}

// TestRulesLayout checks, for every game on every screen, that each line
// of text fits its column and stays in it, that lines and diagrams do not
// overlap, that diagrams fit the column, and that the buttons are big
// enough and below the scrolling part.
func TestRulesLayout(t *testing.T) {
	for _, sc := range rulesScreens {
		for _, r := range registry.All() {
			a := newTestApp(t, sc.w, sc.h, sc.dpr)
			s := openRules(t, a, r.ID())
			name := fmt.Sprintf("%s %v×%v", r.ID(), sc.w, sc.h)
			colW := a.v.Column(help.DocWidth).W
			checkDocLayout(t, name, s.Lay, colW)
			for _, b := range s.Buttons() {
				if b.R.W < a.v.Px(kit.TouchMin) || b.R.H < a.v.Px(kit.TouchMin) || b.R.Y < s.Port.Y+s.Port.H || b.R.Y+b.R.H > a.v.H {
					t.Errorf("%s: button %q at %+v, port %+v", name, b.Label, b.R, s.Port)
				}
			}
			if s.MaxScroll() <= 0 && sc.w < 1000 {
				t.Errorf("%s: the whole of the rules fits a phone screen: too short?", name)
			}
		}
	}
}

// checkDocLayout checks a document's lines and figures against its column.
func checkDocLayout(t *testing.T, name string, lay *help.DocLayout, colW float64) {
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

func lineText(l help.DocLine) string {
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
			a := newTestApp(t, sc.w, sc.h, sc.dpr)
			s := openRules(t, a, r.ID())
			for i, fig := range s.Lay.Figures {
				fig.Render(a.BoardView, r, a.fonts)
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
				b, _ := a.BoardView(r.ID())
				help.PlaceFrame(b, mustStart(t, r, fig.D), fig.Frames[0].W, fig.Frames[0].H, fig.Vd)
				if c, ok := b.(board.ControlView); ok && c.Controls() != nil {
					t.Errorf("%s diagram %d: the board view wants its controls, which a diagram does not draw", r.ID(), i+1)
				}
			}
			s.FreeFigures()
		}
	}
	compareGolden(t, filepath.Join("testdata", "diagrams.golden"), golden.String())
}

// framePosition plays a diagram up to frame k and returns the position
// text there.
func framePosition(t *testing.T, r game.Ruleset, fig *help.DocFigure, k int) string {
	t.Helper()
	fr := fig.Frames[k]
	dp, err := help.NewDiagramPlay((&App{}).BoardView, r, fig.D, fr.W, fr.H, fig.Vd)
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
	pos, err := help.DiagramStart(r, d)
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
		_, err = help.RenderFrame((&App{}).BoardView, r, d, 0, 300, 300, v, kit.NewFonts())
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestRulesBack checks that Back returns to the very game left, with the
// same record and selection, and to the new-game screen from there.
func TestRulesBack(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Rules")
	if a.scene.Name() != "rules" {
		t.Fatalf("Rules on the new-game screen shows %q", a.scene.Name())
	}
	a.click(t, "Back")
	if a.scene.Name() != "newgame" {
		t.Fatalf("Back from the rules shows %q, want the new-game screen", a.scene.Name())
	}
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.tapCell(t, "h2")
	play := a.scene.(*play.PlayScene)
	before := a.snapshot().Record()
	a.click(t, "Rules")
	if s := a.snapshot(); s.Scene != "rules" || s.Status != "Rules of Phalanx" || s.Record != nil {
		t.Fatalf("Rules in a game shows %+v", s)
	}
	a.scene.(*help.RulesScene).ScrollTo(1e9)
	a.click(t, "Back")
	if a.scene != play || a.snapshot().Record() != before || play.Board.(*phalanxview.PhalanxView).Sel != "h2" {
		t.Fatalf("Back shows %q with record %s, selection %q; want the same game, %s, h2",
			a.scene.Name(), a.snapshot().Record(), play.Board.(*phalanxview.PhalanxView).Sel, before)
	}
}

// TestRulesScroll checks that drags scroll within the document's ends.
func TestRulesScroll(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	s := openRules(t, a, "conquid")
	if !s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: -300}, Zoom: 1}) || s.Scroll != 300 {
		t.Fatalf("a drag up of 300 scrolled to %v", s.Scroll)
	}
	if s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: 1000}, Zoom: 1}) && s.Scroll != 0 {
		t.Fatalf("a long drag down scrolled to %v, want the top", s.Scroll)
	}
	if s.Gesture(input.Gesture{Pan: input.Point{X: 0, Y: 10}, Zoom: 1}) {
		t.Error("a drag down at the top moved the document")
	}
	s.ScrollTo(1e9)
	if s.Scroll != s.MaxScroll() || s.Scroll <= 0 {
		t.Errorf("scrolled to %v, end %v", s.Scroll, s.MaxScroll())
	}
	a.setView(1920, 1080, 1)
	if s.Scroll > s.MaxScroll() {
		t.Errorf("after a resize the document is scrolled past its end: %v > %v", s.Scroll, s.MaxScroll())
	}
}

// setView lays the app out on another screen, as a resize does.
func (a *App) setView(w, h, dpr float64) {
	a.v = kit.NewView(w, h, dpr)
	a.scene.Layout(a.v)
}

// TestTextKeys checks that every key the package asks tr for is in the
// table of texts, and every key of the table is asked for: by Tr("key"),
// by Count("noun", n) (count.noun-one and count.noun-many), as a string
// literal handed to tr later ("theme.dark"), or under a prefix the code
// completes at run time ("game." + id), which TestTextsOfEveryName checks
// name by name.
func TestTextKeys(t *testing.T) {
	call := regexp.MustCompile(`\bTr\("([^"]+)"\s*([+)])`)
	counted := regexp.MustCompile(`\bCount\("([a-z-]+)"`)
	literal := regexp.MustCompile(`"([a-z0-9]+(?:[.-][a-z0-9]+)+)"`)
	built := regexp.MustCompile(`"([a-z0-9.-]+\.)"\s*\+`)
	used := map[string]bool{}
	var prefixes []string
	for _, name := range uiSources(t) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			if m[2] == "+" {
				prefixes = append(prefixes, m[1])
				continue
			}
			used[m[1]] = true
			if !kit.Catalog.Has(m[1]) {
				t.Errorf("%s asks for the text %q, which the table lacks", name, m[1])
			}
		}
		for _, m := range counted.FindAllStringSubmatch(string(src), -1) {
			for _, k := range []string{"count." + m[1] + "-one", "count." + m[1] + "-many"} {
				used[k] = true
				if !kit.Catalog.Has(k) {
					t.Errorf("%s counts %q, but the table lacks %q", name, m[1], k)
				}
			}
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = used[m[1]] || kit.Catalog.Has(m[1])
		}
		for _, m := range built.FindAllStringSubmatch(string(src), -1) {
			prefixes = append(prefixes, m[1])
		}
	}
	keys := kit.Catalog.Keys()
	slices.Sort(keys)
	for _, k := range keys {
		if !used[k] && !slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(k, p) }) {
			t.Errorf("the text %q is never used", k)
		}
	}
}

// TestTextsOfEveryName checks the keys the code builds at run time: a
// name for every game, level, side and kind of unit there is.
func TestTextsOfEveryName(t *testing.T) {
	var keys []string
	for _, r := range registry.All() {
		keys = append(keys, "game."+r.ID())
		for _, spec := range r.Options() {
			keys = append(keys, kit.OptionKey(r, spec))
			for _, c := range spec.Choices {
				if !strings.ContainsAny(c, " 0123456789") { // a word, not a board's name
					keys = append(keys, kit.OptionKey(r, spec)+"."+c)
				}
			}
		}
	}
	for _, l := range ai.References() {
		keys = append(keys, "level."+l.Name)
	}
	for _, side := range parryview.ParrySides[1:] {
		keys = append(keys, "side."+side)
	}
	keys = append(keys, powerview.PowerNames[:]...)
	for k := patriarchs.Patriarch; k <= patriarchs.Support; k++ {
		keys = append(keys, "patriarchs.unit."+k.String())
	}
	for _, u := range []power.UnitType{power.Infantry, power.Artillery, power.Tank} {
		keys = append(keys, "power.type."+u.String(), "power.unit."+u.String())
	}
	for _, th := range kit.Themes {
		keys = append(keys, th.Label)
	}
	for _, k := range keys {
		if !kit.Catalog.Has(k) {
			t.Errorf("the table has no text %q", k)
		}
	}
}
