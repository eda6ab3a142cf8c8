package parry

import "pentarchy/game"

// Phase is the part of a turn: placement, then bonus steps (spec §4).
type Phase byte

// The two phases, as the position text writes them.
const (
	// PhasePlace is phase P: the mover must place one piece.
	PhasePlace Phase = 'P'
	// PhaseSteps is phase S: the mover may slide pieces with the bonus steps
	// the placement earned, or end the turn.
	PhaseSteps Phase = 'S'
)

// String is the phase's letter in the position text.
func (ph Phase) String() string { return string(rune(ph)) }

// Position is a game of Parry in progress. It implements game.Position and
// offers what a board view draws: the piece on each site, power, control
// and territory, scores, the phase, the steps left and the placed piece.
type Position struct {
	board   *Board
	players uint8
	turn    uint8 // the mover; once the game is over, who could not place
	phase   Phase
	over    bool
	left    uint8 // phase S: steps left
	placed  uint8 // phase S: the site of the placed piece
	nmoves  uint8 // phase S: bonus steps played so far
	moves   [maxBonus][2]uint8
	seen    [maxBonus]uint64 // phase S: board hashes of the turn, after the placement and each move
	seenMix uint64           // phase S: the seen hashes folded into one
	hash    uint64           // board hash: which player is on which site
	cell    [maxSites]uint8  // the player on each site, 0 for empty
	ctrl    [maxSites]uint8  // the player with positive power at each site, or 0
	// count[s][q]: player q's pieces on s and its neighbours; count[s][0]:
	// all pieces there.
	count [maxSites][maxPlayers + 1]int8
	// sites[q]: the set of player q's sites; sites[0]: the empty sites.
	sites [maxPlayers + 1]siteSet
}

// siteSet is a set of sites, one bit each.
type siteSet [(maxSites + 63) / 64]uint64

func (set *siteSet) add(s int)    { set[s/64] |= 1 << (s % 64) }
func (set *siteSet) remove(s int) { set[s/64] &^= 1 << (s % 64) }

func newPosition(b *Board, players int) *Position {
	p := &Position{board: b, players: uint8(players), turn: 1, phase: PhasePlace}
	for s := range b.n {
		p.sites[0].add(s)
	}
	return p
}

// Board is the board the game is played on.
func (p *Position) Board() *Board { return p.board }

// Players is the number of players.
func (p *Position) Players() int { return int(p.players) }

// Mover is the player to take the next step, or 0 once the game is over.
func (p *Position) Mover() int {
	if p.over {
		return 0
	}
	return int(p.turn)
}

// Turn is the player whose turn it is: the mover, and once the game is over
// the player who could not place (the MOVER of the position text).
func (p *Position) Turn() int { return int(p.turn) }

// Phase is the phase of the turn: PhasePlace, or PhaseSteps after a
// placement that earned a bonus. A finished game is in PhasePlace.
func (p *Position) Phase() Phase { return p.phase }

// StepsLeft is the number of bonus steps the mover may still take; 0 in
// phase P.
func (p *Position) StepsLeft() int { return int(p.left) }

// Placed is the site of the piece placed this turn, which may not move, in
// phase S; −1 in phase P.
func (p *Position) Placed() int {
	if p.phase != PhaseSteps {
		return -1
	}
	return int(p.placed)
}

// At is the player whose piece is on a site, or 0 if it is empty.
func (p *Position) At(site int) int { return int(p.cell[site]) }

// Power is power(player, site) of spec §1: the player's pieces on the site
// and its neighbours minus everyone else's. A number that is not a player
// of the game has no pieces.
func (p *Position) Power(player, site int) int {
	if player < 1 || player > int(p.players) {
		return -int(p.count[site][0])
	}
	return p.power(uint8(player), site)
}

// Controller is the player with positive power at a site, or 0 if nobody
// has it. On an empty site this is the player who controls it (spec §1).
func (p *Position) Controller(site int) int { return int(p.ctrl[site]) }

// Clone returns an independent copy that shares the immutable Board.
func (p *Position) Clone() game.Position {
	c := *p
	return &c
}

// CopyFrom overwrites p with src, a *Position. It does not allocate.
func (p *Position) CopyFrom(src game.Position) { *p = *src.(*Position) }

// Hash is a Zobrist hash of everything the position text says.
func (p *Position) Hash() uint64 {
	b := p.board
	h := p.hash ^ b.turns[p.turn]
	if p.phase == PhaseSteps {
		h ^= b.bonus ^ b.lefts[p.left] ^ b.keys[p.placed][0] ^ p.seenMix
	}
	return h
}

// power counts player's pieces on site and its neighbours minus the others'.
func (p *Position) power(player uint8, site int) int {
	c := &p.count[site]
	return 2*int(c[player]) - int(c[0])
}

// put places player's piece on an empty site.
func (p *Position) put(site int, q uint8) {
	p.cell[site] = q
	p.sites[0].remove(site)
	p.sites[q].add(site)
	p.hash ^= p.board.keys[site][q]
	p.gain(site, q)
	b := p.board
	for _, t := range b.nbr[site][:b.deg[site]] {
		p.gain(int(t), q)
	}
}

// gain counts one more piece of q around t. Only q can gain control, and
// only the controller can lose it.
func (p *Position) gain(t int, q uint8) {
	c := &p.count[t]
	c[0]++
	c[q]++
	switch d := p.ctrl[t]; {
	case 2*c[q] > c[0]:
		p.ctrl[t] = q
	case d != 0 && 2*c[d] <= c[0]:
		p.ctrl[t] = 0
	}
}

// lift removes the piece from a site.
func (p *Position) lift(site int) {
	q := p.cell[site]
	p.hash ^= p.board.keys[site][q]
	p.cell[site] = 0
	p.sites[q].remove(site)
	p.sites[0].add(site)
	p.lose(site, q)
	b := p.board
	for _, t := range b.nbr[site][:b.deg[site]] {
		p.lose(int(t), q)
	}
}

// lose counts one piece of q fewer around t. A controller other than q
// keeps control; if q had it, nobody else can take it; if nobody had it,
// anyone but q may take it.
func (p *Position) lose(t int, q uint8) {
	c := &p.count[t]
	c[0]--
	c[q]--
	switch d := p.ctrl[t]; {
	case d == q && 2*c[q] <= c[0]:
		p.ctrl[t] = 0
	case d == 0:
		p.ctrl[t] = p.majority(t)
	}
}

// majority finds the player, if any, who holds a strict majority of the
// pieces on site and its neighbours, that is who has positive power there.
func (p *Position) majority(site int) uint8 {
	c := &p.count[site]
	for q := uint8(1); q <= p.players; q++ {
		if 2*c[q] > c[0] {
			return q
		}
	}
	return 0
}
