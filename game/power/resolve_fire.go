package power

// Steps 5 to 8 of §5: attacks, continuous fire, downgrades and deaths.

// shot is one unit's fire at a cell.
type shot struct {
	target Cell
	from   Cell
	owner  int
	damage int16
	next   int8 // the next shot at the same cell, -1 for none
}

// fireAndDamage is steps 5 and 6. A troop fires only if it kept its whole
// path (e == k), with its start-of-turn damage. Every shot at a cell hits
// every troop that has the cell among the distinct cells of P0..Pe, its own
// side's troops too. It tells whether anybody fired: if nobody did, steps
// 7 and 8 have nothing to do, since every unit starts a turn alive and, if
// upgraded, above its normal maximum HP (positions are read so).
func (r *resolver) fireAndDamage() bool {
	var shots [maxCells]shot
	var head [cellSlots]int8
	var fired cellSet
	ns := 0
	for i := range r.n {
		t := &r.troops[i]
		if t.target == NoCell || t.e != t.k {
			continue
		}
		x := t.target
		if !fired.has(x) {
			head[x] = -1
		}
		fired.add(x)
		shots[ns] = shot{target: x, from: t.claim(), owner: t.owner(), damage: int16(t.u.damage()), next: head[x]}
		head[x], ns = int8(ns), ns+1
		if r.p.record {
			r.p.emit(Event{Kind: EventFire, Player: t.owner(), Unit: t.public(), Origin: t.origin(),
				From: t.claim(), To: x, Amount: t.u.damage()})
		}
	}
	if fired.empty() {
		return false
	}
	for i := range r.n {
		t := &r.troops[i]
		for j := int8(0); j <= t.e; j++ {
			x := t.path[j]
			if !fired.has(x) || (j >= 1 && x == t.path[0]) || (j == 2 && x == t.path[1]) {
				continue // no fire here, or a cell of the path already counted
			}
			for s := head[x]; s >= 0; s = shots[s].next {
				sh := &shots[s]
				t.dmg[sh.owner] += sh.damage
				t.hp -= sh.damage
				if r.p.record {
					r.p.emit(Event{Kind: EventHit, Player: sh.owner, Unit: t.public(), Origin: t.origin(),
						From: sh.from, To: x, Amount: int(sh.damage)})
				}
			}
		}
	}
	return true
}

// downgrade is step 7: an upgraded troop whose HP is now at most its normal
// maximum loses the upgrade, which goes back to its owner's reserve. Dying
// troops too.
func (r *resolver) downgrade() {
	for i := range r.n {
		t := &r.troops[i]
		if t.u.upgraded() && int(t.hp) <= t.u.typ().MaxHP() {
			t.u = makeUnit(t.owner(), t.u.typ(), 0, false)
			r.p.reserve[t.owner()-1][upgrades]++
			if r.p.record {
				r.p.emit(Event{Kind: EventDowngrade, Player: t.owner(), Unit: t.public(), Origin: t.origin(), From: NoCell, To: t.claim()})
			}
		}
	}
}

// deaths is step 8: a troop with no HP left goes into the reserve of the
// player who dealt it the most damage, or back to its owner's on a tie. If
// another player receives it and it died on a base of its owner, that base
// becomes neutral.
func (r *resolver) deaths() {
	p := r.p
	for i := range r.n {
		t := &r.troops[i]
		if t.hp > 0 {
			continue
		}
		to := t.receiver()
		p.reserve[to-1][t.u.typ()-1]++
		x := t.claim()
		if p.record {
			p.emit(Event{Kind: EventDeath, Player: to, Unit: t.public(), Origin: t.origin(), From: NoCell, To: x})
		}
		if f := p.featAt(x); to != t.owner() && f.baseOf(t.owner()) {
			p.feat[x] = makeFeature(f.kind(), 0)
			if p.record {
				p.emit(Event{Kind: EventNeutralise, Other: t.owner(), Origin: NoCell, From: NoCell, To: x})
			}
		}
	}
}

// receiver is the player who dealt the troop the most damage this turn, or
// its owner if two or more players tie for the most.
func (t *troop) receiver() int {
	best, most, tie := t.owner(), int16(0), false
	for pl := 1; pl <= maxPlayers; pl++ {
		switch d := t.dmg[pl]; {
		case d > most:
			best, most, tie = pl, d, false
		case d == most && d > 0:
			tie = true
		}
	}
	if tie {
		return t.owner()
	}
	return best
}
