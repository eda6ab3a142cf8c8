package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// TestArena plays a few quick games and checks the last line, the form
// outside checks parse: one JSON object from A's side.
func TestArena(t *testing.T) {
	var out, errs bytes.Buffer
	args := []string{"-game", "parry", "-options", `{"board": "Hex 3 (19)"}`, "-a", "easy", "-b", "random", "-n", "4", "-seed", "7"}
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var last map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil {
		t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
	}
	for _, key := range []string{"game", "a", "b", "games", "wins", "draws", "losses", "ci95", "playouts_per_s"} {
		if _, ok := last[key]; !ok {
			t.Errorf("no %q in %s", key, lines[len(lines)-1])
		}
	}
	if len(last) != 9 {
		t.Errorf("%d keys in %s", len(last), lines[len(lines)-1])
	}
	if last["game"] != "parry" || last["a"] != "easy" || last["b"] != "random" || last["games"] != 4.0 {
		t.Errorf("last line %s", lines[len(lines)-1])
	}
	if sum := last["wins"].(float64) + last["draws"].(float64) + last["losses"].(float64); sum != 4 {
		t.Errorf("wins, draws and losses add up to %v", sum)
	}
	if ci := last["ci95"].([]any); len(ci) != 2 || ci[0].(float64) > ci[1].(float64) {
		t.Errorf("ci95 %v", ci)
	}
	again := bytes.Buffer{}
	run(args, &again, &bytes.Buffer{})
	if first, second := lastBut(out.String()), lastBut(again.String()); first != second {
		t.Errorf("the same seed gave\n%s\nthen\n%s", first, second)
	}
}

// lastBut is the output without the figures that depend on timing.
func lastBut(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var last map[string]any
	json.Unmarshal([]byte(lines[len(lines)-1]), &last)
	delete(last, "playouts_per_s")
	data, _ := json.Marshal(last)
	return string(data)
}

// TestArenaRefuses: bad command lines exit with 2 and say what is wrong.
func TestArenaRefuses(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess", "-a", "easy", "-b", "random", "-n", "1"}, `no game "chess"`},
		{[]string{"-game", "parry", "-a", "expert", "-b", "random", "-n", "1"}, `player "expert"`},
		{[]string{"-game", "parry", "-a", "easy", "-b", "uct:0", "-n", "1"}, `uct:N`},
		{[]string{"-game", "parry", "-a", "easy", "-b", "random", "-n", "0"}, `at least 1 game`},
		{[]string{"-game", "parry", "-options", `{"players": 9}`, "-a", "easy", "-b", "random", "-n", "1"}, `-options`},
		{[]string{"-game", "parry", "-options", `[1]`, "-a", "easy", "-b", "random", "-n", "1"}, `-options`},
		{[]string{"-game", "parry", "-ladder", "random", "-n", "1"}, `at least two players`},
		{[]string{"-game", "parry", "-ladder", "random,greedy", "-cap", "greedy=0", "-n", "1"}, `-cap`},
		{[]string{"-game", "parry", "-ladder", "random,mcts:5", "-n", "1"}, `mcts:ITERATIONS`},
		{[]string{"-game", "parry", "-a", "mcts:0:2", "-b", "random", "-n", "1"}, `mcts:ITERATIONS`},
	} {
		var out, errs bytes.Buffer
		if code := run(tc.args, &out, &errs); code != 2 || !strings.Contains(errs.String(), tc.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", tc.args, code, errs.String(), tc.want)
		}
	}
}

// TestArenaFairMaps plays Source of Power on fair random maps: each game
// on the map of its own seed, the same again from the same seed, and
// another map than the standard one's.
func TestArenaFairMaps(t *testing.T) {
	cfg := config{game: "source-of-power", options: game.Options{"players": "3", "turn_limit": "3"}, a: "random", b: "random", games: 3, seed: 5, fairMaps: true}
	rules, _ := registry.Find(cfg.game)
	start, _ := rules.Start(cfg.options)
	var maps []string
	for i := range cfg.games {
		pos, err := startOf(cfg, start, i)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := startOf(cfg, start, i)
		if pos.String() != again.String() || pos.Players() != 3 {
			t.Errorf("game %d starts on %s, then on %s", i, pos, again)
		}
		maps = append(maps, pos.String())
	}
	if maps[0] == maps[1] || maps[0] == start.String() {
		t.Errorf("the games' maps are not their own: %q", maps)
	}
	var out, errs bytes.Buffer
	// The computer plays a sample of fair maps to the end (here a turn
	// limit of 6).
	if code := run([]string{"-game", "source-of-power", "-options", `{"players": 3, "turn_limit": 6}`, "-a", "easy", "-b", "easy", "-n", "3", "-fair-maps"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if got := strings.Count(errs.String(), " after "); got != 3 {
		t.Errorf("%d games reported as played to the end: %s", got, errs.String())
	}
}

// TestArenaLadder plays a short ladder and checks its last line: every
// neighbouring pair's games, a rating for every player with greedy at 0,
// and the stopping rule: a pair stops after its first batch once its
// interval is narrow enough, and plays on to -n otherwise, or to the -cap
// of a player in it.
func TestArenaLadder(t *testing.T) {
	for _, tc := range []struct {
		width, cap string
		games      float64
	}{{"1", "", 10}, {"0.01", "", 20}, {"0.01", "1=4", 4}} {
		var out, errs bytes.Buffer
		args := []string{"-game", "phalanx", "-ladder", "random,greedy,1", "-n", "20", "-width", tc.width, "-cap", tc.cap, "-seed", "3"}
		if code := run(args, &out, &errs); code != 0 {
			t.Fatalf("exit %d: %s", code, errs.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		var last struct {
			Game    string
			Players []string
			Ratings []struct {
				Elo      float64
				CI95     [2]float64
				Step     float64
				StepCI95 [2]float64 `json:"step_ci95"`
			}
			Rungs []struct {
				A, B                       string
				Games, Wins, Draws, Losses float64
			}
		}
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil {
			t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
		}
		if last.Game != "phalanx" || len(last.Ratings) != 3 || len(last.Rungs) != 2 || last.Ratings[1].Elo != 0 {
			t.Fatalf("-width %s: last line %s", tc.width, lines[len(lines)-1])
		}
		for i, r := range last.Rungs {
			want := tc.games
			if tc.cap != "" && i == 0 {
				want = 20 // greedy against random: no player capped
			}
			if r.A != last.Players[i+1] || r.B != last.Players[i] || r.Games != want || r.Wins+r.Draws+r.Losses != r.Games {
				t.Errorf("-width %s: rung %d: %+v", tc.width, i, r)
			}
		}
		for i, r := range last.Ratings {
			if r.CI95[0] > r.Elo || r.Elo > r.CI95[1] || i > 0 && (r.StepCI95[0] > r.Step || r.Step > r.StepCI95[1]) {
				t.Errorf("-width %s: rating %d: %+v", tc.width, i, r)
			}
		}
	}
}
