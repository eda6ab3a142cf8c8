package analysis

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
)

var (
	updateGames     = flag.Bool("update-games", false, "play the kept games of testdata/games again")
	updateReference = flag.Bool("update-reference", false, "analyse the kept games with the reference search again (minutes)")
	referenceSeed   = flag.Uint64("reference-seed", 0, "TestReferenceNoise: analyse the kept games with the reference search at this seed and report how far it is from seed 1's")
)

// keptGames is how many games of each kind the agreement is measured on.
const keptGames = 4

// reference is the deep search the chart's chances are measured against:
// 3,000 playouts played to the end at every position, each position's
// search its own (alone) and its chances its own (no hindsight).
var reference = chartSearch{playouts: 3000, own: 1, alone: true}

// keptGame is kept game n of r: played by level 4 against itself to the
// end, the first of its seeds to end within maxKeptSteps; made again with
// -update-games.
func keptGame(t testing.TB, r game.Ruleset, n int) game.Record {
	t.Helper()
	path := filepath.Join("testdata", "games", fmt.Sprintf("%s-%d.json", r.ID(), n))
	for seed := uint64(100 * n); *updateGames; seed++ {
		if rec := selfPlay(r, "4", seed); len(rec.Steps) <= maxKeptSteps {
			writeJSON(t, path, rec)
			break
		}
	}
	var rec game.Record
	readJSON(t, path, &rec)
	return rec
}

// maxKeptSteps bounds a kept game's length, so that the reference search
// of all of them takes minutes, not hours.
const maxKeptSteps = 200

// selfPlay is a game of r played to its end by level against itself,
// each seat with its own seed from seed.
func selfPlay(r game.Ruleset, level string, seed uint64) game.Record {
	rec := game.Record{Game: r.ID(), Steps: []string{}}
	pos, _ := game.Setup(r, rec)
	players := make([]ai.Player, pos.Players())
	for i := range players {
		players[i], _ = ai.NewPlayer(r.ID(), level, seed*8+uint64(i))
	}
	for pos.Mover() != 0 {
		s := players[pos.Mover()-1].Choose(pos)
		rec.Steps = append(rec.Steps, pos.FormatStep(s))
		pos.Apply(s)
	}
	return rec
}

// referenceOf is the reference search's analysis of kept game n of r,
// made again with -update-reference.
func referenceOf(t testing.TB, r game.Ruleset, n int, rec game.Record) Result {
	t.Helper()
	path := filepath.Join("testdata", "reference", fmt.Sprintf("%s-%d.json", r.ID(), n))
	if *updateReference {
		writeJSON(t, path, referenceAt(t, r, rec, 1))
	}
	var res Result
	readJSON(t, path, &res)
	return res
}

// referenceAt is the reference search's analysis of rec with randomness
// from seed.
func referenceAt(t testing.TB, r game.Ruleset, rec game.Record, seed uint64) Result {
	t.Helper()
	a, err := newAt(r, rec, reference, seed)
	if err != nil {
		t.Fatal(err)
	}
	for !a.Done() {
		a.Run(1000)
	}
	return a.Result()
}

// TestReferenceNoise (with -reference-seed N) reports how far the
// reference search's chances at seed N are from those kept (seed 1): the
// part of the chart's disagreement that is the reference's own noise.
func TestReferenceNoise(t *testing.T) {
	if *referenceSeed == 0 {
		t.Skip("with -reference-seed N")
	}
	for _, r := range registry.All() {
		var diff float64
		for n := 1; n <= keptGames; n++ {
			rec := keptGame(t, r, n)
			d, _ := disagreement(referenceAt(t, r, rec, *referenceSeed), referenceOf(t, r, n, rec))
			diff += d / keptGames
		}
		t.Logf("%s: the reference at seed %d differs from seed 1's by %.3f on average", r.ID(), *referenceSeed, diff)
	}
}

