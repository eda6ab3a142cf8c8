package power

// Steps 3 and 4 of §5: claims, and settling them in rounds.

// claims is the working state of the rounds of step 4, by cell.
type claims struct {
	held    [cellSlots]int8  // the troop holding the cell, -1 if none; set once claimed
	stamp   [cellSlots]int16 // round+1 when the cell was last claimed
	anchor  [cellSlots]int8  // this round's anchored claimant, -1 if none
	winner  [cellSlots]int8  // this round's holder, -1 if nobody
	count   [cellSlots][maxPlayers + 1]uint8
	first   [cellSlots][maxPlayers + 1]int8 // lowest-rank claimant per player
	touched [maxCells]Cell                  // the cells claimed this round
	nt      int
}

// settleClaims is steps 3 and 4. Every troop claims Pe; in each round the
// claims on each cell are settled on their own (so the order cells are
// treated in does not matter), and every rejected or evicted troop falls
// back one cell along its path and claims again in the next round.
func (r *resolver) settleClaims() {
	if r.p.record {
		for i := range r.n {
			r.emitHops(i)
		}
	}
	if r.claimsApart() {
		return
	}
	var cl claims
	var cand, next [maxCells]int8
	nc := 0
	for i := range r.n {
		cand[nc], nc = int8(i), nc+1
	}
	for round := int16(0); nc > 0; round++ {
		cl.gather(r, cand[:nc], round)
		nn := 0
		for _, x := range cl.touched[:cl.nt] {
			if ev := cl.decide(x); ev >= 0 {
				r.fallBack(int(ev), round, FallBackEvicted)
				next[nn], nn = ev, nn+1
			}
		}
		for _, i := range cand[:nc] {
			x := r.troops[i].claim()
			if cl.winner[x] != i {
				why := FallBackEvicted // the reason is only worked out for the events
				if r.p.record {
					why = cl.why(r, x, int(i))
				}
				r.fallBack(int(i), round, why)
				next[nn], nn = i, nn+1
			}
		}
		cand, nc = next, nn
	}
}

// claimsApart tells whether every troop claims a cell no other troop
// claims. Then each holds its claim in the first round (4a, or 4c with a
// majority of one) and nobody falls back: about half the turns of a
// playout.
func (r *resolver) claimsApart() bool {
	var claimed cellSet
	for i := range r.n {
		c := r.troops[i].claim()
		if claimed.has(c) {
			return false
		}
		claimed.add(c)
	}
	return true
}

// emitHops records the hops of troop i towards the cell it claims.
func (r *resolver) emitHops(i int) {
	t := &r.troops[i]
	for j := int8(1); j <= t.k; j++ {
		r.p.emit(Event{Kind: EventMove, Player: t.owner(), Unit: t.public(), Origin: t.origin(),
			From: t.path[j-1], To: t.path[j]})
	}
}

// gather groups this round's candidates by the cell they claim.
func (cl *claims) gather(r *resolver, cand []int8, round int16) {
	cl.nt = 0
	for _, i := range cand {
		t := &r.troops[i]
		x := t.claim()
		if cl.stamp[x] != round+1 {
			if cl.stamp[x] == 0 { // first claimed: nobody holds it yet
				cl.held[x] = -1
			}
			cl.stamp[x] = round + 1
			cl.anchor[x] = -1
			cl.count[x] = [maxPlayers + 1]uint8{}
			cl.first[x] = noClaimant
			cl.touched[cl.nt], cl.nt = x, cl.nt+1
		}
		if t.anchored() {
			cl.anchor[x] = i
			continue
		}
		pl := t.owner()
		cl.count[x][pl]++
		if f := cl.first[x][pl]; f < 0 || t.rank < r.troops[f].rank {
			cl.first[x][pl] = i
		}
	}
}

// noClaimant is a cell's first claimant by player before any claims.
var noClaimant = [maxPlayers + 1]int8{-1, -1, -1, -1, -1, -1, -1}

// decide settles cell x for this round (4a-4c) and returns the troop it
// evicts, or -1.
func (cl *claims) decide(x Cell) int8 {
	evicted := int8(-1)
	switch {
	case cl.anchor[x] >= 0: // 4a: a unit that stays holds its cell
		evicted = cl.held[x]
		cl.held[x] = cl.anchor[x]
	case cl.held[x] >= 0: // 4b: a falling-back unit stops only on an empty cell
		cl.winner[x] = -1
		return -1
	default: // 4c: majority, then the earliest order
		best, tie := 0, false
		for pl := 1; pl <= maxPlayers; pl++ {
			switch {
			case cl.count[x][pl] > cl.count[x][best]:
				best, tie = pl, false
			case cl.count[x][pl] == cl.count[x][best] && best != 0:
				tie = true
			}
		}
		if tie {
			cl.winner[x] = -1
			return -1
		}
		cl.held[x] = cl.first[x][best]
	}
	cl.winner[x] = cl.held[x]
	return evicted
}

// why tells why troop i was rejected from cell x.
func (cl *claims) why(r *resolver, x Cell, i int) FallBackReason {
	w := cl.winner[x]
	switch {
	case cl.anchor[x] >= 0:
		return FallBackStay
	case w < 0 && cl.held[x] >= 0:
		return FallBackTaken
	case w < 0:
		return FallBackTie
	case r.troops[w].owner() == r.troops[i].owner():
		return FallBackLater
	}
	return FallBackOutnumbered
}

// fallBack moves troop i one cell back along its path: e := e-1.
func (r *resolver) fallBack(i int, round int16, why FallBackReason) {
	t := &r.troops[i]
	t.e--
	if r.p.record {
		r.p.emit(Event{Kind: EventFallBack, Player: t.owner(), Unit: t.public(), Origin: t.origin(),
			From: t.path[t.e+1], To: t.path[t.e], Amount: int(round), Reason: why})
	}
}
