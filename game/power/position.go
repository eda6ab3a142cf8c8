package power

import (
	"pentarchy/game"
)

const (
	maxPlayers = 6
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

	feat    [cellSlots]feature    // feature by cell
	units   [cellSlots]unit       // unit by cell, as at the start of the turn
	reserve [maxPlayers][4]uint16 // I, A, T, upgrades by player
	orders  [maxOrders]order      // this turn's steps, player 1's first
	count   [maxPlayers]uint16    // how many of them each player entered
	norders uint16                // how many in all
	spawnU  [cellSlots]unit       // units spawned this turn, by cell
	spawned cellSet               // cells spawned on this turn
	moved   cellSet               // start cells of the units that have a move
	spent   [maxPlayers][4]uint8  // spawns (and "+") ordered this turn by player

	// Cell sets by player, derived from feat and units by index.
	occupied cellSet             // cells with a unit at the start of the turn
	own      [maxPlayers]cellSet // cells with the player's units at the start of the turn
	bases    [maxPlayers]cellSet // cells with the player's bases
	anyBase  cellSet             // cells with a base, owned or not
	goals    cellSet             // cells whose features the win rule asks a player to own

	// How far each cell is from each player's goals (see aim): worked out
	// when the computer player's knowledge first asks in a turn, and
	// forgotten by index.
	aims  [maxPlayers]cellBytes
	aimed uint8 // bit pl is set when aims[pl-1] is worked out

	record bool    // record the events of resolutions
	events []Event // the events of the last resolution
}

// cellBytes holds a byte for each cell.
type cellBytes [cellSlots]uint8

// index works out the cell sets from the features and units. It runs at
// every resolution, so its loop has no branch: each cell's bit goes into
// the set of its unit's owner and of its feature's owner, 0 standing for
// nobody (WebAssembly pays for a branch much more than native code).
func (p *Position) index() {
	var own, bases [maxPlayers + 1]cellSet
	var anyBase, goals cellSet
	goalKinds := p.settings.win.goalKinds()
	for c := range Cell(p.m.Len()) {
		w, bit := c>>6&1, uint64(1)<<(c&63)
		f := p.featAt(c)
		own[p.unitAt(c).owner()][w] |= bit
		bases[f.owner()][w] |= bit // only bases have owners
		anyBase[w] |= bit & -uint64(baseKinds>>f.kind()&1)
		goals[w] |= bit & -uint64(goalKinds>>f.kind()&1)
	}
	p.occupied = cellSet{}
	for pl := range maxPlayers {
		p.own[pl], p.bases[pl] = own[pl+1], bases[pl+1]
		p.occupied = p.occupied.or(own[pl+1])
	}
	p.anyBase, p.goals = anyBase, goals
	p.aimed = 0
}

func (p *Position) featAt(c Cell) feature { return p.feat[c&127] }
func (p *Position) unitAt(c Cell) unit    { return p.units[c&127] }

// piece is the unit on c during the order phase: the one there at the start
// of the turn, or one spawned there this turn.
func (p *Position) piece(c Cell) unit {
	if u := p.units[c&127]; u != 0 {
		return u
	}
	return p.spawnU[c&127]
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
	for c := range Cell(p.m.Len()) {
		if f, u := p.feat[c], p.units[c]; f != 0 || u != 0 {
			h = mix(h, uint64(c)|uint64(f)<<8|uint64(u)<<16)
		}
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
