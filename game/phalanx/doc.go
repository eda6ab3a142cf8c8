// Package phalanx is the ruleset of Phalanx, as the rules file
// shared/rules/phalanx.md specifies it (the § signs in this package refer to
// its sections).
//
// Two sides, Black (player 1, first to move) and White (player 2), play on
// the 81 intersections of a 9×9 grid, files a–i and ranks 1–9. Each side
// has at most 9 stones on the board. A stone lives only in an orthogonally
// connected group of two or more, a phalanx; a stone left alone after an
// action is removed. Black wins by putting a stone next to its goal corner
// a9 (on a8 or b9), White next to i1 (on h1 or i2), or a side wins by
// removing every enemy stone. The goal corners themselves never hold a
// stone. After 200 completed turns the game is drawn.
//
// A turn is up to 3 actions (4 in White's first turn), each one atomic
// step of the notation:
//
//	add e5       a new stone next to one of yours
//	move d5-g5   a stone to any empty intersection next to the rest of its phalanx
//	push e5-f5   the line ending at e5 pushes the shorter enemy line from f5 on
//	end          end the turn now
//
// # Reading the package
//
// board.go holds the geometry: intersections numbered rank*9+file and sets
// of them as two 64-bit words, with shifts for neighbours and flood fill.
// position.go is the Position and its accessors; text.go its one-line
// text (§8); step.go the compact step and its notation; legal.go the legal
// steps and why others are refused; apply.go what a step does; result.go
// the end of the game.
//
// # Using it
//
// Through the game contract:
//
//	pos, _ := phalanx.Rules{}.Start(nil)
//	game.LegalTexts(pos)          // ["add f2", "add f3", …, "end", "move g2-f3", …]
//	err := game.Play(pos, "add f3") // a *phalanx.Refusal says why when refused
//
// And for drawing, the *Position's own accessors: At(file, rank) for the
// stone on each intersection, Goal(player) for the goal corners, Side and
// Mover for whose turn it is, ActionsLeft and TurnsCompleted for the
// counters, Stones and Supply for the stones on the board and still
// available, ResultText for the result string, and Decode to turn a legal
// step into the intersections to highlight.
package phalanx
