package phalanx

import (
	"os"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// scenarioSeeds returns the positions and steps written in the scenario
// files, as seeds for the fuzz tests.
func scenarioSeeds(f *testing.F) (positions, steps []string) {
	for _, file := range scenarioFiles {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		for _, l := range strings.Split(string(data), "\n") {
			key, value, _ := strings.Cut(l, ": ")
			switch key {
			case "start", "position":
				positions = append(positions, value)
			case "play", "illegal":
				steps = append(steps, value)
			}
		}
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
