// Package game is the contract every ruleset of Pentarchy fulfils, and what
// the user interface, the referee, the computer players and the network
// share on top of it: options, positions, steps, results and game records.
//
// A turn is a sequence of atomic steps. Inside a ruleset a step is a compact
// [Step] value; at the boundaries (UI, records, referee, network) it is the
// short text of the game's own notation, such as "move c3-c5" or "end".
// The rules files in shared/rules define every game's notation.
//
// A typical use, with a ruleset from package registry:
//
//	pos, err := rules.Start(game.Options{})
//	legal := game.LegalTexts(pos) // sorted step texts
//	err = game.Play(pos, "add f3") // refused with a reason if illegal
//
// Rulesets are pure: no drawing, no clocks, no globals, and randomness only
// from a seeded source passed in.
package game
