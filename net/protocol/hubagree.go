package protocol

import (
	"pentarchy/game"
)

// What a game on several devices needs every device to agree to: a draw,
// a takeback and a rematch. The hub polls: an offer from one device (a guest's, or
// the hub's own) goes to every other, each answers, and the hub alone
// decides. It tells every guest the outcome once every device has said
// yes, or the first no. A guest of a hub does not end or take back on its
// own yes: it waits for the hub's word (Match.polled). A resignation needs
// no one's agreement: the resigning device's seats lose and every other
// seat wins, and each guest is told whose seats resigned.
//
// An offer stands until it is answered, a device drops (it lapses), or, for
// a takeback, a step is played. A rematch, offered once the game is over,
// starts the same game again with each device taking the seats of the one
// before it (the hub those of the last guest): with one guest, the two
// swap.

// poll is an offer put to every device.
type poll struct {
	kind  Kind // KindDrawOffer, KindTakebackRequest or KindRematchOffer; "" when none
	by    int  // the device that made it: 0 the hub, then each guest
	seq   int  // the record length it was made at; for a rematch, the round
	count int  // steps to take back
	yes   uint // the devices that agreed, a bit each
}

// answerKind is the kind of message that answers the poll.
func (p poll) answerKind() Kind {
	switch p.kind {
	case KindTakebackRequest:
		return KindTakebackAnswer
	case KindRematchOffer:
		return KindRematchAnswer
	}
	return KindDrawAnswer
}

// Poll is the offer waiting for every device's answer, as the hub's page
// shows it.
type Poll struct {
	Kind     EventKind // DrawOffered, TakebackRequested or RematchOffered; 0 when none
	By       int       // the first seat of the device that made it
	Count    int       // steps a takeback takes back
	Answered bool      // the hub's device made it or said yes
}

// Poll is the offer waiting for answers, if any.
func (h *Hub) Poll() Poll {
	p := Poll{Count: h.poll.count, Answered: h.poll.yes&1 != 0}
	switch h.poll.kind {
	case KindDrawOffer:
		p.Kind = DrawOffered
	case KindTakebackRequest:
		p.Kind = TakebackRequested
	case KindRematchOffer:
		p.Kind = RematchOffered
	default:
		return Poll{}
	}
	p.By = h.devices[h.poll.by].List()[0]
	return p
}

// Resign ends the game: the hub's seats lose, every other seat wins.
func (h *Hub) Resign() (Outbox, error) {
	if err := h.ready(); err != nil {
		return nil, err
	}
	out := h.outbox()
	h.resign(0, out)
	return out, nil
}

// OfferDraw offers every other device a draw.
func (h *Hub) OfferDraw() (Outbox, error) {
	out := h.outbox()
	_, err := h.offer(0, Message{Kind: KindDrawOffer, Seq: len(h.rec.Steps)}, out)
	return out, err
}

// RequestTakeback asks every other device to take back the last count
// steps.
func (h *Hub) RequestTakeback(count int) (Outbox, error) {
	out := h.outbox()
	_, err := h.offer(0, Message{Kind: KindTakebackRequest, Seq: len(h.rec.Steps), Count: count}, out)
	return out, err
}

// OfferRematch offers every other device a new game of the same game
// and options, once this one is over.
func (h *Hub) OfferRematch() (Outbox, error) {
	out := h.outbox()
	_, err := h.offer(0, Message{Kind: KindRematchOffer, Seq: h.Round()}, out)
	return out, err
}

// Round is the number of games the devices played before this one.
func (h *Hub) Round() int { return h.links[0].round }

// Answer answers, for the hub's device, the offer waiting.
func (h *Hub) Answer(accept bool) (Outbox, error) {
	if h.poll.kind == "" || h.poll.yes&1 != 0 {
		return nil, refuse(NotNow, "there is no offer to answer")
	}
	out := h.outbox()
	h.vote(0, accept, out)
	return out, nil
}

// ready tells why the players cannot act on the game now.
func (h *Hub) ready() error {
	if h.Result().Over {
		return refuse(NotNow, "the game is over")
	}
	return nil
}

