package power

import (
	"errors"
	"fmt"
	"strings"
)

// parsePosition reads a position text of §6. Features and units may come in
// any order; everything else must be as a writer writes it, and the position
// must be one a game can reach: every order legal, the phase consistent with
// the order lists, the result consistent with the board.
func parsePosition(s settings, text string) (*Position, error) {
	fields := strings.Split(text, "|")
	if len(fields) != 5 {
		return nil, fmt.Errorf("a position has 5 fields separated by \" | \", not %d", len(fields))
	}
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	p := &Position{settings: s}
	phase, err := p.readHeader(fields[0])
	if err == nil {
		err = p.readReserves(fields[3])
	}
	if err == nil {
		err = p.readFeatures(fields[1])
	}
	if err == nil {
		err = p.readUnits(fields[2])
	}
	if err == nil {
		p.index()
		err = p.checkTotals()
	}
	if err == nil {
		err = p.readPhase(phase)
	}
	if err == nil {
		err = p.readOrderLists(fields[4])
	}
	if err == nil {
		err = p.checkResult()
	}
	if err != nil {
		return nil, fmt.Errorf("bad position: %w", err)
	}
	return p, nil
}

// readHeader reads "SOP <board> t<turn> <phase>" and returns the phase.
func (p *Position) readHeader(h string) (string, error) {
	w := strings.Fields(h)
	if len(w) != 4 || w[0] != "SOP" {
		return "", errors.New(`want "SOP <board> t<turn> <phase>" first`)
	}
	m, err := newMap(w[1])
	if err != nil {
		return "", err
	}
	p.m = m
	turn, ok := readInt(strings.TrimPrefix(w[2], "t"))
	if !strings.HasPrefix(w[2], "t") || !ok || turn < 1 {
		return "", fmt.Errorf("%q is not a turn (want t1, t2, …)", w[2])
	}
	if turn > int(p.settings.limit) {
		return "", fmt.Errorf("turn %d is past the turn limit %d", turn, p.settings.limit)
	}
	p.turn = uint16(turn)
	return w[3], nil
}

// readReserves reads "<p>:<I>/<A>/<T>/<upgrades>" or "<p>:x" for each player.
func (p *Position) readReserves(text string) error {
	items := strings.Fields(text)
	if len(items) < 2 || len(items) > maxPlayers {
		return fmt.Errorf("%d reserves given, one per player; a game has 2 to %d players", len(items), maxPlayers)
	}
	p.players = uint8(len(items))
	for i, item := range items {
		pl := i + 1
		counts, ok := strings.CutPrefix(item, fmt.Sprintf("%d:", pl))
		if !ok {
			return fmt.Errorf("reserve %q: want player %d's reserve %d:I/A/T/upgrades", item, pl, pl)
		}
		if counts == "x" {
			continue
		}
		p.living = p.living.With(pl)
		n := strings.Split(counts, "/")
		if len(n) != 4 {
			return fmt.Errorf("reserve %q: want 4 counts I/A/T/upgrades", item)
		}
		for j, v := range n {
			k, ok := readInt(v)
			if !ok || k < 0 {
				return fmt.Errorf("reserve %q: %q is not a count from 0 to 9999", item, v)
			}
			p.reserve[i][j] = uint16(k)
		}
	}
	return nil
}

// readOwner reads a player number that must be 0 (if zero is allowed) or a
// living player.
func (p *Position) readOwner(s string, zero bool) (int, error) {
	pl, ok := readInt(s)
	switch {
	case !ok || pl < 0 || pl > int(p.players) || pl == 0 && !zero:
		return 0, fmt.Errorf("%q is not a player", s)
	case pl > 0 && !p.living.Has(pl):
		return 0, fmt.Errorf("player %d is out of the game", pl)
	}
	return pl, nil
}

// readCellAt reads the "@q,r" end of an item.
func (p *Position) readCellAt(item, name string) (Cell, error) {
	c, err := readCell(p.m, name)
	if err != nil {
		return NoCell, fmt.Errorf("%q: %s", item, err.(*StepError).Reason)
	}
	return c, nil
}

// readFeatures reads "H<o>@q,r", "S<o>@q,r" and "U@q,r" items, or "-".
func (p *Position) readFeatures(text string) error {
	if text == "-" {
		return nil
	}
	for item := range strings.FieldsSeq(text) {
		head, name, _ := strings.Cut(item, "@")
		kind, owner := NoFeature, 0
		if head != "" {
			kind = FeatureKind(strings.IndexByte(".HSU", head[0]))
		}
		var err error
		switch {
		case kind == Upgrade && head == "U":
		case kind == Home || kind == Source:
			owner, err = p.readOwner(head[1:], true)
		default:
			err = errors.New("want H<owner>@q,r, S<owner>@q,r or U@q,r")
		}
		if err != nil {
			return fmt.Errorf("feature %q: %w", item, err)
		}
		c, err := p.readCellAt(item, name)
		if err != nil {
			return err
		}
		if p.feat[c] != 0 {
			return fmt.Errorf("two features on %s", name)
		}
		p.feat[c] = makeFeature(kind, owner)
	}
	return nil
}

// readUnits reads "<owner><letter><hp>[+]@q,r" items, or "-".
func (p *Position) readUnits(text string) error {
	if text == "-" {
		return nil
	}
	for item := range strings.FieldsSeq(text) {
		u, name, err := p.readUnit(item)
		if err != nil {
			return fmt.Errorf("unit %q: %w", item, err)
		}
		c, err := p.readCellAt(item, name)
		if err != nil {
			return err
		}
		if p.units[c] != 0 {
			return fmt.Errorf("two units on %s", name)
		}
		p.units[c] = u
	}
	return nil
}

func (p *Position) readUnit(item string) (unit, string, error) {
	head, name, _ := strings.Cut(item, "@")
	i := strings.IndexAny(head, "IAT")
	if i < 0 {
		return 0, "", errors.New("want <owner><I|A|T><hp>[+]@q,r")
	}
	owner, err := p.readOwner(head[:i], false)
	if err != nil {
		return 0, "", err
	}
	t := UnitType(strings.IndexByte(" IAT", head[i]))
	hpText, upgraded := strings.CutSuffix(head[i+1:], "+")
	hp, ok := readInt(hpText)
	lo, hi := 1, t.MaxHP()
	if upgraded {
		lo, hi = hi+1, 2*hi
	}
	if !ok || hp < lo || hp > hi {
		return 0, "", fmt.Errorf("%q is not the HP of %s (want %d to %d)", hpText, describe(t, upgraded), lo, hi)
	}
	return makeUnit(owner, t, hp, upgraded), name, nil
}

// checkTotals checks that no count can outgrow the 4 digits a reader
// accepts: kills only move units between the board and the reserves, and
// upgrades between reserves, upgraded units and upgrade tiles, so these
// totals never grow.
func (p *Position) checkTotals() error {
	var total [4]int
	for pl := range p.players {
		for i, n := range p.reserve[pl] {
			total[i] += int(n)
		}
	}
	for c := range Cell(p.m.Len()) {
		if u := p.unitAt(c); u != 0 {
			total[u.typ()-1]++
			if u.upgraded() {
				total[upgrades]++
			}
		}
		if p.featAt(c).kind() == Upgrade {
			total[upgrades]++
		}
	}
	for i, n := range total {
		if n > 9999 {
			return fmt.Errorf("%d %s in the game, more than 9999", n, [...]string{"infantry", "artillery", "tanks", "upgrades"}[i])
		}
	}
	return nil
}

func describe(t UnitType, upgraded bool) string {
	if upgraded {
		return "an upgraded " + t.String()
	}
	return article(t)
}
