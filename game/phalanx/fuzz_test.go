package phalanx

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// scenarioSeeds returns the positions and steps of the scenario files, as
// seeds for the fuzz tests.
func scenarioSeeds(f *testing.F) (positions, steps []string) {
	positions, steps, err := gametest.ScenarioSeeds("testdata/scenarios.txt", "testdata/more-scenarios.txt")
	if err != nil {
		f.Fatal(err)
	}
	return positions, steps
}

func FuzzParsePosition(f *testing.F) {
	positions, _ := scenarioSeeds(f)
	for _, text := range positions {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.FuzzPosition(t, Rules{}, nil, text)
	})
}

// FuzzParseStep reads a step in a position; when the position text does
// not parse, in the start position.
func FuzzParseStep(f *testing.F) {
	positions, steps := scenarioSeeds(f)
	for i, text := range positions {
		f.Add(text, steps[i%len(steps)])
		if p, err := Parse(text); err == nil {
			for _, s := range game.LegalTexts(p) {
				f.Add(text, s)
			}
		}
	}
	f.Fuzz(func(t *testing.T, posText, step string) {
		pos, err := Parse(posText)
		if err != nil {
			pos, _ = Parse(StartText)
		}
		gametest.FuzzStep(t, pos, step)
	})
}
