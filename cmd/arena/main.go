// Command arena plays computer players against each other and prints how
// the first did:
//
//	go run ./cmd/arena -game ID [-options JSON] -a PLAYER -b PLAYER -n GAMES [-seed S] [-fair-maps]
//
// It plays GAMES seeded games of the game ID with the seats alternated (in
// game i, A takes seat i mod players + 1 and B every other seat), prints a
// table of A's wins, draws and losses by seat, and as its last line one
// JSON object, from A's side:
//
//	{"game", "a", "b", "games", "wins", "draws", "losses", "ci95", "playouts_per_s"}
//
// ci95 is the 95 % Wilson interval of A's share of wins; playouts_per_s is
// A's playouts per second of its thinking. A PLAYER is a level of the
// computer ("easy", "medium", "hard"), "uct:N" (flat UCT with N uniformly
// random playouts per step) or "random". The results depend only on the
// seed, never on timing; games run in parallel, one per processor. With
// -fair-maps, each game of Source of Power starts on a fair random map
// (rules §12.4) of the options' board and players, made from the seed and
// the game's number, so that a self-play (A = B) shows by seat whether the
// maps favour a seat.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg config
	var options string
	fs.StringVar(&cfg.game, "game", "", "the game's id, e.g. parry")
	fs.StringVar(&options, "options", "", "the game's options as a JSON object, e.g. {\"players\": 3}")
	fs.StringVar(&cfg.a, "a", "", "player A: easy, medium, hard, uct:N or random")
	fs.StringVar(&cfg.b, "b", "", "player B: easy, medium, hard, uct:N or random")
	fs.IntVar(&cfg.games, "n", 0, "how many games to play")
	fs.Uint64Var(&cfg.seed, "seed", 1, "the seed the games' randomness comes from")
	fs.BoolVar(&cfg.fairMaps, "fair-maps", false, "Source of Power: each game on a fair random map of the options' board and players (its seed from -seed and the game's number)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if options != "" {
		if err := json.Unmarshal([]byte(options), &cfg.options); err != nil {
			fmt.Fprintf(stderr, "arena: -options: %v\n", err)
			return 2
		}
	}
	cfg.workers = runtime.GOMAXPROCS(0)
	cfg.progress = stderr
	sum, err := play(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 2
	}
	sum.print(stdout)
	return 0
}
