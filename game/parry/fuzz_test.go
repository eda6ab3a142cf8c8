package parry

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// fuzzOptions turns two fuzzed bytes into options: one of the 26 boards and
// 2 to 6 players.
func fuzzOptions(board, players uint8) game.Options {
	return game.Options{
		"board":   BoardNames()[int(board)%26],
		"players": string(rune('2' + players%5)),
	}
}

// FuzzParsePosition checks that no text makes ParsePosition panic, and that
// every position it accepts round-trips and keeps the contract.
func FuzzParsePosition(f *testing.F) {
	for _, seed := range scenarioSeeds(f) {
		f.Add(seed.board, seed.players, seed.position)
	}
	f.Fuzz(func(t *testing.T, board, players uint8, text string) {
		gametest.FuzzPosition(t, Rules{}, fuzzOptions(board, players), text)
	})
}

// FuzzParseStep checks that no step text makes ParseStep panic, and that
// every step it accepts is listed, keeps its text and plays.
func FuzzParseStep(f *testing.F) {
	for _, seed := range scenarioSeeds(f) {
		for _, step := range seed.steps {
			f.Add(seed.board, seed.players, seed.position, step)
		}
	}
	f.Fuzz(func(t *testing.T, board, players uint8, text, step string) {
		pos, err := Rules{}.ParsePosition(fuzzOptions(board, players), text)
		if err != nil {
			return
		}
		gametest.FuzzStep(t, pos, step)
	})
}

// seed is a position of the scenarios with the steps tried on it there.
type seed struct {
	board, players uint8
	position       string
	steps          []string
}

// scenarioSeeds replays the scenario file and returns every position it
// passes through, with the steps played, refused or listed there.
func scenarioSeeds(f *testing.F) []seed {
	file, err := os.Open("testdata/scenarios.txt")
	if err != nil {
		f.Fatal(err)
	}
	defer file.Close()
	var seeds []seed
	var rec game.Record
	var pos *Position
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		key, value, _ := strings.Cut(strings.TrimSpace(sc.Text()), ":")
		value = strings.TrimSpace(value)
		switch {
		case strings.HasPrefix(key, "=="):
			rec, pos = game.Record{Game: "parry"}, nil
		case key == "options":
			if err := json.Unmarshal([]byte(value), &rec.Options); err != nil {
				f.Fatal(err)
			}
		case key == "start":
			rec.Position = value
		case key == "" || strings.HasPrefix(key, "#"):
		case pos == nil:
			p, err := game.Replay(Rules{}, rec, nil)
			if err != nil {
				f.Fatal(err)
			}
			pos = p.(*Position)
			seeds = append(seeds, seedOf(pos, game.LegalTexts(pos)...))
		}
		if key == "play" || key == "illegal" {
			seeds = append(seeds, seedOf(pos, value))
			if key == "play" {
				rec.Steps = append(rec.Steps, value)
				if err := game.Play(pos, value); err != nil {
					f.Fatal(err)
				}
				seeds = append(seeds, seedOf(pos, game.LegalTexts(pos)...))
			}
		}
	}
	return seeds
}

func seedOf(p *Position, steps ...string) seed {
	board := slices.Index(BoardNames(), p.Board().Name())
	return seed{uint8(board), uint8(p.Players() - 2), p.String(), steps}
}
