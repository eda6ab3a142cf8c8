// Package board is what every game's board view is: the one View
// interface (lay out, draw, tap → step text, deselect, status, hint,
// panel actions, cells for the cursor and the test hook, a token and a
// name for each player), the optional capabilities a view may add
// (boardcaps.go), and the pieces the five views share: reading the legal
// steps (legal.go, like chessground's movable.dests), the wording of a
// win, a draw and the players' names (words.go), the last action's mark
// (marks.go), square grids, polygon boards and a camera for boards larger
// than the screen.
//
// A view never decides what is legal: a tap yields a step text, which is
// played only if game.LegalTexts lists it.
//
// It imports game (the contract), game/ui/kit and game/ui/input; no
// ruleset. The views themselves are its subpackages, one per game, each
// importing its own ruleset and this package, never the play scene or
// another view. game/ui lists them.
package board
