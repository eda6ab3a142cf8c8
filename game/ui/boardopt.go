package ui

import "pentarchy/game"

// Optional interfaces of a board view. The play scene checks for them with
// a type assertion, so a view that needs none of them implements none.

// sizedView is a board view that is not square. fit returns the size of
// the largest board of the game pos it would draw in a space of w×h device
// pixels (at most w×h); the play layout gives the board exactly that, and
// calls fit before every layout. Without it a board gets the largest
// square.
type sizedView interface {
	fit(pos game.Position, w, h float64, v view) (bw, bh float64)
}

// gestureView is a board view that follows the pointer beyond taps:
// hovering, dragging, pinching, the wheel (see gesture). It returns
// whether it changed and must be drawn again.
type gestureView interface {
	gesture(g gesture) bool
}

// controlView is a board view with controls of its own, such as zoom
// buttons, which it places inside its layout rectangle. The play scene
// lists them with its buttons, so they take taps before the board does and
// the test hook reports them.
type controlView interface {
	controls() []*button
}

// boardFit is the size the view's board of pos takes in a space of w×h.
func boardFit(b boardView, pos game.Position, w, h float64, v view) (bw, bh float64) {
	if s, ok := b.(sizedView); ok {
		return s.fit(pos, w, h, v)
	}
	side := min(w, h)
	return side, side
}

// gesture passes the pointer's gesture to the board view, if it follows
// gestures, and tells whether it changed.
func (s *playScene) gesture(g gesture) bool {
	if gv, ok := s.board.(gestureView); ok {
		return gv.gesture(g)
	}
	return false
}
