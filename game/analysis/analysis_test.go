package analysis

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
)

// randomGame plays up to n random legal steps of a game of r from its
// start, and returns the record.
func randomGame(t *testing.T, r game.Ruleset, opts game.Options, n int, seed uint64) game.Record {
	t.Helper()
	rec := game.Record{Game: r.ID(), Options: opts}
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for range n {
		legal := game.LegalTexts(pos)
		if len(legal) == 0 {
			break
		}
		step := legal[rng.IntN(len(legal))]
		game.Play(pos, step)
		rec.Steps = append(rec.Steps, step)
	}
	return rec
}

// analyse runs an analysis of rec to its end in slices of 37 playouts.
func analyse(t *testing.T, r game.Ruleset, rec game.Record, seed uint64) Result {
	t.Helper()
	a, err := newAt(r, rec, chartSearch{playouts: 40, turns: 2, own: 0.3}, seed)
	if err != nil {
		t.Fatal(err)
	}
	for slices := 0; !a.Done(); slices++ {
		if slices > 10000 {
			t.Fatal("the analysis does not end")
		}
		a.Run(37)
	}
	if done, total := a.Progress(); done != total || total != len(rec.Steps)+1 {
		t.Fatalf("progress %d of %d for %d steps", done, total, len(rec.Steps))
	}
	return a.Result()
}

// computerGame is a game of r played to its end (or 300 steps) by the
// computer at its easy level in every seat.
func computerGame(t *testing.T, r game.Ruleset) game.Record {
	t.Helper()
	rec := game.Record{Game: r.ID()}
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	player, _ := ai.NewPlayer("", "easy", 3)
	for !pos.Result().Over && len(rec.Steps) < 300 {
		s := player.Choose(pos)
		rec.Steps = append(rec.Steps, pos.FormatStep(s))
		pos.Apply(s)
	}
	return rec
}

// TestAnalyseGames analyses random games of every kind, and one the
// computer played to its end: the result is whole, every position's chances sum to one,
// a finished game's last chances are its result, the computer names a step
// wherever the game goes on, and the same seed gives the same result.
func TestAnalyseGames(t *testing.T) {
	for _, r := range registry.All() {
		for _, n := range []int{0, 12, 400, -1} {
			rec := randomGame(t, r, nil, n, uint64(n))
			if n < 0 {
				rec = computerGame(t, r)
			}
			res := analyse(t, r, rec, 5)
			pos, _ := game.Replay(r, rec, nil)
			if !res.Valid(len(rec.Steps), pos.Players()) {
				t.Fatalf("%s, %d steps: an invalid result %+v", r.ID(), len(rec.Steps), res)
			}
			for i, c := range res.Chances {
				sum := 0
				for _, v := range c {
					sum += v
				}
				if sum < 1000-len(c) || sum > 1000+len(c) {
					t.Errorf("%s after %d steps: chances %v", r.ID(), i, c)
				}
			}
			last := len(rec.Steps)
			if result := pos.Result(); result.Over {
				for p := 1; p <= pos.Players(); p++ {
					won := res.Chance(last, p)
					if result.Winners == 0 && math.Abs(won-1/float64(pos.Players())) > 0.001 {
						t.Errorf("%s: a draw, and player %d's last chance is %v", r.ID(), p, won)
					}
					if result.Winners != 0 && result.Winners.Has(p) != (won > 0) {
						t.Errorf("%s: player %d's last chance is %v, the result %+v", r.ID(), p, won, result)
					}
				}
			} else if res.Best[last] == "" {
				t.Errorf("%s: no step preferred in the last position, which goes on", r.ID())
			}
			if again := analyse(t, r, rec, 5); !slices.EqualFunc(again.Chances, res.Chances, slices.Equal) {
				t.Errorf("%s: the same seed gave another analysis", r.ID())
			}
		}
	}
}

// TestSwings: the turning points are the falls of the mover's own chance
// by a tenth or more, biggest first, at steps the computer would not have
// played, at most n of them.
func TestSwings(t *testing.T) {
	res := Result{
		Steps: 5,
		Chances: [][]int{
			{500, 500}, {550, 450}, {200, 800}, {250, 750}, {240, 760}, {900, 100},
		},
		Best: []string{"a", "b", "x", "d", "e", ""},
	}
	steps := []string{"a", "c", "x", "q", "r"}
	movers := []int{1, 1, 2, 2, 1}
	got := Swings(res, steps, movers, 5)
	want := []Swing{
		{Step: 2, Mover: 1, Played: "c", Preferred: "b", Before: 0.55, After: 0.2},
	}
	if !slices.Equal(got, want) {
		t.Errorf("swings %+v, want %+v", got, want)
	}
	res.Chances[4] = []int{700, 300} // player 2's step 4 threw away 0.45: bigger than step 2's fall
	got = Swings(res, steps, movers, 1)
	if len(got) != 1 || got[0].Step != 4 || got[0].Mover != 2 {
		t.Errorf("the biggest swing %+v, want step 4 by player 2", got)
	}
	blended := Result{Steps: res.Steps, Chances: slices.Clone(res.Chances), Best: res.Best, Hindsight: 0.3}
	blend(blended.Chances, 0.3)
	got = Swings(blended, steps, movers, 5)
	// Step 4's fall runs from the search's own 0.75 before it; step 2's,
	// which player 1 made good later, is less than a tenth once blended.
	if len(got) != 1 || got[0].Step != 4 || math.Abs(got[0].Before-0.75) > 0.003 || got[0].After != blended.Chance(4, 2) {
		t.Errorf("blended, the swings are %+v: want step 4's alone, from the search's own chance before it", got)
	}
}
