package power

import (
	"errors"
	"fmt"
	"strings"
)

// readPhase reads "p<n>", "over:<n>" or "over:draw".
func (p *Position) readPhase(phase string) error {
	if phase == "over:draw" {
		return nil
	}
	if w, ok := strings.CutPrefix(phase, "over:"); ok {
		pl, err := p.readOwner(w, false)
		p.winner = uint8(pl)
		return err
	}
	if n, ok := strings.CutPrefix(phase, "p"); ok {
		pl, err := p.readOwner(n, false)
		p.mover = uint8(pl)
		return err
	}
	return fmt.Errorf("%q is not a phase (want p<n>, over:<n> or over:draw)", phase)
}

// readOrderLists reads "<p>[step;step;…]" for each living player, and plays
// the steps in, checking each as ParseStep would have then.
func (p *Position) readOrderLists(text string) error {
	rest := text
	if p.living == 0 && text == "-" {
		return nil
	}
	for pl := 1; pl <= int(p.players); pl++ {
		if !p.living.Has(pl) {
			continue
		}
		prefix := fmt.Sprintf("%d[", pl)
		list, after, ok := strings.Cut(strings.TrimPrefix(rest, prefix), "]")
		if !strings.HasPrefix(rest, prefix) || !ok {
			return fmt.Errorf("orders: want player %d's list %s…]", pl, prefix)
		}
		if err := p.readOrders(pl, list); err != nil {
			return err
		}
		rest = strings.TrimPrefix(after, " ")
	}
	if rest != "" {
		return fmt.Errorf("orders: %q is left over (eliminated players have no list)", rest)
	}
	return nil
}

// readOrders plays player pl's steps in and checks them against the phase.
func (p *Position) readOrders(pl int, list string) error {
	ended := false
	if list != "" {
		for text := range strings.SplitSeq(list, ";") {
			if ended {
				return fmt.Errorf("orders: player %d has steps after end", pl)
			}
			r, err := readStep(p.m, text)
			if err == nil {
				var o order
				o, err = p.check(pl, r)
				p.enter(pl, o)
				ended = o == endOrder
			}
			if err != nil {
				return fmt.Errorf("orders: player %d's step %q: %w", pl, text, err)
			}
		}
	}
	mover := int(p.mover)
	switch {
	case mover == 0 && list != "":
		return fmt.Errorf("orders: the game is over but player %d has orders", pl)
	case mover != 0 && pl < mover && !ended:
		return fmt.Errorf("orders: it is player %d's turn but player %d has not ended", mover, pl)
	case pl == mover && ended:
		return fmt.Errorf("orders: player %d has ended but the phase is p%d", pl, pl)
	case mover != 0 && pl > mover && list != "":
		return fmt.Errorf("orders: player %d has orders before player %d has ended", pl, mover)
	}
	return nil
}

// checkResult checks that the phase follows from the position, and sets
// the result's reason.
func (p *Position) checkResult() error {
	living := 0
	for pl := 1; pl <= int(p.players); pl++ {
		if p.living.Has(pl) {
			living++
		}
	}
	nobodyWins := true
	for pl := 1; pl <= int(p.players); pl++ {
		nobodyWins = nobodyWins && !(p.living.Has(pl) && p.meetsWin(pl))
	}
	switch {
	case p.mover != 0 && living < 2:
		return errors.New("only one player is left, so the game is over")
	case p.mover != 0:
		return nil
	case p.winner == 0 && living == 0:
		p.ending = allEliminated
	case p.winner == 0 && living >= 2 && p.turn == p.settings.limit && nobodyWins:
		p.ending = turnLimit
	case p.winner != 0 && living == 1:
		p.ending = lastStanding
	case p.winner != 0 && p.meetsWin(int(p.winner)):
		p.ending = p.settings.win.conquest()
	default:
		return errors.New("the game cannot have ended this way in this position")
	}
	return nil
}
