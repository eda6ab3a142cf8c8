package protocol

import (
	"encoding/hex"
	"maps"
	"slices"
)

// A hub's game by move codes: after a drop, any game on several devices
// goes on by correspondence. Each guest exchanges codes with the hub alone,
// as in a game of two: it switches with Match.ToCodes and cannot tell the
// hub from a friend. The hub switches every link; a guest's code is read as
// the messages it stands for and taken through the same path as online
// messages (every check, the relay to the other links), all of it or,
// when any of it is refused, none of it; each link then gathers in its
// next code what its guest has not seen.

// ToCodes switches the hub's game to move codes, on every link. Offers
// waiting for answers lapse, as when a connection drops. Watchers follow
// an online game only: their links close.
func (h *Hub) ToCodes() error {
	h.watchers = nil
	if !h.clock.On() || !h.clock.Control.ByMail() || len(h.links) > 1 {
		h.clock = nil // a game by move codes keeps only days per turn, between two devices
	}
	h.mail = mailStamps{} // the turn under way is judged by the device to move alone
	for _, link := range h.links {
		if err := link.ToCodes(); err != nil {
			return err
		}
		link.clock = h.clock
	}
	h.poll = poll{}
	return nil
}

// Codes tells whether the hub's game goes on by move codes.
func (h *Hub) Codes() bool { return h.links[0].mode == Correspondence }

// MoveCode is the code for guest g: everything it has not seen.
func (h *Hub) MoveCode(g int) (string, error) {
	link := h.links[g-1]
	link.mail = h.mail // the stamps are the hub's: its links only carry them
	return link.MoveCode()
}

// ApplyCode applies a move code of guest g and passes what it brings on
// to the other links: all of it or, when any of it is refused, none of it.
// A code made after its player's deadline (mailclock.go) is not applied:
// the player is out of time.
func (h *Hub) ApplyCode(g int, code string) ([]Event, error) {
	link := h.links[g-1]
	c, err := link.readCode(code)
	if err != nil {
		return nil, err
	}
	msgs, err := link.codeMessages(c)
	if err != nil {
		return nil, err
	}
	try := h.clone()
	before := try.links[g-1].progress()
	var events []Event
	for _, msg := range msgs {
		_, more := try.receive(g, msg)
		for _, e := range more {
			if e.Kind == Refused {
				return nil, refuse(e.Problem, "%s", e.Text)
			}
		}
		events = append(events, more...)
	}
	if err := try.links[g-1].settleCode(c, before); err != nil {
		return nil, err
	}
	if try.tookCode(link.mode, c.stamp) {
		return h.flag(h.pos.Mover(), h.outbox()), nil
	}
	*h = *try
	return events, nil
}

// codeMessages are the messages a code of the other side stands for, as
// if they had come online: the steps this side lacks, each with the
// position hash after it, then the commitments and reveals. Steps this
// side has must be the same; orders of a turn already resolved here are
// left out. Each message is checked when it is taken.
func (m *Match) codeMessages(c *moveCode) ([]Message, error) {
	var msgs []Message
	pos := m.pos.Clone()
	n := len(m.rec.Steps)
	for _, item := range c.items {
		switch {
		case item.kind == itemSteps:
			if m.simultaneous || item.seq < 1 || item.seq > n+1 {
				return nil, refuse(OutOfOrder, "this code starts at step %d, but this game has %d steps: a code is missing before it", item.seq, n)
			}
			for i, r := range item.ranks {
				seq := item.seq + i
				at := pos
				if seq <= len(m.rec.Steps) {
					at = m.positionAt(seq - 1)
				}
				step, fresh, err := m.codeStep(seq, r, at)
				if err != nil {
					return nil, err
				}
				if !fresh {
					continue
				}
				s, _ := pos.ParseStep(step)
				pos.Apply(s)
				n = seq
				msgs = append(msgs, Message{V: Version, Kind: KindStep, Seq: seq, Step: step, Hash: HashText(pos.Hash())})
			}
		case item.seq < len(m.rec.Steps):
			// orders of a turn already resolved here
		case item.kind == itemCommit:
			msgs = append(msgs, Message{V: Version, Kind: KindOrdersCommit, Seq: item.seq, Seat: item.seat, Commit: hex.EncodeToString(item.data)})
		default:
			msg, err := m.revealMessage(item)
			if err != nil {
				return nil, err
			}
			msgs = append(msgs, msg)
		}
	}
	return msgs, nil
}

// revealMessage is the reveal a code's item stands for: its steps read in
// the seat's view of the turn under way.
func (m *Match) revealMessage(item codeItem) (Message, error) {
	if item.seq > len(m.rec.Steps) {
		return Message{}, refuse(OutOfOrder, "this code has orders for a turn beginning at step %d, but this game has %d steps: paste the codes before it first", item.seq, len(m.rec.Steps))
	}
	pos, err := sandboxOf(m.pos, item.seat)
	if err != nil {
		return Message{}, err
	}
	steps, err := m.readRanks(pos, item.ranks, 1)
	if err != nil {
		return Message{}, refuse(Illegal, "the orders of player %d: %v", item.seat, err)
	}
	return Message{V: Version, Kind: KindOrdersReveal, Seq: item.seq, Seat: item.seat, Nonce: hex.EncodeToString(item.data), Steps: steps}, nil
}

// clone is a copy of the hub that shares nothing that changes.
func (h *Hub) clone() *Hub {
	c := *h
	c.links = make([]*Match, len(h.links))
	for i, link := range h.links {
		c.links[i] = link.clone()
	}
	c.gameState = h.gameState.copy()
	c.orders.draft = slices.Clone(h.orders.draft)
	c.orders.sealed = maps.Clone(h.orders.sealed)
	return &c
}
