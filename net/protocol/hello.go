package protocol

import (
	"maps"
	"slices"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/registry"
)

// Start begins a connection, the first or one after a drop: it returns the
// hello to send (and the coin commitment while the seats are unsettled).
// A guest without a game yet has nothing to say and waits for the host's
// hello. A takeback request still pending is dropped; offers of a draw or
// a rematch stand.
func (m *Match) Start() []Message {
	m.greeted = false
	m.takeback = takebackRequest{}
	if !m.host {
		m.draw = none // the hub's offers lapse when a device drops: the hub's may be gone
	}
	if m.rules == nil {
		return nil
	}
	return m.send(m.greeting())
}

// greeting is the hello, with the coin commitment while the coin is to fall.
func (m *Match) greeting() []Message {
	out := []Message{m.hello()}
	if m.seating == Coin {
		out = append(out, m.coin.commitMessage())
	}
	return out
}

// hello states this side: app version, game, options, record and seats.
func (m *Match) hello() Message {
	h := &Hello{App: m.app}
	if m.rules != nil {
		record, _ := packRecord(m.start, m.rec.Steps) // the record is legal: it packs
		h.Game, h.Options, h.Position = m.rec.Game, m.rec.Options, m.rec.Position
		h.Steps, h.Record, h.Round = len(m.rec.Steps), record, m.round
		h.Seats, h.Seating, h.Host, h.Ended, h.Devices, h.Where = m.local.List(), m.seating, m.host, m.ended, m.devices, m.where
		h.Watch, h.NoChat = m.watch, m.watch && m.noChat
		m.helloClock(h)
	}
	return Message{Kind: KindHello, Hello: h}
}

// onHello takes the other side's hello: a guest adopts the host's game; a
// side that has the game compares records and resumes.
func (m *Match) onHello(h Hello) ([]Message, []Event, error) {
	var events []Event
	if h.App != m.app {
		events = append(events, Event{Kind: OtherVersion, Text: h.App})
	}
	var out []Message
	var more []Event
	var err error
	switch {
	case h.Game == "" && m.rules == nil:
		err = refuse(NotNow, "neither device has a game to play")
	case h.Game == "":
		out = m.greeting() // a guest with no game yet: tell it ours
	case m.rules == nil || m.Watching():
		out, more, err = m.join(h) // a watcher takes the game anew from every hello
	default:
		out, more, err = m.resume(h)
	}
	return out, append(events, more...), err
}

// join adopts the host's game, its record and the seats it leaves us.
func (m *Match) join(h Hello) ([]Message, []Event, error) {
	rules, ok := registry.Find(h.Game)
	if !ok {
		return nil, nil, refuse(NotNow, "the other device plays %q, a game this version does not know", h.Game)
	}
	rec := game.Record{Game: h.Game, Options: h.Options, Position: h.Position}
	start, err := game.Setup(rules, rec)
	if err != nil {
		return nil, nil, refuse(Illegal, "the other device's game cannot start here: %v", err)
	}
	steps, pos, err := unpackRecord(start, h.Record, h.Steps)
	if err != nil {
		return nil, nil, refuse(Illegal, "the other device's record: %v", err)
	}
	peer, _ := seatSet(h.Seats)
	m.rules, m.start, m.rec, m.round = rules, start, rec, h.Round
	_, m.simultaneous = start.(game.Orders)
	seats := m.properSeats(peer) && !h.Watch || h.Watch && peer == m.all() && h.Host
	if !seats || m.simultaneous && !atTurnStart(pos, steps) {
		*m = Match{app: m.app, mode: m.mode, entropy: m.entropy}
		return nil, nil, refuse(Illegal, "the other device's game cannot be joined: bad seats or a turn half given")
	}
	m.watch, m.noChat = h.Watch, h.NoChat
	m.turn = turn{}
	m.setRecord(steps, pos)
	if err := m.adoptClock(h); err != nil {
		*m = Match{app: m.app, mode: m.mode, entropy: m.entropy}
		return nil, nil, refuse(Malformed, "the other device's clock: %v", err)
	}
	m.local, m.seating, m.ended, m.devices, m.where = m.all()&^peer, h.Seating, h.Ended, h.Devices, h.Where
	if m.seating == "" {
		m.seating = Chosen
	}
	if m.seating == Coin {
		if err := m.coin.reset(m.entropy, m.local); err != nil {
			return nil, nil, err
		}
	}
	m.greeted = true
	events := []Event{{Kind: Greeted, Seq: len(steps), Greeting: Joined}}
	if m.seating == Chosen {
		events = append(events, m.seated())
	}
	return m.greeting(), events, nil
}

// atTurnStart tells whether pos, reached by steps, is at the start of a
// turn of orders: the last step was the "end" that resolved a turn, after
// which the first living player enters orders.
func atTurnStart(pos game.Position, steps []string) bool {
	if len(steps) == 0 || pos.Mover() == 0 {
		return true
	}
	sim := pos.(game.Orders)
	first := 1
	for !sim.Living(first) {
		first++
	}
	return steps[len(steps)-1] == "end" && pos.Mover() == first
}

