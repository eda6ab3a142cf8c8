package parry

import (
	"fmt"
	"strconv"
	"strings"
)

// String is the position text of spec §6.2:
//
//	BOARD MOVER PHASE [STEPSLEFT PLACED HISTORY]
//
// for example "...../...../..2../..1../..1.. 1 S 1 c1 -".
func (p *Position) String() string {
	var sb strings.Builder
	sb.Grow(p.board.n + len(p.board.rows) + 40)
	for i, row := range p.board.rows {
		if i > 0 {
			sb.WriteByte('/')
		}
		for _, s := range row {
			sb.WriteByte(".123456"[p.cell[s]])
		}
	}
	sb.WriteString(" " + strconv.Itoa(int(p.turn)) + " " + p.phase.String())
	if p.phase == PhaseSteps {
		names := p.board.names
		sb.WriteString(" " + strconv.Itoa(int(p.left)) + " " + names[p.placed] + " ")
		if p.nmoves == 0 {
			sb.WriteByte('-')
		}
		for i, m := range p.moves[:p.nmoves] {
			if i > 0 {
				sb.WriteByte(';')
			}
			sb.WriteString(names[m[0]] + "-" + names[m[1]])
		}
	}
	return sb.String()
}

// parsePosition reads a position text of board b with the given number of
// players. It accepts exactly the texts String writes for positions that
// play can reach within a turn: in phase S the history must undo to a legal
// placement whose bonus is the steps played plus the steps left.
func parsePosition(b *Board, players int, text string) (*Position, error) {
	f := strings.Split(text, " ")
	if len(f) != 3 && len(f) != 6 {
		return nil, fmt.Errorf("position has %d fields, want BOARD MOVER P or BOARD MOVER S STEPSLEFT PLACED HISTORY", len(f))
	}
	p := newPosition(b, players)
	if err := p.readBoard(f[0]); err != nil {
		return nil, err
	}
	if len(f[1]) != 1 || f[1][0] < '1' || f[1][0] > '0'+p.players {
		return nil, fmt.Errorf("mover %q is not a player 1 to %d", f[1], players)
	}
	p.turn = f[1][0] - '0'
	switch {
	case f[2] == "P" && len(f) == 3:
		p.over = !p.canPlace(p.turn)
		return p, nil
	case f[2] == "S" && len(f) == 6:
		if err := p.readBonus(f[3], f[4], f[5]); err != nil {
			return nil, err
		}
		return p, nil
	case f[2] == "P" || f[2] == "S":
		return nil, fmt.Errorf("phase P has no more fields and phase S has STEPSLEFT PLACED HISTORY")
	}
	return nil, fmt.Errorf("phase %q is neither P nor S", f[2])
}

// readBoard reads the rows of BOARD, top row first.
func (p *Position) readBoard(text string) error {
	b := p.board
	rows := strings.Split(text, "/")
	if len(rows) != len(b.rows) {
		return fmt.Errorf("board has %d rows, want %d", len(rows), len(b.rows))
	}
	for i, row := range rows {
		if len(row) != len(b.rows[i]) {
			return fmt.Errorf("row %d has %d sites, want %d", i+1, len(row), len(b.rows[i]))
		}
		for j, c := range []byte(row) {
			s := b.rows[i][j]
			switch {
			case c == '.':
			case c >= '1' && c <= '0'+p.players:
				p.put(s, c-'0')
			default:
				return fmt.Errorf("row %d: %q on %s is neither . nor a player 1 to %d", i+1, c, b.names[s], p.players)
			}
		}
	}
	return nil
}

// readBonus reads STEPSLEFT PLACED HISTORY of phase S and rebuilds the
// boards of the turn by undoing the history (spec §6.2).
func (p *Position) readBonus(left, placed, history string) error {
	b := p.board
	n, err := strconv.Atoi(left)
	if err != nil || !isNumber(left) || n < 1 || n > maxBonus {
		return fmt.Errorf("steps left %q is not a number from 1 to %d", left, maxBonus)
	}
	site, err := b.readSite(placed)
	if err != nil {
		return fmt.Errorf("placed site: %v", err)
	}
	if p.cell[site] != p.turn {
		return fmt.Errorf("the placed site %s does not hold a piece of player %d", placed, p.turn)
	}
	moves, err := b.readHistory(history)
	if err != nil {
		return err
	}
	p.phase, p.left, p.placed = PhaseSteps, uint8(n), uint8(site)
	if err := p.undo(moves); err != nil {
		return err
	}
	if bonus := max(0, p.power(p.turn, site)-1); bonus != n+len(moves) {
		return fmt.Errorf("the placement on %s earned %d steps, not %d played and %d left", placed, bonus, len(moves), n)
	}
	return p.redo(moves)
}

// readHistory reads HISTORY: "-", or the turn's moves FROM-TO joined by ";".
func (b *Board) readHistory(text string) ([][2]int, error) {
	if text == "-" {
		return nil, nil
	}
	var moves [][2]int
	for _, m := range strings.Split(text, ";") {
		from, to, ok := strings.Cut(m, "-")
		if !ok {
			return nil, fmt.Errorf("history step %q is not FROM-TO", m)
		}
		x, err := b.readSite(from)
		if err != nil {
			return nil, fmt.Errorf("history step %q: %v", m, err)
		}
		y, err := b.readSite(to)
		if err != nil {
			return nil, fmt.Errorf("history step %q: %v", m, err)
		}
		if len(moves) == maxBonus-1 {
			return nil, fmt.Errorf("history has more than %d steps", maxBonus-1)
		}
		moves = append(moves, [2]int{x, y})
	}
	return moves, nil
}

// undo takes the history's moves back, last first, checking that each
// could have been played; the board is then the one right after the
// placement.
func (p *Position) undo(moves [][2]int) error {
	names := p.board.names
	for i := len(moves) - 1; i >= 0; i-- {
		x, y := moves[i][0], moves[i][1]
		step := names[x] + "-" + names[y]
		switch {
		case x == int(p.placed) || y == int(p.placed):
			return fmt.Errorf("history step %s: the placed piece may not move", step)
		case !p.board.Adjacent(x, y):
			return fmt.Errorf("history step %s: %s is not a neighbour of %s", step, names[y], names[x])
		case p.cell[y] != p.turn || p.cell[x] != 0:
			return fmt.Errorf("history step %s does not fit the board: after it %s holds a piece of player %d and %s is empty", step, names[y], p.turn, names[x])
		}
		p.lift(y)
		p.put(x, p.turn)
	}
	return nil
}

// redo plays the history's moves again from the board after the placement,
// recording the boards of the turn and checking the repetition ban.
func (p *Position) redo(moves [][2]int) error {
	p.seen[0], p.seenMix = p.hash, mix(p.hash)
	for _, m := range moves {
		if p.repeats(m[0], m[1]) {
			return fmt.Errorf("history step %s-%s repeats a board of the turn", p.board.names[m[0]], p.board.names[m[1]])
		}
		p.lift(m[0])
		p.put(m[1], p.turn)
		p.moves[p.nmoves] = [2]uint8{uint8(m[0]), uint8(m[1])}
		p.nmoves++
		p.seen[p.nmoves] = p.hash
		p.seenMix ^= mix(p.hash)
	}
	return nil
}
