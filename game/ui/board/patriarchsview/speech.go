package patriarchsview

import (
	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/speech"
)

// reader reads Patriarchs: units on a 9×9 board, and each player's reserve
// of units to deploy. It is the screen-reader mode's view of the board.
type reader struct{}

func (reader) Cells(pos game.Position, w speech.Words) []speech.Cell {
	p := pos.(*patriarchs.Position)
	return speech.Grid(patriarchs.Size, patriarchs.Size, func(f, r int) string {
		if u := p.At(patriarchs.Square{File: f, Rank: r}); u.Player != 0 {
			return w.Text("speech.unit", w.Name(u.Player), w.Text("speech.kind."+u.Kind.String()))
		}
		return ""
	})
}

func (reader) Reserve(pos game.Position, w speech.Words) string {
	p := pos.(*patriarchs.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, w.Text("speech.patriarchs-reserve", w.Name(pl),
			p.Reserve(pl, patriarchs.Cardinal), p.Reserve(pl, patriarchs.Secondary), p.Reserve(pl, patriarchs.Support)))
	}
	return speech.Sentence(parts)
}

// Game is this package's game as the page lists it (game/ui/games).
func Game() board.Game {
	return board.Game{ID: "patriarchs", NewView: func() board.View { return &PatriarchsView{} }, Reader: reader{}}
}
