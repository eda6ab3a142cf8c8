package board

import (
	"strconv"

	"pentarchy/game"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// Optional capabilities of a board view. The play scene, the keyboard
// cursor and the sounds check for them with a type assertion, so a view
// that needs none of them implements none.

// HandOverView is a board view of a game whose players give secret orders
// one after another on the same device (Source of Power). Whenever the
// player who must hold the device changes, the play scene covers the board's
// orders with a hand-over screen: a card, the view's hint, and a ready
// button that the next player taps. Taps on the board do nothing meanwhile,
// and the view is drawn with no legal steps.
type HandOverView interface {
	// Holder is the player who must hold the device now, or 0 when anyone
	// may (the game is over).
	Holder(pos game.Position) int
	// HandOver words the hand-over screen for player: the status card, the
	// ready button's label, and other actions offered meanwhile (they must
	// not play steps).
	HandOver(pos game.Position, player int) (st Status, ready string, more []Action)
}

// NewsView is a board view with something to tell that is no hint: what
// happened last (Source of Power's resolution log). It shows in the hint's
// place, hints on or off.
type NewsView interface {
	News() string
}

// selector is a board view that can describe its selection (what a tap
// has chosen and not yet played), so that a tap that changes nothing can
// be told from one that selects.
type selector interface {
	Selection() string
}

// SelectionText is a selection described by the numbers that make it:
// a view builds it on every tap, and fmt's reflection cost a tap more
// than a millisecond in the page.
func SelectionText(nums ...int) string {
	b := make([]byte, 0, 4*len(nums))
	for _, n := range nums {
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, ' ')
	}
	return string(b)
}

// SelectionOf describes a board view's selection; "" for a view that
// cannot.
func SelectionOf(b View) string {
	if sel, ok := b.(selector); ok {
		return sel.Selection()
	}
	return ""
}

// CellLister is a board view whose cells the keyboard cursor can visit:
// every cell or site of the board, by the names cells() takes.
type CellLister interface {
	CellNames() []string
}

// Panner is a board view that may show only part of its board (a zoomed
// Conquid board). places gives the centre of every cell, in device
// pixels, off screen too; reveal pans the view until the named cell is on
// screen.
type Panner interface {
	Places() func(name string) (x, y float64, ok bool)
	Reveal(name string)
}

// SquareNames are the names of the squares of a board files×ranks, a1
// first.
func SquareNames(files, ranks int) []string {
	names := make([]string, 0, files*ranks)
	for r := range ranks {
		for f := range files {
			names = append(names, game.SquareName(f, r))
		}
	}
	return names
}

// sizedView is a board view that is not square. fit returns the size of
// the largest board of the game pos it would draw in a space of w×h device
// pixels (at most w×h); the play layout gives the board exactly that, and
// calls fit before every layout. Without it a board gets the largest
// square.
type sizedView interface {
	Fit(pos game.Position, w, h float64, v kit.View) (bw, bh float64)
}

// GestureView is a board view that follows the pointer beyond taps:
// hovering, dragging, pinching, the wheel (see gesture). It returns
// whether it changed and must be drawn again.
type GestureView interface {
	Gesture(g input.Gesture) bool
}

// ControlView is a board view with controls of its own, such as zoom
// buttons, which it places inside its layout rectangle. The play scene
// lists them with its buttons, so they take taps before the board does and
// the test hook reports them.
type ControlView interface {
	Controls() []*kit.Button
}

// StillView is a board view with controls of its own that can be drawn
// without them, as in a picture, where nobody taps: Still makes it so.
type StillView interface {
	Still()
}

// BoardFit is the size the view's board of pos takes in a space of w×h.
func BoardFit(b View, pos game.Position, w, h float64, v kit.View) (bw, bh float64) {
	if s, ok := b.(sizedView); ok {
		return s.Fit(pos, w, h, v)
	}
	side := min(w, h)
	return side, side
}

// Counter is a board view that counts each player's pieces on the board
// (stones, units, cells), player 1 first: a step after which some player
// has fewer sounds like a capture.
type Counter interface {
	Pieces(pos game.Position) []int
}

// Pusher is a board view of a game whose steps may push pieces without
// taking any: such a step sounds like a capture too.
type Pusher interface {
	Pushes(step string) bool
}
