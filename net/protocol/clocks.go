package protocol

import (
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// Clocks (game/clock) in a game of steps hosted by a hub. The protocol
// has no clock of its own: the pages measure time and pass it in.
//
//   - The device whose player moves measures how long the turn took so
//     far and sends it with each step (Message.Ms).
//   - The hub checks it against its own measure (a Window: its count less
//     the round trip, and its count) and takes the figure within it: the
//     hub's count is the one that counts. It charges the player when the
//     step ends their turn, passes the step on with that figure (each
//     guest charges the same), and tells it to the sender in the ack.
//   - The hub's hello carries the control and every player's time (Left),
//     which a guest takes as they are on every hello.
//   - The hub decides a time-out (Flag, or a step that came after the
//     player's time had run out even allowing for the trip, which is
//     refused), ends the game as clock.Outcome says and tells every device
//     which players ran out (KindTimeout). A guest takes the hub's word.
//
// In a game of orders (Source of Power) every living player's clock runs
// from the turn's start until their orders are sealed: the commitment
// carries the count of the device that sealed them, the hub charges its
// own figure (within its Window) when it takes the commitment, passes it
// on with that figure, and tells it to the sender in an ack naming the
// seat. Under a time per turn a device ends its player's orders as
// entered when the turn's time runs out, and the hub flags no one; under
// Fischer the hub flags a player whose time ran out before their orders
// were sealed: with two players the other wins, with more that player is
// out (KindTimeout, the game going on), their device ends their orders
// with none at each turn's start, and none out is among the winners.
//
// A hub that takes over a timed game (HubConfig.Steps) keeps the clock of
// the guest's page it was made from (HubConfig.Left); the turn under way
// when the old hub was lost starts again. A game that goes on by move
// codes keeps only days per turn, told by stamps (mailclock.go).

// Window is the hub's measure of how long a guest's player has thought in
// the turn under way: at least Min (its count less the round trip), at
// most Max (its count).
type Window struct{ Min, Max time.Duration }

// Clock is the game's clock as this side has it; nil when the game is
// not timed. It is for reading: every change comes through the protocol.
func (s *gameState) Clock() *clock.Clock {
	if !s.clock.On() {
		return nil
	}
	return s.clock
}

// Mover is the player to move after the record, without a copy of the
// position: what a timed game's page asks every frame.
func (s *gameState) Mover() int { return s.pos.Mover() }

// Steps is the record's length, without a copy of the record.
func (s *gameState) Steps() int { return len(s.rec.Steps) }

// pendingTurn is a guest's own turn ended by a step not yet acknowledged:
// the hub's ack says what it counted.
type pendingTurn struct {
	seq    int // the step that ended it
	player int
}

// setClock times the hub's game under c, its links sharing the hub's
// clock for their hellos.
func (h *Hub) setClock(c clock.Control) error {
	if c.Kind == clock.None {
		return nil
	}
	h.clock = clock.New(c, h.pos.Players())
	for _, link := range h.links {
		link.clock = h.clock
	}
	return nil
}

// LocalAt plays a step of the hub's seats as Local does, spent into the
// player's turn by the hub's count.
func (h *Hub) LocalAt(step string, spent time.Duration) (Outbox, error) {
	h.spent = spent
	defer func() { h.spent = 0 }()
	return h.Local(step)
}

// ReceiveAt takes a message from guest g as Receive does, w being the
// hub's measure of the turn under way for a step of g's player.
func (h *Hub) ReceiveAt(g int, data []byte, w Window) (Outbox, []Event) {
	h.window = &w
	defer func() { h.window = nil }()
	return h.Receive(g, data)
}

// counted is the time the hub counts for a guest's step that says the
// player thought claimed: within the hub's window, and never past the
// time left.
func (h *Hub) counted(claimed time.Duration, mover int) time.Duration {
	d := claimed
	if w := h.window; w != nil {
		d = min(max(d, w.Min), w.Max)
	}
	return max(time.Millisecond, min(d, h.clock.Left(mover, 0)-time.Millisecond))
}

// lateStep tells whether a guest's step comes after its player's time ran
// out even by the hub's least count: then the hub refuses it and the
// player is out (flag).
func (h *Hub) lateStep(msg Message) bool {
	return msg.Kind == KindStep && h.clock.On() && h.window != nil && !h.Result().Over && h.clock.Out(h.pos.Mover(), h.window.Min)
}

// charge charges the player whose turn the step just played ended, with
// the time counted.
func (s *gameState) charge(mover int, d time.Duration) {
	if s.clock.On() && s.pos.Mover() != mover {
		s.clock.Ended(mover, d)
	}
}

// Flag ends the game when the player to move has run out of time spent
// into their turn by the hub's count (less the round trip, for a guest's
// player): every device is told. It does nothing otherwise.
func (h *Hub) Flag(spent time.Duration) (Outbox, []Event) {
	out := h.outbox()
	if !h.clock.On() || h.simultaneous || h.Result().Over || !h.clock.Out(h.pos.Mover(), spent) {
		return out, nil
	}
	return out, h.flag(h.pos.Mover(), out)
}

// FlagOrders is Flag in a game of orders under Fischer: spent tells how
// long each seat has thought in the turn under way by the hub's count
// (less the round trip, for a guest's seat). A living seat not sealed
// yet, and not out, whose time ran out is flagged.
func (h *Hub) FlagOrders(spent func(seat int) time.Duration) (Outbox, []Event) {
	out := h.outbox()
	if !h.clock.On() || !h.simultaneous || h.clock.Control.Kind != clock.Fischer || h.Result().Over {
		return out, nil
	}
	var events []Event
	for _, seat := range livingSeats(h.pos) {
		if !h.out.Has(seat) && !h.committed(seat) && h.clock.Out(seat, spent(seat)) && !h.Result().Over {
			events = append(events, h.flag(seat, out)...)
		}
	}
	return out, events
}

// flag puts player p out of time, and tells every guest and watcher: the
// game ends, or goes on without p, as clock.Outcome says.
func (h *Hub) flag(p int, out Outbox) []Event {
	h.clock.Ended(p, h.clock.Left(p, 0)+time.Millisecond)
	res, goesOn := clock.Outcome(h.pos, h.out.With(p))
	if goesOn {
		h.setOut(h.out.With(p))
	} else {
		h.end(&Ending{Winners: res.Winners.List(), Reason: clock.ReasonTime})
	}
	msg := Message{Kind: KindTimeout, Seq: len(h.rec.Steps), Seats: []int{p}}
	h.tell(0, msg, out)
	h.tellWatchers(msg, out)
	if goesOn {
		return []Event{{Kind: PlayerOut, Seats: game.PlayerSet(0).With(p)}}
	}
	return []Event{{Kind: GameOver, Result: h.Result(), Seats: game.PlayerSet(0).With(p)}}
}

// setOut puts the players of out out of time on the hub and every link.
func (h *Hub) setOut(out game.PlayerSet) {
	h.out = out
	for _, link := range h.every() {
		if link != nil {
			link.out = out
		}
	}
}

// sealCharges are the seats charged for their orders in the turn that
// began at step turn.
type sealCharges struct {
	turn  int
	seats game.PlayerSet
}

// chargeSeal charges seat for its orders of the turn that began at step
// turn, sealed d into it: once a turn.
func (s *gameState) chargeSeal(turn, seat int, d time.Duration) {
	if !s.clock.On() {
		return
	}
	if s.charged.turn != turn {
		s.charged = sealCharges{turn: turn}
	}
	if s.charged.seats.Has(seat) {
		return
	}
	s.charged.seats = s.charged.seats.With(seat)
	s.clock.Ended(seat, d)
}

// timedCommits writes d into the commitments of msgs, in a timed game.
func (h *Hub) timedCommits(msgs []Message, d time.Duration) []Message {
	if !h.clock.On() {
		return msgs
	}
	for i := range msgs {
		if msgs[i].Kind == KindOrdersCommit {
			msgs[i].Ms = max(1, int(d.Milliseconds()))
		}
	}
	return msgs
}

// sealAck tells guest g what the hub counted for the orders of seat it
// sealed, in the turn that began at step turn.
func (h *Hub) sealAck(g, turn, seat int, d time.Duration, out Outbox) {
	if !h.clock.On() {
		return
	}
	link := h.links[g-1]
	out[g] = append(out[g], Message{Kind: KindAck, Seq: turn, Hash: HashText(link.hashes[turn]), Seat: seat, Ms: max(1, int(d.Milliseconds()))})
}

// onTimeout takes the hub's word that players ran out of time: the game
// ends as clock.Outcome says.
func (m *Match) onTimeout(msg Message) ([]Message, []Event, error) {
	if err := m.ready(); err != nil {
		return nil, nil, err
	}
	out, err := seatSet(msg.Seats)
	if err != nil || m.host || !m.clock.On() {
		return nil, nil, refuse(WrongSeat, "a time-out of players %v that this side cannot take", msg.Seats)
	}
	return nil, m.outOfTime(out), nil
}

// LocalAt plays a step of this side as Local does, spent into the
// player's turn by this device's count, which goes with it.
func (m *Match) LocalAt(step string, spent time.Duration) ([]Message, error) {
	mover := m.pos.Mover()
	out, err := m.Local(step)
	if err != nil || !m.clock.On() {
		return out, err
	}
	if m.simultaneous {
		for i := range out {
			if out[i].Kind == KindOrdersCommit {
				out[i].Ms = max(1, int(spent.Milliseconds()))
			}
		}
		return out, nil
	}
	for i := range out {
		if out[i].Kind == KindStep {
			out[i].Ms = max(1, int(spent.Milliseconds()))
		}
	}
	if m.pos.Mover() != mover {
		m.pending = pendingTurn{seq: len(m.rec.Steps), player: mover}
	}
	return out, nil
}

// ackedTurn charges this side's player for their turn the acknowledged
// step ended, or for the orders of the seat the ack names, with the time
// the hub counted.
func (m *Match) ackedTurn(msg Message) {
	if msg.Seat > 0 && m.simultaneous && !m.host && m.local.Has(msg.Seat) && msg.Ms > 0 {
		m.chargeSeal(msg.Seq, msg.Seat, time.Duration(msg.Ms)*time.Millisecond)
		return
	}
	if p := m.pending; p.seq > 0 && msg.Seq >= p.seq && msg.Ms > 0 && m.clock.On() && !m.host {
		m.clock.Ended(p.player, time.Duration(msg.Ms)*time.Millisecond)
		m.pending = pendingTurn{}
	}
}

// helloClock is the clock a hello states: the control and every player's
// time, in milliseconds.
func (s *gameState) helloClock(h *Hello) {
	if !s.clock.On() {
		return
	}
	h.Clock = s.clock.Control.String()
	for _, d := range s.clock.Times() {
		h.Left = append(h.Left, int(d.Milliseconds()))
	}
	h.Out = s.out.List()
}

// adoptClock takes the clock the host's hello states, as it is.
func (m *Match) adoptClock(h Hello) error {
	if m.host {
		return nil
	}
	c, err := clock.Parse(h.Clock)
	if err != nil || c.Kind == clock.None {
		m.clock = nil
		return err
	}
	k := clock.New(c, m.pos.Players())
	left := make([]time.Duration, len(h.Left))
	for i, ms := range h.Left {
		left[i] = time.Duration(ms) * time.Millisecond
	}
	if err := k.Restore(left); err != nil {
		return err
	}
	out, err := seatSet(h.Out)
	if err != nil {
		return err
	}
	m.clock, m.pending, m.out, m.charged = k, pendingTurn{}, out, sealCharges{}
	return nil
}

// savedClock is a clock as a save keeps it.
type savedClock struct {
	Control string  `json:"control"`
	Left    []int64 `json:"left"`             // milliseconds, player 1 first
	Out     []int   `json:"out,omitempty"`    // the players out of time, the game going on
	Began   int64   `json:"began,omitempty"`  // by move codes: mailStamps
	Passed  int64   `json:"passed,omitempty"` // by move codes: mailStamps
}

// saveClock is the clock to keep, or nil.
func (s *gameState) saveClock() *savedClock {
	if !s.clock.On() {
		return nil
	}
	k := &savedClock{Control: s.clock.Control.String(), Out: s.out.List(), Began: s.mail.began, Passed: s.mail.passed}
	for _, d := range s.clock.Times() {
		k.Left = append(k.Left, d.Milliseconds())
	}
	return k
}

// restoreClock sets the clock a save kept.
func (s *gameState) restoreClock(k *savedClock) error {
	if k == nil {
		return nil
	}
	c, err := clock.Parse(k.Control)
	if err != nil {
		return err
	}
	s.clock = clock.New(c, s.pos.Players())
	left := make([]time.Duration, len(k.Left))
	for i, ms := range k.Left {
		left[i] = time.Duration(ms) * time.Millisecond
	}
	if s.out, err = seatSet(k.Out); err != nil {
		return err
	}
	s.mail = mailStamps{began: k.Began, passed: k.Passed}
	return s.clock.Restore(left)
}

// Out are the players out of time in a game that goes on without them.
func (s *gameState) Out() game.PlayerSet { return s.out }

// Thinking are the players whose clocks run: the player to move, or in a
// game of orders every living player not out whose orders are not sealed
// yet; none once the game is over.
func (h *Hub) Thinking() game.PlayerSet {
	return h.thinking(h.committed)
}

// Thinking is the hub's Thinking as this side knows it.
func (m *Match) Thinking() game.PlayerSet {
	return m.thinking(func(seat int) bool {
		_, ok := m.turn.commits[seat]
		return ok
	})
}

func (s *gameState) thinking(sealed func(seat int) bool) game.PlayerSet {
	var ps game.PlayerSet
	switch {
	case s.pos == nil || s.Result().Over:
	case !s.simultaneous:
		ps = ps.With(s.pos.Mover())
	default:
		for _, seat := range livingSeats(s.pos) {
			if !s.out.Has(seat) && !sealed(seat) {
				ps = ps.With(seat)
			}
		}
	}
	return ps
}
