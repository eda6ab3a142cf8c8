package protocol

import (
	"encoding/hex"
	"fmt"
	"slices"
	"time"

	"pentarchy/game"
)

// Sealed orders on a hub (Source of Power): the hub's own orders are
// entered and sealed here, once for every link; each guest's commitment
// and reveal is passed on to the other links. See Hub.

// entering is the hub's seat that gives its orders now: the first living
// one not sealed yet, or 0.
func (h *Hub) entering() int {
	h.newTurn()
	for _, seat := range livingSeats(h.pos) {
		if _, done := h.orders.sealed[seat]; h.devices[0].Has(seat) && !done {
			return seat
		}
	}
	return 0
}

// livingSeats lists the players who give orders this turn, in order.
func livingSeats(pos game.Position) []int {
	sim := pos.(game.Orders)
	var seats []int
	for p := 1; p <= pos.Players(); p++ {
		if sim.Living(p) {
			seats = append(seats, p)
		}
	}
	return seats
}

// newTurn forgets the hub's orders of a turn that is over.
func (h *Hub) newTurn() {
	if h.orders.at != len(h.rec.Steps) || h.orders.sealed == nil {
		h.orders = hubOrders{at: len(h.rec.Steps), sealed: map[int]sealed{}}
	}
}

// localOrder adds a step to the orders of the hub's seat entering them,
// and at "end" seals them and passes their commitment to every link.
func (h *Hub) localOrder(step string) (Outbox, error) {
	seat := h.entering()
	pos, err := sandboxOf(h.pos, seat)
	if err != nil {
		return nil, err
	}
	for _, text := range h.orders.draft {
		game.Play(pos, text)
	}
	s, err := pos.ParseStep(step)
	if err != nil {
		return nil, refuse(Illegal, "%q: %v", step, err)
	}
	out := h.outbox()
	if text := pos.FormatStep(s); text != "end" {
		if len(h.orders.draft) >= MaxOrders-1 {
			return nil, refuse(Oversized, "orders are limited to %d steps: end them", MaxOrders)
		}
		h.orders.draft = append(h.orders.draft, text)
		return out, nil
	}
	salt, err := draw(h.entropy, saltSize)
	if err != nil {
		return nil, err
	}
	orders := append(h.orders.draft, "end")
	h.orders.sealed[seat], h.orders.draft = sealed{Salt: salt, Steps: orders}, nil
	commit := ordersCommitment(salt, orders)
	h.chargeSeal(len(h.rec.Steps), seat, h.spent)
	for g, link := range h.every() {
		if link != nil {
			out[g+1] = append(out[g+1], h.timedCommits(link.relayCommit(seat, commit), h.spent)...)
		}
	}
	return out, h.revealOwn(out)
}

// passCommit passes guest g's commitment on to the other links, and
// reveals the hub's orders if every seat is now committed. In a timed
// game the seat is charged what the hub counts, which goes with the
// commitment and back to g.
func (h *Hub) passCommit(g int, msg Message, out Outbox) error {
	d := time.Duration(0)
	if h.clock.On() {
		d = h.counted(time.Duration(msg.Ms)*time.Millisecond, msg.Seat)
		h.chargeSeal(msg.Seq, msg.Seat, d)
		h.sealAck(g, msg.Seq, msg.Seat, d, out)
	}
	for j, link := range h.every() {
		if j+1 != g && link != nil {
			out[j+1] = append(out[j+1], h.timedCommits(link.relayCommit(msg.Seat, msg.Commit), d)...)
		}
	}
	return h.revealOwn(out)
}

// passReveal passes guest g's orders on to the other links, each of which
// checks them against the commitment it passed on. A move code carries a
// reveal without its commitment when its sender held every other one: the
// commitment is passed on first where it was not (a link that has one
// keeps it, and refuses orders that do not match it).
func (h *Hub) passReveal(g int, msg Message, out Outbox) ([]Event, error) {
	salt, _ := hex.DecodeString(msg.Nonce)
	for j, link := range h.every() {
		if j+1 != g && link != nil {
			out[j+1] = append(out[j+1], link.relayCommit(msg.Seat, ordersCommitment(salt, msg.Steps))...)
		}
	}
	if err := h.revealOwn(out); err != nil {
		return nil, err
	}
	var events []Event
	for j, link := range h.every() {
		if j+1 == g || link == nil {
			continue
		}
		msgs, more, err := link.relayReveal(msg.Seat, salt, msg.Steps)
		if err != nil {
			return events, err
		}
		out[j+1] = append(out[j+1], msgs...)
		events = append(events, more...)
	}
	h.adoptTurn()
	return events, nil
}

// revealOwn passes the hub's orders to every link once every seat is
// committed, and no sooner. A link that refuses them (they were checked
// with the same rules here) is a bug, reported as an error.
func (h *Hub) revealOwn(out Outbox) error {
	h.newTurn()
	if h.orders.revealed || !h.allCommitted() {
		return nil
	}
	h.orders.revealed = true
	for _, seat := range livingSeats(h.pos) {
		o, mine := h.orders.sealed[seat]
		if !mine {
			continue
		}
		for g, link := range h.every() {
			if link == nil {
				continue
			}
			msgs, _, err := link.relayReveal(seat, o.Salt, o.Steps)
			if err != nil {
				return fmt.Errorf("guest %d's link refused the hub's orders: %w", g+1, err)
			}
			out[g+1] = append(out[g+1], msgs...)
		}
	}
	h.adoptTurn()
	return nil
}

// allCommitted tells whether every seat giving orders this turn is
// committed: the hub's sealed, each guest's received on its link.
func (h *Hub) allCommitted() bool {
	for _, seat := range livingSeats(h.pos) {
		if !h.committed(seat) {
			return false
		}
	}
	return true
}

// committed tells whether seat's orders are sealed this turn: the hub's
// own, or a guest's commitment received on its link.
func (h *Hub) committed(seat int) bool {
	h.newTurn()
	if h.devices[0].Has(seat) {
		_, ok := h.orders.sealed[seat]
		return ok
	}
	_, ok := h.links[h.deviceOf(seat)-1].turn.commits[seat]
	return ok
}

// deviceOf is the device that plays seat.
func (h *Hub) deviceOf(seat int) int {
	for d, seats := range h.devices {
		if seats.Has(seat) {
			return d
		}
	}
	return -1
}

// adoptTurn takes a turn resolved on the links into the hub's game: the
// longest link record, which extends the hub's.
func (h *Hub) adoptTurn() {
	longest := h.rec.Steps
	for _, link := range h.links {
		if steps := link.rec.Steps; len(steps) > len(longest) && slices.Equal(steps[:len(h.rec.Steps)], h.rec.Steps) {
			longest = steps
		}
	}
	for _, step := range longest[len(h.rec.Steps):] {
		h.advance(step)
	}
}
