// Package gametest is the shared test kit of the rulesets: scenario files
// taken from the rules specifications, a check that a position keeps every
// promise of the game.Position contract, random playouts with invariants,
// and a playout benchmark. Each ruleset's tests call it with its own
// testdata and invariants.
package gametest
