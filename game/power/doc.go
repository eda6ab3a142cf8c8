// Package power is the ruleset of Source of Power, a war game on a hex map
// in which every player gives orders for the same turn and the orders are
// then resolved all at once. It follows shared/rules/source-of-power.md
// (cited as §n below) to the letter.
//
// # Turns and steps
//
// A turn is an order phase, then a resolution. In the order phase each
// living player in turn (1, 2, … up to 6) enters steps, ending with "end":
//
//	spawn tank -3,0          put a reserve unit on a free base of yours
//	spawn infantry+ 0,0      the same, spending a reserve upgrade
//	move -3,0>-2,0>-1,0      the path of one of your units (first cell: the unit)
//	attack 1,0               the target of the unit of the move just entered
//	end
//
// Cells are axial coordinates "q,r" (§1). Mover is the player entering
// orders; their legal steps depend only on the position at the start of the
// turn and on their own steps so far, so players never see each other's
// orders. The last living player's "end" resolves the turn (§5).
//
// # Files
//
// One concept per file: hexmap.go (boards a-b-c of §12.1: cells,
// distances, drawing positions), cellset.go (sets of cells), maps.go (the
// map table of §12: a Layout made before turn 1, its text), builtin.go (the
// maps the game comes with, §3's among them), fairmap.go (fair random maps,
// §12.4), unit.go and feature.go (what
// stands on a cell), order.go (steps, their notation and compact values),
// legal.go and check.go (the legal steps of §4.2, and why a step is not
// legal), apply.go (the order phase), resolve.go, resolve_claims.go,
// resolve_fire.go and resolve_after.go (the resolution of §5, one method
// per step), result.go (win and lose conditions), text.go, parse.go and
// parse_orders.go (the position text of §6), events.go (what a resolution
// did, for the animated replay) and view.go (read-only accessors for the
// play scene).
//
// # Position text
//
//	SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2 | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]
//
// is the 2-player start: board, turn, phase; features (H home base, S
// source, U upgrade tile, with owners); units; reserves (infantry,
// artillery, tanks, upgrades); each living player's orders this turn.
//
// # Readings of the rules
//
// Where the rules leave room, this package reads them so:
//
//   - Options (§8): "players" is 2 to 6 and "board" one of 5-3-3, 4-4-4,
//     5-5-5 and 6-6-6; without a "board" option the board follows
//     "players": that of the built-in map for that many (5-3-3 for 2,
//     4-4-4 for 3, 5-5-5 for 4, 6-6-6 for 5 and 6). A board and a number of
//     players without a built-in map start on the fair map of seed 1, so
//     that every choice can start. Any other map comes from the map table
//     (§12) as a position text.
//   - The map table (§12.2): placing a feature on a cell replaces what
//     stood there; a new player's reserve is 6/6/6/0; resizing the board
//     keeps the features whose cells the new board has.
//   - Fair maps (§12.4): the symmetries used are the left-right mirror for
//     2 players (the 180° turn when b = c, as §3 does), the 120° turns for
//     3 and the 60° turns for 6 on a-a-a, and the mirrors with the 180°
//     turn for 4 when b = c. A map has players+1+cells/45 sources and as
//     many upgrade tiles as players, about: a symmetric map places whole
//     orbits, and a search on a crowded board may drop some.
//   - Settling claims (§5.4) goes on while any unit falls back, evicted
//     units included.
//   - Elimination (§5.10) with lose=nobases or nohome: the player's units
//     leave the board and its bases become neutral. lose=nohome means
//     owning no H at all, since a position text does not say where each
//     player started.
//   - A win condition over an empty set of features (no source on a custom
//     board) is never met (§5.11b).
//   - Position texts (§6): an empty features list and the order lists of a
//     game nobody is left in are written "-". Readers check that a position
//     can happen: every order legal, the phase consistent with the order
//     lists and the result with the board, an upgraded unit above its
//     normal HP, bases owned by living players only, no count beyond 9999.
//
// # Speed
//
// Steps are uint32 values inside a game.Step; a position is a few arrays
// indexed by cell plus the turn's orders, and copies share one immutable
// Map. Legal, Apply (resolutions included), CopyFrom and Hash allocate
// nothing when no events are recorded. Events are recorded only by positions made by Start or
// ParsePosition (or after RecordEvents(true)), never by copies, so searches
// do not pay for them.
package power
