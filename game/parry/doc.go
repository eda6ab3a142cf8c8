// Package parry is the ruleset of Parry, a territory game by Dale W. Walton
// (2023), as shared/rules/parry.md specifies it.
//
// Each turn the mover places one piece (phase P): on a site they control if
// they have one, else on a site nobody controls. Placing on a site where
// their power was k > 0 earns k bonus steps (phase S): one-site slides of
// their other pieces, never the piece just placed and never back to a board
// already seen this turn, until the steps run out or they play "end". The
// game ends when the next player has nowhere to place; the most territory
// wins, and in a 2-player tie the last placer.
//
// Reading top-down:
//
//   - rules.go: Rules, the options "board" and "players", NewGame.
//   - catalogue.go, board.go, square.go, hex.go, cairo.go: the 26 boards as
//     immutable graphs of sites with names, neighbours, drawing positions
//     and cells (squares, hexagons, Cairo pentagons), and hash keys.
//   - position.go: Position, its accessors for a board view, and the
//     incremental bookkeeping of who controls each site.
//   - step.go: the compact steps, their notation and why a step is refused.
//   - legal.go, apply.go: legal steps and playing them.
//   - result.go: territory, scores and the result.
//   - text.go: the one-line position text.
//
// A position keeps, for every site, its occupant, the pieces of each player
// on it and around it, and the player with positive power there (its
// controller), all updated around each changed site, plus a bit set of the
// sites of each player and of the empty sites. Legal placements, territory
// and the end test are then scans of small arrays, and power is a
// subtraction. The in-turn repetition ban compares Zobrist hashes of the
// boards seen this turn. Legal and Apply do not allocate; Clone is one
// allocation of a flat struct, CopyFrom none.
//
// A game through the generic contract:
//
//	pos, _ := parry.Rules{}.Start(game.Options{"board": "Square 5 ortho (25)"})
//	_ = game.Play(pos, "place c3")
//	fmt.Println(pos) // ...../...../..1../...../..... 2 P
//
// A board view uses the concrete type:
//
//	p := pos.(*parry.Position)
//	b := p.Board()
//	for s := range b.Len() {
//		draw(b.Cell(s), b.Center(s), p.At(s), p.Territory(s))
//	}
package parry
