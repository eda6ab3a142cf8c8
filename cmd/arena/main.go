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
// game's ladder ("1" to "8"), a reference level of the computer ("easy",
// "medium", "hard"), "uct:N" (flat UCT with N uniformly random playouts
// per step), "greedy" (the step with the best immediate outcome) or
// "random". The results depend only on the seed, never on timing; games
// run in parallel, one per processor.
//
// The ladder mode,
//
//	go run ./cmd/arena -game ID [-options JSON] -ladder P1,P2,... -n GAMES [-cap P=N,...] [-width W] [-seed S]
//
// plays every neighbouring pair of the list (P2 as A against P1, P3
// against P2, ...), each in batches of about ten games until the 95 %
// interval of A's share of wins is at most W wide (0.3 unless told) or
// GAMES are played (N for a pair with a player -cap names: the slow
// ones), then fits every player's Elo rating to all the games
// at once (Bradley–Terry by maximum likelihood, Luce's extension for more
// than two seats; greedy, or else P1, rated 0). It prints the pairs and the
// ratings, each with its 95 % interval and the step from the player
// before it, and as its last line one JSON object:
//
//	{"game", "players", "ratings": [{"elo", "ci95", "step", "step_ci95"}], "rungs": [{"a", "b", "games", "wins", "draws", "losses", "ci95"}]}
//
// With
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
	"strconv"
	"strings"
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
	var players string
	fs.StringVar(&players, "ladder", "", "ladder mode: players weakest first, comma-separated (e.g. random,greedy,1,2,3,4,5,6,7,8,hard); each neighbouring pair plays up to -n games")
	fs.Float64Var(&cfg.width, "width", 0.3, "ladder mode: a pair stops once the 95% interval of its upper player's share of wins is this narrow")
	var caps string
	fs.StringVar(&caps, "cap", "", "ladder mode: the most games of a pair with a slow player, e.g. 8=10,hard=10")
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
	if players != "" {
		cfg.ladder = strings.Split(players, ",")
		var err error
		if cfg.caps, err = parseCaps(caps); err != nil {
			fmt.Fprintf(stderr, "arena: -cap: %v\n", err)
			return 2
		}
		l, err := playLadder(cfg)
		if err != nil {
			fmt.Fprintf(stderr, "arena: %v\n", err)
			return 2
		}
		l.print(stdout)
		return 0
	}
	sum, err := play(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 2
	}
	sum.print(stdout)
	return 0
}

// parseCaps reads -cap: PLAYER=GAMES pairs, comma-separated.
func parseCaps(text string) (map[string]int, error) {
	caps := make(map[string]int)
	for _, field := range strings.Split(text, ",") {
		if field == "" {
			continue
		}
		player, n, ok := strings.Cut(field, "=")
		games, err := strconv.Atoi(n)
		if !ok || err != nil || games < 1 {
			return nil, fmt.Errorf("%q: want PLAYER=GAMES, GAMES at least 1", field)
		}
		caps[player] = games
	}
	return caps, nil
}
