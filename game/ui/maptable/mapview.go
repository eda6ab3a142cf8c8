package maptable

import (
	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// mapView is what the table asks of Source of Power's board view, which
// the app makes (scene.Host's BoardView): a board that fits its space,
// zooms and pans with its own controls, and names the cell under a tap.
type mapView interface {
	board.View
	Fit(pos game.Position, w, h float64, v kit.View) (bw, bh float64)
	board.GestureView
	board.ControlView
	CellAt(x, y float64) (power.Cell, bool)
}

// newMapView is the app's board view of Source of Power (game/ui/games
// always has one).
func newMapView(a scene.Host) mapView {
	v, _ := a.BoardView(power.Rules{}.ID())
	return v.(mapView)
}
