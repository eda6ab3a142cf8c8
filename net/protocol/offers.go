package protocol

import (
	"pentarchy/game"
)

// Resignation, draws, takebacks, rematches, chat and bye. An offer stands
// until it is answered or the connection drops (Start); offers of a draw or
// a rematch made by both sides at once agree with each other.

// offer is who made an offer that awaits an answer.
type offer int

const (
	none   offer = iota
	here         // this side offered
	there        // the other side offered
	agreed       // this side said yes to an offer a hub puts to every device: waiting for the hub's word
)

// takebackRequest is a request to take back count steps of a record of seq.
type takebackRequest struct {
	by         offer
	seq, count int
}

// Reasons of a game ended by the players.
const (
	reasonResigned = "resignation"
	reasonAgreed   = "agreement"
)

// Resign ends the game: this side's seats lose.
func (m *Match) Resign() ([]Message, error) {
	if err := m.playing(); err != nil {
		return nil, err
	}
	if err := m.ready(); err != nil {
		return nil, err
	}
	m.ended = &Ending{Winners: (m.all() &^ m.local).List(), Reason: reasonResigned}
	return m.send([]Message{{Kind: KindResign, Seq: len(m.rec.Steps)}}), nil
}

// OfferDraw offers the other side a draw.
func (m *Match) OfferDraw() ([]Message, error) {
	if err := m.playing(); err != nil {
		return nil, err
	}
	if err := m.ready(); err != nil {
		return nil, err
	}
	if m.draw != none {
		return nil, refuse(NotNow, "a draw offer is already waiting for an answer")
	}
	m.draw = here
	return m.send([]Message{{Kind: KindDrawOffer, Seq: len(m.rec.Steps)}}), nil
}

// AnswerDraw answers the other side's offer of a draw.
func (m *Match) AnswerDraw(accept bool) ([]Message, error) {
	if m.draw != there {
		return nil, refuse(NotNow, "there is no draw offer to answer")
	}
	m.draw = none
	if accept {
		m.draw = agreed // the hub's word ends the game
	}
	return m.send([]Message{{Kind: KindDrawAnswer, Seq: len(m.rec.Steps), Accept: accept}}), nil
}

func (m *Match) endByAgreement() {
	m.ended = &Ending{Winners: []int{}, Reason: reasonAgreed}
	m.draw = none
}

// RequestTakeback asks the other side to take back the last count steps.
// Nothing is taken back until it agrees. In a game of orders only whole
// turns are taken back, before anyone seals orders for the current one.
func (m *Match) RequestTakeback(count int) ([]Message, error) {
	if err := m.playing(); err != nil {
		return nil, err
	}
	if err := m.takebackPossible(count); err != nil {
		return nil, err
	}
	if m.takeback.by != none {
		return nil, refuse(NotNow, "a takeback request is already waiting for an answer")
	}
	m.takeback = takebackRequest{by: here, seq: len(m.rec.Steps), count: count}
	return m.send([]Message{{Kind: KindTakebackRequest, Seq: len(m.rec.Steps), Count: count}}), nil
}

// takebackPossible tells why count steps cannot be taken back now.
func (m *Match) takebackPossible(count int) error {
	switch {
	case m.rules == nil || m.mode == Online && !m.greeted || m.seating != Chosen:
		return refuse(NotNow, "no takeback before the game is under way")
	case m.ended != nil:
		return refuse(NotNow, "the game is over by %s", m.ended.Reason)
	case count < 1 || count > len(m.rec.Steps):
		return refuse(NotNow, "cannot take back %d steps of %d", count, len(m.rec.Steps))
	case m.simultaneous && (len(m.turn.commits) > 0 || len(m.turn.draft) > 0):
		return refuse(NotNow, "orders are being given for this turn: take back before anyone gives any")
	case m.simultaneous && !m.turnStartAt(len(m.rec.Steps)-count):
		return refuse(NotNow, "only whole turns can be taken back")
	}
	return nil
}

// turnStartAt tells whether the record's first n steps end at a turn start.
func (m *Match) turnStartAt(n int) bool {
	pos := m.start.Clone()
	for _, text := range m.rec.Steps[:n] {
		game.Play(pos, text)
	}
	return atTurnStart(pos, m.rec.Steps[:n])
}

// AnswerTakeback answers the other side's takeback request; yes takes the
// steps back here at once.
func (m *Match) AnswerTakeback(accept bool) ([]Message, error) {
	t := m.takeback
	if t.by != there || t.seq != len(m.rec.Steps) {
		return nil, refuse(NotNow, "there is no takeback request to answer")
	}
	m.takeback = takebackRequest{}
	if accept {
		m.takeback = takebackRequest{by: agreed, seq: t.seq, count: t.count} // the hub's word takes back
	}
	return m.send([]Message{{Kind: KindTakebackAnswer, Seq: t.seq, Accept: accept}}), nil
}

