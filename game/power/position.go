package power

import (
	"encoding/binary"

	"pentarchy/game"
)

const (
	maxPlayers = 3
	// maxOrders bounds the steps of one turn, all players together: every
	// unit on the board (each on its own cell, spawned ones included) spawns,
	// moves and attacks at most once, and every player ends.
	maxOrders = 3*maxCells + maxPlayers
	upgrades  = 3 // the index of the upgrades in a reserve; types are at t-1
)

// Position is a game of Source of Power in progress: the position at the
// start of the turn, the orders entered so far this turn, and the result.
// It implements game.Position; its accessors (see view.go) serve the play
// scene.
type Position struct {
	m        *Map
	settings settings
	turn     uint16
	players  uint8
	mover    uint8 // the player entering orders; 0 once the game is over
	winner   uint8 // once over: the winner, or 0 for a draw
	ending   ending
	living   game.PlayerSet

	feat    [cellWords * 8]byte   // feature by cell
	units   [cellWords * 8]byte   // unit by cell, as at the start of the turn
	reserve [maxPlayers][4]uint16 // I, A, T, upgrades by player
	orders  [maxOrders]order      // this turn's steps, player 1's first
	count   [maxPlayers]uint8     // how many of them each player entered
	norders uint8                 // how many in all
	spawnU  [cellWords * 8]byte   // units spawned this turn, by cell
	spawned uint64                // cells spawned on this turn
	moved   uint64                // start cells of the units that have a move
	spent   [maxPlayers][4]uint8  // spawns (and "+") ordered this turn by player

	// Cell sets by player, derived from feat and units by index.
	occupied uint64             // cells with a unit at the start of the turn
	own      [maxPlayers]uint64 // cells with the player's units at the start of the turn
	bases    [maxPlayers]uint64 // cells with the player's bases
	anyBase  uint64             // cells with a base, owned or not
	goals    uint64             // cells whose features the win rule asks a player to own

	// How far each cell is from each player's goals (see aim), and the
	// cells at each distance: worked out when the computer player's
	// knowledge first asks in a turn, and forgotten by index.
	aims   [maxPlayers]cellBytes
	levels [maxPlayers][aimLevels]uint64
	aimed  uint8 // bit pl is set when aims[pl-1] and levels[pl-1] are worked out

	record bool    // record the events of resolutions
	events []Event // the events of the last resolution
}

// cellBytes holds a byte for each cell.
type cellBytes [cellWords * 8]uint8

// index works out the cell sets from the features and units. It runs at
// every resolution, so its loop has no branch: each cell's bit goes into
// the set of its unit's owner and of its feature's owner, 0 standing for
// nobody (WebAssembly pays for a branch much more than native code).
func (p *Position) index() {
	var own, bases [maxPlayers + 1]uint64
	var anyBase, goals uint64
	goalKinds := p.settings.win.goalKinds()
	for c := range Cell(p.m.Len()) {
		bit := uint64(1) << c
		f := p.featAt(c)
		own[p.unitAt(c).owner()] |= bit
		bases[f.owner()] |= bit // only bases have owners
		anyBase |= bit & -uint64(baseKinds>>f.kind()&1)
		goals |= bit & -uint64(goalKinds>>f.kind()&1)
	}
	p.own, p.bases = [maxPlayers]uint64(own[1:]), [maxPlayers]uint64(bases[1:])
	p.occupied = own[1] | own[2] | own[3]
	p.anyBase, p.goals = anyBase, goals
	p.aimed = 0
}

func (p *Position) featAt(c Cell) feature { return feature(p.feat[c]) }
func (p *Position) unitAt(c Cell) unit    { return unit(p.units[c]) }

// piece is the unit on c during the order phase: the one there at the start
// of the turn, or one spawned there this turn.
func (p *Position) piece(c Cell) unit {
	if u := p.units[c]; u != 0 {
		return unit(u)
	}
	return unit(p.spawnU[c])
}

// Players is the number of players, eliminated ones included.
func (p *Position) Players() int { return int(p.players) }

// Mover is the player now entering orders, or 0 once the game is over.
func (p *Position) Mover() int { return int(p.mover) }

// Result tells whether the game is over, and how (§5.11, §6 "Referee output").
func (p *Position) Result() game.Result {
	if p.mover != 0 {
		return game.Result{}
	}
	r := game.Result{Over: true, Reason: p.ending.String()}
	if p.winner != 0 {
		r.Winners = r.Winners.With(int(p.winner))
	}
	return r
}

// Clone returns an independent copy of the game. The copy does not record
// events (see RecordEvents), so copies made for a search never pay for them.
func (p *Position) Clone() game.Position {
	q := *p
	q.record, q.events = false, nil
	return &q
}

// CopyFrom overwrites the game with src's, without allocating. The position
// keeps its own event recording setting; its recorded events are cleared.
func (p *Position) CopyFrom(src game.Position) {
	record, events := p.record, p.events[:0]
	*p = *src.(*Position)
	p.record, p.events = record, events
}

// Hash is a 64-bit hash of the position text's content.
func (p *Position) Hash() uint64 {
	h := mix(uint64(len(p.m.q)), uint64(p.turn)|uint64(p.players)<<16|uint64(p.mover)<<24|
		uint64(p.winner)<<32|uint64(p.ending)<<40|uint64(p.living)<<48)
	for i := 0; i < cellWords*8; i += 8 {
		h = mix(h, binary.LittleEndian.Uint64(p.feat[i:]))
		h = mix(h, binary.LittleEndian.Uint64(p.units[i:]))
	}
	for pl := range p.players {
		r := &p.reserve[pl]
		h = mix(h, uint64(r[0])|uint64(r[1])<<16|uint64(r[2])<<32|uint64(r[3])<<48)
		h = mix(h, uint64(p.count[pl]))
	}
	for _, o := range p.orders[:p.norders] {
		h = mix(h, uint64(o))
	}
	return h
}

func mix(h, v uint64) uint64 {
	h ^= v
	h *= 0x9e3779b97f4a7c15
	return h ^ h>>31
}
