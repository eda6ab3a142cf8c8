package power

// The resolution of §5, run when the last living player ends. Each stage is
// a method of resolver named after its step; resolve runs them in order.

// troop is a unit during a resolution (§5 "Notation").
type troop struct {
	u       unit                  // as after step 1, with the start-of-turn HP and damage
	path    [3]Cell               // P0..Pk; the cells after Pk are never read
	k, e    int8                  // the path's last index, and the claim index
	rank    uint8                 // the position of its move step in its owner's list
	target  Cell                  // its attack, or NoCell
	ordered bool                  // its original path had k >= 1, or it had an attack
	spawned bool                  // spawned this turn
	hp      int16                 // HP, after step 6 with the damage taken
	dmg     [maxPlayers + 1]int16 // damage taken by the shooter's owner
}

func (t *troop) owner() int     { return t.u.owner() }
func (t *troop) origin() Cell   { return t.path[0] }
func (t *troop) claim() Cell    { return t.path[t.e] }
func (t *troop) anchored() bool { return t.path[t.e] == t.path[0] }

// public is the unit as the events show it.
func (t *troop) public() Unit {
	u := t.u.public()
	u.HP = int(t.hp)
	return u
}

// playerSeq is the order in which the resolution reads the players' order
// lists. The outcome must not depend on it (§4); tests vary it.
type playerSeq [maxPlayers]uint8

// resolver holds the working state of one resolution. It lives on the stack.
type resolver struct {
	p      *Position
	n      int
	troops [maxCells]troop
	at     [cellSlots]int8 // troop index by start cell, for the cells with one
}

// resolve runs §5 on p.
func (p *Position) resolve(seq playerSeq) {
	p.events = p.events[:0]
	r := resolver{p: p}
	r.spawn()
	r.readOrders(seq)
	r.cutPaths()
	r.settleClaims()
	if r.fireAndDamage() {
		r.downgrade()
		r.deaths()
	}
	r.survivors()
	p.index()
	if p.eliminate() {
		p.index()
	}
	p.clearOrders()
	p.judge()
}

// spawn is step 1: every spawned unit goes on its cell, out of its owner's
// reserve. It also lists every unit on the board as a troop, by cell.
func (r *resolver) spawn() {
	p := r.p
	for set := p.occupied.or(p.spawned); !set.empty(); set = set.rest() {
		c := set.first()
		u, spawned := p.unitAt(c), p.spawned.has(c)
		if spawned {
			u = p.spawnU[c&127]
			pl := u.owner()
			p.reserve[pl-1][u.typ()-1]--
			if u.upgraded() {
				p.reserve[pl-1][upgrades]--
			}
			if p.record {
				p.emit(Event{Kind: EventSpawn, Player: pl, Unit: u.public(), Origin: c, From: NoCell, To: c})
			}
		}
		r.at[c] = int8(r.n)
		r.troops[r.n] = troop{u: u, path: [3]Cell{c}, target: NoCell, spawned: spawned, hp: int16(u.hp())}
		r.n++
	}
}

// readOrders gives each troop its path, rank and attack from its owner's
// steps.
func (r *resolver) readOrders(seq playerSeq) {
	for _, pl := range seq {
		if pl == 0 || int(pl) > int(r.p.players) {
			continue
		}
		var last *troop
		for i, o := range r.p.playerOrders(int(pl)) {
			switch o.kind() {
			case OrderMove:
				last = &r.troops[r.at[o.at(0)]]
				last.k, last.rank = int8(o.hops()), uint8(i)
				// The cells past the path's end are never read: writing
				// them saves WebAssembly a loop's jumps.
				last.path[1], last.path[2] = o.at(1), o.at(2)
				last.ordered = last.k >= 1
			case OrderAttack:
				last.target, last.ordered = o.cell(), true
			}
		}
	}
}

// cutPaths is step 2: a path stops before the first cell on which another
// player spawned this turn, and its attack is cancelled.
func (r *resolver) cutPaths() {
	p := r.p
	for i := range r.n {
		t := &r.troops[i]
		for j := int8(1); j <= t.k; j++ {
			c := t.path[j]
			if p.spawned.has(c) && p.spawnU[c&127].owner() != t.owner() {
				t.k, t.target = j-1, NoCell
				if p.record {
					p.emit(Event{Kind: EventCut, Player: p.spawnU[c&127].owner(), Unit: t.public(),
						Origin: t.origin(), From: t.path[j-1], To: c})
				}
				break
			}
		}
		t.e = t.k
	}
}