// onPolled takes guest g's resignation, offer or answer.
func (h *Hub) onPolled(g int, msg Message) (Outbox, []Event) {
	out := h.outbox()
	var events []Event
	var err error
	switch msg.Kind {
	case KindResign:
		if err = h.ready(); err == nil {
			events = h.resign(g, out)
		}
	case KindDrawOffer, KindTakebackRequest, KindRematchOffer:
		events, err = h.offer(g, msg, out)
	case KindDrawAnswer, KindTakebackAnswer, KindRematchAnswer:
		if h.answers(g, msg) {
			events = h.vote(g, msg.Accept, out)
		} // else an answer to an offer that lapsed or ended: nothing to do
	}
	if err != nil {
		out[g], events = h.links[g-1].refused(msg, err)
	}
	return out, events
}

// answers tells whether msg from guest g answers the offer waiting, which
// g did not make or answer yet.
func (h *Hub) answers(g int, msg Message) bool {
	p := h.poll
	switch {
	case p.yes&(1<<g) != 0:
		return false
	case msg.Kind == KindDrawAnswer:
		return p.kind == KindDrawOffer
	case msg.Kind == KindRematchAnswer:
		return p.kind == KindRematchOffer && msg.Seq == p.seq
	default:
		return p.kind == KindTakebackRequest && msg.Seq == p.seq
	}
}

// resign ends the game by device d's resignation and tells every other
// guest whose seats resigned.
func (h *Hub) resign(d int, out Outbox) []Event {
	losers := h.devices[d]
	h.end(&Ending{Winners: (h.all() &^ losers).List(), Reason: reasonResigned})
	msg := Message{V: Version, Kind: KindResign, Seq: len(h.rec.Steps), Seats: losers.List()}
	h.tell(d, msg, out)
	h.tellWatchers(msg, out)
	return []Event{{Kind: GameOver, Result: h.Result(), Seats: losers}}
}

// end ends the game on the hub and on every link.
func (h *Hub) end(e *Ending) {
	h.ended, h.poll = e, poll{}
	for _, link := range h.every() {
		if link != nil {
			link.ended, link.draw, link.takeback = e, none, takebackRequest{}
		}
	}
}

// offer opens a poll for device d's offer and puts it to every other
// device; a second offer of a draw is a yes to the first.
func (h *Hub) offer(d int, msg Message, out Outbox) ([]Event, error) {
	if err := h.offerable(msg); err != nil {
		return nil, err
	}
	if h.poll.kind == msg.Kind && msg.Kind != KindTakebackRequest {
		return h.vote(d, true, out), nil // offers of a draw or a rematch that crossed
	}
	if h.poll.kind != "" {
		return nil, refuse(NotNow, "an offer is already waiting for every player's answer")
	}
	p := poll{kind: msg.Kind, by: d, seq: len(h.rec.Steps), yes: 1 << d}
	if msg.Kind == KindRematchOffer {
		p.seq = h.Round()
	}
	if msg.Kind == KindTakebackRequest {
		if err := h.takebackPossible(msg.Seq, msg.Count); err != nil {
			return nil, err
		}
		p.count = msg.Count
	}
	h.poll = p
	seat := h.devices[d].List()[0]
	for j := 1; j <= len(h.links); j++ {
		if j != d {
			out[j] = append(out[j], Message{V: Version, Kind: msg.Kind, Seq: p.seq, Count: p.count, Seat: seat})
		}
	}
	if d == 0 {
		return nil, nil
	}
	switch msg.Kind {
	case KindDrawOffer:
		return []Event{{Kind: DrawOffered, Seat: seat}}, nil
	case KindRematchOffer:
		return []Event{{Kind: RematchOffered, Seat: seat}}, nil
	}
	return []Event{{Kind: TakebackRequested, Seat: seat, Count: p.count}}, nil
}

// offerable tells why msg cannot be offered now: a rematch only once the
// game is over and every seat settled, a draw or a takeback only while it
// goes on; a rematch for another round than this one.
func (h *Hub) offerable(msg Message) error {
	if msg.Kind != KindRematchOffer {
		return h.ready()
	}
	switch {
	case !h.Result().Over:
		return refuse(NotNow, "a rematch can be offered once the game is over")
	case msg.Seq != h.Round():
		return refuse(Replayed, "a rematch offered after game %d, but this is game %d", msg.Seq+1, h.Round()+1)
	}
	return nil
}

