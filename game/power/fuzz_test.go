package power

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// scenarioLines returns the values of the scenario file's lines with the
// given keys, in file order.
func scenarioLines(tb testing.TB, keys ...string) []string {
	f, err := os.Open("testdata/scenarios.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var values []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		key, value, ok := strings.Cut(sc.Text(), ":")
		for _, k := range keys {
			if ok && key == k {
				values = append(values, strings.TrimSpace(value))
			}
		}
	}
	return values
}

// fuzzPositions are the positions of the scenarios that parse under the
// default options, the start position first.
func fuzzPositions(tb testing.TB) []game.Position {
	first, _ := Rules{}.Start(nil)
	list := []game.Position{first}
	for _, text := range scenarioLines(tb, "start", "position") {
		if pos, err := (Rules{}).ParsePosition(nil, text); err == nil {
			list = append(list, pos)
		}
	}
	return list
}

func FuzzParsePosition(f *testing.F) {
	for _, text := range scenarioLines(f, "start", "position") {
		f.Add(text)
	}
	for _, opts := range []game.Options{nil, {"players": "3"}} {
		for _, pos := range readyToResolve(f, opts, 20) {
			f.Add(pos.String())
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.FuzzPosition(t, Rules{}, nil, text)
	})
}

func FuzzParseStep(f *testing.F) {
	positions := fuzzPositions(f)
	for _, pos := range readyToResolve(f, nil, 20) {
		positions = append(positions, pos)
		steps := pos.Legal(nil)
		for _, s := range steps[len(steps)-min(3, len(steps)):] {
			f.Add(uint8(len(positions)-1), pos.FormatStep(s))
		}
	}
	for _, text := range scenarioLines(f, "play", "illegal") {
		f.Add(uint8(0), text)
		f.Add(uint8(len(text)), text)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		gametest.FuzzStep(t, positions[int(which)%len(positions)], text)
	})
}
