package ai

import (
	"fmt"
	"strings"
)

// Level is how strongly the computer plays: how much it searches for each
// step and how it chooses among the steps it searched. A level reads no
// clock: given the seed, it plays the same steps on any device, however
// fast.
type Level struct {
	// Name is the level as players and the arena call it: "1" to "8" on
	// the ladder, or a reference level's name ("hard").
	Name string
	// Iterations is the search's budget per step: it stops once its root
	// has had this many playouts (those of earlier steps of the same turn
	// count, as the tree is kept).
	Iterations int
	// PlayoutTurns cuts playouts short after this many turns and asks the
	// ruleset's Evaluator who is winning; 0 plays them to the end.
	PlayoutTurns int
	// Expand is how many playouts a leaf of the tree gets before it grows
	// its children (0 counts as 1): a large budget needs more, so that
	// its tree still fits its pool of nodes (about a million) and keeps
	// growing where it matters.
	Expand int
	// Temperature makes a level weaker than its search: above 0 it draws
	// the step to play among those its search rates near the best, a step
	// rated d below the best weighing e^(−d/Temperature) as much (see
	// choose.go); 0 plays the step searched most.
	Temperature float64
}

// Levels is the ladder of game's levels, "1" (a newcomer can win) to "8"
// (as strong as the page can be), each defined by its budget alone; none
// for a game it does not know. How far each stands above the one below,
// in Elo, is in results.md with the commands that measure it.
func Levels(game string) []Level {
	ladder, ok := ladders[game]
	if !ok {
		return nil
	}
	levels := make([]Level, len(ladder))
	for i, b := range ladder {
		levels[i] = Level{Name: fmt.Sprint(i + 1), Iterations: b.iterations, PlayoutTurns: b.turns, Expand: b.expand, Temperature: b.temperature}
	}
	return levels
}

// budget is a rung of a ladder.
type budget struct {
	iterations  int
	turns       int
	expand      int
	temperature float64
}

// ladders are the games' levels 1 to 8 by game id. The weakest draw their
// step among the near-best ones; level 8 takes a few seconds a step in the
// page, its budget set by the game's speed in WebAssembly; a tree that
// would outgrow its pool of nodes expands its leaves later. A playout's
// worth differs from game to game, so each game's rungs are written out
// and spaced by its own measurements, even where they still agree.
var ladders = map[string][8]budget{
	"patriarchs": {
		{16, 2, 1, 0.15}, {100, 3, 1, 0.08}, {400, 4, 1, 0.03}, {800, 4, 1, 0},
		{3000, 4, 1, 0}, {10000, 6, 1, 0}, {12000, 0, 1, 0}, {60000, 0, 1, 0},
	},
	"phalanx": {
		{16, 2, 1, 0.15}, {150, 3, 1, 0.06}, {400, 4, 1, 0.01}, {500, 4, 1, 0},
		{1200, 4, 1, 0}, {5000, 4, 1, 0}, {50000, 6, 8, 0}, {150000, 6, 8, 0},
	},
	"source-of-power": {
		{16, 2, 1, 0.15}, {48, 2, 1, 0.10}, {150, 3, 1, 0.06}, {400, 4, 1, 0.03},
		{600, 4, 1, 0.003}, {1200, 4, 1, 0}, {5000, 4, 1, 0}, {60000, 6, 1, 0},
	},
	"conquid": {
		{16, 2, 1, 0.15}, {48, 2, 1, 0.10}, {150, 3, 1, 0.06}, {400, 4, 1, 0.03},
		{1200, 4, 1, 0}, {3000, 4, 1, 0}, {10000, 6, 4, 0}, {40000, 6, 4, 0},
	},
	// Parry has no evaluation: its playouts always run to the end.
	"parry": {
		{16, 0, 1, 0.15}, {100, 0, 1, 0.06}, {200, 0, 1, 0.03}, {400, 0, 1, 0.01},
		{1200, 0, 1, 0}, {3000, 0, 1, 0}, {8000, 0, 1, 0}, {24000, 0, 1, 0},
	},
}

// References are the levels of earlier versions, kept by name for games
// saved with them and as the arena's yardsticks: easy (200 playouts a
// step, drawn among the good ones), medium (3,000) and hard (30,000, with
// longer playouts).
func References() []Level {
	return []Level{
		{Name: "easy", Iterations: 200, PlayoutTurns: 4, Temperature: 0.05},
		{Name: "medium", Iterations: 3000, PlayoutTurns: 4},
		{Name: "hard", Iterations: 30000, PlayoutTurns: 6},
	}
}

// FindLevel returns game's level with the given name: a rung of its
// ladder or a reference level.
func FindLevel(game, name string) (Level, error) {
	names := []string{"1 to 8"}
	for _, l := range append(Levels(game), References()...) {
		if l.Name == name {
			return l, nil
		}
		if len(l.Name) > 1 {
			names = append(names, l.Name)
		}
	}
	return Level{}, fmt.Errorf("no level %q (want %s)", name, strings.Join(names, ", "))
}
