package phalanx

import "pentarchy/game"

// Position is a Phalanx position: the stones, the side to move, the actions
// it has left in this turn, the number of completed turns, and whether the
// game is over. The zero Position is not a valid position; get one from
// Rules.Start, Rules.ParsePosition or Parse.
type Position struct {
	stones  [2]set // Black's stones, White's stones
	turns   int32  // completed turns
	side    uint8  // the side to move: 0 Black, 1 White
	actions uint8  // actions left in this turn, 1…4
	outcome outcome
}

var _ game.Position = (*Position)(nil)

// Players returns 2.
func (p *Position) Players() int { return 2 }

// Mover returns the player to move, Black or White, or 0 once the game is
// over.
func (p *Position) Mover() int {
	if p.outcome != ongoing {
		return 0
	}
	return int(p.side) + 1
}

// Side returns the side whose turn it is, Black or White. Unlike Mover it
// still names that side once the game is over (§8: a winning action leaves
// the side and counters as they were).
func (p *Position) Side() int { return int(p.side) + 1 }

// At returns what stands on the intersection at file and rank, both from 0
// (a1 is (0, 0), i9 is (8, 8)): Empty, Black or White. Off the board it is
// Empty; the goal corners are always Empty.
func (p *Position) At(file, rank int) int {
	if file < 0 || file >= Size || rank < 0 || rank >= Size {
		return Empty
	}
	i := rank*Size + file
	switch {
	case p.stones[0].has(i):
		return Black
	case p.stones[1].has(i):
		return White
	}
	return Empty
}

// ActionsLeft returns how many actions the side to move may still perform
// in this turn: 1 to 4 (4 in White's first turn).
func (p *Position) ActionsLeft() int { return int(p.actions) }

// TurnsCompleted returns the number of turns that have ended so far. The
// game is drawn when it reaches TurnLimit.
func (p *Position) TurnsCompleted() int { return int(p.turns) }

// Stones returns how many stones player (Black or White) has on the board.
func (p *Position) Stones(player int) int {
	if player != Black && player != White {
		return 0
	}
	return p.stones[player-1].count()
}

// Supply returns how many more stones player may still add: MaxStones
// less the stones on the board (§3; removed stones come back).
func (p *Position) Supply(player int) int {
	if player != Black && player != White {
		return 0
	}
	return MaxStones - p.Stones(player)
}

// Hash returns a hash of the position. It mixes the board words and the
// counters, so equal positions hash equal.
func (p *Position) Hash() uint64 {
	h := mix(p.stones[0].lo ^ 0x9e3779b97f4a7c15)
	h = mix(h ^ p.stones[0].hi)
	h = mix(h ^ p.stones[1].lo)
	h = mix(h ^ p.stones[1].hi)
	return mix(h ^ uint64(p.turns)<<16 ^ uint64(p.actions)<<8 ^ uint64(p.side))
}

// mix is the finaliser of SplitMix64: a cheap, well-spread bijection.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Clone returns an independent copy.
func (p *Position) Clone() game.Position {
	c := *p
	return &c
}

// CopyFrom overwrites p with src, which must be a *Position.
func (p *Position) CopyFrom(src game.Position) { *p = *src.(*Position) }
