package ui

import (
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/board/conquidview"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/board/patriarchsview"
	"pentarchy/game/ui/board/phalanxview"
	"pentarchy/game/ui/board/powerview"
)

// boardViews makes the board view of each game that can be played, by
// game id. It is the one list of the games' views: everything else gets
// a view through the scene host's BoardView.
var boardViews = map[string]func() board.View{
	"phalanx":         func() board.View { return &phalanxview.PhalanxView{} },
	"parry":           func() board.View { return parryview.NewParryView() },
	"patriarchs":      func() board.View { return &patriarchsview.PatriarchsView{} },
	"conquid":         func() board.View { return &conquidview.ConquidView{} },
	"source-of-power": func() board.View { return &powerview.PowerView{} },
}

// BoardView makes the board view of the game with the id, if there is one.
func (a *App) BoardView(gameID string) (board.View, bool) {
	newView, ok := boardViews[gameID]
	if !ok {
		return nil, false
	}
	return newView(), true
}
