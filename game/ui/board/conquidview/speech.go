package conquidview

import (
	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/speech"
)

// reader reads Conquid: the cells each player holds, and the HQs. It is the
// screen-reader mode's view of the board.
type reader struct{}

func (reader) Cells(pos game.Position, w speech.Words) []speech.Cell {
	p := pos.(*conquid.Position)
	return speech.Grid(p.Files(), p.Ranks(), func(f, r int) string {
		switch s := p.At(conquid.Cell{File: f, Rank: r}); s {
		case conquid.RedHQ, conquid.BlueHQ:
			return w.Text("speech.hq", w.Name(s.Player()))
		case conquid.Red, conquid.Blue:
			return w.Name(s.Player())
		}
		return ""
	})
}

func (reader) Reserve(game.Position, speech.Words) string { return "" }

// Game is this package's game as the page lists it (game/ui/games).
func Game() board.Game {
	return board.Game{ID: "conquid", NewView: func() board.View { return &ConquidView{} }, Reader: reader{}}
}
