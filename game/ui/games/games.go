// Package games is the page's one list of games: for each ruleset of
// game/registry, its board view and the screen-reader mode's reader, as
// its view package makes them. Adding a game is a line here and one in
// game/registry; its rules text is a file of game/ui/rules.
package games

import (
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/board/conquidview"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/board/patriarchsview"
	"pentarchy/game/ui/board/phalanxview"
	"pentarchy/game/ui/board/powerview"
)

// All lists the games the page plays.
func All() []board.Game {
	return []board.Game{
		patriarchsview.Game(),
		parryview.Game(),
		conquidview.Game(),
		phalanxview.Game(),
		powerview.Game(),
	}
}

// Find returns the game with the ruleset id.
func Find(id string) (board.Game, bool) {
	for _, g := range All() {
		if g.ID == id {
			return g, true
		}
	}
	return board.Game{}, false
}
