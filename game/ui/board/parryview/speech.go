package parryview

import (
	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/speech"
)

// reader reads Parry: pieces on the sites of one of its boards, in the
// board's order, and who holds each empty site. It is the screen-reader
// mode's view of the board.
type reader struct{}

func (reader) Cells(pos game.Position, w speech.Words) []speech.Cell {
	p := pos.(*parry.Position)
	b := p.Board()
	cells := make([]speech.Cell, b.Len())
	for site := range b.Len() {
		cells[site].Name = b.SiteName(site)
		switch pl, holder := p.At(site), p.Controller(site); {
		case pl != 0:
			cells[site].What = w.Text("speech.piece", w.Name(pl))
		case holder != 0:
			cells[site].What = w.Text("speech.held", w.Name(holder))
		}
	}
	return cells
}

func (reader) Reserve(game.Position, speech.Words) string { return "" }

// Game is this package's game as the page lists it (game/ui/games).
func Game() board.Game {
	return board.Game{ID: "parry", NewView: func() board.View { return NewParryView() }, Reader: reader{}}
}
