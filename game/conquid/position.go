package conquid

import (
	"math/bits"

	"pentarchy/game"
)

// The sides, as indexes: player 1 is Red, player 2 is Blue.
const (
	red  = 0
	blue = 1
)

// State is what a cell holds.
type State uint8

// The cell states. HQ cells never change; the others are Empty, Red or Blue.
const (
	Empty State = iota
	Red
	Blue
	RedHQ
	BlueHQ
)

// Player is the player a state belongs to: 1 for Red and RedHQ, 2 for Blue
// and BlueHQ, 0 for Empty.
func (s State) Player() int {
	switch s {
	case Red, RedHQ:
		return 1
	case Blue, BlueHQ:
		return 2
	}
	return 0
}

// IsHQ tells whether the state is an HQ cell.
func (s State) IsHQ() bool { return s == RedHQ || s == BlueHQ }

// Position is a Conquid game in progress or over. It implements
// game.Position and offers read-only accessors for drawing the board.
type Position struct {
	b     *board
	cells [2]rows // the Red and the Blue non-HQ cells
	side  uint8   // the mover field: red or blue
	acq   uint8   // acquire steps made in this turn: 0, 1 or 2
	quiet uint8   // consecutive quiet turns just completed
	end   ending  // why the game is over, or stillOn
	turns int     // completed turns
	empty int     // empty cells
	hash  uint64  // hash of the cells, kept up to date by setRank
}

// newPosition returns the start position of a board: only the HQs, Red to move.
func newPosition(b *board) *Position {
	p := &Position{b: b, empty: b.ranks*b.files - 2*b.size.HQSize()*b.size.HQSize()}
	p.hash = p.cellsHash()
	return p
}

// Size is the board size.
func (p *Position) Size() Size { return p.b.size }

// Ranks is the number of ranks (rows) of the board.
func (p *Position) Ranks() int { return p.b.ranks }

// Files is the number of files (columns) of the board.
func (p *Position) Files() int { return p.b.files }

// At tells what the cell holds. A cell off the board is Empty.
func (p *Position) At(c Cell) State {
	b := p.b
	if !b.onBoard(c.File, c.Rank) {
		return Empty
	}
	bit := uint64(1) << c.File
	switch {
	case b.hq[red][c.Rank]&bit != 0:
		return RedHQ
	case b.hq[blue][c.Rank]&bit != 0:
		return BlueHQ
	case p.cells[red][c.Rank]&bit != 0:
		return Red
	case p.cells[blue][c.Rank]&bit != 0:
		return Blue
	}
	return Empty
}

// Count is the number of cells that hold s.
func (p *Position) Count(s State) int {
	switch s {
	case Empty:
		return p.empty
	case Red, Blue:
		return count(&p.cells[s-Red])
	case RedHQ, BlueHQ:
		return p.b.size.HQSize() * p.b.size.HQSize()
	}
	return 0
}

// Side is the player named by the position text's mover field: the player to
// move while the game goes on, the winner after a Conquest, and the player
// who would have moved next after a draw. Unlike Mover it is never 0.
func (p *Position) Side() int { return int(p.side) + 1 }

// Acquired is how many acquire steps the mover has made in this turn: 0 at
// the start of a turn, 1 or 2 inside an Acquire.
func (p *Position) Acquired() int { return int(p.acq) }

// Turns is the number of completed turns.
func (p *Position) Turns() int { return p.turns }

// TurnCap is the number of completed turns that ends the game in a draw:
// ranks x files (rules 9).
func (p *Position) TurnCap() int { return p.b.turnCap }

// QuietTurns is the number of consecutive quiet turns just completed: 0 or 1
// while the game goes on, 2 once it has ended by the quiet draw.
func (p *Position) QuietTurns() int { return int(p.quiet) }

// Players is always 2.
func (p *Position) Players() int { return 2 }

// Mover is the player whose step comes next, or 0 once the game is over.
func (p *Position) Mover() int {
	if p.end != stillOn {
		return 0
	}
	return p.Side()
}

// Hash is a 64-bit hash of the position, equal for equal positions.
func (p *Position) Hash() uint64 {
	return p.hash ^ mix(uint64(p.side)|uint64(p.acq)<<1|uint64(p.quiet)<<3|
		uint64(p.b.size)<<5|uint64(p.turns)<<8)
}

// Clone returns an independent copy; copies share the immutable geometry.
func (p *Position) Clone() game.Position {
	q := *p
	return &q
}

// CopyFrom overwrites p with src, a *Position. It does not allocate.
func (p *Position) CopyFrom(src game.Position) { *p = *src.(*Position) }

// setRank replaces the words of one rank and keeps the hash up to date.
func (p *Position) setRank(r int, redWord, blueWord uint64) {
	p.hash ^= rankHash(red, r, p.cells[red][r]) ^ rankHash(blue, r, p.cells[blue][r]) ^
		rankHash(red, r, redWord) ^ rankHash(blue, r, blueWord)
	p.cells[red][r], p.cells[blue][r] = redWord, blueWord
}

// cellsHash computes the hash of the cells from scratch.
func (p *Position) cellsHash() uint64 {
	var h uint64
	for r := range maxRanks {
		h ^= rankHash(red, r, p.cells[red][r]) ^ rankHash(blue, r, p.cells[blue][r])
	}
	return h
}

// rankHash is the share of one side's word of one rank in the hash: the
// hash is the XOR of these shares, so changing a word changes two of them.
func rankHash(side, r int, w uint64) uint64 {
	return mix(w ^ uint64(2*r+side+1)*0x9e3779b97f4a7c15)
}

// mix is the SplitMix64 finaliser: a bijection that spreads every input bit.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// count is the number of cells in a set.
func count(set *rows) int {
	n := 0
	for _, w := range set {
		n += bits.OnesCount64(w)
	}
	return n
}
