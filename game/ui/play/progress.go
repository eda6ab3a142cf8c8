package play

import (
	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/sound"
)

// What the sounds hear of a game: its progress (sound.Game), and taps on
// the board that do nothing.

// Played is the number of steps played.
func (s *PlayScene) Played() int { return len(s.Rec.Steps) }

// Progress is how far the game has gone, as the board view counts its
// pieces.
func (s *PlayScene) Progress() sound.Progress {
	p := sound.Progress{Steps: len(s.Rec.Steps), Over: s.Pos.Result().Over}
	if c, ok := s.Board.(board.Counter); ok {
		p.Pieces = c.Pieces(s.Pos)
	}
	if n := len(s.Rec.Steps); n > 0 {
		if ps, ok := s.Board.(board.Pusher); ok {
			p.Pushed = ps.Pushes(s.Rec.Steps[n-1])
		}
	}
	return p
}

// TapMissed handles a tap that hit no button, and tells whether it was a
// tap on the board that neither played a step nor changed the selection.
func (s *PlayScene) TapMissed(x, y float64) bool {
	if !s.BoardR.Contains(x, y) {
		s.Tap(x, y)
		return false
	}
	before, n := board.SelectionOf(s.Board), len(s.Rec.Steps)
	s.Tap(x, y)
	return len(s.Rec.Steps) == n && board.SelectionOf(s.Board) == before
}

// ShownBoard is the board view, its place on screen and the game's
// position; current is false while the moves list shows an earlier
// position.
func (s *PlayScene) ShownBoard() (b board.View, r kit.Rect, pos game.Position, current bool) {
	return s.Board, s.BoardR, s.Pos, s.Moves == nil
}
