package phalanxview

import (
	"pentarchy/game"
	"pentarchy/game/phalanx"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/speech"
)

// reader reads Phalanx: stones on a 9×9 board, and each player's supply of
// stones to add. It is the screen-reader mode's view of the board.
type reader struct{}

func (reader) Cells(pos game.Position, w speech.Words) []speech.Cell {
	p := pos.(*phalanx.Position)
	return speech.Grid(phalanx.Size, phalanx.Size, func(f, r int) string {
		if pl := p.At(f, r); pl != phalanx.Empty {
			return w.Text("speech.stone", w.Name(pl))
		}
		return ""
	})
}

func (reader) Reserve(pos game.Position, w speech.Words) string {
	p := pos.(*phalanx.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, w.Text("speech.supply", w.Name(pl), p.Supply(pl)))
	}
	return speech.Sentence(parts)
}

// Game is this package's game as the page lists it (game/ui/games).
func Game() board.Game {
	return board.Game{ID: "phalanx", NewView: func() board.View { return &PhalanxView{} }, Reader: reader{}}
}
