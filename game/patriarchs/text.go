package patriarchs

import (
	"fmt"
	"strings"
)

// The position text of §10 is one line of six fields:
//
//	<board> <side> <act> <spent> <reserves> <turn>
//	4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1
//
// Only the canonical text is read, so that a text read back is written
// exactly as it was given.

// String is the position text of §10; it round-trips through
// Rules.ParsePosition.
func (p *Position) String() string {
	var b strings.Builder
	b.Grow(96)
	p.writeBoard(&b)
	b.WriteByte(' ')
	b.WriteByte("br"[p.side])
	fmt.Fprintf(&b, " %d ", p.act)
	if p.spent == 0 {
		b.WriteByte('-')
	} else {
		b.WriteString(square(int(p.spent)).String())
	}
	b.WriteByte(' ')
	p.writeReserves(&b)
	fmt.Fprintf(&b, " %d", p.turn)
	return b.String()
}

// writeBoard writes ranks 9 to 1, files a to i, runs of empty squares as
// digits.
func (p *Position) writeBoard(b *strings.Builder) {
	for r := Size - 1; r >= 0; r-- {
		empty := 0
		for f := range Size {
			u := p.At(Square{f, r})
			if u.Player == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(u.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
}

// writeReserves writes Blue's reserve then Red's, each C, S, U with
// repeats, or "-" when both are empty.
func (p *Position) writeReserves(b *strings.Builder) {
	n := b.Len()
	for c := range 2 {
		for _, k := range ReserveKinds() {
			for range p.reserve[c][k] {
				b.WriteByte(Unit{k, c + 1}.Letter())
			}
		}
	}
	if b.Len() == n {
		b.WriteByte('-')
	}
}

// parsePosition reads a position text under a move cap.
func parsePosition(text string, maxTurns uint32) (*Position, error) {
	fields := strings.Split(text, " ")
	if len(fields) != 6 {
		return nil, fmt.Errorf("want 6 fields separated by single spaces (board side act spent reserves turn), got %d", len(fields))
	}
	p := newPosition(maxTurns)
	for _, read := range []func(string) error{p.readBoard, p.readSide, p.readAct, p.readSpent, p.readReserves, p.readTurn} {
		if err := read(fields[0]); err != nil {
			return nil, err
		}
		fields = fields[1:]
	}
	if err := p.validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// readBoard reads the board field.
func (p *Position) readBoard(field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != Size {
		return fmt.Errorf("the board has %d ranks, want 9 separated by /", len(ranks))
	}
	for i, row := range ranks {
		if err := p.readRank(Size-1-i, row); err != nil {
			return err
		}
	}
	return nil
}

// readRank reads rank r (from 0) of the board field.
func (p *Position) readRank(r int, row string) error {
	f, digit := 0, false
	for i := 0; i < len(row); i++ {
		ch := row[i]
		if ch >= '1' && ch <= '9' {
			if digit {
				return fmt.Errorf("rank %d: two digits in a row; write a run of empty squares as one digit", r+1)
			}
			f, digit = f+int(ch-'0'), true
			continue
		}
		u := unitLettered(ch)
		if u.Player == 0 {
			return fmt.Errorf("rank %d: %q is neither a unit (P C S U, p c s u) nor a run of 1 to 9 empty squares", r+1, ch)
		}
		if f < Size {
			if err := p.place(Square{f, r}, u); err != nil {
				return err
			}
		}
		f, digit = f+1, false
	}
	if f != Size {
		return fmt.Errorf("rank %d has %d files, want 9", r+1, f)
	}
	return nil
}

// unitLettered returns the unit a position-text letter stands for, or
// the zero Unit.
func unitLettered(ch byte) Unit {
	for k := Patriarch; k <= Support; k++ {
		for player := Blue; player <= Red; player++ {
			if u := (Unit{k, player}); u.Letter() == ch {
				return u
			}
		}
	}
	return Unit{}
}

// place puts a unit read from the text on the board; a second Patriarch of
// one colour is an error.
func (p *Position) place(sq Square, u Unit) error {
	c := u.Player - 1
	if u.Kind == Patriarch && p.patri[c] != 0 {
		return fmt.Errorf("two %s Patriarchs, on %s and %s", colourName(c), square(int(p.patri[c])), sq)
	}
	p.put(cell(sq), code(c, u.Kind))
	return nil
}

func (p *Position) readSide(field string) error {
	switch field {
	case "b":
		p.side = 0
	case "r":
		p.side = 1
	default:
		return fmt.Errorf("side must be b (Blue) or r (Red), got %q", field)
	}
	return nil
}

func (p *Position) readAct(field string) error {
	if field != "1" && field != "2" {
		return fmt.Errorf("act must be 1 or 2, got %q", field)
	}
	p.act = field[0] - '0'
	return nil
}

// readSpent reads the spent square, which needs the board and the act.
func (p *Position) readSpent(field string) error {
	if p.act == 1 {
		if field != "-" {
			return fmt.Errorf("in act 1 no square is spent: write -, not %q", field)
		}
		return nil
	}
	if field == "-" {
		return fmt.Errorf("act 2 needs the spent square, the one where act 1 ended")
	}
	i, r := parseCell(field)
	if r != nil {
		return fmt.Errorf("spent square: %s", r.Reason)
	}
	if u := unitOf(p.cells[i]); u.Player != int(p.side)+1 {
		return fmt.Errorf("the spent square %s must hold a unit of %s, the side to act", field, colourName(int(p.side)))
	}
	p.spent = uint8(i)
	return nil
}

// readReserves reads Blue's C S U then Red's c s u, in that order, or "-".
func (p *Position) readReserves(field string) error {
	if field == "-" {
		return nil
	}
	const order = "CSUcsu"
	at := 0
	for i := 0; i < len(field); i++ {
		j := strings.IndexByte(order, field[i])
		switch {
		case j < 0:
			return fmt.Errorf("reserves: %q is not C, S, U, c, s or u (a Patriarch is never in a reserve)", field[i])
		case j < at:
			return fmt.Errorf("reserves %q out of order: write Blue's C S U, then Red's c s u", field)
		}
		at = j
		u := unitLettered(field[i])
		if int(p.reserve[u.Player-1][u.Kind]) == 2*armySize(u.Kind) {
			return fmt.Errorf("reserves: more %ss than the two armies have", u.Kind)
		}
		p.addReserve(u.Player-1, u.Kind, +1)
	}
	if field == "" {
		return fmt.Errorf("reserves field is empty: write - when both reserves are empty")
	}
	return nil
}

// maxTurnNumber is the largest turn number a position text may hold.
const maxTurnNumber = 1<<31 - 1

// readTurn reads the turn number: 1 to maxTurnNumber, digits only, no
// leading zero.
func (p *Position) readTurn(field string) error {
	bad := fmt.Errorf("turn must be a whole number from 1 to %d, got %q", maxTurnNumber, field)
	if field == "" || len(field) > 10 || field[0] == '0' {
		return bad
	}
	var n int64
	for i := 0; i < len(field); i++ {
		if field[i] < '0' || field[i] > '9' {
			return bad
		}
		n = n*10 + int64(field[i]-'0')
	}
	if n > maxTurnNumber {
		return bad
	}
	p.turn = uint32(n)
	return nil
}
