package conquid

import (
	"math"
	"math/bits"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion. Conquid is a race to a winning path: each
// side's distance is the number of empty cells it still has to acquire to
// join its HQ to the other's, through its own cells (rules 8). The cells on
// a side's shortest paths are where it builds, and where the other blocks.

// maxLayers bounds the distances measured; a side further away than that
// counts as having no way through.
const maxLayers = 100

// costs holds, for each cost c, the empty cells that cost c on one side's
// way from one HQ towards the other: one more than the empty cells it
// acquires to reach them, themselves included.
type costs [maxLayers + 1]rows

// Evaluate gives the side ahead in the race the better chance: each side
// needs ⌈distance/3⌉ turns of Acquire and one more to declare Conquest, and
// the mover plays first.
func (p *Position) Evaluate(values []float64) {
	me, other := int(p.side), int(p.side^1)
	mine, theirs := p.measure(me), p.measure(other)
	chance := 0.5
	switch {
	case mine == 0:
		chance = 1
	case mine < maxLayers || theirs < maxLayers:
		margin := float64(theirs-mine+2) / 3
		chance = 1 / (1 + math.Exp(-1.5*margin))
	}
	values[me], values[other] = chance, 1-chance
}

// PlayoutStep declares Conquest when it can, breaks the other side's path
// with a Conquer when it must and can, takes cells with a Conquer when that
// takes a few, and otherwise acquires a cell on one of its own shortest
// paths, sometimes one on the other side's to block it, or any empty cell
// when there is none. It never needs the list of legal steps.
func (p *Position) PlayoutStep(r *rng.Rand, _ *[]game.Step) game.Step {
	if p.acq == 0 {
		if s, ok := p.forcedStep(); ok {
			return s
		}
		if n := p.conquerCount(); n >= 2 && r.IntN(4) != 0 || p.empty < 3 {
			return encode(Conquer, 0, 0)
		}
	}
	side := int(p.side)
	if r.IntN(5) == 0 {
		side ^= 1
	}
	var cells rows
	if p.shortest(side, &cells); count(&cells) == 0 {
		p.emptyCells(&cells)
	}
	c, _ := pick(&cells, p.b.ranks, r)
	return encode(Acquire, c.File, c.Rank)
}

// PlayPlayoutTurn plays the steps PlayoutStep chooses while the same
// player is to move, and returns who moves next (see game/ai's
// PlayoutPolicy).
func (p *Position) PlayPlayoutTurn(r *rng.Rand, buf *[]game.Step) (mover, turn int) {
	for m := p.Mover(); m != 0 && p.Mover() == m; {
		p.Apply(p.PlayoutStep(r, buf))
	}
	return p.Mover(), 0
}

// forcedStep is Conquest when the mover has a path, else a Conquer that
// breaks the other side's path when it has one.
func (p *Position) forcedStep() (game.Step, bool) {
	if p.HasPath(p.Side()) {
		return encode(Conquest, 0, 0), true
	}
	if p.HasPath(3-p.Side()) && p.conquerBreaks() {
		return encode(Conquer, 0, 0), true
	}
	return 0, false
}

// Priors favour the cells on either side's shortest paths, Conquest, and
// a Conquer that takes cells (much more one that breaks a path). Cells
// that matter to neither side, and Vanquish, are left out of the search.
func (p *Position) Priors(legal []game.Step, logits []float32) {
	var mine, theirs rows
	p.shortest(int(p.side), &mine)
	p.shortest(int(p.side^1), &theirs)
	none := float32(math.Inf(-1))
	for i, s := range legal {
		a, c := Decode(s)
		switch a {
		case Conquest:
			logits[i] = 5
		case Conquer:
			logits[i] = p.conquerLogit()
		case Acquire:
			bit := uint64(1) << c.File
			on, blocks := mine[c.Rank]&bit != 0, theirs[c.Rank]&bit != 0
			switch {
			case on && blocks:
				logits[i] = 0.5
			case on:
				logits[i] = 0
			case blocks:
				logits[i] = -0.35
			default:
				logits[i] = none
			}
		default:
			logits[i] = none
		}
	}
}

// conquerLogit is the prior of a Conquer: a little for each cell it takes,
// a lot when it breaks the other side's path.
func (p *Position) conquerLogit() float32 {
	n := p.conquerCount()
	switch {
	case n == 0:
		return -4
	case p.HasPath(3-p.Side()) && p.conquerBreaks():
		return 4
	}
	return -1.2 + 0.4*float32(min(n, 5))
}

// conquerCount is how many cells a Conquer by the mover would take.
func (p *Position) conquerCount() int {
	cells := p.cells
	if !p.b.conquer(&cells[p.side], &cells[p.side^1]) {
		return 0
	}
	return count(&p.cells[p.side^1]) - count(&cells[p.side^1])
}

// conquerBreaks tells whether a Conquer by the mover leaves the other side
// without a winning path.
func (p *Position) conquerBreaks() bool {
	cells := p.cells
	p.b.conquer(&cells[p.side], &cells[p.side^1])
	other := p.side ^ 1
	return !p.b.connected(&cells[other], &p.b.near[other], &p.b.near[other^1])
}

// shortest sets on to the empty cells on side's shortest ways to a
// winning path: those whose acquisition brings it one cell nearer. They
// are the cells whose costs from both ends add up to the distance (the
// cell itself counted twice): the measure back from the other end picks
// them out as it reaches them.
func (p *Position) shortest(side int, on *rows) {
	*on = rows{}
	var ahead costs
	d := p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], &ahead, nil, 0, nil)
	if d == 0 || d >= maxLayers {
		return
	}
	p.measureFrom(side, &p.b.near[side^1], &p.b.near[side], nil, &ahead, d, on)
}