// OfferRematch offers a new game of the same game and options, with the
// seats swapped, once this one is over.
func (m *Match) OfferRematch() ([]Message, error) {
	if err := m.playing(); err != nil {
		return nil, err
	}
	if m.rules == nil || !m.Result().Over {
		return nil, refuse(NotNow, "a rematch can be offered once the game is over")
	}
	m.rematch = here
	return m.send([]Message{{Kind: KindRematchOffer, Seq: m.round}}), nil
}

// AnswerRematch answers the other side's offer of a rematch; yes starts the
// new game at once.
func (m *Match) AnswerRematch(accept bool) ([]Message, error) {
	if m.rematch != there {
		return nil, refuse(NotNow, "there is no rematch offer to answer")
	}
	m.rematch = none
	out := []Message{{Kind: KindRematchAnswer, Seq: m.round, Accept: accept}}
	if accept {
		m.rematch = agreed // the hub's word starts the new game
	}
	return m.send(out), nil
}

// newRoundAs starts a rematch in which this side plays local: the same
// game and options from their start. A hub's guest knows that every seat
// moved on to the next device (hubagree.go).
func (m *Match) newRoundAs(local game.PlayerSet) {
	m.round++
	m.local = local
	for p, d := range m.where {
		m.where[p] = (d + 1) % m.devices
	}
	m.setRecord(nil, m.start.Clone())
	m.ended, m.draw, m.rematch, m.coin = nil, none, none, coin{}
	m.acked, m.peerLen, m.outbox, m.lastTurn = 0, 0, nil, nil
}

// Chat sends a short line of text to the other side.
func (m *Match) Chat(text string) ([]Message, error) {
	if m.Watching() && m.noChat {
		return nil, refuse(NotNow, "the host turned chat with watchers off")
	}
	if err := checkText(text, MaxChat); err != nil || text == "" {
		return nil, refuse(Oversized, "a chat line has 1 to %d characters and no control characters", MaxChat)
	}
	return m.send([]Message{{Kind: KindChat, Text: text}}), nil
}

// Bye tells the other side this one leaves.
func (m *Match) Bye() []Message {
	m.greeted = false
	return m.send([]Message{{Kind: KindBye}})
}

// onOffer takes resignations, offers and answers.
func (m *Match) onOffer(msg Message) ([]Message, []Event, error) {
	switch msg.Kind {
	case KindResign:
		return m.onResign(msg)
	case KindDrawOffer:
		return m.onDrawOffer(msg)
	case KindDrawAnswer:
		return m.onDrawAnswer(msg)
	case KindTakebackRequest:
		return m.onTakebackRequest(msg)
	case KindTakebackAnswer:
		return m.onTakebackAnswer(msg)
	case KindRematchOffer:
		return m.onRematchOffer(msg)
	case KindRematchAnswer:
		return m.onRematchAnswer(msg)
	}
	return nil, nil, refuse(Malformed, "unexpected %s message", msg.Kind)
}

// onResign ends the game: the other side's seats resigned, or, from a hub,
// the seats it names, which must be none of this side's.
func (m *Match) onResign(msg Message) ([]Message, []Event, error) {
	if err := m.ready(); err != nil {
		return nil, nil, err
	}
	losers := m.all() &^ m.local
	if len(msg.Seats) > 0 {
		losers, _ = seatSet(msg.Seats)
	}
	if losers&^m.all() != 0 || losers&m.local != 0 {
		return nil, nil, refuse(WrongSeat, "a resignation for players %v, who are not the other side's", msg.Seats)
	}
	m.ended = &Ending{Winners: (m.all() &^ losers).List(), Reason: reasonResigned}
	return nil, []Event{{Kind: GameOver, Result: m.Result(), Seats: losers}}, nil
}

func (m *Match) onTakebackRequest(msg Message) ([]Message, []Event, error) {
	n := len(m.rec.Steps)
	switch {
	case msg.Seq < n:
		return nil, nil, nil // a step of this side crossed it: the hub lets the request lapse
	case msg.Seq > n:
		return nil, nil, refuse(OutOfOrder, "a takeback asked at step %d, but this game has %d steps", msg.Seq, n)
	}
	if err := m.takebackPossible(msg.Count); err != nil {
		return nil, nil, err
	}
	m.takeback = takebackRequest{by: there, seq: n, count: msg.Count}
	return nil, []Event{{Kind: TakebackRequested, Seat: msg.Seat, Count: msg.Count}}, nil
}

func (m *Match) rematchStarted() Event {
	return Event{Kind: RematchStarted, Seats: m.local}
}
