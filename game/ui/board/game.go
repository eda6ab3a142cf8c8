package board

import "pentarchy/game/ui/speech"

// Game is what the page knows of one game beside its ruleset: how to draw
// it and how the screen-reader mode reads it. Each view package makes its
// own (phalanxview.Game); game/ui/games lists them.
type Game struct {
	ID      string       // the ruleset's id (game/registry)
	NewView func() View  // a fresh board view
	Reader  speech.Board // reads a position in words
}
