// Package analysis looks back at a recorded game: the computer's search
// estimates, at every step, each player's chance of winning (blended with
// the chances of the steps after it, in hindsight), and the turning points
// are the steps after which the mover's chance fell most, each with the
// step the computer preferred there. TestAgreement measures the chances
// against a much deeper search on kept games of every kind.
//
// It is pure: no clock, randomness only from the seed given. The caller
// runs it in slices (Analyzer.Run) and decides when to stop, so that a page
// never freezes; the result depends only on the record, the budget and the
// seed.
package analysis

import (
	"fmt"
	"math"
	"slices"

	"pentarchy/game"
	"pentarchy/game/ai"
)

// Result is a game's analysis.
type Result struct {
	// Steps is the length of the record analysed: a result for another
	// record (a game that went on) is stale.
	Steps int `json:"steps"`
	// Chances[i][p-1] is player p's chance of winning after i steps, in
	// thousandths.
	Chances [][]int `json:"chances"`
	// Best[i] is the step the computer would play after i steps; "" where
	// the game is over.
	Best []string `json:"best"`
	// Hindsight is the share of its own search in each position's chances
	// (blend); 0 in results made before the blend, whose chances are the
	// searches' own.
	Hindsight float64 `json:"hindsight,omitempty"`
}

// searched is player p's chance after i steps by the search of that
// position alone, before the blend: what the computer thought there.
func (r Result) searched(i, p int) float64 {
	c := r.Chance(i, p)
	if r.Hindsight == 0 || i+1 >= len(r.Chances) {
		return c
	}
	return min(1, max(0, (c-(1-r.Hindsight)*r.Chance(i+1, p))/r.Hindsight))
}

// Chance is player p's chance after i steps, from 0 to 1.
func (r Result) Chance(i, p int) float64 { return float64(r.Chances[i][p-1]) / 1000 }

// Valid tells whether the result is whole and of a record of n steps for
// the given number of players.
func (r Result) Valid(n, players int) bool {
	if r.Steps != n || len(r.Chances) != n+1 || len(r.Best) != n+1 {
		return false
	}
	for _, c := range r.Chances {
		if len(c) != players || slices.ContainsFunc(c, func(v int) bool { return v < 0 || v > 1000 }) {
			return false
		}
	}
	return true
}

// chartSearch is the search the chart runs at every position of a game.
// Each position's search keeps the tree of the one before it (the part
// under the step played) and adds its own playouts: a tree grown over
// several positions plays the way a longer search would, at no cost.
type chartSearch struct {
	playouts int // a position's own playouts
	turns    int // turns a playout; 0 plays it to the end
	// fresh multiplies the playouts of a position whose tree starts
	// empty (0 counts as 1): in Source of Power the first of a player's
	// orders in a turn, whose search keeps nothing.
	fresh int
	// own is a position's own share of its chances; the rest comes from
	// the position after it, as charted (itself so blended): each chance
	// leans on what the game's later positions showed, as a deeper search
	// would see it coming, and the line steadies. A turning point still
	// shows as the biggest falls, a little spread over the steps before
	// it. 1 blends nothing.
	own float64
	// alone starts every position's search afresh, keeping nothing of
	// the one before: the way of the reference search that TestAgreement
	// measures the chart against.
	alone bool
}

// chartSearches are each game's searches, chosen on the kept games of
// TestAgreement to bring the chances within 0.06 on average of a search
// that plays every playout to the end with 3,000 of them, in a few
// seconds of the page for a game of 160 steps (results.md); "" for a game
// without its own.
var chartSearches = map[string]chartSearch{
	"":                {playouts: 150, turns: 2, own: 0.3},
	"patriarchs":      {playouts: 400, turns: 0, own: 0.6},
	"conquid":         {playouts: 20, turns: 0, own: 0.3},
	"phalanx":         {playouts: 100, turns: 0, own: 0.5},
	"source-of-power": {playouts: 300, turns: 3, fresh: 3, own: 0.8},
}

// chartSearchOf is the chart's search for a game of the given id.
func chartSearchOf(game string) chartSearch {
	if c, ok := chartSearches[game]; ok {
		return c
	}
	return chartSearches[""]
}

// Analyzer works through a record's positions with one search, which
// moves on from each position to the next.
type Analyzer struct {
	positions []game.Position // after 0, 1, … steps
	steps     []game.Step     // the record's steps, from one position to the next
	chart     chartSearch
	search    *ai.Search
	next      int // the position being searched
	budget    int // its playouts, once it has begun; 0 before
	ran       int // those run
	res       Result
}

// New prepares the chart's analysis of rec, a record of a game of r, with
// randomness from seed.
func New(r game.Ruleset, rec game.Record, seed uint64) (*Analyzer, error) {
	return newAt(r, rec, chartSearchOf(r.ID()), seed)
}

// newAt prepares the analysis of rec, a record of a game of r, by the
// search chart with randomness from seed.
func newAt(r game.Ruleset, rec game.Record, chart chartSearch, seed uint64) (*Analyzer, error) {
	a := &Analyzer{chart: chart, res: Result{Steps: len(rec.Steps)}}
	_, err := game.Replay(r, rec, func(i int, pos game.Position) {
		a.positions = append(a.positions, pos.Clone())
		if i < len(rec.Steps) {
			s, _ := pos.ParseStep(rec.Steps[i]) // Replay has played it: it is legal
			a.steps = append(a.steps, s)
		}
	})
	if err != nil {
		return nil, err
	}
	if len(a.positions) != len(rec.Steps)+1 {
		return nil, fmt.Errorf("the record replays to %d positions, not %d", len(a.positions), len(rec.Steps)+1)
	}
	level := ai.Level{Name: "analysis", Iterations: chart.playouts * max(1, chart.fresh), PlayoutTurns: chart.turns}
	a.search = ai.NewSearch(a.positions[0], level, seed)
	return a, nil
}

