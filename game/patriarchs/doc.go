// Package patriarchs is the ruleset of Patriarchs, as the rules file
// shared/rules/patriarchs.md specifies it: two armies, Blue (player 1) and
// Red (player 2), on a 9×9 board; each Patriarch is confined to the 3×3
// zone around its core (e2, e8); captured units go to the captor's reserve
// and are deployed next to the core while the Patriarch stands on it; a
// turn is two acts by two different units (Blue's first turn one act);
// taking the enemy Patriarch wins; option max_turns (default 200) ends the
// game in a draw.
//
// Every act is one step, written as the rules write it: "move e3-e4",
// "deploy cardinal d3", and "pass" when no act is possible. A position is
// one line of text (§10):
//
//	4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1
//
// The package reads top-down in one file per concept:
//
//	rules.go     Rules: the game.Ruleset, its option and the start position
//	board.go     squares, cores, zones, and the 11×11 mailbox framed by walls
//	unit.go      kinds of unit, their letters, and how a cell codes a unit
//	position.go  Position: the state, and what a board view reads from it
//	text.go      the position text: writing and reading it
//	validate.go  which texts are possible positions
//	step.go      the notation of steps and their compact game.Step form
//	legal.go     the legal steps (§5, §6, §7)
//	refuse.go    ParseStep, and why a step is illegal, in the game's words
//	apply.go     playing a step and the order of acts and turns (§7)
//	result.go    the end of the game (§8)
//	hash.go      the Zobrist hash
//
// A game through the contract of package game:
//
//	pos, _ := patriarchs.Rules{}.Start(nil)
//	_ = game.Play(pos, "deploy cardinal d3") // Blue's one-act first turn
//	legal := game.LegalTexts(pos)            // Red's 29 steps
//	err := game.Play(pos, "move e2-e3")      // refused: no unit of yours on e2
//
// A board view draws from the accessors of *Position: At for each square,
// Reserve for both reserves, Side, Act and ActsInTurn for "Red, act 1 of
// 2", Spent for the spent square, Turn and MaxTurns, and Core and InZone
// for the cores and zones; Describe tells what a step does, to animate it.
//
// Where the rules leave room, this package reads them so:
//
//   - The side field of a position text decides who acts, even against the
//     parity of the turn number (§7 makes odd turns Blue's, yet scenario T8
//     has Blue act on turn 10).
//   - Turn 1 has one act, whoever acts on it; a text with act 2 on turn 1
//     is refused.
//   - Only the canonical text is read: one digit per run of empty squares,
//     reserve letters in the order C S U c s u, no leading zeros.
//   - A text that could not arise in play is refused: a Patriarch outside
//     its zone, two Patriarchs of one colour or none at all, a missing
//     Patriarch while the side field does not name its captor, a spent
//     square without a unit of the side to act, more units of a kind on the
//     board and in the reserves than the two armies have (4 Cardinals, 4
//     Secondaries, 8 Supports).
//   - max_turns runs from 0 (no cap) to 1,000,000; turn numbers from 1 to
//     2147483647.
//
// Positions are plain values without pointers: Clone is one small copy,
// CopyFrom none, Legal and Apply allocate nothing, and nothing is kept in
// package variables.
package patriarchs
