// Package conquid is the ruleset of Conquid, a two-player territory game on
// a grid of square cells, as specified in shared/rules/conquid.md.
//
// Red (player 1) and Blue (player 2) each own a square HQ near one short
// side of the board. On each turn a player does one action: Acquire (claim
// three empty cells, three "acquire <cell>" steps), Conquer (take every enemy
// cell that touches two of your cells, repeated until nothing changes),
// Vanquish (empty a 4x4 block that is all one state and that has at least 4
// of your cells around it, "vanquish <lower-left cell>") or Conquest (declare
// a chain of your cells joining the two HQs: you win). Two quiet turns in a
// row, or R x C turns, end the game in a draw.
//
// The files follow the rules: board.go is the geometry (sizes, cells, HQs),
// position.go the state and its read-only accessors, text.go the position
// text, step.go the notation, legal.go the legal steps, apply.go the turn,
// conquer.go, vanquish.go and conquest.go the three actions with a board
// rule, result.go the end of the game.
//
// Inside, a position is a pair of bitboards with one 64-bit word per rank,
// so the actions are a few word operations per rank: Conquer converts whole
// ranks at once, the Vanquish blocks are found by bit-parallel counting and
// the Conquest search floods whole runs of a rank at a time. A step is a
// small number (game.Step) holding its action and cell; positions copy
// without allocating.
//
// A short game on the small board:
//
//	pos, _ := conquid.Rules{}.Start(game.Options{"size": "small"})
//	game.Play(pos, "acquire f4") // Red claims f4, g4 and h4 ...
//	game.Play(pos, "acquire g4")
//	game.Play(pos, "acquire h4")
//	game.Play(pos, "conquer")    // ... Blue passes (a quiet turn) ...
//	p := pos.(*conquid.Position)
//	p.HasPath(1)                 // ... i4 is still missing: false
//
// The option size (small, medium or large; medium by default) picks the board
// of the start position. A position text carries its board, so ParsePosition
// takes the size from it; a size option given with it must agree.
//
// The play scene draws a position through its accessors: Ranks, Files and
// At for the cells, Side, Acquired, Turns, TurnCap, QuietTurns and Count for
// the panel, and ConquerCells, CheckVanquish and ConquestPath to preview
// the actions.
package conquid
