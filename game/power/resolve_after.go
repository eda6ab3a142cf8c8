package power

import (
	"math/bits"

	"pentarchy/game"
)

// Steps 9 and 10 of §5: survivors, upgrades, captures and elimination.

// survivors is step 9: the survivors stand on their final cells; one on an
// upgrade tile that is not upgraded takes it (9a), and one that stood still
// without orders on a base it does not own captures it (9b).
func (r *resolver) survivors() {
	p := r.p
	p.units = [cellSlots]unit{}
	for i := range r.n {
		t := &r.troops[i]
		if t.hp <= 0 {
			continue
		}
		x, pl := t.claim(), t.owner()
		u := makeUnit(pl, t.u.typ(), int(t.hp), t.u.upgraded())
		switch f := p.featAt(x); {
		case f.kind() == Upgrade && !u.upgraded():
			u = freshUnit(pl, u.typ(), true)
			p.feat[x&127] = 0
			if p.record {
				p.emit(Event{Kind: EventUpgrade, Player: pl, Unit: u.public(), Origin: t.origin(), From: NoCell, To: x})
			}
		case f.isBase() && f.owner() != pl && !t.ordered && !t.spawned:
			p.feat[x&127] = makeFeature(f.kind(), pl)
			if p.record {
				p.emit(Event{Kind: EventCapture, Player: pl, Other: f.owner(), Unit: u.public(), Origin: t.origin(), From: NoCell, To: x})
			}
		}
		p.units[x&127] = u
	}
}

// eliminate is step 10: a living player who meets the lose condition is out
// (nounits: no base and no unit; nobases: no base; nohome: no H). Their
// reserve is lost. With nobases or nohome they may still have units or
// bases: the units leave the board and the bases become neutral. It tells
// whether anybody went out.
func (p *Position) eliminate() bool {
	var out game.PlayerSet
	for set := uint8(p.living); set != 0; set &= set - 1 {
		pl := bits.TrailingZeros8(set) + 1
		bases := p.bases[pl-1]
		lost := bases.empty() && p.own[pl-1].empty()
		switch p.settings.lose {
		case loseNoBases:
			lost = bases.empty()
		case loseNoHome:
			lost = true
			for ; !bases.empty(); bases = bases.rest() {
				lost = lost && p.featAt(bases.first()).kind() != Home
			}
		}
		if lost {
			out = out.With(pl)
		}
	}
	for set := uint8(out); set != 0; set &= set - 1 {
		p.knockOut(bits.TrailingZeros8(set) + 1)
	}
	return out != 0
}

// knockOut takes player pl out of the game.
func (p *Position) knockOut(pl int) {
	p.living &^= 1 << (pl - 1)
	p.reserve[pl-1] = [4]uint16{}
	for c := range Cell(p.m.Len()) {
		if p.unitAt(c) != 0 && p.unitAt(c).owner() == pl {
			p.units[c] = 0
		}
		if f := p.featAt(c); f.baseOf(pl) {
			p.feat[c] = makeFeature(f.kind(), 0)
		}
	}
	if p.record {
		p.emit(Event{Kind: EventEliminate, Player: pl, Origin: NoCell, From: NoCell, To: NoCell})
	}
}
