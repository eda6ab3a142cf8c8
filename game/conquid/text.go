package conquid

import (
	"fmt"
	"strconv"
	"strings"
)

// The characters of the board field (rules 10), indexed by State.
const stateChars = ".rbRB"

// String is the one-line position text of rules 10:
// "<board> <mover> <acq> <turns> <quiet>", the board from the top rank
// down, ranks separated by "/".
func (p *Position) String() string {
	b := p.b
	var sb strings.Builder
	sb.Grow(b.ranks*(b.files+1) + 16)
	for r := b.ranks - 1; r >= 0; r-- {
		for f := 0; f < b.files; f++ {
			sb.WriteByte(stateChars[p.At(Cell{f, r})])
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	fmt.Fprintf(&sb, " %c %d %d %d", "rb"[p.side], p.acq, p.turns, p.quiet)
	return sb.String()
}

// parsePosition reads a position text; the board field gives the size.
func parsePosition(text string) (*Position, error) {
	fields := strings.Split(text, " ")
	if len(fields) != 5 {
		return nil, fmt.Errorf("want 5 fields separated by single spaces (<board> <mover> <acq> <turns> <quiet>), got %d", len(fields))
	}
	p, err := parseBoard(fields[0])
	if err != nil {
		return nil, err
	}
	if err := p.parseCounters(fields[1:]); err != nil {
		return nil, err
	}
	if err := p.settle(); err != nil {
		return nil, err
	}
	return p, nil
}

// parseBoard reads the board field: 7, 14 or 21 ranks of twice as many
// cells, HQ cells exactly where the size puts them.
func parseBoard(field string) (*Position, error) {
	ranks := strings.Split(field, "/")
	var size Size
	switch len(ranks) {
	case Small.Ranks(), Medium.Ranks(), Large.Ranks():
		size = Size(len(ranks)/7 - 1)
	default:
		return nil, fmt.Errorf("the board has %d ranks; want 7 (small), 14 (medium) or 21 (large)", len(ranks))
	}
	p := newPosition(newBoard(size))
	p.empty = 0
	for i, line := range ranks {
		r := p.b.ranks - 1 - i
		if err := p.parseRank(r, line); err != nil {
			return nil, err
		}
	}
	p.hash = p.cellsHash()
	return p, nil
}

// parseRank reads the cells of rank r.
func (p *Position) parseRank(r int, line string) error {
	b := p.b
	for i := 0; i < len(line); i++ {
		if strings.IndexByte(stateChars, line[i]) < 0 {
			return fmt.Errorf("rank %d: character %d is %q; want one of %s", r+1, i+1, line[i], stateChars)
		}
	}
	if len(line) != b.files {
		return fmt.Errorf("rank %d has %d files; want %d", r+1, len(line), b.files)
	}
	for f := 0; f < b.files; f++ {
		s := State(strings.IndexByte(stateChars, line[f]))
		c := Cell{f, r}
		want := Empty
		if side := b.hqOwner(f, r); side >= 0 {
			want = RedHQ + State(side)
		}
		switch {
		case want.IsHQ() && s != want:
			return fmt.Errorf("%v is a %s HQ cell, so it must be %c, not %c", c, sideName(uint8(want-RedHQ)), stateChars[want], line[f])
		case !want.IsHQ() && s.IsHQ():
			return fmt.Errorf("%v is not an HQ cell, so it cannot be %c", c, line[f])
		case s == Red || s == Blue:
			p.cells[s-Red][r] |= 1 << f
		case s == Empty:
			p.empty++
		}
	}
	return nil
}

// parseCounters reads the fields after the board: mover, acq, turns, quiet.
func (p *Position) parseCounters(fields []string) error {
	switch fields[0] {
	case "r":
		p.side = red
	case "b":
		p.side = blue
	default:
		return fmt.Errorf("mover %q: want r or b", fields[0])
	}
	acq, err := parseCount("acquire count", fields[1], 2)
	if err != nil {
		return err
	}
	turns, err := parseCount("turn count", fields[2], p.b.turnCap)
	if err != nil {
		return err
	}
	quiet, err := parseCount("quiet count", fields[3], 2)
	if err != nil {
		return err
	}
	p.acq, p.turns, p.quiet = uint8(acq), turns, uint8(quiet)
	return nil
}

// parseCount reads a whole number from 0 to max, written without sign or
// leading zeros.
func parseCount(what, field string, max int) (int, error) {
	n, err := strconv.Atoi(field)
	if err != nil || field != strconv.Itoa(n) || n < 0 {
		return 0, fmt.Errorf("%s %q is not a whole number", what, field)
	}
	if n > max {
		return 0, fmt.Errorf("%s %d is more than %d", what, n, max)
	}
	return n, nil
}

// settle works out whether the game is over and refuses counters that no
// game can reach. Red moves after an even number of turns and Blue after an
// odd one, except after a Conquest, which leaves the mover field at the
// winner (rules 10): a mover field that disagrees with the turn count's
// parity is the mark of a game won by Conquest.
func (p *Position) settle() error {
	if p.quiet > 0 && int(p.quiet) > p.turns {
		return fmt.Errorf("quiet count %d is more than the %d turns played", p.quiet, p.turns)
	}
	if int(p.side) != p.turns%2 {
		return p.settleConquest()
	}
	if p.end = p.drawn(); p.end != stillOn {
		if p.acq != 0 {
			return fmt.Errorf("the game is over (%s), so the acquire count must be 0", p.Result().Reason)
		}
		return nil
	}
	if p.acq == 0 {
		return nil
	}
	who := sideName(p.side)
	if n := count(&p.cells[p.side]); n < int(p.acq) {
		return fmt.Errorf("%s has %d cells, fewer than the %d acquire steps made this turn", who, n, p.acq)
	}
	if p.empty < 3-int(p.acq) {
		return fmt.Errorf("%s has made %d acquire steps this turn, so %d more cells must be empty; there are %d",
			who, p.acq, 3-int(p.acq), p.empty)
	}
	return nil
}

// settleConquest checks a position whose mover field marks a game won by
// Conquest: the winner has a path, the turn was a whole one, and the quiet
// count is the one before the Conquest.
func (p *Position) settleConquest() error {
	mover, who := "rb"[p.side], sideName(p.side)
	switch {
	case p.turns == 0:
		return fmt.Errorf("%c to move after 0 turns, but Red moves first", mover)
	case p.acq != 0:
		return fmt.Errorf("%c after %d turns marks a game won by conquest, so the acquire count must be 0", mover, p.turns)
	case int(p.quiet) > min(1, p.turns-1):
		return fmt.Errorf("%c after %d turns marks a game won by conquest, so the quiet count must be at most %d",
			mover, p.turns, min(1, p.turns-1))
	case !p.HasPath(p.Side()):
		return fmt.Errorf("%c after %d turns marks a game %s has won by conquest, but %s has no winning path",
			mover, p.turns, who, who)
	}
	p.end = byConquest
	return nil
}
