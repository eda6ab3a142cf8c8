//go:build !js

package browsertest

import (
	"fmt"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
	"pentarchy/game/share"
)

// typicalGame is a game of id played to its end (or maxSteps) by the
// computer at its easy level in every seat.
func typicalGame(t *testing.T, id string, maxSteps int) game.Record {
	t.Helper()
	r, _ := registry.Find(id)
	rec := game.Record{Game: id}
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	player, _ := ai.NewPlayer(id, "easy", 7)
	for !pos.Result().Over && len(rec.Steps) < maxSteps {
		s := player.Choose(pos)
		rec.Steps = append(rec.Steps, pos.FormatStep(s))
		pos.Apply(s)
	}
	return rec
}

// TestChartInPage opens, from a share link, a game of each kind played by
// the computer against itself, and charts it in the page: Chart starts
// the analysis, which shows its progress (its Cancel button) and ends with
// the chart (the list's button then reads Moves). It logs how long each
// took. The test waits for the chart, which lasts; the progress, which
// passes within a second in a short game, it looks up afterwards in the
// frames the page drew (keepShown).
func TestChartInPage(t *testing.T) {
	url := Serve(t, Dist(t))
	for _, id := range []string{"phalanx", "patriarchs", "parry", "conquid", "source-of-power"} {
		rec := typicalGame(t, id, 160)
		code, err := share.Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		p := Open(t, url+"#game="+code, Screen{Width: 1280, Height: 800}, Shots(t))
		p.WaitScene("play")
		keepShown(p)
		began := time.Now()
		p.Click("Chart")
		p.WaitFor("the chart", `window.pentarchy.buttons().some(b => b.label === "Moves")`)
		if !wasShown(p, `f => f.buttons.includes("Cancel") && !f.buttons.includes("Moves")`) {
			t.Errorf("%s: the chart came without its progress, Cancel, in any frame drawn", id)
		}
		t.Logf("%s: %d steps charted in %v", id, len(rec.Steps), time.Since(began).Round(100*time.Millisecond))
		p.Screenshot(fmt.Sprintf("chart-%s", id))
	}
}