func writeJSON(t testing.TB, path string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(path), 0o755)
	}
	if err == nil {
		err = os.WriteFile(path, append(data, '\n'), 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

func readJSON(t testing.TB, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(data, v)
	}
	if err != nil {
		t.Fatalf("%v (made with -update-games and -update-reference)", err)
	}
}

// disagreement is the mean difference between two analyses' chances over
// every position and player, and the mean move of the first player's
// chance from one step to the next in got.
func disagreement(got, want Result) (diff, jump float64) {
	n := 0
	for i := range got.Chances {
		for p := range got.Chances[i] {
			diff += math.Abs(got.Chance(i, p+1) - want.Chance(i, p+1))
			n++
		}
		if i > 0 {
			jump += math.Abs(got.Chance(i, 1) - got.Chance(i-1, 1))
		}
	}
	return diff / float64(n), jump / float64(max(1, len(got.Chances)-1))
}

// goal is what the chart's chances may differ from the reference's at
// most, on average, in every game.
const goal = 0.06

// chartSeeds is how many of the chart's seeds BenchmarkAgreement averages
// over: the figure TestAgreement checks is seed 1's.
var chartSeeds = flag.Int("chart-seeds", 1, "BenchmarkAgreement: average the figures over the chart's seeds 1 to N")

// agreement analyses the kept games of r as the chart does with the seed
// given and returns the mean disagreement with the reference and the mean
// move of the first player's chance a step.
func agreement(t testing.TB, r game.Ruleset, seed uint64) (diff, jump float64) {
	var recs []game.Record
	for n := 1; n <= keptGames; n++ {
		recs = append(recs, keptGame(t, r, n))
	}
	for n, rec := range recs {
		want := referenceOf(t, r, n+1, rec)
		a, err := New(r, rec, seed)
		if err != nil {
			t.Fatal(err)
		}
		for !a.Done() {
			a.Run(1000)
		}
		d, j := disagreement(a.Result(), want)
		diff, jump = diff+d/keptGames, jump+j/keptGames
	}
	return diff, jump
}

// TestAgreement: on the kept games of every kind, the chart's chances
// differ from the reference search's by no more than the goal on average.
func TestAgreement(t *testing.T) {
	for _, r := range registry.All() {
		t.Run(r.ID(), func(t *testing.T) {
			diff, jump := agreement(t, r, 1)
			t.Logf("%s: the chart differs from the reference by %.3f on average (goal %.2f); its first player's chance moves %.3f a step", r.ID(), diff, goal, jump)
			if diff > goal {
				t.Errorf("%s: the chart differs from the reference by %.3f on average, more than %.2f", r.ID(), diff, goal)
			}
		})
	}
}

// BenchmarkAgreement charts the kept games of every kind and reports the
// disagreement with the reference and the step-to-step move of the first
// player's chance, averaged over -chart-seeds of the chart's seeds; its
// time is the chart's for the four games at every seed.
func BenchmarkAgreement(b *testing.B) {
	for _, r := range registry.All() {
		b.Run(r.ID(), func(b *testing.B) {
			var diff, jump float64
			for range b.N {
				diff, jump = 0, 0
				for seed := range *chartSeeds {
					d, j := agreement(b, r, uint64(seed+1))
					diff, jump = diff+d/float64(*chartSeeds), jump+j/float64(*chartSeeds)
				}
			}
			b.ReportMetric(diff, "disagreement")
			b.ReportMetric(jump, "move/step")
		})
	}
}

var (
	calibration      = flag.Int("calibration", 0, "TestCalibration: play this many self-play games of each kind and report the chart's calibration by band")
	calibrationLevel = flag.String("calibration-level", "4", "TestCalibration: the level that plays both sides")
	calibrationGames = flag.String("calibration-games", "", "TestCalibration: only the games with these ids, comma-separated (all when empty)")
)

// TestCalibration (with -calibration N) plays N games of each kind between
// equal levels (-calibration-level, 4 unless told), charts each as the page does, and prints by
// band of the chart's chance the share of the win those positions' player
// went on to get (a draw shared by all): a calibrated chart's shares lie
// within their bands.
func TestCalibration(t *testing.T) {
	if *calibration == 0 {
		t.Skip("with -calibration N")
	}
	bands := []float64{0, 0.2, 0.4, 0.6, 0.8, 1.0001}
	type tally struct{ positions, wins, chance float64 }
	all := make([]tally, len(bands)-1)
	for _, r := range registry.All() {
		if *calibrationGames != "" && !slices.Contains(strings.Split(*calibrationGames, ","), r.ID()) {
			continue
		}
		byGame := make([]tally, len(bands)-1)
		for g := range *calibration {
			rec := selfPlay(r, *calibrationLevel, uint64(1000+g))
			pos, _ := game.Replay(r, rec, nil)
			winners := pos.Result().Winners
			a, err := New(r, rec, 1)
			if err != nil {
				t.Fatal(err)
			}
			for !a.Done() {
				a.Run(1000)
			}
			res := a.Result()
			for i := range res.Chances[:len(res.Chances)-1] { // not the end, which is known
				for p := 1; p <= pos.Players(); p++ {
					c := res.Chance(i, p)
					b := 0
					for c >= bands[b+1] {
						b++
					}
					won := 0.0 // the player's share of the win, as the search counts it
					switch n := len(winners.List()); {
					case n == 0:
						won = 1 / float64(pos.Players())
					case winners.Has(p):
						won = 1 / float64(n)
					}
					for _, tl := range []*tally{&byGame[b], &all[b]} {
						tl.positions++
						tl.wins += won
						tl.chance += c
					}
				}
			}
		}
		for b, tl := range byGame {
			if tl.positions > 0 {
				fmt.Printf("%s\t%.0f–%.0f %%\t%.0f positions\tchart %.1f %%\twon %.1f %%\n", r.ID(), 100*bands[b], min(100, 100*bands[b+1]), tl.positions, 100*tl.chance/tl.positions, 100*tl.wins/tl.positions)
			}
		}
	}
	for b, tl := range all {
		if tl.positions > 0 {
			fmt.Printf("all\t%.0f–%.0f %%\t%.0f positions\tchart %.1f %%\twon %.1f %%\n", 100*bands[b], min(100, 100*bands[b+1]), tl.positions, 100*tl.chance/tl.positions, 100*tl.wins/tl.positions)
		}
	}
}
