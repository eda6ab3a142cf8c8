package patriarchs

import "pentarchy/game"

// Position is a game of Patriarchs in progress: the board, both reserves,
// whose turn it is, which act of the turn comes next, the spent square and
// the turn number, under a move cap. It implements game.Position; its
// read-only accessors (At, Reserve, Side, Act, Spent, Turn, …) are what a
// board view draws. Copy it with Clone or CopyFrom; it holds no pointers.
type Position struct {
	cells    [cellsRoom]uint8      // the mailbox, see board.go and unit.go
	own      [2][2]uint64          // per colour, a bit per cell index holding its units
	reserve  [2][Support + 1]uint8 // per colour, units in reserve by kind
	patri    [2]uint8              // per colour, the cell of its Patriarch; 0 once captured
	side     uint8                 // colour to act (0 Blue, 1 Red); the winner once one is captured
	act      uint8                 // 1 or 2
	spent    uint8                 // cell of the unit that acted in act 1; 0 in act 1
	turn     uint32                // from 1
	maxTurns uint32                // 0: no cap
	zobrist  uint64                // keys of the units on the board and in the reserves
}

var _ game.Position = (*Position)(nil)

// newPosition returns an empty board framed by walls, Blue to play act 1
// of turn 1, under the given move cap.
func newPosition(maxTurns uint32) *Position {
	p := &Position{side: 0, act: 1, turn: 1, maxTurns: maxTurns}
	for i := range p.cells {
		if !onBoard(i) {
			p.cells[i] = wall
		}
	}
	for c := range 2 {
		for _, k := range ReserveKinds() {
			p.zobrist ^= reserveKey(c, k, 0)
		}
	}
	return p
}

// at returns the cell value of cell i; i is masked into the array so that
// the hot loops need no bounds checks.
func (p *Position) at(i int) uint8 { return p.cells[i&(cellsRoom-1)] }

// put places the unit coded v on the empty cell i.
func (p *Position) put(i int, v uint8) {
	c := int(v>>5) & 1
	p.cells[i] = v
	p.own[c][i>>6] |= 1 << (i & 63)
	p.zobrist ^= unitKey(v, i)
	if Kind(v&kindMask) == Patriarch {
		p.patri[c] = uint8(i)
	}
}

// lift removes the unit from cell i and returns its code.
func (p *Position) lift(i int) uint8 {
	v := p.cells[i]
	c := int(v>>5) & 1
	p.cells[i] = 0
	p.own[c][i>>6] &^= 1 << (i & 63)
	p.zobrist ^= unitKey(v, i)
	if Kind(v&kindMask) == Patriarch {
		p.patri[c] = 0
	}
	return v
}

// addReserve changes colour c's reserve of kind k by delta.
func (p *Position) addReserve(c int, k Kind, delta int) {
	n := p.reserve[c][k]
	p.zobrist ^= reserveKey(c, k, n)
	n = uint8(int(n) + delta)
	p.reserve[c][k] = n
	p.zobrist ^= reserveKey(c, k, n)
}

// Players is 2: Blue is player 1 and Red player 2.
func (p *Position) Players() int { return 2 }

// Mover is the player whose step comes next (Blue or Red), or 0 once the
// game is over.
func (p *Position) Mover() int {
	if p.over() {
		return 0
	}
	return int(p.side) + 1
}

// Hash is a 64-bit hash of the position, equal for equal position texts.
// The board and reserve part is kept up to date by every step.
func (p *Position) Hash() uint64 {
	state := uint64(p.side) | uint64(p.act)<<1 | uint64(p.spent)<<3 | uint64(p.turn)<<16
	return p.zobrist ^ mix64(state^0x5041545249415243)
}

// Clone returns an independent copy.
func (p *Position) Clone() game.Position {
	q := *p
	return &q
}

// CopyFrom overwrites p with src, which must be a *Position. It does not
// allocate.
func (p *Position) CopyFrom(src game.Position) { *p = *src.(*Position) }

// At returns the unit on a square, or the zero Unit when the square is
// empty or off the board.
func (p *Position) At(sq Square) Unit {
	if !sq.OnBoard() {
		return Unit{}
	}
	return unitOf(p.cells[cell(sq)])
}

// Reserve returns how many units of kind k the player holds in reserve.
func (p *Position) Reserve(player int, k Kind) int {
	if (player != Blue && player != Red) || k < Cardinal || k > Support {
		return 0
	}
	return int(p.reserve[player-1][k])
}

// Side is the player of the side field: the one to act while the game goes
// on; once a Patriarch is captured, the player who captured it; once the
// move cap is reached, the player who would have been next.
func (p *Position) Side() int { return int(p.side) + 1 }

// Act is the act of the turn that comes next: 1 or 2. See ActsInTurn.
func (p *Position) Act() int { return int(p.act) }

// ActsInTurn is the number of acts of the current turn: 1 on turn 1 (Blue's
// first turn), 2 on every later turn. A status line reads "act Act() of
// ActsInTurn()".
func (p *Position) ActsInTurn() int {
	if p.turn == 1 {
		return 1
	}
	return 2
}

// Spent returns the spent square during act 2: the square of the unit that
// acted in act 1 and may not move again this turn. ok is false in act 1.
func (p *Position) Spent() (sq Square, ok bool) {
	if p.spent == 0 {
		return Square{}, false
	}
	return square(int(p.spent)), true
}

// Turn is the turn number, from 1; odd turns are Blue's when play starts
// from the start position.
func (p *Position) Turn() int { return int(p.turn) }

// MaxTurns is the move cap of the game (option max_turns): the game is a
// draw when turn MaxTurns ends. 0 means no cap.
func (p *Position) MaxTurns() int { return int(p.maxTurns) }

// PatriarchAt returns the square of the player's Patriarch; ok is false
// once it has been captured.
func (p *Position) PatriarchAt(player int) (sq Square, ok bool) {
	if player != Blue && player != Red || p.patri[player-1] == 0 {
		return Square{}, false
	}
	return square(int(p.patri[player-1])), true
}
