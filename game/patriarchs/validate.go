package patriarchs

import "fmt"

// validate refuses a position text whose fields, each well formed, do not
// fit together or could not arise in the game.
func (p *Position) validate() error {
	if err := p.validatePatriarchs(); err != nil {
		return err
	}
	if err := p.validateArmies(); err != nil {
		return err
	}
	if p.turn == 1 && p.act == 2 {
		return fmt.Errorf("turn 1 has only one act, so act 2 cannot come next")
	}
	return nil
}

// validatePatriarchs checks that each Patriarch on the board stands in its
// zone and that at most one is missing, in which case the game is over and
// the side field names its captor (§10).
func (p *Position) validatePatriarchs() error {
	if p.patri[0] == 0 && p.patri[1] == 0 {
		return fmt.Errorf("both Patriarchs are missing")
	}
	for c := range 2 {
		i := int(p.patri[c])
		if i == 0 {
			if int(p.side) == c {
				return fmt.Errorf("%s's Patriarch is missing, so %s captured it and the side field must name %s",
					colourName(c), colourName(1-c), colourName(1-c))
			}
			continue
		}
		if !inZoneCell(c, i) {
			return fmt.Errorf("the %s Patriarch on %s is outside its zone %s", colourName(c), square(i), zoneName(c))
		}
	}
	return nil
}

// armySize is how many units of a kind each army has (§3); units change
// sides when captured, so only the total of both armies is bounded.
func armySize(k Kind) int {
	if k == Support {
		return 4
	}
	return 2
}

// validateArmies checks that no more units of a kind are on the board and
// in the reserves than both armies hold together.
func (p *Position) validateArmies() error {
	var n [Support + 1]int
	for _, v := range p.cells {
		if v != wall && v != 0 {
			n[v&kindMask]++
		}
	}
	for _, k := range ReserveKinds() {
		total := n[k] + int(p.reserve[0][k]) + int(p.reserve[1][k])
		if total > 2*armySize(k) {
			return fmt.Errorf("%d units of kind %s on the board and in the reserves, but the two armies have only %d",
				total, k, 2*armySize(k))
		}
	}
	return nil
}
