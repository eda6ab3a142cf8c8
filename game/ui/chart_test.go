package ui

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/play"
)

// analyseShown opens the chart of the game on a's play scene and ticks
// until its analysis is done.
func analyseShown(t *testing.T, a *App, p *play.PlayScene) {
	t.Helper()
	tickUntil(t, "the analysis", func() bool { return p.Analysis != nil && !p.Busy() }, a)
	if !hasButton(a, "Moves") {
		t.Errorf("the chart's button does not go back to the list: %v", a.snapshot().Buttons)
	}
}

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
	a := newTestApp(t, 390, 844, 3)
	r, _ := registry.Find("phalanx")
	rec := game.Record{Game: "phalanx", Position: "9/9/1BB6/4W4/4W4/9/9/9/9 b 3 2"}
	pos, _ := game.Setup(r, rec)
	rec.Steps = winIn(pos, 3) // Black wins this turn
	if len(rec.Steps) == 0 {
		t.Fatal("no win for Black")
	}
	p, err := play.ResumePlayScene(a, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(p)
	a.snapshot()
	a.click(t, "Analysis")
	if p.Moves == nil {
		t.Fatalf("Analysis does not open the moves list: %q", a.snapshot().Status)
	}
	if !hasButton(a, "Cancel") {
		t.Error("no Cancel while the analysis runs")
	}
	analyseShown(t, a, p)
	n := len(rec.Steps)
	if res := p.Analysis; !res.Valid(n, 2) || res.Chance(n, 1) != 1 {
		t.Fatalf("the analysis %+v", res)
	}
	plot := p.ChartPlot()
	a.Tap(plot.X+plot.W-2, plot.Y+plot.H/2)
	if p.Moves.Shown != n {
		t.Errorf("a tap at the chart's right edge shows step %d, want %d", p.Moves.Shown, n)
	}
	a.Tap(plot.X+2, plot.Y+plot.H/2)
	if p.Moves.Shown != 0 {
		t.Errorf("a tap at the chart's left edge shows step %d", p.Moves.Shown)
	}
	a.click(t, "Moves")
	if !hasButton(a, "Chart") {
		t.Error("Moves does not bring the list back")
	}
	kept := play.KeptGames(a)
	if len(kept) != 1 || kept[0].Analysis == nil {
		t.Fatalf("the analysis is not kept with the game: %+v", kept)
	}
	again, err := play.Resume(a, kept[0])
	if err != nil {
		t.Fatal(err)
	}
	a.Show(again)
	a.snapshot()
	a.click(t, "Analysis")
	if again.Busy() || hasButton(a, "Cancel") {
		t.Error("the kept analysis is made again")
	}
}