// measure is side's distance from its HQ to the other's: the fewest empty
// cells it has to acquire for a winning path; maxLayers when it is blocked.
func (p *Position) measure(side int) int {
	return p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], nil, nil, 0, nil)
}

// measureFrom returns side's distance from the cells next to one HQ
// (from) to those next to the other (to), or maxLayers: it spreads through
// side's cells from from, one more empty cell at a time, until it reaches
// to. With note, it also notes there what each empty cell it reaches
// costs. With ahead, the costs from the other end, whose distance is
// aheadDist (the same both ways), it adds to on the empty cells whose two
// costs add up to aheadDist+3: those on the shortest ways (see shortest).
//
// It is written for WebAssembly, where calls and jumps are dear: it calls
// nothing that is not inlined, and its loops have as few ifs as they can
// (the compiler turns an if that only picks a value into a select). A rank
// beside rank k is read as reached[max(k-1, 0)] and reached[min(k+1,
// maxRanks-1)]: at the board's edge that is rank k itself or a word beyond
// the board, always zero, and either adds nothing.
func (p *Position) measureFrom(side int, from, to *rows, note, ahead *costs, aheadDist int, on *rows) int {
	b := p.b
	mine := &p.cells[side]
	var empty, reached, added rows
	p.emptyCells(&empty)
	mask := *mine   // the cells the flood spreads through: mine and reached
	var todo uint32 // the ranks where reached grew, to flood again
	for k := range b.ranks {
		reached[k] = from[k] & mine[k]
		if reached[k] != 0 {
			todo |= 1 << k
		}
	}
	all := uint32(1)<<b.ranks - 1
	for d := 0; ; d++ {
		// Flood reached through mask, a run of a rank at a time, starting
		// from the ranks that grew and those beside them. Reached only
		// grows, and lies inside mask.
		for todo = (todo | todo<<1 | todo>>1) & all; todo != 0; {
			k := bits.TrailingZeros32(todo)
			todo &= todo - 1
			m := mask[k]
			s := reached[k] | (reached[max(k-1, 0)]|reached[min(k+1, maxRanks-1)])&m
			if s == 0 {
				continue
			}
			up := (m ^ (m + s) | s) & m // fillRuns(m, s), written out
			g, q := s, m
			g |= q & (g >> 1)
			q &= q >> 1
			g |= q & (g >> 2)
			q &= q >> 2
			g |= q & (g >> 4)
			q &= q >> 4
			g |= q & (g >> 8)
			q &= q >> 8
			g |= q & (g >> 16)
			q &= q >> 16
			g |= q & (g >> 32)
			s = up | g
			grew := (1<<(k+1) | 1<<k>>1) & all
			if s == reached[k] {
				grew = 0
			}
			reached[k] = s
			todo |= grew
		}
		// In one sweep: whether reached meets to, and one more empty cell:
		// those next to reached, and those next to the HQ (all added when d
		// is 0, so they add nothing later). They cost d+2. If reached meets
		// to, the sweep is wasted but harmless.
		var meets uint64
		below := uint64(0) // reached[k-1] as it was before the sweep
		for k := range b.ranks {
			cur := reached[k]
			meets |= cur & to[k]
			next := cur<<1 | cur>>1 | below | reached[min(k+1, maxRanks-1)] | from[k]
			below = cur
			added[k] = next & empty[k] &^ cur
			if added[k] != 0 {
				todo |= 1 << k
			}
			reached[k] = cur | added[k]
			mask[k] = reached[k] | mine[k]
		}
		if meets != 0 {
			return d
		}
		if todo == 0 || d+1 == maxLayers {
			return maxLayers
		}
		if note != nil {
			note[d+2] = added
		}
		if ahead != nil {
			that := &ahead[aheadDist+1-d] // d+2 and that cost aheadDist+3
			for k := range b.ranks {
				on[k] |= added[k] & that[k]
			}
		}
	}
}

// emptyCells sets e to the empty cells.
func (p *Position) emptyCells(e *rows) {
	b := p.b
	for r := range b.ranks {
		e[r] = b.full &^ (p.cells[red][r] | p.cells[blue][r] | b.hqAll[r])
	}
}

// pick returns a cell of set chosen uniformly at random, if it has any.
func pick(set *rows, ranks int, r *rng.Rand) (Cell, bool) {
	n := count(set)
	if n == 0 {
		return Cell{}, false
	}
	k := r.IntN(n)
	for r := range ranks {
		c := bits.OnesCount64(set[r])
		if k >= c {
			k -= c
			continue
		}
		w := set[r]
		for ; k > 0; k-- {
			w &= w - 1
		}
		return Cell{bits.TrailingZeros64(w), r}, true
	}
	return Cell{}, false
}
