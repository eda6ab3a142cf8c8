package ui

import (
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/games"
)

// BoardView makes the board view of the game with the id, if there is one
// (game/ui/games lists them).
func (a *App) BoardView(gameID string) (board.View, bool) {
	g, ok := games.Find(gameID)
	if !ok {
		return nil, false
	}
	return g.NewView(), true
}
