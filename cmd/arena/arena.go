package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/power"
	"pentarchy/game/registry"
)

// config is what the command line asks for.
type config struct {
	game     string
	options  game.Options
	a, b     string
	ladder   []string       // the ladder mode's players, weakest first
	width    float64        // the ladder mode's stopping width of a pair's interval
	caps     map[string]int // the ladder mode's most games of a pair with the player (a slow one)
	games    int
	first    int // the number of the first game, from 0 (ladder batches)
	seed     uint64
	fairMaps bool // each game of Source of Power on a fair random map of its own
	workers  int
	progress io.Writer // a line per finished game; nil for none
}

// outcome is one game from A's side.
type outcome struct {
	seat     int     // A's seat, from 1
	score    int     // 1 win, 0 draw, -1 loss
	share    float64 // A's share of the win: 1 alone, 1/k among k winners, 1/players in a draw
	steps    int
	playouts int           // A's
	thinking time.Duration // A's
}

// play plays the games of cfg, in parallel, and sums them up.
func play(cfg config) (*summary, error) {
	rules, ok := registry.Find(cfg.game)
	if !ok {
		return nil, fmt.Errorf("-game: no game %q", cfg.game)
	}
	if cfg.games < 1 {
		return nil, fmt.Errorf("-n: want at least 1 game, got %d", cfg.games)
	}
	start, err := rules.Start(cfg.options)
	if err != nil {
		return nil, fmt.Errorf("-options: %v", err)
	}
	for _, spec := range []string{cfg.a, cfg.b} {
		if _, err := ai.NewPlayer(cfg.game, spec, 0); err != nil {
			return nil, err
		}
	}
	starts := make([]game.Position, cfg.games)
	for i := range starts {
		if starts[i], err = startOf(cfg, start, cfg.first+i); err != nil {
			return nil, fmt.Errorf("-fair-maps: game %d: %v", i+1, err)
		}
	}
	outcomes := make([]outcome, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range max(1, cfg.workers) {
		wg.Go(func() {
			for i := range jobs {
				outcomes[i] = playGame(cfg, starts[i], cfg.first+i)
				if cfg.progress != nil {
					mu.Lock()
					fmt.Fprintf(cfg.progress, "game %d: A (%s) in seat %d against %s: %s after %d steps\n",
						cfg.first+i+1, cfg.a, outcomes[i].seat, cfg.b, scoreWord(outcomes[i].score), outcomes[i].steps)
					mu.Unlock()
				}
			}
		})
	}
	for i := range cfg.games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return summarize(cfg, start.Players(), outcomes), nil
}

// startOf is where game i starts: start, or with -fair-maps the fair
// random map of the game's own seed, on start's board for its players.
func startOf(cfg config, start game.Position, i int) (game.Position, error) {
	p, ok := start.(*power.Position)
	if !cfg.fairMaps || !ok {
		return start, nil
	}
	l, err := power.FairLayout(p.Map().Board(), p.Players(), seedOf(cfg.seed, i, 0))
	if err != nil {
		return nil, err
	}
	return l.Start(cfg.options)
}

// playGame plays game i: A in seat i mod players + 1, B in the others,
// each seat with its own seed.
func playGame(cfg config, start game.Position, i int) outcome {
	n := start.Players()
	o := outcome{seat: i%n + 1}
	players := make([]ai.Player, n)
	for seat := 1; seat <= n; seat++ {
		spec := cfg.b
		if seat == o.seat {
			spec = cfg.a
		}
		players[seat-1], _ = ai.NewPlayer(cfg.game, spec, seedOf(cfg.seed, i, seat))
	}
	pos := start.Clone()
	for m := pos.Mover(); m != 0; m = pos.Mover() {
		t := time.Now()
		step := players[m-1].Choose(pos)
		if m == o.seat {
			o.thinking += time.Since(t)
		}
		pos.Apply(step)
		o.steps++
	}
	o.playouts = players[o.seat-1].Playouts()
	o.score = scoreOf(pos.Result(), o.seat, n)
	o.share = shareOf(pos.Result(), o.seat, n)
	return o
}

// scoreOf is 1 when A's seat is the only winner, -1 when it is not among
// the winners, and 0 for a draw or a win shared with B.
func scoreOf(r game.Result, seat, players int) int {
	winners := 0
	for p := 1; p <= players; p++ {
		if r.Winners.Has(p) {
			winners++
		}
	}
	switch {
	case winners == 0 || r.Winners.Has(seat) && winners > 1:
		return 0
	case r.Winners.Has(seat):
		return 1
	}
	return -1
}

// shareOf is seat's share of the win: 1/k when it is among k winners,
// 1/players in a draw, 0 otherwise.
func shareOf(r game.Result, seat, players int) float64 {
	n := len(r.Winners.List())
	switch {
	case n == 0:
		return 1 / float64(players)
	case r.Winners.Has(seat):
		return 1 / float64(n)
	}
	return 0
}

func scoreWord(score int) string { return [...]string{"loss", "draw", "win"}[score+1] }

// seedOf gives every seat of every game its own seed.
func seedOf(seed uint64, game, seat int) uint64 {
	x := seed*0x9e3779b97f4a7c15 + uint64(game)*0xbf58476d1ce4e5b9 + uint64(seat)*0x94d049bb133111eb
	x ^= x >> 31
	return x
}
