package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"time"
)

// summary is the arena's result from A's side, by A's seat and in all.
type summary struct {
	Game string `json:"game"`
	pair
	Playouts float64 `json:"playouts_per_s"`

	seats    []tally // by A's seat
	outcomes []outcome
}

// pair is how A did against B.
type pair struct {
	A      string     `json:"a"`
	B      string     `json:"b"`
	Games  int        `json:"games"`
	Wins   int        `json:"wins"`
	Draws  int        `json:"draws"`
	Losses int        `json:"losses"`
	CI95   [2]float64 `json:"ci95"`
}

type tally struct{ games, wins, draws, losses int }

func (t *tally) add(score int) {
	t.games++
	switch score {
	case 1:
		t.wins++
	case 0:
		t.draws++
	default:
		t.losses++
	}
}

func summarize(cfg config, players int, outcomes []outcome) *summary {
	s := &summary{Game: cfg.game, pair: pair{A: cfg.a, B: cfg.b}, seats: make([]tally, players), outcomes: outcomes}
	var all tally
	var playouts int
	var thinking time.Duration
	for _, o := range outcomes {
		s.seats[o.seat-1].add(o.score)
		all.add(o.score)
		playouts += o.playouts
		thinking += o.thinking
	}
	s.Games, s.Wins, s.Draws, s.Losses = all.games, all.wins, all.draws, all.losses
	s.CI95 = wilson(all.wins, all.games)
	if thinking > 0 {
		s.Playouts = math.Round(float64(playouts) / thinking.Seconds())
	}
	return s
}

// wilson is the 95 % Wilson score interval of a share of wins, rounded to
// three decimals.
func wilson(wins, games int) [2]float64 {
	const z = 1.959963984540054
	n, p := float64(games), float64(wins)/float64(games)
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	round := func(x float64) float64 { return math.Round(x*1000) / 1000 }
	return [2]float64{round(max(0, centre-half)), round(min(1, centre+half))}
}

// print writes the table, then the JSON line.
func (s *summary) print(w io.Writer) {
	fmt.Fprintf(w, "%s: A = %s, B = %s, %d games\n", s.Game, s.A, s.B, s.Games)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "A's seat\tgames\twins\tdraws\tlosses\twin %\t")
	for i, t := range s.seats {
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%s\t\n", i+1, t.games, t.wins, t.draws, t.losses, percent(t.wins, t.games))
	}
	fmt.Fprintf(tw, "all\t%d\t%d\t%d\t%d\t%s\t\n", s.Games, s.Wins, s.Draws, s.Losses, percent(s.Wins, s.Games))
	tw.Flush()
	fmt.Fprintf(w, "A's wins: 95%% interval %.1f%% to %.1f%%; A's playouts/s: %.0f\n", 100*s.CI95[0], 100*s.CI95[1], s.Playouts)
	line, _ := json.Marshal(s)
	fmt.Fprintf(w, "%s\n", line)
}

func percent(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", 100*float64(part)/float64(whole))
}
