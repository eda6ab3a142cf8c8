package ai

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/choices")

// TestChoices plays the first steps of a game of each ruleset between
// levels 1 and 3 of its ladder (seats taking turns) with fixed seeds and compares the steps with the golden
// files in testdata/choices: the computer's choices depend only on the
// position, the level and the seed, so speed work on a ruleset or on the
// search must leave them as they were. A deliberate change of the
// knowledge or the search rewrites them with -update.
func TestChoices(t *testing.T) {
	const steps = 60
	games := []struct {
		name string
		id   string
		opts game.Options
	}{{name: "parry-3p", id: "parry", opts: game.Options{"players": "3"}}}
	for _, r := range registry.All() {
		games = append(games, struct {
			name string
			id   string
			opts game.Options
		}{r.ID(), r.ID(), nil})
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			pos := setUp(t, g.id, g.opts, "")
			var got strings.Builder
			players := make([]Player, pos.Players())
			for i := range players {
				players[i] = &levelPlayer{level: level(t, g.id, []string{"1", "3"}[i%2]), seed: uint64(i + 1)}
			}
			for n := 0; n < steps && pos.Mover() != 0; n++ {
				step := players[pos.Mover()-1].Choose(pos)
				fmt.Fprintln(&got, pos.FormatStep(step))
				pos.Apply(step)
			}
			golden := filepath.Join("testdata", "choices", g.name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			if got.String() != string(want) {
				t.Errorf("the computer's choices changed:\n got %q\nwant %q", firstLines(got.String()), firstLines(string(want)))
			}
		})
	}
}

// firstLines is the text up to where two step lists differ, enough to
// show the first difference.
func firstLines(s string) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[:min(len(lines), 12)], " ")
}
