package protocol

import (
	"encoding/hex"
	"slices"
	"time"

	"pentarchy/game"
)

// Source of Power: every living player gives orders for the same turn, and
// no one may see another's orders before giving their own. Each side enters
// its seats' orders here, hidden; a seat's "end" seals them and sends a
// commitment, SHA-256(salt, steps). When every living seat is committed,
// each side reveals its seats' salts and orders; the other side checks each
// reveal against its commitment and every step with the rules. When every
// seat's orders are known, both sides append them to the record in seat
// order (player 1's, then 2's…), which resolves the turn, and acknowledge
// it with the position hash.
//
// A reveal may come with no commitment before it: its sender shows its
// orders before knowing ours, which only ever harms the sender, so it is
// taken as a commitment and a reveal at once. Commitments received are
// saved, so a reload cannot forget them; a side that never reveals only
// stalls the game.

// turn is the order phase under way: it belongs to the turn that starts at
// the end of the record, and is reset whenever the record changes.
type turn struct {
	draft    []string         // orders being entered here, not yet sealed
	draftPos game.Position    // the sandbox of the seat entering, with draft
	sealed   map[int]sealed   // this side's seats: orders sealed here
	commits  map[int]string   // every committed seat: its commitment
	reveals  map[int][]string // the other side's seats: their orders
	revealed bool             // this side's reveals were sent
}

// sealed is a seat's orders and the salt of its commitment.
type sealed struct {
	Salt  []byte   `json:"salt"`
	Steps []string `json:"steps"`
}

func (t *turn) init() {
	if t.sealed == nil {
		t.sealed = map[int]sealed{}
	}
	if t.commits == nil {
		t.commits = map[int]string{}
	}
	if t.reveals == nil {
		t.reveals = map[int][]string{}
	}
}

// livingSeats lists the players who give orders this turn, in order.
func (m *Match) livingSeats() []int { return livingSeats(m.pos) }

// entering is the seat of this side that gives its orders now, the first
// one not sealed yet, or 0.
func (m *Match) entering() int {
	if !m.simultaneous || m.rules == nil || m.seating != Chosen || m.Result().Over {
		return 0
	}
	for _, seat := range m.livingSeats() {
		if _, done := m.turn.sealed[seat]; m.local.Has(seat) && !done {
			return seat
		}
	}
	return 0
}

// sandbox is the turn's start with the players before seat ended, so that
// seat's orders can be checked without anyone else's: the rules make a
// player's orders depend only on the turn's start and their own.
func (m *Match) sandbox(seat int) (game.Position, error) { return sandboxOf(m.pos, seat) }

// sandboxOf is the sandbox of seat in the turn that starts at start.
func sandboxOf(start game.Position, seat int) (game.Position, error) {
	pos := start.Clone()
	for pos.Mover() != seat {
		if pos.Mover() == 0 || pos.Mover() > seat {
			return nil, refuse(WrongSeat, "player %d gives no orders this turn", seat)
		}
		if err := game.Play(pos, "end"); err != nil {
			return nil, refuse(Illegal, "player %d cannot end: %v", pos.Mover(), err)
		}
	}
	return pos, nil
}

// draftPosition is the sandbox of seat with the orders entered so far.
func (m *Match) draftPosition(seat int) (game.Position, error) {
	if m.turn.draftPos == nil {
		pos, err := m.sandbox(seat)
		if err != nil {
			return nil, err
		}
		for _, text := range m.turn.draft {
			game.Play(pos, text)
		}
		m.turn.draftPos = pos
	}
	return m.turn.draftPos, nil
}

