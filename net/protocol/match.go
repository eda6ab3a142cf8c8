package protocol

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"unicode"
	"unicode/utf8"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// Mode is how the two sides talk.
type Mode int

const (
	// Online: messages over a data channel, each answered at once.
	Online Mode = iota
	// Correspondence: move codes pasted through any messenger (code.go).
	Correspondence
)

// Config sets up a game on the host's side.
type Config struct {
	App      string         // this page's version, told to the other side
	Game     string         // game id ("phalanx")
	Options  game.Options   // as chosen; nil for the defaults
	Position string         // a position text to start from instead of the start
	Seats    game.PlayerSet // the seats the host plays; with Coin, a proposal
	Coin     bool           // a coin flip decides whether the sides swap seats
	Mode     Mode
	// Watched: the other side watches (watch.go); the host speaks for
	// every seat, Seats.
	Watched bool
}

// Match is one online game as one side sees it: the ruleset, the record
// and its position, which seats are played here, and the state of the
// exchanges under way (coin flip, sealed orders, offers). Every method is
// synchronous and deterministic given the entropy source; a Match is not
// safe for concurrent use.
type Match struct {
	app     string
	mode    Mode
	entropy io.Reader // random bytes for coin nonces and order salts

	gameState
	turn turn // the order phase under way, in a game of simultaneous orders
	// lastTurn is this side's reveals of the last turn resolved, kept
	// until the other side acknowledges it: after a drop a move code
	// carries them again (ToCodes).
	lastTurn []Message

	host    bool
	devices int            // how many devices play, when a hub hosts the game (hub.go); 0 for two
	where   []int          // when a hub hosts the game: the device of each seat in turn, 0 the hub's
	local   game.PlayerSet // seats played here
	seating Seating        // Chosen once settled
	coin    coin

	greeted bool // the other side's hello was taken on this connection
	acked   int  // the record length both sides are known to share

	draw     offer
	takeback takebackRequest
	rematch  offer
	round    int // games of this match before this one (rematches)

	watch  bool // a watcher's link: the guest watches and plays no seat (watch.go)
	noChat bool // a watcher's link: the host turned chat with watchers off

	pending pendingTurn // a timed turn of this side's ended by a step the hub has not acknowledged

	outbox  []Message // correspondence: what the next move code carries
	peerLen int       // correspondence: the record length the other side has
	joined  bool      // correspondence: a code came from the other side
}

// Host sets up a game on the side that invites. entropy gives the random
// bytes of coin nonces and order salts (crypto/rand.Reader in the page).
func Host(cfg Config, entropy io.Reader) (*Match, error) {
	rules, ok := registry.Find(cfg.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", cfg.Game)
	}
	m := &Match{app: cfg.App, mode: cfg.Mode, entropy: entropy, host: true, seating: Chosen}
	rec := game.Record{Game: cfg.Game, Options: maps.Clone(cfg.Options), Position: cfg.Position}
	if err := m.setGame(rules, rec); err != nil {
		return nil, err
	}
	switch {
	case cfg.Watched && (cfg.Seats != m.all() || cfg.Coin || cfg.Mode != Online):
		return nil, errors.New("the host of a watcher's link speaks for every seat, online, without a coin")
	case !cfg.Watched && !m.properSeats(cfg.Seats):
		return nil, fmt.Errorf("the host's seats %v leave no seat or every seat to the other side", cfg.Seats.List())
	}
	m.local, m.watch = cfg.Seats, cfg.Watched
	if cfg.Coin {
		if cfg.Mode == Correspondence {
			return nil, errors.New("a game by move codes has no coin flip: the host chooses the seats")
		}
		if err := m.coin.reset(entropy, cfg.Seats); err != nil {
			return nil, err
		}
		m.seating = Coin
	}
	return m, nil
}

// Join makes the side that was invited. It has no game until the host's
// hello arrives (Receive) or, by correspondence, the first move code
// (JoinCode).
func Join(app string, entropy io.Reader) *Match {
	return &Match{app: app, entropy: entropy}
}

// setRecord makes steps, which lead from the start to pos, the record.
func (m *Match) setRecord(steps []string, pos game.Position) {
	m.setSteps(steps, pos)
	m.acked = min(m.acked, len(steps))
	m.peerLen = min(m.peerLen, len(steps))
	m.turn = turn{}
	m.takeback = takebackRequest{}
}

