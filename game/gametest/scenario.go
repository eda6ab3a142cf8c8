package gametest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
)

// A scenario file holds scenarios, each a list of directives, one a line:
//
//	== S02 white first turn has 4 actions   starts a scenario (the rest names it)
//	options: {"size": "small"}              options as in a record (before start)
//	start: <position>                       start here instead of the start position
//	play: end                               play a step; it must be legal
//	illegal: move a1-a2                     the step must be refused, nothing changed
//	position: <position>                    the position text must be this
//	result: null                            the result, as the referee writes it
//	mover: 2                                whose step is next (0: nobody)
//	legal: ["add a7", "end"]                the exact legal list, sorted
//	legal-count: 97                         just the number of legal steps
//	legal-has: ["conquer"]                  these steps are legal
//	legal-lacks: ["acquire e4"]             these steps are not
//
// Lines that are empty or start with # are ignored. Directives run in order,
// so expectations can follow every play.
type scenario struct {
	name  string
	file  string
	lines []line
}

type line struct {
	n          int
	key, value string
}

// RunScenarios runs every scenario of the file at path as a subtest. A failure
// names the file and line and prints the record played so far.
func RunScenarios(t *testing.T, rules game.Ruleset, path string) {
	t.Helper()
	scenarios, err := readScenarios(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(scenarios) == 0 {
		t.Fatalf("%s: no scenarios", path)
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) { sc.run(t, rules) })
	}
}

func readScenarios(path string) ([]*scenario, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var all []*scenario
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
		case strings.HasPrefix(text, "=="):
			all = append(all, &scenario{name: strings.TrimSpace(text[2:]), file: path})
		case len(all) == 0:
			return nil, fmt.Errorf("%s:%d: directive before the first == scenario line", path, n)
		default:
			key, value, ok := strings.Cut(text, ":")
			if !ok {
				return nil, fmt.Errorf("%s:%d: want \"key: value\", got %q", path, n, text)
			}
			cur := all[len(all)-1]
			cur.lines = append(cur.lines, line{n, strings.TrimSpace(key), strings.TrimSpace(value)})
		}
	}
	return all, sc.Err()
}

// run plays one scenario; rec tracks what was played for failure messages.
func (sc *scenario) run(t *testing.T, rules game.Ruleset) {
	rec := game.Record{Game: rules.ID(), Options: game.Options{}, Steps: []string{}}
	var pos game.Position
	setup := func() {
		if pos != nil {
			return
		}
		var err error
		if pos, err = game.Setup(rules, rec); err != nil {
			t.Fatalf("%s: setup: %v", sc.file, err)
		}
	}
	for _, l := range sc.lines {
		where := fmt.Sprintf("%s:%d", sc.file, l.n)
		if l.key == "options" || l.key == "start" {
			if pos != nil {
				t.Fatalf("%s: %s after the game started", where, l.key)
			}
			if l.key == "start" {
				rec.Position = l.value
			} else if err := json.Unmarshal([]byte(l.value), &rec.Options); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			continue
		}
		setup()
		if err := check(pos, l); err != nil {
			record, _ := json.Marshal(rec)
			t.Fatalf("%s: %v\nrecord so far: %s\nposition: %s", where, err, record, pos)
		}
		if l.key == "play" {
			rec.Steps = append(rec.Steps, l.value)
		}
	}
}

// check carries out one directive on pos.
func check(pos game.Position, l line) error {
	switch l.key {
	case "play":
		return game.Play(pos, l.value)
	case "illegal":
		before := pos.String()
		if err := game.Play(pos, l.value); err == nil {
			return fmt.Errorf("step %q was accepted", l.value)
		}
		if pos.String() != before {
			return fmt.Errorf("refused step %q changed the position to %s", l.value, pos)
		}
	case "position":
		if got := pos.String(); got != l.value {
			return fmt.Errorf("position\n got %s\nwant %s", got, l.value)
		}
	case "result":
		return checkJSON("result", pos.Result(), l.value)
	case "mover":
		return checkJSON("mover", pos.Mover(), l.value)
	case "legal-count":
		return checkJSON("legal-count", len(pos.Legal(nil)), l.value)
	case "legal", "legal-has", "legal-lacks":
		var want []string
		if err := json.Unmarshal([]byte(l.value), &want); err != nil {
			return fmt.Errorf("%s: %v", l.key, err)
		}
		return checkLegal(l.key, game.LegalTexts(pos), want)
	default:
		return fmt.Errorf("unknown directive %q", l.key)
	}
	return nil
}

// checkJSON compares got, written as JSON, with the JSON text want, both in
// canonical form (object keys sorted, no spaces).
func checkJSON(what string, got any, want string) error {
	data, err := json.Marshal(got)
	if err != nil {
		return err
	}
	gotText, err := canonicalJSON(data)
	if err != nil {
		return err
	}
	wantText, err := canonicalJSON([]byte(want))
	if err != nil {
		return fmt.Errorf("%s: bad expectation: %v", what, err)
	}
	if gotText != wantText {
		return fmt.Errorf("%s: got %s, want %s", what, gotText, wantText)
	}
	return nil
}

func canonicalJSON(data []byte) (string, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return "", err
	}
	out, err := json.Marshal(v)
	return string(out), err
}

func checkLegal(key string, got, want []string) error {
	switch key {
	case "legal":
		if !slices.Equal(got, want) {
			return fmt.Errorf("legal steps differ\n missing: %q\n extra:   %q", minus(want, got), minus(got, want))
		}
	case "legal-has":
		if missing := minus(want, got); len(missing) > 0 {
			return fmt.Errorf("not legal but should be: %q", missing)
		}
	case "legal-lacks":
		if extra := minus(want, minus(want, got)); len(extra) > 0 {
			return fmt.Errorf("legal but should not be: %q", extra)
		}
	}
	return nil
}

// minus returns the items of a that are not in b.
func minus(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

// ScenarioSeeds returns the position texts and step texts written in the
// scenario files, as seeds for fuzz tests.
func ScenarioSeeds(paths ...string) (positions, steps []string, err error) {
	for _, path := range paths {
		scenarios, err := readScenarios(path)
		if err != nil {
			return nil, nil, err
		}
		for _, sc := range scenarios {
			for _, l := range sc.lines {
				switch l.key {
				case "start", "position":
					positions = append(positions, l.value)
				case "play", "illegal":
					steps = append(steps, l.value)
				}
			}
		}
	}
	return positions, steps, nil
}
