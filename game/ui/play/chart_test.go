package play

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/scene/scenetest"
)

// winIn finds, from pos, steps of one turn that end the game, trying every
// step up to depth of them.
func winIn(pos game.Position, depth int) []string {
	if pos.Result().Over {
		return []string{}
	}
	if depth == 0 {
		return nil
	}
	for _, step := range game.LegalTexts(pos) {
		next := pos.Clone()
		game.Play(next, step)
		if rest := winIn(next, depth-1); rest != nil {
			return append([]string{step}, rest...)
		}
	}
	return nil
}

// TestChart plays a game of Phalanx to Black's win, and looks back at it:
// Analysis on the game-over screen opens the moves list's chart, which
// shows the analysis' progress while it runs, and a chart once done, kept
// with the saved game; a tap on the chart's left edge shows the start, on
// its right edge the end; the list comes back with Moves; the game resumed
// from the device shows the chart at once.
func TestChart(t *testing.T) {
	h := scenetest.New(t, 390, 844, 3)
	r, _ := registry.Find("phalanx")
	rec := game.Record{Game: "phalanx", Position: "9/9/1BB6/4W4/4W4/9/9/9/9 b 3 2"}
	pos, _ := game.Setup(r, rec)
	rec.Steps = winIn(pos, 3) // Black wins this turn
	if len(rec.Steps) == 0 {
		t.Fatal("no win for Black")
	}
	p, err := ResumePlayScene(h, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	h.Show(p)
	h.Click("Analysis")
	if p.Moves == nil {
		t.Fatalf("Analysis does not open the moves list: %q", h.Status())
	}
	if !h.Enabled("Cancel") {
		t.Error("no Cancel while the analysis runs")
	}
	h.TickUntil("the analysis", 100000, func() bool { return p.analysed != nil && !p.Busy() })
	if !h.Enabled("Moves") {
		t.Errorf("the chart's button does not go back to the list: %v", h.Snapshot().Buttons)
	}
	n := len(rec.Steps)
	if res := p.analysed; !res.Valid(n, 2) || res.Chance(n, 1) != 1 {
		t.Fatalf("the analysis %+v", res)
	}
	plot := p.chartPlot()
	h.Tap(plot.X+plot.W-2, plot.Y+plot.H/2)
	if p.Moves.Shown != n {
		t.Errorf("a tap at the chart's right edge shows step %d, want %d", p.Moves.Shown, n)
	}
	h.Tap(plot.X+2, plot.Y+plot.H/2)
	if p.Moves.Shown != 0 {
		t.Errorf("a tap at the chart's left edge shows step %d", p.Moves.Shown)
	}
	h.Click("Moves")
	if !h.Enabled("Chart") {
		t.Error("Moves does not bring the list back")
	}
	kept := KeptGames(h)
	if len(kept) != 1 || kept[0].Analysis == nil {
		t.Fatalf("the analysis is not kept with the game: %+v", kept)
	}
	again, err := Resume(h, kept[0])
	if err != nil {
		t.Fatal(err)
	}
	h.Show(again)
	h.Click("Analysis")
	if again.Busy() || h.Enabled("Cancel") {
		t.Error("the kept analysis is made again")
	}
}

// TestHint: the Hint button finds a legal step for the person to move and
// shows it in the panel until a step is played.
func TestHint(t *testing.T) {
	h, s := newGame(t, "phalanx", nil, nil)
	h.Click("Hint")
	if !s.Busy() || !strings.Contains(s.AdviceText(), "Looking") {
		t.Fatalf("after Hint: busy %v, hint %q", s.Busy(), s.AdviceText())
	}
	for s.advice.Active {
		s.Tick()
	}
	step, ok := strings.CutPrefix(s.AdviceText(), "The computer would play: ")
	if !ok || !slices.Contains(s.Legal, strings.TrimSuffix(step, ".")) {
		t.Fatalf("hint %q; legal %q", s.AdviceText(), s.Legal)
	}
	s.Play(s.Legal[0])
	if strings.Contains(s.AdviceText(), "computer would play") {
		t.Errorf("the hint stays after a step: %q", s.AdviceText())
	}
}