// takebackPossible tells why count steps of a record of seq cannot be
// taken back now: every device must hold the game as it is, and no orders
// may be given for the turn under way.
func (h *Hub) takebackPossible(seq, count int) error {
	n := len(h.rec.Steps)
	switch {
	case seq < n:
		return refuse(Replayed, "a takeback asked at step %d, but the game has moved on to step %d", seq, n)
	case seq > n:
		return refuse(OutOfOrder, "a takeback asked at step %d, but this game has %d steps", seq, n)
	case len(h.orders.sealed) > 0 || len(h.orders.draft) > 0:
		return refuse(NotNow, "orders are being given for this turn: take back before anyone gives any")
	}
	for g, link := range h.links {
		if !link.greeted || len(link.rec.Steps) != n || h.away&(1<<(g+1)) != 0 {
			return refuse(NotNow, "player %d's device is not connected: a takeback needs every player", h.devices[g+1].List()[0])
		}
		if err := link.takebackPossible(count); err != nil {
			return err
		}
	}
	return nil
}

// vote counts device d's answer: the first no ends the poll and every
// other guest is told; once every device said yes, it is carried out.
func (h *Hub) vote(d int, yes bool, out Outbox) []Event {
	p := h.poll
	answer := p.answerKind()
	if !yes {
		h.poll = poll{}
		seat := h.devices[d].List()[0]
		h.tell(d, Message{Kind: answer, Seq: p.seq, Seat: seat}, out)
		switch answer {
		case KindDrawAnswer:
			return []Event{{Kind: DrawDeclined, Seat: seat}}
		case KindRematchAnswer:
			return []Event{{Kind: RematchDeclined, Seat: seat}}
		}
		return []Event{{Kind: TakebackDeclined, Seat: seat}}
	}
	h.poll.yes |= 1 << d
	if h.poll.yes != 1<<len(h.devices)-1 {
		return nil
	}
	switch answer {
	case KindRematchAnswer:
		return h.newRound(out)
	case KindDrawAnswer:
		h.tell(-1, Message{Kind: answer, Seq: p.seq, Accept: true}, out)
		h.end(&Ending{Winners: []int{}, Reason: reasonAgreed})
		h.helloWatchers(out)
		return []Event{{Kind: GameOver, Result: h.Result()}}
	}
	h.tell(-1, Message{Kind: answer, Seq: p.seq, Accept: true}, out)
	h.poll = poll{}
	h.truncate(p.seq - p.count)
	h.helloWatchers(out)
	return []Event{{Kind: TookBack, Count: p.count}}
}

// newRound starts the rematch every device agreed to: the same game and
// options from their start, each device playing the seats of the device
// before it, the hub those of the last guest. Each guest is told its
// seats.
func (h *Hub) newRound(out Outbox) []Event {
	n, round := len(h.devices), h.Round()
	rotated := make([]game.PlayerSet, n)
	for d := range rotated {
		rotated[d] = h.devices[(d+n-1)%n]
	}
	h.devices, h.ended, h.poll, h.orders = rotated, nil, poll{}, hubOrders{}
	for g, link := range h.links {
		link.newRoundAs(link.all() &^ rotated[g+1])
		out[g+1] = append(out[g+1], Message{V: Version, Kind: KindRematchAnswer, Seq: round, Accept: true, Seats: rotated[g+1].List()})
	}
	h.tellWhere()
	h.setSteps(nil, h.start.Clone())
	for _, w := range h.watchers {
		if w != nil {
			w.newRoundAs(w.all())
			w.where = h.links[0].where
		}
	}
	h.helloWatchers(out)
	return []Event{{Kind: RematchStarted, Seats: rotated[0]}}
}

// tell sends msg to every guest but guest except.
func (h *Hub) tell(except int, msg Message, out Outbox) {
	msg.V = Version
	for j := 1; j <= len(h.links); j++ {
		if j != except {
			out[j] = append(out[j], msg)
		}
	}
}

