package power

import (
	"strings"

	"pentarchy/game"
)

// OrderKind is the kind of a step (§4.1).
type OrderKind uint8

// The kinds of steps.
const (
	OrderEnd    OrderKind = iota // "end"
	OrderSpawn                   // "spawn TYPE[+] CELL"
	OrderMove                    // "move CELL{>CELL}"
	OrderAttack                  // "attack CELL"
)

// Order is a step taken apart, for drawing the orders of a turn.
type Order struct {
	Kind    OrderKind
	Type    UnitType // spawn: the unit type
	Upgrade bool     // spawn: "+", a reserve upgrade is spent
	Cell    Cell     // spawn: the base; attack: the target; else NoCell
	Path    []Cell   // move: P0 (the unit's cell) to Pk; else nil
}

// order is the compact form of a step, and its game.Step value:
//
//	bits 0-1    kind (OrderKind)
//	spawn:      bits 2-3 type, bit 4 upgrade, bits 8-15 the base
//	move:       bits 2-3 hops k (0 to 2), bits 8-15, 16-23, 24-31 P0, P1, P2
//	attack:     bits 8-15 the target
//
// Unused bits are 0, so every step has exactly one value.
type order uint32

const endOrder order = 0

func spawnOrder(t UnitType, plus bool, c Cell) order {
	o := order(OrderSpawn) | order(t)<<2 | order(c)<<8
	if plus {
		o |= 1 << 4
	}
	return o
}

// moveOrder encodes a path of 1 to 3 cells.
func moveOrder(path ...Cell) order {
	o := order(OrderMove) | order(len(path)-1)<<2
	for i, c := range path {
		o |= order(c) << (8 + 8*i)
	}
	return o
}

func attackOrder(target Cell) order { return order(OrderAttack) | order(target)<<8 }

func (o order) kind() OrderKind { return OrderKind(o & 3) }
func (o order) typ() UnitType   { return UnitType(o>>2) & 3 }
func (o order) plus() bool      { return o&(1<<4) != 0 }
func (o order) cell() Cell      { return Cell(o >> 8) }
func (o order) hops() int       { return int(o>>2) & 3 }
func (o order) at(i int) Cell   { return Cell(o >> (8 + 8*i)) }
func (o order) last() Cell      { return o.at(o.hops()) }

// decode takes a step apart.
func (o order) decode() Order {
	d := Order{Kind: o.kind(), Cell: NoCell}
	switch d.Kind {
	case OrderSpawn:
		d.Type, d.Upgrade, d.Cell = o.typ(), o.plus(), o.cell()
	case OrderMove:
		for i := 0; i <= o.hops(); i++ {
			d.Path = append(d.Path, o.at(i))
		}
	case OrderAttack:
		d.Cell = o.cell()
	}
	return d
}

// FormatStep writes a step in the notation of §4.1.
func (p *Position) FormatStep(s game.Step) string { return string(p.appendOrder(nil, order(s))) }

// appendOrder appends the text of a step to b.
func (p *Position) appendOrder(b []byte, o order) []byte {
	switch o.kind() {
	case OrderSpawn:
		b = append(b, "spawn "...)
		b = append(b, o.typ().String()...)
		if o.plus() {
			b = append(b, '+')
		}
		return append(append(b, ' '), p.m.Name(o.cell())...)
	case OrderMove:
		b = append(b, "move "...)
		for i := 0; i <= o.hops(); i++ {
			if i > 0 {
				b = append(b, '>')
			}
			b = append(b, p.m.Name(o.at(i))...)
		}
		return b
	case OrderAttack:
		return append(append(b, "attack "...), p.m.Name(o.cell())...)
	}
	return append(b, "end"...)
}

// Order takes a step of this game apart, for the play scene.
func (p *Position) Order(s game.Step) Order { return order(s).decode() }

// request is a step as read from its text, before it is checked against the
// position. A move's path may be longer than any unit can go; only its first
// three cells are kept, and n counts them all.
type request struct {
	kind  OrderKind
	typ   UnitType
	plus  bool
	cells [3]Cell
	n     int
}

// readStep reads a step text. Its errors are malformed steps, or cells off
// the board.
func readStep(m *Map, text string) (request, error) {
	verb, rest, _ := strings.Cut(text, " ")
	switch verb {
	case "end":
		if text != "end" {
			return request{}, malformed("%q: end takes nothing after it", text)
		}
		return request{kind: OrderEnd}, nil
	case "spawn":
		return readSpawn(m, rest)
	case "move":
		return readMove(m, rest)
	case "attack":
		c, err := readCell(m, rest)
		return request{kind: OrderAttack, cells: [3]Cell{c}, n: 1}, err
	}
	return request{}, malformed("%q is not a step (want spawn, move, attack or end)", text)
}

func readSpawn(m *Map, rest string) (request, error) {
	name, cell, ok := strings.Cut(rest, " ")
	if !ok {
		return request{}, malformed("want \"spawn TYPE CELL\", got %q", "spawn "+rest)
	}
	r := request{kind: OrderSpawn, n: 1}
	if r.plus = strings.HasSuffix(name, "+"); r.plus {
		name = name[:len(name)-1]
	}
	for t := Infantry; t <= Tank; t++ {
		if name == t.String() {
			r.typ = t
		}
	}
	if r.typ == 0 {
		return request{}, malformed("%q is not a unit type (want infantry, artillery or tank)", name)
	}
	var err error
	r.cells[0], err = readCell(m, cell)
	return r, err
}

func readMove(m *Map, rest string) (request, error) {
	r := request{kind: OrderMove}
	for name := range strings.SplitSeq(rest, ">") {
		c, err := readCell(m, name)
		if err != nil {
			return request{}, err
		}
		if r.n < len(r.cells) {
			r.cells[r.n] = c
		}
		r.n++
	}
	return r, nil
}

// readCell reads a cell name "q,r". A well-formed name off the board is an
// illegal step rather than a malformed one.
func readCell(m *Map, name string) (Cell, error) {
	qs, rs, ok := strings.Cut(name, ",")
	q, okq := readInt(qs)
	r, okr := readInt(rs)
	if !ok || !okq || !okr {
		return NoCell, malformed("%q is not a cell (want q,r such as -3,0)", name)
	}
	c, on := m.Cell(q, r)
	if !on {
		return NoCell, illegal("%s is not on the board", name)
	}
	return c, nil
}

// readInt reads a whole number written the canonical way: an optional minus
// sign, no leading zeros, no "-0", at most 4 digits.
func readInt(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	digits := strings.TrimPrefix(s, "-")
	if digits == "" || len(digits) > 4 || (digits[0] == '0' && (len(digits) > 1 || neg)) {
		return 0, false
	}
	n := 0
	for _, c := range []byte(digits) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}
