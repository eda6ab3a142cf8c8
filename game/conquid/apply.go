package conquid

import "pentarchy/game"

// Apply plays a step that Legal listed or ParseStep accepted.
func (p *Position) Apply(s game.Step) {
	a, c := Decode(s)
	switch a {
	case Acquire:
		p.acquire(c)
	case Conquer:
		p.endTurn(!p.conquer())
	case Vanquish:
		p.endTurn(!p.vanquish(c))
	case Conquest:
		p.conquest()
	}
}

// acquire turns the empty cell c into a cell of the mover; the third
// acquire step of a turn ends it (rules 4.2). An Acquire is never quiet.
func (p *Position) acquire(c Cell) {
	r := c.Rank
	words := [2]uint64{p.cells[red][r], p.cells[blue][r]}
	words[p.side] |= 1 << c.File
	p.setRank(r, words[red], words[blue])
	p.empty--
	p.acq++
	if p.acq == 3 {
		p.endTurn(false)
	}
}