// localOrder adds a step to the orders of the seat entering them here, and
// seals them at "end".
func (m *Match) localOrder(step string) ([]Message, error) {
	seat := m.entering()
	pos, err := m.draftPosition(seat)
	if err != nil {
		return nil, err
	}
	s, err := pos.ParseStep(step)
	if err != nil {
		return nil, refuse(Illegal, "%q: %v", step, err)
	}
	text := pos.FormatStep(s)
	if text != "end" {
		if len(m.turn.draft) >= MaxOrders-1 {
			return nil, refuse(Oversized, "orders are limited to %d steps: end them", MaxOrders)
		}
		pos.Apply(s)
		m.turn.draft = append(m.turn.draft, text)
		return nil, nil
	}
	salt, err := draw(m.entropy, saltSize)
	if err != nil {
		return nil, err
	}
	m.turn.init()
	orders := append(m.turn.draft, text)
	m.turn.sealed[seat] = sealed{Salt: salt, Steps: orders}
	m.turn.commits[seat] = ordersCommitment(salt, orders)
	m.turn.draft, m.turn.draftPos = nil, nil
	out := []Message{m.commitMessage(seat)}
	out = append(out, m.revealIfComplete()...)
	more, _, err := m.resolveIfComplete()
	return append(out, more...), err
}

// TakeBackOrder takes back the last step of the orders being entered here
// (before their "end"). It tells whether there was one.
func (m *Match) TakeBackOrder() bool {
	if m.entering() == 0 || len(m.turn.draft) == 0 {
		return false
	}
	m.turn.draft = m.turn.draft[:len(m.turn.draft)-1]
	m.turn.draftPos = nil
	return true
}

func (m *Match) commitMessage(seat int) Message {
	return Message{Kind: KindOrdersCommit, Seq: len(m.rec.Steps), Seat: seat, Commit: m.turn.commits[seat]}
}

// revealIfComplete reveals this side's orders once every seat is committed.
func (m *Match) revealIfComplete() []Message {
	if m.turn.revealed || !m.allCommitted() {
		return nil
	}
	m.turn.revealed = true
	return m.reveals()
}

// reveals are the reveal messages of this side's sealed seats.
func (m *Match) reveals() []Message {
	var out []Message
	for _, seat := range m.livingSeats() {
		if o, ok := m.turn.sealed[seat]; ok {
			out = append(out, Message{Kind: KindOrdersReveal, Seq: len(m.rec.Steps), Seat: seat,
				Nonce: hex.EncodeToString(o.Salt), Steps: o.Steps})
		}
	}
	return out
}

// resendOrders repeats this side's commitments and, once every seat is
// committed, its reveals: after a reconnect some may have been lost.
func (m *Match) resendOrders() []Message {
	if !m.simultaneous {
		return nil
	}
	var out []Message
	for _, seat := range m.livingSeats() {
		if _, ok := m.turn.commits[seat]; ok && m.local.Has(seat) { // sealed here, or passed on by a hub
			out = append(out, m.commitMessage(seat))
		}
	}
	if m.allCommitted() {
		m.turn.revealed = true
		out = append(out, m.reveals()...)
	}
	return out
}

func (m *Match) allCommitted() bool {
	for _, seat := range m.livingSeats() {
		if _, ok := m.turn.commits[seat]; !ok {
			return false
		}
	}
	return true
}

// resolveIfComplete appends the turn to the record once every seat's orders
// are known: player 1's first, as the rules resolve them.
func (m *Match) resolveIfComplete() ([]Message, []Event, error) {
	var steps []string
	for _, seat := range m.livingSeats() {
		orders, ok := m.turn.reveals[seat]
		if o, mine := m.turn.sealed[seat]; mine {
			orders, ok = o.Steps, true
		}
		if !ok {
			return nil, nil, nil
		}
		steps = append(steps, orders...)
	}
	pos := m.pos.Clone()
	hashes := make([]uint64, len(steps))
	for i, text := range steps {
		if err := game.Play(pos, text); err != nil {
			return nil, nil, refuse(Illegal, "the turn's orders do not play together: %q: %v", text, err)
		}
		hashes[i] = pos.Hash()
	}
	m.lastTurn = m.reveals()
	m.pos = pos
	m.rec.Steps = append(m.rec.Steps, steps...)
	m.hashes = append(m.hashes, hashes...)
	m.turn, m.takeback = turn{}, takebackRequest{}
	n := len(m.rec.Steps)
	events := []Event{{Kind: TurnResolved, Seq: n}}
	return []Message{m.ack()}, append(events, m.gameOver()...), nil
}

