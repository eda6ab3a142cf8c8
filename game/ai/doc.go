// Package ai is Pentarchy's computer player: a Monte Carlo tree search that
// plays any ruleset through the game.Position contract, at eight levels a
// game, and the players the arena (cmd/arena) measures it against.
//
// # The search
//
// The tree has one atomic step per level, as the contract has: the two acts
// of a Patriarchs turn, Parry's bonus steps, Conquid's three acquisitions
// and Phalanx's three actions are levels like any other, and the player
// changes only when the turn passes. Every node keeps the rewards of the
// player who chose it, so the same tree serves 2 to 6 players: a parent
// compares its children from its own mover's side. A finished game shares a
// reward of 1 among its winners (among everyone for a draw).
//
// A step is chosen by PUCT: its mean reward plus a bonus for its prior that
// shrinks as it is tried. A leaf grows its children on its second visit; a
// playout then plays on to the end of the game, or a few turns and an
// evaluation. Nodes proven won (a step that wins at once, every step losing
// to the same player) are played or avoided without more search, which
// finds the captures and goals of a turn of several steps.
//
// In Source of Power every player gives secret orders for the same turn
// (Simultaneous). There the search is decoupled: each player has a tree of
// their own orders for the turn, grown without seeing anyone else's, and
// chooses in it by their own statistics; an iteration lets every player in
// turn choose their orders in their tree, then plays the resolution and the
// turns after out. The orders others entered before the player to move are
// never read.
//
// Nodes live in a pool of 1 MiB chunks reused from search to search (a
// growing tree never copies itself); positions are copied with CopyFrom;
// an iteration allocates nothing. The search reads no
// clock: the caller runs it in slices (Search.Run) and decides when to stop,
// so that the page never freezes and results depend only on the seed and
// the number of iterations.
//
// # Knowledge of the games
//
// A ruleset teaches the search about its game by giving its Position some
// optional methods, found by type assertion (see knowledge.go): a playout
// policy better than uniform (PlayoutPolicy), an evaluation that lets
// playouts stop after a few turns (Evaluator), priors over the legal steps
// (Prior), and for Source of Power the order bookkeeping of Simultaneous.
// Each ruleset keeps them in its own ai.go, next to its rules: territory
// for Parry, the race of shortest paths for Conquid, the goal race for
// Phalanx, material and captures for Patriarchs, sources, units and a
// canonical order of orders for Source of Power.
//
// # Levels and players
//
// Levels lists a game's ladder, levels 1 to 8: each a budget of playouts
// per step, of turns per playout, and a temperature with which the weaker
// ones draw their step among those their search rates near the best. No
// level reads a clock, so a level plays the same steps on every device;
// none is silly (choose.go): it never plays a step that loses at once when
// another does not. References are the earlier versions' easy, medium and
// hard. NewPlayer also makes the arena's reference players: "uct:N", flat
// UCT over the legal steps with N uniformly random playouts to the end of
// the game, "greedy", the step with the best immediate outcome, and
// "random".
package ai