// push appends a step already applied to m.pos to the record.
func (m *Match) push(text string) {
	m.gameState.push(text)
	m.takeback = takebackRequest{}
}

// truncate takes the record back to its first n steps.
func (m *Match) truncate(n int) { m.setRecord(m.rec.Steps[:n], m.replay(n)) }

// properSeats tells whether seats leaves at least one seat to each side.
func (m *Match) properSeats(seats game.PlayerSet) bool {
	return seats != 0 && seats&^m.all() == 0 && seats != m.all()
}

// Position returns a copy of what this side's player may see: in a game
// of orders, the orders being entered here on top of the turn's start; else
// the position after the record. It is nil before a guest has a game.
func (m *Match) Position() game.Position {
	if m.rules == nil {
		return nil
	}
	if seat := m.entering(); seat != 0 {
		if pos, err := m.draftPosition(seat); err == nil {
			return pos.Clone()
		}
	}
	return m.pos.Clone()
}

// Devices is how many devices play the game: more than two when a hub
// hosts it (the other side speaks for several devices), else 2.
func (m *Match) Devices() int { return max(2, m.devices) }

// Where is, when a hub hosts the game, the device that plays each seat in
// turn: 0 the hub's, then each guest's by number; nil otherwise.
func (m *Match) Where() []int { return slices.Clone(m.where) }

// Seats returns the seats played on this side. While the coin is still to
// fall it is the proposal.
func (m *Match) Seats() game.PlayerSet { return m.local }

// Settled tells whether the seats are settled (the coin has fallen or the
// host chose).
func (m *Match) Settled() bool { return m.seating == Chosen && m.rules != nil }

// Mode returns how the two sides talk.
func (m *Match) Mode() Mode { return m.mode }

// Acked returns the record length both sides are known to share: up to
// the last step the other side acknowledged or played.
func (m *Match) Acked() int { return m.acked }

// CanPlay tells why no step can be played here now, or nil when one can:
// the game is on, the seats are settled and a seat of this side is to move
// (or, in a game of orders, still has orders to give).
func (m *Match) CanPlay() error {
	if err := m.ready(); err != nil {
		return err
	}
	if err := m.playing(); err != nil {
		return err
	}
	if m.takeback.by != none {
		return refuse(NotNow, "a takeback request waits for an answer")
	}
	if m.simultaneous {
		if m.entering() == 0 {
			return refuse(NotNow, "your orders for this turn are sealed: waiting for the other side's")
		}
		return nil
	}
	if mover := m.pos.Mover(); !m.local.Has(mover) {
		return refuse(WrongSeat, "it is player %d's turn, played on the other device", mover)
	}
	return nil
}

// ready tells why the game cannot go on now, or nil.
func (m *Match) ready() error {
	switch {
	case m.rules == nil:
		return refuse(NotNow, "there is no game yet: waiting for the host")
	case m.mode == Online && !m.greeted:
		return refuse(NotNow, "waiting for the other device to say hello")
	case m.seating != Chosen:
		return refuse(NotNow, "waiting for the coin flip that settles who plays which side")
	case m.Result().Over:
		return refuse(NotNow, "the game is over")
	}
	return nil
}

// Local plays a step entered on this side and returns the messages to
// send. The step must be legal and a seat of this side must be to move;
// otherwise the error says why and nothing changes. In a game of orders the
// step joins the hidden orders of the seat entering them; its "end" seals
// them, and the messages are their commitment, and the reveals once every
// seat is committed (when the other side's orders are already known, the
// turn resolves at once and the record grows).
func (m *Match) Local(step string) ([]Message, error) {
	if err := m.CanPlay(); err != nil {
		return nil, err
	}
	if m.simultaneous {
		out, err := m.localOrder(step)
		return m.send(out), err
	}
	s, err := m.pos.ParseStep(step)
	if err != nil {
		return nil, refuse(Illegal, "%q: %v", step, err)
	}
	text := m.pos.FormatStep(s)
	m.pos.Apply(s)
	m.push(text)
	n := len(m.rec.Steps)
	return m.send([]Message{{Kind: KindStep, Seq: n, Step: text, Hash: HashText(m.hashes[n])}}), nil
}

