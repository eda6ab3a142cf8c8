// Package power is the ruleset of Source of Power, a war game on a hex map
// in which every player gives orders for the same turn and the orders are
// then resolved all at once. It follows shared/rules/source-of-power.md
// (cited as §n below) to the letter.
//
// # Turns and steps
//
// A turn is an order phase, then a resolution. In the order phase each
// living player in turn (1, 2, 3) enters steps, ending with "end":
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
// One concept per file: hexmap.go (cells, distances, drawing positions),
// layout.go (the default features of §3), unit.go and feature.go (what
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
//   - Options (§8): without a "board" option the board follows "players":
//     5-3-3 for 2, 4-4-4 for 3. 5-5-5, 2 players on 4-4-4 and 3 on 5-3-3
//     have no default layout: play them from a position text.
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
