package phalanx

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Position text (§8): "<board> <side> <actions-left> <turns-completed>",
// for example "9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 0". The board lists the
// ranks from 9 down to 1, separated by "/", each from file a to file i: B a
// Black stone, W a White stone, a digit 1–9 that many empty intersections.

// maxTurns is the largest turns-completed a position text may hold.
const maxTurns = 999_999_999

// Parse reads a position text. It accepts exactly the texts String writes:
// single spaces, no two digits in a row, no leading zeros. It refuses
// positions that cannot be well formed (§8): a stone on a goal corner, an
// isolated stone, more than 9 stones of a colour, no stone at all, or both
// sides at their goals. A position that is already decided is accepted as
// a finished game.
func Parse(text string) (*Position, error) {
	fields := strings.Split(text, " ")
	if len(fields) != 4 {
		return nil, fmt.Errorf("want 4 fields separated by single spaces (board side actions-left turns-completed), got %d", len(fields))
	}
	p := &Position{}
	var err error
	if p.stones, err = parseBoard(fields[0]); err != nil {
		return nil, err
	}
	if err := p.parseCounters(fields[1], fields[2], fields[3]); err != nil {
		return nil, err
	}
	if err := checkStones(p.stones); err != nil {
		return nil, err
	}
	p.outcome = boardOutcome(p.stones)
	if p.outcome == ongoing && p.turns >= TurnLimit {
		p.outcome = turnLimitDraw
	}
	return p, nil
}

// parseBoard reads the board field.
func parseBoard(board string) ([2]set, error) {
	var stones [2]set
	ranks := strings.Split(board, "/")
	if len(ranks) != Size {
		return stones, fmt.Errorf("board has %d ranks, want 9", len(ranks))
	}
	for k, row := range ranks {
		rank := Size - 1 - k
		file, digit := 0, false
		for _, c := range []byte(row) {
			switch {
			case c == 'B' || c == 'W':
				if file < Size {
					stones[colourIndex(c)] = stones[colourIndex(c)].with(rank*Size + file)
				}
				file, digit = file+1, false
			case c >= '1' && c <= '9' && !digit:
				file, digit = file+int(c-'0'), true
			case c == '0':
				return stones, fmt.Errorf("rank %d: 0 is not a run of empty intersections (use 1-9)", rank+1)
			case c >= '1' && c <= '9':
				return stones, fmt.Errorf("rank %d: two digits in a row (write a run of empty intersections as one digit)", rank+1)
			default:
				return stones, fmt.Errorf("rank %d: unexpected %q (want B, W or a digit 1-9)", rank+1, c)
			}
		}
		if file != Size {
			return stones, fmt.Errorf("rank %d has %d files, want 9", rank+1, file)
		}
	}
	return stones, nil
}

func colourIndex(c byte) int {
	if c == 'B' {
		return 0
	}
	return 1
}

// parseCounters reads the side, actions-left and turns-completed fields.
func (p *Position) parseCounters(side, actions, turns string) error {
	switch side {
	case "b":
		p.side = 0
	case "w":
		p.side = 1
	default:
		return fmt.Errorf("side to move must be b or w, got %q", side)
	}
	if len(actions) != 1 || actions[0] < '1' || actions[0] > '4' {
		return fmt.Errorf("actions-left must be 1 to 4, got %q", actions)
	}
	p.actions = actions[0] - '0'
	n, err := strconv.Atoi(turns)
	if err != nil || n < 0 || n > maxTurns || strconv.Itoa(n) != turns {
		return fmt.Errorf("turns-completed must be a whole number from 0 to %d without leading zeros, got %q", maxTurns, turns)
	}
	p.turns = int32(n)
	return nil
}

// checkStones refuses boards that no game can reach (§1, §3, §5.4, §8).
func checkStones(stones [2]set) error {
	for c, name := range [2]string{"Black", "White"} {
		if n := stones[c].count(); n > MaxStones {
			return fmt.Errorf("%s has %d stones on the board, at most 9 allowed", name, n)
		}
		if stones[c].has(blackGoal) || stones[c].has(whiteGoal) {
			return fmt.Errorf("%s stone on a goal corner (a9 and i1 are never occupied)", name)
		}
		if lone := stones[c].andNot(stones[c].neighbours()); !lone.isEmpty() {
			return fmt.Errorf("%s stone on %s is isolated (every stone needs a neighbour of its colour)", name, square(lone.first()))
		}
	}
	if stones[0].isEmpty() && stones[1].isEmpty() {
		return errors.New("no stone on the board")
	}
	if boardOutcome(stones) == blackGoalWin && !stones[1].and(set{whiteWinLo, whiteWinHi}).isEmpty() {
		return errors.New("both sides are at their goals (Black on a8 or b9 and White on h1 or i2)")
	}
	return nil
}

// String returns the position text (§8); Parse reads it back.
func (p *Position) String() string {
	buf := make([]byte, 0, 40)
	for rank := Size - 1; rank >= 0; rank-- {
		if rank != Size-1 {
			buf = append(buf, '/')
		}
		buf = p.appendRank(buf, rank)
	}
	buf = append(buf, ' ', "bw"[p.side], ' ', '0'+p.actions, ' ')
	buf = strconv.AppendInt(buf, int64(p.turns), 10)
	return string(buf)
}

// appendRank writes one rank of the board field.
func (p *Position) appendRank(buf []byte, rank int) []byte {
	run := 0
	for file := range Size {
		c := ".BW"[p.At(file, rank)]
		if c == '.' {
			run++
			continue
		}
		if run > 0 {
			buf = append(buf, byte('0'+run))
			run = 0
		}
		buf = append(buf, c)
	}
	if run > 0 {
		buf = append(buf, byte('0'+run))
	}
	return buf
}
