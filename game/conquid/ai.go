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
const maxLayers = 100

// race is one side's way towards a winning path.
type race struct {
	dist int // the fewest empty cells to acquire; maxLayers when blocked
	// cost, when asked for, holds for each cell (rank*64 + file) one more
	// than the empty cells acquired to reach it, itself included; 0 for a
	// cell not reached.
	cost [maxRanks * 64]uint8
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
// paths, sometimes one on the other side's to block it, or any empty cell
// when there is none. It never needs the list of legal steps.
func (p *Position) PlayoutStep(rng *rand.Rand, _ func() []game.Step) game.Step {
	if p.acq == 0 {
		if s, ok := p.forcedStep(); ok {
			return s
		}
		if n := p.conquerCount(); n >= 2 && rng.IntN(4) != 0 || p.empty < 3 {
			return encode(Conquer, 0, 0)
		}
	}
	side := int(p.side)
	if rng.IntN(5) == 0 {
		side ^= 1
	}
	var cells rows
	if p.shortest(side, &cells); count(&cells) == 0 {
		p.emptyCells(&cells)
	}
	c, _ := pick(&cells, p.b.ranks, rng)
	return encode(Acquire, c.File, c.Rank)
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
// cell itself counted twice).
func (p *Position) shortest(side int, on *rows) {
	*on = rows{}
	var ahead, back race
	p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], &ahead, true)
	d := ahead.dist
	if d == 0 || d >= maxLayers {
		return
	}
	p.measureFrom(side, &p.b.near[side^1], &p.b.near[side], &back, true)
	var empty rows
	p.emptyCells(&empty)
	for r := range p.b.ranks {
		for w := empty[r]; w != 0; w &= w - 1 {
			i := r*64 + bits.TrailingZeros64(w)
			if a, b := int(ahead.cost[i]), int(back.cost[i]); a > 0 && b > 0 && a+b-3 == d {
				on[r] |= w & -w
			}
		}
	}
}

// measure fills r with side's distance from its HQ to the other's.
func (p *Position) measure(side int, r *race) {
	p.measureFrom(side, &p.b.near[side], &p.b.near[side^1], r, false)
}

// measureFrom works out side's distance from the cells next to one HQ
// (from) to those next to the other (to): it spreads through side's cells
// from from, one more empty cell at a time, until it reaches to. With
// costs, it also notes what each cell it reaches costs. It calls nothing
// that is not inlined: calls are dear in WebAssembly.
func (p *Position) measureFrom(side int, from, to *rows, r *race, costs bool) {
	b := p.b
	mine := &p.cells[side]
	var empty, reached, before rows
	p.emptyCells(&empty)
	mask := *mine
	for k := range b.ranks {
		reached[k] = from[k] & mine[k]
	}
	all := uint32(1)<<b.ranks - 1
	for d := 0; ; d++ {
		// Flood reached through mask, a run of a rank at a time.
		var todo uint32
		for k := range b.ranks {
			if reached[k] != 0 {
				todo |= 1 << k
			}
		}
		for todo = (todo | todo<<1 | todo>>1) & all; todo != 0; {
			k := bits.TrailingZeros32(todo)
			todo &= todo - 1
			s := reached[k]
			if k > 0 {
				s |= reached[k-1] & mask[k]
			}
			if k+1 < b.ranks {
				s |= reached[k+1] & mask[k]
			}
			if s == 0 {
				continue
			}
			m := mask[k] // fillRuns(m, s), written out
			up := (m ^ (m + s) | s) & m
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
			if s = up | g; s != reached[k] {
				reached[k] = s
				todo |= (1<<(k+1) | 1<<k>>1) & all
			}
		}
		if costs {
			r.note(&reached, &before, d, b.ranks)
			before = reached
		}
		if meets(&reached, to, b.ranks) {
			r.dist = d
			return
		}
		// One more empty cell: those next to reached, and at first those
		// next to the HQ.
		next := b.neighbours(&reached)
		grew := false
		for k := range b.ranks {
			if d == 0 {
				next[k] |= from[k]
			}
			n := next[k]&empty[k] | reached[k]
			grew = grew || n != reached[k]
			reached[k] = n
			mask[k] = n | mine[k]
		}
		if !grew || d+1 == maxLayers {
			r.dist = maxLayers
			return
		}
	}
}

// note gives the cells of reached that were not reached before the cost d.
func (r *race) note(reached, before *rows, d, ranks int) {
	for k := range ranks {
		for w := reached[k] &^ before[k]; w != 0; w &= w - 1 {
			r.cost[k*64+bits.TrailingZeros64(w)] = uint8(d + 1)
		}
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
