package protocol

import (
	"fmt"
	"strings"

	"pentarchy/game"
)

// What a game on several devices needs every device to agree to: a draw
// and a takeback. The hub polls: an offer from one device (a guest's, or
// the hub's own) goes to every other, each answers, and the hub alone
// decides. It tells every guest the outcome once every device has said
// yes, or the first no. A guest of a hub does not end or take back on its
// own yes: it waits for the hub's word (Match.polled). A resignation needs
// no one's agreement: the resigning device's seats lose and every other
// seat wins, and each guest is told whose seats resigned.
//
// An offer stands until it is answered, a device drops (it lapses), or, for
// a takeback, a step is played. Rematches among several devices are not
// offered.

// poll is an offer put to every device.
type poll struct {
	kind  Kind // KindDrawOffer or KindTakebackRequest; "" when none
	by    int  // the device that made it: 0 the hub, then each guest
	seq   int  // the record length it was made at
	count int  // steps to take back
	yes   uint // the devices that agreed, a bit each
}

// answerKind is the kind of message that answers the poll.
func (p poll) answerKind() Kind {
	if p.kind == KindTakebackRequest {
		return KindTakebackAnswer
	}
	return KindDrawAnswer
}

// Poll is the offer waiting for every device's answer, as the hub's page
// shows it.
type Poll struct {
	Kind     EventKind // DrawOffered or TakebackRequested; 0 when none
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
	case KindDrawOffer, KindTakebackRequest:
		events, err = h.offer(g, msg, out)
	case KindDrawAnswer, KindTakebackAnswer:
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
	default:
		return p.kind == KindTakebackRequest && msg.Seq == p.seq
	}
}

// resign ends the game by device d's resignation and tells every other
// guest whose seats resigned.
func (h *Hub) resign(d int, out Outbox) []Event {
	losers := h.devices[d]
	h.end(&Ending{Winners: (h.all(h.devices) &^ losers).List(), Reason: reasonResigned})
	for j := 1; j <= len(h.links); j++ {
		if j != d {
			out[j] = append(out[j], Message{V: Version, Kind: KindResign, Seq: len(h.rec.Steps), Seats: losers.List()})
		}
	}
	return []Event{{Kind: GameOver, Result: h.Result(), Text: capital(seatWords(losers)) + " resigned."}}
}

// end ends the game on the hub and on every link.
func (h *Hub) end(e *Ending) {
	h.ended, h.poll = e, poll{}
	for _, link := range h.links {
		link.ended, link.draw, link.takeback = e, none, takebackRequest{}
	}
}

// offer opens a poll for device d's offer and puts it to every other
// device; a second offer of a draw is a yes to the first.
func (h *Hub) offer(d int, msg Message, out Outbox) ([]Event, error) {
	if err := h.ready(); err != nil {
		return nil, err
	}
	if h.poll.kind == KindDrawOffer && msg.Kind == KindDrawOffer {
		return h.vote(d, true, out), nil
	}
	if h.poll.kind != "" {
		return nil, refuse(NotNow, "an offer is already waiting for every player's answer")
	}
	p := poll{kind: msg.Kind, by: d, seq: len(h.rec.Steps), yes: 1 << d}
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
	if msg.Kind == KindDrawOffer {
		return []Event{{Kind: DrawOffered, Seat: seat, Text: fmt.Sprintf("Player %d offers a draw.", seat)}}, nil
	}
	return []Event{{Kind: TakebackRequested, Seat: seat, Count: p.count,
		Text: fmt.Sprintf("Player %d asks to take back %s.", seat, stepsWord(p.count))}}, nil
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
		if answer == KindDrawAnswer {
			return []Event{{Kind: DrawDeclined, Seat: seat, Text: fmt.Sprintf("Player %d declined the draw.", seat)}}
		}
		return []Event{{Kind: TakebackDeclined, Seat: seat, Text: fmt.Sprintf("Player %d declined the takeback.", seat)}}
	}
	h.poll.yes |= 1 << d
	if h.poll.yes != 1<<len(h.devices)-1 {
		return nil
	}
	h.tell(-1, Message{Kind: answer, Seq: p.seq, Accept: true}, out)
	if answer == KindDrawAnswer {
		h.end(&Ending{Winners: []int{}, Reason: reasonAgreed})
		return []Event{{Kind: GameOver, Result: h.Result(), Text: "Every player agreed: the game is drawn."}}
	}
	h.poll = poll{}
	h.truncate(p.seq - p.count)
	return []Event{{Kind: TookBack, Count: p.count, Text: fmt.Sprintf("Every player agreed: %s taken back.", stepsWord(p.count))}}
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
	for _, link := range h.links {
		link.truncate(n)
	}
	pos := h.links[0].start.Clone()
	for _, text := range h.rec.Steps[:n] {
		game.Play(pos, text)
	}
	h.rec.Steps, h.pos, h.orders = h.rec.Steps[:n:n], pos, hubOrders{}
}

// capital starts s with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// A guest's side of the hub's polls.

// onPolledDrawOffer takes a draw offered by another device. An offer of
// this side's that crossed it counts as a yes at the hub.
func (m *Match) onPolledDrawOffer(msg Message) ([]Message, []Event, error) {
	if m.draw == here || m.draw == agreed {
		m.draw = agreed
		return nil, nil, nil
	}
	m.draw = there
	return nil, []Event{{Kind: DrawOffered, Seat: msg.Seat, Text: whose(msg.Seat) + " offers a draw: every player must agree."}}, nil
}

// onPolledDrawAnswer takes the hub's word on the draw offered: everyone
// agreed, or a device declined (or dropped, Seat 0).
func (m *Match) onPolledDrawAnswer(msg Message) ([]Message, []Event, error) {
	switch {
	case m.draw == none:
		return nil, nil, nil // an offer this side declined, or that lapsed
	case !msg.Accept:
		m.draw = none
		return nil, []Event{{Kind: DrawDeclined, Seat: msg.Seat, Text: declined(msg.Seat, "draw")}}, nil
	case m.draw == there:
		return nil, nil, refuse(NotNow, "a draw agreed before this side answered")
	}
	m.endByAgreement()
	return nil, []Event{{Kind: GameOver, Result: m.Result(), Text: "Every player agreed: the game is drawn."}}, nil
}

// onPolledTakebackAnswer takes the hub's word on the takeback asked.
func (m *Match) onPolledTakebackAnswer(msg Message) ([]Message, []Event, error) {
	t := m.takeback
	switch {
	case t.by == none || t.seq != msg.Seq:
		return nil, nil, nil // a request that lapsed, or this side declined
	case !msg.Accept:
		m.takeback = takebackRequest{}
		return nil, []Event{{Kind: TakebackDeclined, Seat: msg.Seat, Text: declined(msg.Seat, "takeback")}}, nil
	case t.by == there:
		return nil, nil, refuse(NotNow, "a takeback agreed before this side answered")
	case t.seq != len(m.rec.Steps):
		return nil, nil, refuse(Replayed, "an answer to a takeback request that is not waiting")
	}
	m.truncate(t.seq - t.count)
	return nil, []Event{{Kind: TookBack, Count: t.count, Text: fmt.Sprintf("Every player agreed: %s taken back.", stepsWord(t.count))}}, nil
}

// declined says who declined an offer, or that it lapsed (seat 0).
func declined(seat int, what string) string {
	if seat == 0 {
		return fmt.Sprintf("The %s offer lapsed: a device lost its connection.", what)
	}
	return fmt.Sprintf("Player %d declined the %s.", seat, what)
}