// lapse ends the offer waiting, if any, because guest g's device is gone:
// every other guest hears it declined by no one.
func (h *Hub) lapse(g int, out Outbox) {
	if h.poll.kind == "" {
		return
	}
	h.tell(g, Message{Kind: h.poll.answerKind(), Seq: h.poll.seq}, out)
	h.poll = poll{}
}

// truncate takes the hub's game, and every link, back to n steps.
func (h *Hub) truncate(n int) {
	for _, link := range h.every() {
		if link != nil {
			link.truncate(n)
		}
	}
	h.setSteps(h.rec.Steps[:n], h.replay(n))
	h.orders = hubOrders{}
}

// A guest's side of the hub's polls.

// onDrawOffer takes a draw offered by another device. An offer of
// this side's that crossed it counts as a yes at the hub.
func (m *Match) onDrawOffer(msg Message) ([]Message, []Event, error) {
	if err := m.ready(); err != nil {
		return nil, nil, err
	}
	if m.draw == here || m.draw == agreed {
		m.draw = agreed
		return nil, nil, nil
	}
	m.draw = there
	return nil, []Event{{Kind: DrawOffered, Seat: msg.Seat}}, nil
}

// onDrawAnswer takes the hub's word on the draw offered: everyone
// agreed, or a device declined (or dropped, Seat 0).
func (m *Match) onDrawAnswer(msg Message) ([]Message, []Event, error) {
	switch {
	case m.draw == none:
		return nil, nil, nil // an offer this side declined, or that lapsed
	case !msg.Accept:
		m.draw = none
		return nil, []Event{{Kind: DrawDeclined, Seat: msg.Seat}}, nil
	case m.draw == there:
		return nil, nil, refuse(NotNow, "a draw agreed before this side answered")
	}
	m.endByAgreement()
	return nil, []Event{{Kind: GameOver, Result: m.Result()}}, nil
}

// onTakebackAnswer takes the hub's word on the takeback asked.
func (m *Match) onTakebackAnswer(msg Message) ([]Message, []Event, error) {
	t := m.takeback
	switch {
	case t.by == none || t.seq != msg.Seq:
		return nil, nil, nil // a request that lapsed, or this side declined
	case !msg.Accept:
		m.takeback = takebackRequest{}
		return nil, []Event{{Kind: TakebackDeclined, Seat: msg.Seat}}, nil
	case t.by == there:
		return nil, nil, refuse(NotNow, "a takeback agreed before this side answered")
	case t.seq != len(m.rec.Steps):
		return nil, nil, refuse(Replayed, "an answer to a takeback request that is not waiting")
	}
	m.truncate(t.seq - t.count)
	return nil, []Event{{Kind: TookBack, Count: t.count}}, nil
}

// onRematchOffer takes a rematch offered by another device. An
// offer of this side's that crossed it counts as a yes at the hub.
func (m *Match) onRematchOffer(msg Message) ([]Message, []Event, error) {
	if msg.Seq != m.round || !m.Result().Over {
		return nil, nil, refuse(NotNow, "a rematch offer while this game is not over")
	}
	if m.rematch == here || m.rematch == agreed {
		m.rematch = agreed
		return nil, nil, nil
	}
	m.rematch = there
	return nil, []Event{{Kind: RematchOffered, Seat: msg.Seat}}, nil
}

// onRematchAnswer takes the hub's word on the rematch offered:
// everyone agreed, and the new game begins with the seats it gives this
// side; or a device declined (or dropped, Seat 0).
func (m *Match) onRematchAnswer(msg Message) ([]Message, []Event, error) {
	switch {
	case msg.Seq < m.round:
		return nil, nil, nil // the answer to a rematch that began already
	case m.rematch == none:
		return nil, nil, nil // an offer this side declined, or that lapsed
	case !msg.Accept:
		m.rematch = none
		return nil, []Event{{Kind: RematchDeclined, Seat: msg.Seat}}, nil
	case m.rematch == there:
		return nil, nil, refuse(NotNow, "a rematch agreed before this side answered")
	}
	seats, err := seatSet(msg.Seats)
	if err != nil || !m.properSeats(seats) {
		return nil, nil, refuse(WrongSeat, "a rematch in which this side would play %v", msg.Seats)
	}
	m.newRoundAs(seats)
	return nil, []Event{m.rematchStarted()}, nil
}
