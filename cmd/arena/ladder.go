package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"text/tabwriter"

	"pentarchy/game/registry"
)

// The ladder mode plays every neighbouring pair of a list of players, the
// upper one as A, in batches until the pair's interval is narrow enough or
// its games are spent, and fits every player's Elo rating to all the
// games at once (elo.go), the first player's rating being 0.

// rung is a neighbouring pair's games.
type rung struct {
	pair
	outcomes []outcome
}

// ladder is the ladder mode's result.
type ladder struct {
	Game    string   `json:"game"`
	Players []string `json:"players"`
	Ratings []rating `json:"ratings"`
	Rungs   []rung   `json:"rungs"`
}

// batchGames is about how many games a pair plays between two looks at
// its interval, rounded up to a multiple of the game's players so that A
// has every seat alike.
const batchGames = 10

// playLadder plays cfg.ladder's neighbouring pairs: each at most cfg.games
// games (fewer for a pair with a player cfg.caps caps), stopping once the 95 % interval of the upper player's share of
// wins is at most cfg.width wide.
func playLadder(cfg config) (*ladder, error) {
	if len(cfg.ladder) < 2 {
		return nil, fmt.Errorf("-ladder: want at least two players")
	}
	rules, ok := registry.Find(cfg.game)
	if !ok {
		return nil, fmt.Errorf("-game: no game %q", cfg.game)
	}
	start, err := rules.Start(cfg.options)
	if err != nil {
		return nil, fmt.Errorf("-options: %v", err)
	}
	players := start.Players()
	l := &ladder{Game: cfg.game, Players: cfg.ladder}
	for k := 1; k < len(cfg.ladder); k++ {
		r, err := playRung(cfg, k, players)
		if err != nil {
			return nil, err
		}
		l.Rungs = append(l.Rungs, r)
		if cfg.progress != nil {
			fmt.Fprintf(cfg.progress, "rung %s against %s: %d wins, %d draws, %d losses\n", r.A, r.B, r.Wins, r.Draws, r.Losses)
		}
	}
	l.Ratings = fitElo(len(cfg.ladder), anchorOf(cfg.ladder), l.results(players))
	return l, nil
}

// playRung plays the pair of cfg.ladder's players k (as A) and k−1 in
// batches until its interval is narrow enough or its games are spent.
func playRung(cfg config, k, players int) (rung, error) {
	run := cfg
	run.a, run.b = cfg.ladder[k], cfg.ladder[k-1]
	run.seed = seedOf(cfg.seed, k, 0)
	r := rung{pair: pair{A: run.a, B: run.b}}
	most := cfg.games
	for _, p := range []string{run.a, run.b} {
		if c, ok := cfg.caps[p]; ok {
			most = min(most, c)
		}
	}
	for r.Games < most && (r.Games == 0 || r.CI95[1]-r.CI95[0] > cfg.width) {
		run.first = r.Games
		run.games = min(most-r.Games, roundUp(batchGames, players))
		sum, err := play(run)
		if err != nil {
			return rung{}, err
		}
		r.outcomes = append(r.outcomes, sum.outcomes...)
		r.Games, r.Wins, r.Draws, r.Losses = r.Games+sum.Games, r.Wins+sum.Wins, r.Draws+sum.Draws, r.Losses+sum.Losses
		r.CI95 = wilson(r.Wins, r.Games)
	}
	return r, nil
}

// anchorOf is the player whose rating is 0: greedy where it plays, else
// the first.
func anchorOf(players []string) int {
	return max(0, slices.Index(players, "greedy"))
}

func roundUp(n, m int) int { return (n + m - 1) / m * m }

// results are the ladder's games for the fit: A in its seat, B in every
// other, B's share of the win spread over its seats.
func (l *ladder) results(players int) []result {
	var out []result
	for k, r := range l.Rungs {
		for _, o := range r.outcomes {
			res := result{seats: make([]int, players), shares: make([]float64, players)}
			for s := range players {
				res.seats[s], res.shares[s] = k, (1-o.share)/float64(players-1)
			}
			res.seats[o.seat-1], res.shares[o.seat-1] = k+1, o.share
			out = append(out, res)
		}
	}
	return out
}

// print writes the pairs, the ratings, then the JSON line.
func (l *ladder) print(w io.Writer) {
	fmt.Fprintf(w, "%s: ladder of %d players\n", l.Game, len(l.Players))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "A\tB\tgames\twins\tdraws\tlosses\tA's wins, 95 % interval\t")
	for _, r := range l.Rungs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%.0f–%.0f %%\t\n", r.A, r.B, r.Games, r.Wins, r.Draws, r.Losses, 100*r.CI95[0], 100*r.CI95[1])
	}
	tw.Flush()
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tElo\t95 % interval\tabove the one below\t95 % interval\t")
	for i, r := range l.Ratings {
		step, stepCI := "-", "-"
		if i > 0 {
			step, stepCI = fmt.Sprintf("%+.0f", r.Step), interval(r.StepCI95)
		}
		fmt.Fprintf(tw, "%s\t%.0f\t%s\t%s\t%s\t\n", l.Players[i], r.Elo, interval(r.CI95), step, stepCI)
	}
	tw.Flush()
	line, _ := json.Marshal(l)
	fmt.Fprintf(w, "%s\n", line)
}

func interval(ci [2]float64) string {
	if math.IsInf(ci[0], 0) || math.IsInf(ci[1], 0) {
		return "-"
	}
	return fmt.Sprintf("%.0f to %.0f", ci[0], ci[1])
}
