package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitElo: games drawn from known ratings (two seats, and three seats
// with one player against two of another) give back every rating and
// every step between neighbours within its 95 % interval widened to three
// standard errors, and the intervals narrow as the games grow.
func TestFitElo(t *testing.T) {
	truth := []float64{-300, 0, 150, 300, 600}
	for _, seats := range []int{2, 3} {
		var widths []float64
		for _, games := range []int{400, 3200} {
			r := rand.New(rand.NewPCG(uint64(seats), uint64(games)))
			got := fitElo(len(truth), 1, simulate(r, truth, seats, games))
			for i, g := range got {
				if i == 1 {
					continue
				}
				if !near(g.Elo, truth[i]-truth[1], g.CI95) {
					t.Errorf("%d seats, %d games: player %d at %v (interval %v), truly %v", seats, games, i, g.Elo, g.CI95, truth[i]-truth[1])
				}
				if i > 0 && !near(g.Step, truth[i]-truth[i-1], g.StepCI95) {
					t.Errorf("%d seats, %d games: step to %d is %v (interval %v), truly %v", seats, games, i, g.Step, g.StepCI95, truth[i]-truth[i-1])
				}
			}
			widths = append(widths, got[4].CI95[1]-got[4].CI95[0])
		}
		if widths[1] > widths[0]/2 {
			t.Errorf("%d seats: 8 times the games narrowed the interval from %v to only %v", seats, widths[0], widths[1])
		}
	}
}

// near tells whether x is within three standard errors (1.53 times a 95 %
// interval's half-width) of the estimate at the interval's centre.
func near(estimate, x float64, ci [2]float64) bool {
	half := (ci[1] - ci[0]) / 2
	return math.Abs(estimate-x) <= 1.53*half+0.5
}

// simulate plays games between neighbours of the ladder: the upper one in
// one seat, the lower in the others, the winner drawn by Luce's model.
func simulate(r *rand.Rand, elo []float64, seats, games int) []result {
	var out []result
	for g := range games {
		k := 1 + g%(len(elo)-1)
		res := result{seats: make([]int, seats), shares: make([]float64, seats)}
		sum := 0.0
		for s := range seats {
			res.seats[s] = k - 1
			if s == g%seats {
				res.seats[s] = k
			}
			sum += math.Pow(10, elo[res.seats[s]]/400)
		}
		x := r.Float64() * sum
		for s := range seats {
			if x -= math.Pow(10, elo[res.seats[s]]/400); x < 0 || s == seats-1 {
				res.shares[s] = 1
				break
			}
		}
		out = append(out, res)
	}
	return out
}

// TestFitEloAllWins: a player who won every game gets a finite rating
// above the other, thanks to the virtual draw.
func TestFitEloAllWins(t *testing.T) {
	var games []result
	for range 10 {
		games = append(games, result{seats: []int{0, 1}, shares: []float64{0, 1}})
	}
	got := fitElo(2, 0, games)
	if !(got[1].Elo > 200 && got[1].Elo < 1000) || math.IsInf(got[1].CI95[1], 0) {
		t.Errorf("10 wins of 10: %+v", got[1])
	}
}
