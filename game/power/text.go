package power

import "strconv"

// The position text of §6:
//
//	SOP <board> t<turn> <phase> | <features> | <units> | <reserves> | <orders>

// String is the one-line position text of §6. Features and units are listed
// by r, then q; an empty features or units list is "-", and so are the order
// lists once nobody is left.
func (p *Position) String() string {
	b := make([]byte, 0, 256)
	b = append(b, "SOP "...)
	b = append(b, p.m.board...)
	b = append(b, " t"...)
	b = strconv.AppendInt(b, int64(p.turn), 10)
	b = p.appendPhase(append(b, ' '))
	b = p.appendFeatures(append(b, " | "...))
	b = p.appendUnits(append(b, " | "...))
	b = p.appendReserves(append(b, " | "...))
	b = p.appendOrderLists(append(b, " | "...))
	return string(b)
}

func (p *Position) appendPhase(b []byte) []byte {
	switch {
	case p.mover != 0:
		return strconv.AppendInt(append(b, 'p'), int64(p.mover), 10)
	case p.winner == 0:
		return append(b, "over:draw"...)
	}
	return strconv.AppendInt(append(b, "over:"...), int64(p.winner), 10)
}

func (p *Position) appendFeatures(b []byte) []byte {
	n := len(b)
	for c := range Cell(p.m.Len()) {
		f := p.featAt(c)
		if f == 0 {
			continue
		}
		if len(b) > n {
			b = append(b, ' ')
		}
		b = append(b, f.kind().Letter())
		if f.kind() != Upgrade {
			b = strconv.AppendInt(b, int64(f.owner()), 10)
		}
		b = append(append(b, '@'), p.m.Name(c)...)
	}
	if len(b) == n {
		b = append(b, '-')
	}
	return b
}

func (p *Position) appendUnits(b []byte) []byte {
	n := len(b)
	for c := range Cell(p.m.Len()) {
		u := p.unitAt(c)
		if u == 0 {
			continue
		}
		if len(b) > n {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(u.owner()), 10)
		b = strconv.AppendInt(append(b, u.typ().Letter()), int64(u.hp()), 10)
		if u.upgraded() {
			b = append(b, '+')
		}
		b = append(append(b, '@'), p.m.Name(c)...)
	}
	if len(b) == n {
		b = append(b, '-')
	}
	return b
}

func (p *Position) appendReserves(b []byte) []byte {
	for pl := 1; pl <= int(p.players); pl++ {
		if pl > 1 {
			b = append(b, ' ')
		}
		b = append(strconv.AppendInt(b, int64(pl), 10), ':')
		if !p.living.Has(pl) {
			b = append(b, 'x')
			continue
		}
		for i, n := range p.reserve[pl-1] {
			if i > 0 {
				b = append(b, '/')
			}
			b = strconv.AppendInt(b, int64(n), 10)
		}
	}
	return b
}

func (p *Position) appendOrderLists(b []byte) []byte {
	first := true
	for pl := 1; pl <= int(p.players); pl++ {
		if !p.living.Has(pl) {
			continue
		}
		if !first {
			b = append(b, ' ')
		}
		first = false
		b = append(strconv.AppendInt(b, int64(pl), 10), '[')
		for i, o := range p.playerOrders(pl) {
			if i > 0 {
				b = append(b, ';')
			}
			b = p.appendOrder(b, o)
		}
		b = append(b, ']')
	}
	if first {
		b = append(b, '-') // nobody is left
	}
	return b
}