// checkOrderMessage checks that an orders message is for this turn and for
// a living seat of the other side.
func (m *Match) checkOrderMessage(msg Message) error {
	if err := m.ready(); err != nil {
		return err
	}
	if !m.simultaneous {
		return refuse(Malformed, "%s has no sealed orders", m.rules.Name())
	}
	n := len(m.rec.Steps)
	switch {
	case msg.Seq < n:
		return refuse(Replayed, "orders for the turn that began at step %d, which is over", msg.Seq)
	case msg.Seq > n:
		return refuse(OutOfOrder, "orders for a turn beginning at step %d, but this game has %d steps", msg.Seq, n)
	case m.local.Has(msg.Seat):
		return refuse(WrongSeat, "player %d is played on this device", msg.Seat)
	case !slices.Contains(m.livingSeats(), msg.Seat):
		return refuse(WrongSeat, "player %d gives no orders this turn", msg.Seat)
	}
	return nil
}

// onOrdersCommit takes a seat's commitment to its orders.
func (m *Match) onOrdersCommit(msg Message) ([]Message, []Event, error) {
	if err := m.checkOrderMessage(msg); err != nil {
		return nil, nil, err
	}
	m.turn.init()
	if c, ok := m.turn.commits[msg.Seat]; ok {
		if c != msg.Commit {
			return nil, nil, refuse(BadReveal, "player %d already committed to other orders this turn", msg.Seat)
		}
		return nil, nil, nil
	}
	m.turn.commits[msg.Seat] = msg.Commit
	if !m.host && msg.Ms > 0 {
		m.chargeSeal(msg.Seq, msg.Seat, time.Duration(msg.Ms)*time.Millisecond)
	}
	events := []Event{{Kind: OrdersSealed, Seat: msg.Seat}}
	return m.revealIfComplete(), events, nil
}

// onOrdersReveal takes a seat's orders: they must match its commitment and
// be legal, step by step, from the turn's start.
func (m *Match) onOrdersReveal(msg Message) ([]Message, []Event, error) {
	if err := m.checkOrderMessage(msg); err != nil {
		return nil, nil, err
	}
	m.turn.init()
	salt, _ := hex.DecodeString(msg.Nonce)
	commitment := ordersCommitment(salt, msg.Steps)
	c, committed := m.turn.commits[msg.Seat]
	if committed && c != commitment {
		return nil, nil, refuse(BadReveal, "the orders of player %d do not match their commitment: an order was changed after it was sealed", msg.Seat)
	}
	if _, ok := m.turn.reveals[msg.Seat]; ok {
		return nil, nil, nil
	}
	orders, err := m.checkOrders(msg.Seat, msg.Steps)
	if err != nil {
		return nil, nil, err
	}
	m.turn.commits[msg.Seat] = commitment
	m.turn.reveals[msg.Seat] = orders
	var events []Event
	if !committed {
		events = append(events, Event{Kind: OrdersSealed, Seat: msg.Seat})
	}
	out := m.revealIfComplete()
	more, resolved, err := m.resolveIfComplete()
	return append(out, more...), append(events, resolved...), err
}

// checkOrders plays a seat's orders from its sandbox and returns them as
// the rules write them. They must all be legal and end with "end".
func (m *Match) checkOrders(seat int, steps []string) ([]string, error) {
	pos, err := m.sandbox(seat)
	if err != nil {
		return nil, err
	}
	orders := make([]string, len(steps))
	for i, text := range steps {
		if pos.Mover() != seat {
			return nil, refuse(Illegal, "the orders of player %d go on after their end", seat)
		}
		s, err := pos.ParseStep(text)
		if err != nil {
			return nil, refuse(Illegal, "order %d of player %d %q: %v", i+1, seat, text, err)
		}
		orders[i] = pos.FormatStep(s)
		pos.Apply(s)
	}
	if orders[len(orders)-1] != "end" {
		return nil, refuse(Illegal, "the orders of player %d do not finish with \"end\"", seat)
	}
	return orders, nil
}
