package patriarchs

import (
	"os"
	"strings"
	"testing"

	"pentarchy/game/gametest"
)

// scenarioSeeds returns, for each scenario of the scenario files, its
// positions and the steps it plays or refuses.
func scenarioSeeds(f *testing.F) (positions, steps [][]string) {
	for _, path := range []string{"testdata/scenarios.txt", "testdata/rules.txt"} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, l := range strings.Split(string(data), "\n") {
			key, value, _ := strings.Cut(l, ": ")
			switch {
			case strings.HasPrefix(l, "=="):
				positions, steps = append(positions, []string{StartText}), append(steps, []string{"pass"})
			case key == "start" || key == "position":
				positions[len(positions)-1] = append(positions[len(positions)-1], value)
			case key == "play" || key == "illegal":
				steps[len(steps)-1] = append(steps[len(steps)-1], value)
			}
		}
	}
	return positions, steps
}

// FuzzParsePosition reads any text as a position: no panic, and a text it
// accepts is canonical (written back unchanged) and keeps the contract.
func FuzzParsePosition(f *testing.F) {
	positions, _ := scenarioSeeds(f)
	for _, ps := range positions {
		for _, p := range ps {
			f.Add(p)
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.FuzzPosition(t, Rules{}, nil, text)
		if pos, err := (Rules{}).ParsePosition(nil, text); err == nil && pos.String() != text {
			t.Fatalf("accepted %q but writes it %q", text, pos)
		}
	})
}

// FuzzParseStep reads any text as a step of any position (the start
// position when the text is none): no panic, and a step it accepts is
// listed as legal, keeps its text and plays.
func FuzzParseStep(f *testing.F) {
	positions, steps := scenarioSeeds(f)
	for i, ps := range positions {
		for _, p := range ps {
			for _, s := range steps[i] {
				f.Add(p, s)
			}
		}
	}
	f.Fuzz(func(t *testing.T, position, step string) {
		pos, err := Rules{}.ParsePosition(nil, position)
		if err != nil {
			pos, _ = Rules{}.Start(nil)
		}
		gametest.FuzzStep(t, pos, step)
	})
}
