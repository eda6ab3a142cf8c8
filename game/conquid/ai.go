package conquid

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"pentarchy/game"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion. Conquid is a race to a winning path: each
// side's distance is the number of empty cells it still has to acquire to
// join its HQ to the other's, through its own cells (rules 8). The cells on
// a side's shortest paths are where it builds, and where the other blocks.

// maxLayers bounds the distances measured; a side further away than that
// counts as having no way through.
const maxLayers = 48

// race is one side's way towards a winning path: layers[k] holds the cells
// it reaches by acquiring k empty cells.
type race struct {
	layers [maxLayers]rows
	dist   int // the fewest empty cells to acquire; maxLayers when blocked
}

// Evaluate gives the side ahead in the race the better chance: each side
// needs ⌈distance/3⌉ turns of Acquire and one more to declare Conquest, and
// the mover plays first.
func (p *Position) Evaluate(values []float64) {
	me, other := int(p.side), int(p.side^1)
	var r race
	p.measure(me, &r)
	mine := r.dist
	p.measure(other, &r)
	theirs := r.dist
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
// paths, sometimes one on the other side's to block it.
func (p *Position) PlayoutStep(legal []game.Step, rng *rand.Rand) game.Step {
	if p.acq == 0 {
		if s, ok := p.forcedStep(); ok {
			return s
		}
		if n := p.conquerCount(); n >= 2 && rng.IntN(4) != 0 {
			return encode(Conquer, 0, 0)
		}
	}
	side := int(p.side)
	if rng.IntN(5) == 0 {
		side ^= 1
	}
	var on rows
	p.shortest(side, &on)
	if c, ok := pick(&on, p.b.ranks, rng); ok {
		return encode(Acquire, c.File, c.Rank)
	}
	return legal[rng.IntN(len(legal))]
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
// that matter to neither side, and Vanquish, get no weight: the search
// leaves them out.
func (p *Position) Priors(legal []game.Step, weights []float32) {
	var mine, theirs rows
	p.shortest(int(p.side), &mine)
	p.shortest(int(p.side^1), &theirs)
	for i, s := range legal {
		a, c := Decode(s)
		switch a {
		case Conquest:
			weights[i] = 100
		case Conquer:
			weights[i] = p.conquerWeight()
		case Acquire:
			bit := uint64(1) << c.File
			if mine[c.Rank]&bit != 0 {
				weights[i] += 1
			}
			if theirs[c.Rank]&bit != 0 {
				weights[i] += 0.7
			}
		}
	}
}

// conquerWeight is the prior of a Conquer: a little for each cell it takes,
// a lot when it breaks the other side's path.
func (p *Position) conquerWeight() float32 {
	n := p.conquerCount()
	switch {
	case n == 0:
		return 0.02
	case p.HasPath(3-p.Side()) && p.conquerBreaks():
		return 50
	}
	return 0.3 + 0.3*float32(min(n, 5))
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
// winning path: those whose acquisition brings it one cell nearer.
func (p *Position) shortest(side int, on *rows) {
	var ahead, back race
	p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], &ahead)
	if ahead.dist == 0 || ahead.dist >= maxLayers {
		*on = rows{}
		return
	}
	p.measureFrom(side, &p.b.near[side^1], &p.b.near[side], &back)
	d := ahead.dist
	var empty rows
	p.emptyCells(&empty)
	for i := 1; i <= d; i++ {
		j := d + 1 - i
		for r := range p.b.ranks {
			ringA := ahead.layers[i][r] &^ ahead.layers[i-1][r]
			ringB := back.layers[j][r] &^ back.layers[j-1][r]
			on[r] |= ringA & ringB & empty[r]
		}
	}
}

// measure fills r with side's race from its HQ to the other's.
func (p *Position) measure(side int, r *race) {
	p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], r)
}

// measureFrom fills r with the layers of side's cells and empty cells
// reached from the cells next to one HQ (from), a layer for each empty cell
// acquired, until one reaches a cell next to the other HQ (to).
func (p *Position) measureFrom(side int, from, to *rows, r *race) {
	b := p.b
	mine := &p.cells[side]
	var empty, seed rows
	p.emptyCells(&empty)
	for k := range b.ranks {
		seed[k] = from[k] & mine[k]
	}
	r.layers[0] = b.spread(&seed, mine)
	for d := 0; ; d++ {
		if meets(&r.layers[d], to, b.ranks) {
			r.dist = d
			return
		}
		if d+1 == maxLayers {
			r.dist = maxLayers
			return
		}
		next := b.neighbours(&r.layers[d])
		grew := false
		var mask rows
		for k := range b.ranks {
			if d == 0 {
				next[k] |= from[k]
			}
			next[k] = next[k]&empty[k] | r.layers[d][k]
			grew = grew || next[k] != r.layers[d][k]
			mask[k] = next[k] | mine[k]
		}
		if !grew {
			r.dist = maxLayers
			return
		}
		r.layers[d+1] = b.spread(&next, &mask)
	}
}

func meets(a, b *rows, ranks int) bool {
	for k := range ranks {
		if a[k]&b[k] != 0 {
			return true
		}
	}
	return false
}

// emptyCells sets e to the empty cells.
func (p *Position) emptyCells(e *rows) {
	b := p.b
	for r := range b.ranks {
		e[r] = b.full &^ (p.cells[red][r] | p.cells[blue][r] | b.hqAll[r])
	}
}

// spread returns the cells of mask joined to seed (within mask) through
// edge-adjacent cells of mask: a flood, a run of a rank at a time.
func (b *board) spread(seed, mask *rows) rows {
	var seen rows
	var todo uint32
	all := uint32(1)<<b.ranks - 1
	for r := range b.ranks {
		seen[r] = seed[r] & mask[r]
		if seen[r] != 0 {
			todo |= 1 << r
		}
	}
	todo = (todo | todo<<1 | todo>>1) & all
	for todo != 0 {
		r := bits.TrailingZeros32(todo)
		todo &= todo - 1
		s := seen[r]
		if r > 0 {
			s |= seen[r-1] & mask[r]
		}
		if r+1 < b.ranks {
			s |= seen[r+1] & mask[r]
		}
		if s == 0 {
			continue
		}
		if s = fillRuns(mask[r], s); s != seen[r] {
			seen[r] = s
			todo |= (1<<(r+1) | 1<<r>>1) & all
		}
	}
	return seen
}

// pick returns a cell of set chosen uniformly at random, if it has any.
func pick(set *rows, ranks int, rng *rand.Rand) (Cell, bool) {
	n := count(set)
	if n == 0 {
		return Cell{}, false
	}
	k := rng.IntN(n)
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