// Progress is how many positions are analysed, of how many.
func (a *Analyzer) Progress() (done, total int) { return a.next, len(a.positions) }

// Done tells whether every position is analysed.
func (a *Analyzer) Done() bool { return a.next == len(a.positions) }

// Run runs up to n playouts of the searches, moving on to the next
// position whenever one's budget is spent, and returns how many it ran.
func (a *Analyzer) Run(n int) int {
	ran := 0
	for ran < n && !a.Done() {
		if a.search.Decided() { // a finished game has no player to search for
			a.finish()
			continue
		}
		if a.budget == 0 {
			a.budget = a.chart.playouts
			if a.search.Iterations() == 0 {
				a.budget *= max(1, a.chart.fresh)
			}
		}
		if a.ran < a.budget {
			k := a.search.Run(min(n-ran, a.budget-a.ran))
			ran, a.ran = ran+k, a.ran+k
			continue
		}
		a.finish()
	}
	return ran
}

// finish keeps what the search of the position found, and moves the
// search on to the next one, keeping its tree.
func (a *Analyzer) finish() {
	pos := a.positions[a.next]
	chances, best := a.search.Chances(), ""

	switch res := pos.Result(); {
	case res.Over:
		chances = shares(res.Winners, pos.Players())
	default:
		if s, ok := a.search.Best(); ok {
			best = pos.FormatStep(s)
		}
	}
	a.res.Chances = append(a.res.Chances, thousandths(chances))
	a.res.Best = append(a.res.Best, best)
	a.budget, a.ran = 0, 0
	switch a.next++; {
	case a.Done():
	case a.chart.alone:
		a.search.Reset(a.positions[a.next])
	default:
		a.search.Advance(a.steps[a.next-1])
	}
}

// Result is the analysis so far; once Done, of every position. A
// position with a single legal step (nothing to search) takes the chances
// of the position after it, or the last one those before it. In the
// chart, every position's chances are blended with those after it
// (hindsight).
func (a *Analyzer) Result() Result {
	res := a.res
	res.Chances = slices.Clone(res.Chances)
	for i := len(res.Chances) - 2; i >= 0; i-- {
		if res.Chances[i] == nil {
			res.Chances[i] = res.Chances[i+1]
		}
	}
	for i, c := range res.Chances {
		switch {
		case c != nil:
		case i > 0:
			res.Chances[i] = res.Chances[i-1]
		default:
			res.Chances[i] = thousandths(shares(0, a.positions[0].Players()))
		}
	}
	if a.chart.own < 1 {
		blend(res.Chances, a.chart.own)
		res.Hindsight = a.chart.own
	}
	return res
}

// blend gives each position's chances, from the last but one back to the
// first, own of their own and the rest of the next position's, as
// blended, in place.
func blend(chances [][]int, own float64) {
	for i := len(chances) - 2; i >= 0; i-- {
		row := make([]int, len(chances[i]))
		for p, c := range chances[i] {
			row[p] = int(math.Round(own*float64(c) + (1-own)*float64(chances[i+1][p])))
		}
		chances[i] = row
	}
}

// Swing is a turning point: the step after which its mover's chance fell
// most.
type Swing struct {
	Step      int    // the step's number, from 1
	Mover     int    // who played it
	Played    string // the step
	Preferred string // the step the computer would have played
	Before    float64
	After     float64 // the mover's chance before and after it
}

// fall is how far, in thousandths, the mover's chance fell.
func (s Swing) fall() int { return int(math.Round(1000 * (s.Before - s.After))) }

// Swings are the n biggest falls of a mover's chance in a game of steps
// analysed as res, by a tenth or more, at steps the computer would not
// have played, biggest first. movers[i] is who played step i+1. A fall
// runs from the chance the search gave the mover before the step to the
// chance charted after it: the blend spreads a fall over the steps before
// it, and the search before the step did not see it coming.
func Swings(res Result, steps []string, movers []int, n int) []Swing {
	var out []Swing
	for i, step := range steps[:min(len(steps), len(res.Chances)-1)] {
		m := movers[i]
		before, after := res.searched(i, m), res.Chance(i+1, m)
		if before-after >= 0.1 && res.Best[i] != step {
			out = append(out, Swing{Step: i + 1, Mover: m, Played: step, Preferred: res.Best[i], Before: before, After: after})
		}
	}
	for i := 1; i < len(out); i++ { // the biggest fall first, ties in step order
		for j := i; j > 0 && out[j].fall() > out[j-1].fall(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out[:min(n, len(out))]
}

// shares is a finished game's chances: a win shared among its winners, a
// draw among everyone.
func shares(winners game.PlayerSet, players int) []float64 {
	out := make([]float64, players)
	n := len(winners.List())
	for p := range out {
		switch {
		case n == 0:
			out[p] = 1 / float64(players)
		case winners.Has(p + 1):
			out[p] = 1 / float64(n)
		}
	}
	return out
}

// thousandths writes chances in thousandths, or nil for none.
func thousandths(chances []float64) []int {
	if chances == nil {
		return nil
	}
	out := make([]int, len(chances))
	for p, c := range chances {
		out[p] = int(math.Round(1000 * min(1, max(0, c))))
	}
	return out
}