// send stamps outgoing messages with the version and, by correspondence,
// keeps the game's messages for the next move code. A reveal stands for
// its commitment there.
func (m *Match) send(out []Message) []Message {
	for i := range out {
		out[i].V = Version
		msg := out[i]
		if m.mode != Correspondence || !coded(msg.Kind) {
			continue
		}
		if msg.Kind == KindOrdersReveal {
			m.outbox = slices.DeleteFunc(m.outbox, func(o Message) bool {
				return o.Kind == KindOrdersCommit && o.Seq == msg.Seq && o.Seat == msg.Seat
			})
		}
		m.outbox = append(m.outbox, msg)
	}
	return out
}

// ReceiveBytes decodes a message from the other side and takes it as
// Receive does. A message that cannot be decoded (oversized, malformed,
// another version) is refused the same way.
func (m *Match) ReceiveBytes(data []byte) ([]Message, []Event) {
	msg, err := Decode(data)
	if err != nil {
		return m.refused(Message{}, err)
	}
	return m.Receive(msg)
}

// Receive takes a message from the other side. It returns the messages to
// send back (acknowledgements, reveals, a reject…) and what happened, for
// the UI. A message that is refused changes nothing: the reply is a reject
// that tells the other side why, and a Refused event tells this side.
func (m *Match) Receive(msg Message) ([]Message, []Event) {
	if err := msg.check(); err != nil {
		return m.refused(msg, err)
	}
	out, events, err := m.take(msg)
	if err != nil {
		return m.refused(msg, err)
	}
	return m.send(out), events
}

// take dispatches a checked message to its handler.
func (m *Match) take(msg Message) ([]Message, []Event, error) {
	switch msg.Kind {
	case KindHello:
		return m.onHello(*msg.Hello)
	case KindReject:
		return nil, m.onReject(msg), nil
	case KindChat:
		return nil, []Event{{Kind: Chat, Seat: msg.Seat, Watcher: msg.Watcher, Text: msg.Text}}, nil
	case KindBye:
		m.greeted = false
		return nil, []Event{{Kind: PeerLeft}}, nil
	case KindAway:
		return nil, []Event{{Kind: DeviceAway, Seat: msg.Seat}}, nil
	case KindBack:
		return nil, []Event{{Kind: DeviceBack, Seat: msg.Seat}}, nil
	case KindJoining:
		return nil, []Event{{Kind: Joining, Count: msg.Count}}, nil
	}
	if m.rules == nil {
		return nil, nil, refuse(NotNow, "there is no game here yet: say hello first")
	}
	if m.mode == Online && !m.greeted {
		return nil, nil, refuse(NotNow, "a %s before the hello", msg.Kind)
	}
	switch msg.Kind {
	case KindCoinCommit:
		return m.onCoinCommit(msg)
	case KindCoinReveal:
		return m.onCoinReveal(msg)
	case KindStep:
		return m.onStep(msg)
	case KindAck:
		events, err := m.onAck(msg)
		return nil, events, err
	case KindOrdersCommit:
		return m.onOrdersCommit(msg)
	case KindOrdersReveal:
		return m.onOrdersReveal(msg)
	case KindTimeout:
		return m.onTimeout(msg)
	}
	return m.onOffer(msg)
}

// refused turns a refusal of msg into the reject to send and the event to
// show. A reject is never answered with a reject.
func (m *Match) refused(msg Message, err error) ([]Message, []Event) {
	r, ok := asRefusal(err)
	if !ok {
		r = refuse(Malformed, "%v", err)
	}
	ev := []Event{{Kind: Refused, Seq: msg.Seq, Problem: r.Problem, Text: r.Text}}
	if msg.Kind == KindReject {
		return nil, ev
	}
	reject := Message{Kind: KindReject, Seq: msg.Seq, About: msg.Kind, Code: r.Problem, Text: clip(r.Text, 400)}
	return m.send([]Message{reject}), ev
}

// clip cuts s to at most n characters, control characters made spaces
// and bytes that are not UTF-8 question marks.
func clip(s string, n int) string {
	r := []rune(s) // a byte that is not UTF-8 becomes utf8.RuneError
	for i, c := range r {
		switch {
		case c == utf8.RuneError:
			r[i] = '?'
		case unicode.IsControl(c):
			r[i] = ' '
		}
	}
	return string(r[:min(n, len(r))])
}
