// Package powerview is Source of Power's board view (board.View): it draws the
// board from the position, turns taps into step texts for the play scene
// (and taps on an order into its take-back), zooms and pans maps whose
// cells are small (zoom.go), and words the status, the hints and the end
// of a game. The map table (game/ui/maptable) draws its maps with it too.
//
// It imports game, game/power, game/ui/board, game/ui/kit and
// game/ui/input; never the play scene or another game's view.
package powerview
