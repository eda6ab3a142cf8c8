//go:build !js

package browsertest

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/registry"
)

// TestGamesOtherEngines plays the scripted game of each of the five games
// with mouse clicks in Firefox and in WebKitGTK, as the ByMouse tests do in
// Chromium, with the same step functions: from the title menu through the
// new-game screen's options, every step on the board or its buttons (and
// Source of Power's hand-overs), to the game's end and back to the menu.
// This first visit shows no update banner.
func TestGamesOtherEngines(t *testing.T) {
	for _, name := range []string{"firefox", "webkit"} {
		t.Run(name, func(t *testing.T) {
			e := openEngine(t, name, Serve(t, Dist(t)))
			waitScene(e, "menu")
			for _, g := range spokenGames {
				t.Run(g.button, func(t *testing.T) { clickGame(t, e, g, name+"-"+g.rec.Game) })
			}
			if hasButtonOn(e, "Later") {
				t.Error("a first visit shows the update banner")
			}
		})
	}
}

// openEngine opens url in Firefox ("firefox") or WebKitGTK ("webkit").
func openEngine(t *testing.T, name, url string) Engine {
	t.Helper()
	if name == "firefox" {
		return OpenFirefox(t, url, Shots(t))
	}
	return OpenWebKit(t, url, Shots(t))
}

// clickGame plays g by clicks from the menu back to the menu, checking
// the record after every step and the result at the end.
func clickGame(t *testing.T, e Engine, g spokenGame, device string) {
	startGame(t, e, g, func(label string) { clickLabel(e, label) })
	r, _ := registry.Find(g.rec.Game)
	pos, err := r.Start(g.rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	steps := g.rec.Steps
	for i := 0; i < len(steps); {
		n := 1 + clickStep(t, e, pos, g.rec.Game, device, steps[i], i)
		waitStepsOn(e, i+n)
		for _, step := range steps[i : i+n] {
			if err := game.Play(pos, step); err != nil {
				t.Fatalf("%q: %v", step, err)
			}
		}
		i += n
		if got := recordOf(t, e); !slices.Equal(got.Steps, steps[:i]) || !maps.Equal(got.Options, g.rec.Options) {
			t.Fatalf("after step %d the record is %+v, want the options %v and the steps %q", i, got, g.rec.Options, steps[:i])
		}
		if steps[i-1] == "end" && g.rec.Game == "source-of-power" && !pos.Result().Over {
			handOver(t, e, device, i-1)
		}
	}
	if st := statusOf(t, e); !strings.Contains(st, "wins") && !strings.HasPrefix(st, "Draw") {
		t.Errorf("at the end the status is %q", st)
	}
	e.Screenshot(device + "-end")
	clickLabel(e, "Menu")
	waitScene(e, "menu")
}

// clickStep plays step i of a scripted game by clicks, with the step
// function of the game's Chromium test, and returns how many more steps
// it played (Source of Power's move with its attack).
func clickStep(t *testing.T, e Engine, pos game.Position, id, device, step string, i int) int {
	t.Helper()
	switch id {
	case "phalanx":
		playStep(t, e, device, step)
	case "patriarchs":
		playPatriarchsStep(t, e, pos.(*patriarchs.Position), device, step, i)
	case "parry":
		playParryStep(t, e, step, device)
	case "conquid":
		playConquidStep(t, e, step, device)
	case "source-of-power":
		return powerStep(t, e, device, i)
	default:
		t.Fatalf("no clicks for %s", id)
	}
	return 0
}
