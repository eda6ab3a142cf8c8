package ai

import (
	"fmt"
	"strings"
)

// Level is how strongly the computer plays: how long it searches for each
// step and how it chooses among the steps it searched.
type Level struct {
	// Name is the level as players and the arena call it ("medium").
	Name string
	// Iterations is the search's budget per step: it stops once its root
	// has had this many playouts (those of earlier steps of the same turn
	// count, as the tree is kept). Results depend only on it and the seed.
	Iterations int
	// Millis caps the thinking time per step in the browser, where the
	// caller measures time; the search moves when either budget is spent.
	Millis int
	// PlayoutTurns cuts playouts short after this many turns and asks the
	// ruleset's Evaluator who is winning; 0 plays them to the end.
	PlayoutTurns int
	// Sample picks the step to play at random, weighted by how often the
	// search tried each (easier to beat), instead of the most tried one.
	Sample bool
}

// Levels lists the computer's levels, weakest first.
//
//   - easy: a short search (200 playouts per step) that plays one of the
//     steps it tried often, chosen at random by how often: sensible but
//     makes mistakes.
//   - medium: 3,000 playouts per step, at most 1.5 s; plays the best step
//     it found.
//   - hard: 30,000 playouts per step, at most 6 s.
//
// Every level uses the game's own knowledge (playout policy, evaluation,
// priors) where its ruleset offers it.
func Levels() []Level {
	return []Level{
		{Name: "easy", Iterations: 200, Millis: 400, PlayoutTurns: 4, Sample: true},
		{Name: "medium", Iterations: 3000, Millis: 1500, PlayoutTurns: 4},
		{Name: "hard", Iterations: 30000, Millis: 6000, PlayoutTurns: 6},
	}
}

// FindLevel returns the level with the given name.
func FindLevel(name string) (Level, error) {
	var names []string
	for _, l := range Levels() {
		if l.Name == name {
			return l, nil
		}
		names = append(names, l.Name)
	}
	return Level{}, fmt.Errorf("no level %q (want %s)", name, strings.Join(names, ", "))
}
