package main

import (
	"math"
)

// Elo ratings from game results, by maximum likelihood.
//
// The model is Bradley–Terry's, extended to any number of seats the way
// Luce's choice model does it: player i has a strength γᵢ, and a game's
// winner is seat s with probability γ(s) / Σ γ over its seats. With two
// seats that is Bradley–Terry, and a rating 400·log₁₀ γ is an Elo rating:
// 200 points above someone, a player wins 76 % of their games. A win
// shared by k winners counts 1/k for each; a draw counts 1/n for each of
// the n seats (a half-win each with two).
//
// A player who won every game would have an infinite rating, so every pair
// that played also shares one virtual drawn game (as BayesElo's prior of
// draws does); it pulls a pair's difference towards zero by about one game's
// worth. The intervals come from the curvature of the log-likelihood at
// its maximum (the observed Fisher information), relative to the anchor,
// whose rating is 0.

// result is one game for the fit: the player in each seat (an index into
// the players), and each seat's share of the win.
type result struct {
	seats  []int
	shares []float64
}

// rating is a player's fitted Elo and its 95 % interval, and the same of
// their difference to the player before them in the list.
type rating struct {
	Elo      float64    `json:"elo"`
	CI95     [2]float64 `json:"ci95"`
	Step     float64    `json:"step"`
	StepCI95 [2]float64 `json:"step_ci95"`
}

const eloPerNat = 400 / math.Ln10

// fitElo fits the ratings of n players from results, player anchor at 0.
func fitElo(n, anchor int, results []result) []rating {
	games := withVirtualDraws(n, results)
	gamma := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	wins := make([]float64, n)
	for _, g := range games {
		for k, p := range g.seats {
			wins[p] += g.shares[k]
		}
	}
	for range 100000 {
		if mmStep(gamma, wins, games, anchor) < 1e-12 {
			break
		}
	}
	cov := covariance(gamma, games, anchor)
	out := make([]rating, n)
	for i, g := range gamma {
		elo := eloPerNat * math.Log(g)
		out[i] = rating{Elo: round1(elo), CI95: around(elo, cov[i][i])}
		if i > 0 {
			step := elo - eloPerNat*math.Log(gamma[i-1])
			out[i].Step, out[i].StepCI95 = round1(step), around(step, cov[i][i]+cov[i-1][i-1]-2*cov[i][i-1])
		}
	}
	return out
}

// around is the 95 % interval of an estimate x in Elo whose variance, in
// natural-log units, is v.
func around(x, v float64) [2]float64 {
	half := 1.959963984540054 * eloPerNat * math.Sqrt(max(0, v))
	return [2]float64{round1(x - half), round1(x + half)}
}

// withVirtualDraws adds a drawn two-seat game for every pair of players
// that met in results.
func withVirtualDraws(n int, results []result) []result {
	met := make(map[[2]int]bool)
	for _, r := range results {
		for _, a := range r.seats {
			for _, b := range r.seats {
				if a < b {
					met[[2]int{a, b}] = true
				}
			}
		}
	}
	out := append([]result(nil), results...)
	for a := range n {
		for b := a + 1; b < n; b++ {
			if met[[2]int{a, b}] {
				out = append(out, result{seats: []int{a, b}, shares: []float64{0.5, 0.5}})
			}
		}
	}
	return out
}

// mmStep is one minorization–maximization step of the fit (Hunter, 2004):
// γᵢ ← Wᵢ / Σ over games of (seats of i) / (Σ γ of the game's seats), then
// the anchor rescaled to 1. It returns the largest relative change.
func mmStep(gamma, wins []float64, games []result, anchor int) float64 {
	denom := make([]float64, len(gamma))
	for _, g := range games {
		sum := 0.0
		for _, p := range g.seats {
			sum += gamma[p]
		}
		for _, p := range g.seats {
			denom[p] += 1 / sum
		}
	}
	change := 0.0
	next := make([]float64, len(gamma))
	for i := range gamma {
		next[i] = gamma[i]
		if denom[i] > 0 {
			next[i] = wins[i] / denom[i]
		}
	}
	scale := next[anchor]
	for i := range gamma {
		v := next[i] / scale
		change = max(change, math.Abs(v-gamma[i])/gamma[i])
		gamma[i] = v
	}
	return change
}

// covariance is the ratings' covariance in natural-log units: the inverse
// of the observed information with the anchor held fixed (its row and
// column are 0).
func covariance(gamma []float64, games []result, anchor int) [][]float64 {
	n := len(gamma)
	info := make([][]float64, n)
	for i := range info {
		info[i] = make([]float64, n)
	}
	for _, g := range games {
		sum := 0.0
		for _, p := range g.seats {
			sum += gamma[p]
		}
		share := make(map[int]float64) // each player's probability of winning the game
		for _, p := range g.seats {
			share[p] += gamma[p] / sum
		}
		for i, pi := range share {
			info[i][i] += pi
			for j, pj := range share {
				info[i][j] -= pi * pj
			}
		}
	}
	var free []int
	for i := range n {
		if i != anchor {
			free = append(free, i)
		}
	}
	m := make([][]float64, len(free))
	for a, i := range free {
		m[a] = make([]float64, len(free))
		for b, j := range free {
			m[a][b] = info[i][j]
		}
	}
	inv := invert(m)
	cov := make([][]float64, n)
	for i := range cov {
		cov[i] = make([]float64, n)
	}
	for a, i := range free {
		for b, j := range free {
			cov[i][j] = inv[a][b]
		}
	}
	return cov
}

// invert inverts a square matrix by Gauss–Jordan elimination with partial
// pivoting. The information of a connected set of games is never
// singular; a pivot of 0 would give infinities, not a crash.
func invert(m [][]float64) [][]float64 {
	n := len(m)
	a := make([][]float64, n)
	for i := range a {
		a[i] = make([]float64, 2*n)
		copy(a[i], m[i])
		a[i][n+i] = 1
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		pivot := a[c][c]
		for k := range a[c] {
			a[c][k] /= pivot
		}
		for r := range n {
			if r != c && a[r][c] != 0 {
				f := a[r][c]
				for k := range a[r] {
					a[r][k] -= f * a[c][k]
				}
			}
		}
	}
	out := make([][]float64, n)
	for i := range out {
		out[i] = a[i][n:]
	}
	return out
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