// resume compares the other side's game with ours after a (re)connection.
// When one record extends the other, the longer one wins: the other side's
// extra steps are checked with the rules and added here, or it takes ours.
// Records that differ are reported, and nothing is overwritten.
func (m *Match) resume(h Hello) ([]Message, []Event, error) {
	if h.Round == m.round-1 && m.host {
		return nil, nil, nil // it missed the word that its rematch began: our hello starts it there
	}
	var out []Message
	if h.Round == m.round+1 && !m.host && (m.rematch == here || m.rematch == agreed) && m.Result().Over {
		peer, _ := seatSet(h.Seats)
		next := m.clone() // the rematch this side wanted began; the hub's word was lost
		next.newRoundAs(m.all() &^ peer)
		if err := next.sameGame(h); err != nil {
			return nil, nil, err
		}
		*m = *next
		out = m.greeting()
	}
	if h.Round != m.round {
		return nil, nil, refuse(Diverged, "the other device is at game %d of this match and this one at game %d: nothing was changed", h.Round+1, m.round+1)
	}
	if err := m.sameGame(h); err != nil {
		return nil, nil, err
	}
	steps, pos, err := unpackRecord(m.start, h.Record, h.Steps)
	if err != nil {
		return nil, nil, refuse(Illegal, "the other device's record is not valid here: %v; nothing was changed", err)
	}
	n := len(m.rec.Steps)
	for i := range min(n, len(steps)) {
		if steps[i] != m.rec.Steps[i] {
			return nil, nil, refuse(Diverged, "the two records differ from step %d (%q here, %q there): nothing was changed", i+1, m.rec.Steps[i], steps[i])
		}
	}
	if m.simultaneous && !atTurnStart(pos, steps) {
		return nil, nil, refuse(Illegal, "the other device's record stops in the middle of a turn's orders")
	}
	greeted := Event{Kind: Greeted, Greeting: Agreed}
	switch {
	case len(steps) > n:
		greeted = m.catchUp(steps, pos)
	case len(steps) < n:
		greeted = Event{Kind: Greeted, Greeting: TheyLacked, Count: n - len(steps)}
	}
	m.greeted = true
	if !m.host {
		m.devices = h.Devices // a guest kept from a game of two whose host is now a hub
		if err := m.adoptClock(h); err != nil {
			return nil, nil, refuse(Malformed, "the other device's clock: %v", err)
		}
	}
	greeted.Seq = len(m.rec.Steps)
	events := []Event{greeted}
	if m.seating == Chosen {
		events = append(events, m.seated())
	}
	out = append(out, m.resendOrders()...)
	return out, append(events, m.mergeEnding(h.Ended)...), nil
}

// sameGame checks that the other side's hello is about this game: the same
// game, options, start and a fitting split of the seats.
func (m *Match) sameGame(h Hello) error {
	if h.Game != m.rec.Game {
		return refuse(Diverged, "the other device plays %q and this one %q: nothing was changed", h.Game, m.rec.Game)
	}
	theirs, err1 := game.Resolve(m.rules, h.Options)
	ours, err2 := game.Resolve(m.rules, m.rec.Options)
	if err1 != nil || err2 != nil || !maps.Equal(theirs, ours) || h.Position != m.rec.Position {
		return refuse(Diverged, "the other device plays %s with other options or from another position: nothing was changed", m.rules.Name())
	}
	peer, _ := seatSet(h.Seats)
	fits := peer == m.all()&^m.local
	if m.seating == Coin || h.Seating == Coin {
		fits = peer == m.all()&^m.coin.proposal || peer == m.coin.proposal && m.seating != h.Seating
	}
	if !fits {
		return refuse(Diverged, "the other device plays %s and this one %s: the seats do not fit", seatWords(peer), seatWords(m.local))
	}
	return nil
}

// catchUp adopts the longer record of the other side, already checked with
// the rules: the Greeted event says how many steps it brought, and how
// many of them for this side's seats, which this device had lost.
func (m *Match) catchUp(steps []string, pos game.Position) Event {
	ours := 0
	if !m.simultaneous {
		replay := m.pos.Clone()
		for _, text := range steps[len(m.rec.Steps):] {
			if m.local.Has(replay.Mover()) {
				ours++
			}
			game.Play(replay, text)
		}
	}
	added := len(steps) - len(m.rec.Steps)
	m.setRecord(steps, pos)
	return Event{Kind: Greeted, Greeting: CaughtUp, Count: added, Ours: ours}
}

// mergeEnding takes an ending the other side knows and we do not: its own
// resignation, or a draw we offered.
func (m *Match) mergeEnding(e *Ending) []Event {
	if e == nil || m.ended != nil {
		return nil
	}
	winners, _ := seatSet(e.Winners)
	// Another device's resignation, or a draw this side offered or agreed to.
	resigned := e.Reason == reasonResigned && winners&m.local == m.local && winners != m.all()
	drawn := e.Reason == reasonAgreed && len(e.Winners) == 0 && (m.draw == here || m.draw == agreed)
	timed := e.Reason == clock.ReasonTime && !m.host && m.clock.On() // the hub's count is the one that counts
	if !resigned && !drawn && !timed {
		return []Event{{Kind: EndingRefused, Text: e.Reason}}
	}
	m.ended = &Ending{Winners: slices.Clone(e.Winners), Reason: e.Reason}
	m.draw = none
	return m.gameOver()
}
