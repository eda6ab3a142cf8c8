package conquid_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"pentarchy/game/conquid"
	"pentarchy/game/gametest"
)

// scenarioPositions returns every position text of the scenario file.
func scenarioPositions(tb testing.TB) []string {
	file, err := os.Open("testdata/scenarios.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer file.Close()
	var texts []string
	lines := bufio.NewScanner(file)
	for lines.Scan() {
		for _, key := range []string{"start: ", "position: "} {
			if text, ok := strings.CutPrefix(lines.Text(), key); ok {
				texts = append(texts, text)
			}
		}
	}
	return texts
}

func FuzzParsePosition(f *testing.F) {
	for _, text := range scenarioPositions(f) {
		f.Add(text)
	}
	f.Add("")
	f.Add("./. r 0 0 0")
	f.Fuzz(func(t *testing.T, text string) {
		gametest.FuzzPosition(t, conquid.Rules{}, nil, text)
	})
}

func FuzzParseStep(f *testing.F) {
	var positions []*conquid.Position
	for _, text := range scenarioPositions(f) {
		positions = append(positions, parse(f, text))
	}
	for i, pos := range positions {
		steps := pos.Legal(nil)
		for j := 0; j < len(steps); j += 17 {
			f.Add(uint8(i), pos.FormatStep(steps[j]))
		}
		for _, text := range []string{"conquer", "conquest", "vanquish a1", "acquire e4", "acquire zz99", "", "acquire a1 "} {
			f.Add(uint8(i), text)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		gametest.FuzzStep(t, positions[int(which)%len(positions)], text)
	})
}
