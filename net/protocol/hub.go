package protocol

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// Hub is the host's side of a game with guests on several devices (2 to
// 5): the host's page is the hub of a star, and each guest's page talks to
// the hub alone, over a connection of its own. On its link with each
// guest the hub is the other side of a two-sided [Match] and speaks for
// every seat that guest does not play: its own and the other guests'.
//
// A guest's step is checked on its link exactly as a friend's step is in a
// game of two (its number, its seat, the rules, the position hash), then
// played on every other link as the hub's own, with its number and hash;
// each other guest checks it again. Nothing a guest sends is trusted: a
// step for a seat it does not play, out of turn, replayed or with another
// hash is refused on its link and goes nowhere else.
//
// Sealed orders (Source of Power): each device commits to its orders
// before any are revealed. The hub passes on each guest's commitment as it
// comes, and reveals its own orders, and passes on the guests' reveals,
// only once every seat is committed, so no device, the hub included, can
// change its orders after seeing another's. The hub does see a guest's
// orders before the other guests do, but only after every seat has
// committed; and it could drop or delay a guest's message, as any relay
// can, but not change it unseen: each guest checks every reveal against
// the commitment it received earlier.
type Hub struct {
	app     string
	devices []game.PlayerSet // the seats of each device: [0] the hub's, then each guest's
	links   []*Match         // links[g-1]: the link with guest g
	entropy io.Reader

	gameState           // the game as the hub has it
	orders    hubOrders // the hub's own orders this turn (Source of Power)
	poll      poll      // an offer waiting for every device's answer (hubagree.go)
	away      uint      // the guests whose devices are away, a bit each (Away)
	watchers  []*Match  // watchers[w-1]: the link with watcher w, nil once it left (watch.go)
	noChat    bool      // the host turned chat with watchers off

	spent  time.Duration // the hub's count of its own player's turn, for the step being played (LocalAt)
	window *Window       // the hub's measure of a guest's turn, for the message being taken (ReceiveAt)
}

// hubOrders are the orders of the hub's own seats in the turn under way.
type hubOrders struct {
	at       int            // the record length the turn began at
	draft    []string       // orders being entered, not yet sealed
	sealed   map[int]sealed // the hub's seats whose orders are sealed
	revealed bool           // the hub's reveals were passed to every link
}

// HubConfig sets up a game with guests on several devices.
type HubConfig struct {
	App      string           // this page's version
	Game     string           // game id
	Options  game.Options     // as chosen; nil for the defaults
	Position string           // a position text to start from instead of the start
	Devices  []game.PlayerSet // the seats each device plays: [0] the hub's (maybe none), then one set per guest
	// Steps are the game so far, when the hub takes over a game whose hub
	// is gone: the record of a guest's page (Match.Record).
	Steps []string
	// Coin: with one guest, a coin flip decides whether the hub and the
	// guest swap the seats Devices proposes (coin.go).
	Coin bool
	// Codes: the game is played by move codes from the start (hubcodes.go).
	Codes bool
	// Clock is the time control (clocks.go); by move codes, none or days
	// per turn (mailclock.go).
	Clock clock.Control
	// Now is when a game by move codes with a clock begins: the hub's
	// first turn's start, by this device's clock.
	Now time.Time
	// Left is each player's time left in a timed game taken over (with
	// Steps): the clock of the guest's page, as its hub last told it.
	// The turn under way when the hub was lost starts again.
	Left []time.Duration
}

// Outbox holds the messages a hub sends: Outbox[g] to device g, from 1:
// each guest, then each watcher (watch.go); Outbox[0] is always empty.
type Outbox [][]Message

// NewHub sets up the hub of a game whose seats are split among devices:
// every seat on exactly one device, every guest with at least one seat.
func NewHub(cfg HubConfig, entropy io.Reader) (*Hub, error) {
	n := len(cfg.Devices) - 1
	if n < 1 || n > 5 {
		return nil, fmt.Errorf("a hub has 1 to 5 guests, not %d", n)
	}
	if cfg.Coin && n != 1 {
		return nil, errors.New("a coin flip settles the seats of two devices, not more")
	}
	mode := Online
	if cfg.Codes {
		mode = Correspondence
	}
	h := &Hub{app: cfg.App, devices: cfg.Devices, entropy: entropy}
	for g := 1; g <= n; g++ {
		link, err := Host(Config{App: cfg.App, Game: cfg.Game, Options: cfg.Options, Position: cfg.Position,
			Seats: union(cfg.Devices) &^ cfg.Devices[g], Coin: cfg.Coin, Mode: mode}, entropy)
		if err != nil {
			return nil, fmt.Errorf("guest %d: %w", g, err)
		}
		link.devices = len(cfg.Devices)
		h.links = append(h.links, link)
	}
	h.tellWhere()
	first := h.links[0]
	if err := checkDevices(cfg.Devices, first.all()); err != nil {
		return nil, err
	}
	h.gameState = first.gameState.copy()
	if cfg.Codes && cfg.Clock.Kind != clock.None && (!cfg.Clock.ByMail() || n > 1 || cfg.Now.IsZero()) {
		return nil, errors.New("a game by move codes has no clock but days per turn, between two devices from a time of start")
	}
	if len(cfg.Steps) > 0 {
		if err := h.goOn(cfg.Steps); err != nil {
			return nil, err
		}
	}
	if err := h.setClock(cfg.Clock); err != nil {
		return nil, err
	}
	if len(cfg.Left) > 0 && h.clock.On() {
		if err := h.clock.Restore(cfg.Left); err != nil {
			return nil, err
		}
	}
	if cfg.Codes && h.clock.On() {
		h.mail.began = cfg.Now.Unix()
	}
	return h, nil
}

// goOn makes steps, checked with the rules, the game of the hub and of
// every link: a game taken over goes on from where it was.
func (h *Hub) goOn(steps []string) error {
	pos := h.links[0].start.Clone()
	for i, text := range steps {
		if err := game.Play(pos, text); err != nil {
			return &game.StepError{N: i + 1, Step: text, Err: err}
		}
	}
	if h.links[0].simultaneous && !atTurnStart(pos, steps) {
		return errors.New("the record stops in the middle of a turn's orders")
	}
	for _, link := range h.links {
		link.setRecord(steps, pos.Clone())
	}
	h.setSteps(steps, pos)
	return nil
}

// tellWhere has every link's hello say which device plays each seat,
// when there are several guests: with one, the guest's page sees a
// friend's, whose seats are all those it does not play.
func (h *Hub) tellWhere() {
	if len(h.links) == 1 {
		return
	}
	for _, link := range h.links {
		link.where = nil
		for p := 1; p <= link.start.Players(); p++ {
			link.where = append(link.where, h.deviceOf(p))
		}
	}
}

// union is the union of the devices' seats.
func union(devices []game.PlayerSet) game.PlayerSet {
	var all game.PlayerSet
	for _, d := range devices {
		all |= d
	}
	return all
}

// checkDevices checks that the devices' seats split all: each seat on one
// device, each guest with a seat.
func checkDevices(devices []game.PlayerSet, all game.PlayerSet) error {
	var seen game.PlayerSet
	for d, seats := range devices {
		if seats&seen != 0 {
			return fmt.Errorf("device %d plays a seat another device plays", d)
		}
		if d > 0 && seats == 0 {
			return fmt.Errorf("guest %d plays no seat", d)
		}
		seen |= seats
	}
	if seen != all {
		return fmt.Errorf("the devices play seats %v, the game has %v", seen.List(), all.List())
	}
	return nil
}

// Devices are the seats of each device: [0] the hub's, then each guest's.
func (h *Hub) Devices() []game.PlayerSet { return slices.Clone(h.devices) }

// Seats are the seats the hub plays. A hub's seats are settled from the
// start (Settled).
func (h *Hub) Seats() game.PlayerSet { return h.devices[0] }

// Settled tells whether the seats are settled: chosen by the host, or
// by the coin flip with the one guest once it has fallen. Until then Seats
// is the proposal.
func (h *Hub) Settled() bool { return h.links[0].Settled() }

// seatByCoin takes the seats the coin flip on the one guest's link gave
// the hub, once it has fallen.
func (h *Hub) seatByCoin() {
	link := h.links[0]
	if len(h.links) == 1 && link.Settled() && link.local != h.devices[0] {
		h.devices = []game.PlayerSet{link.local, link.all() &^ link.local}
	}
}

// Away tells every other guest that guest g's device lost its connection
// (back false) or is back (true): the messages to send.
func (h *Hub) Away(g int, back bool) Outbox {
	out := h.outbox()
	kind := KindAway
	if back {
		kind = KindBack
	}
	h.away &^= 1 << g
	if !back {
		h.away |= 1 << g
		h.lapse(g, out)
	}
	msg := Message{Kind: kind, Seat: h.devices[g].List()[0]}
	h.tell(g, msg, out)
	h.tellWatchers(msg, out)
	return out
}

// Guests is the number of guest devices.
func (h *Hub) Guests() int { return len(h.links) }

// Link is the match on the hub's link with guest g (from 1), to save it or
// to read what that guest has acknowledged.
func (h *Hub) Link(g int) *Match { return h.links[g-1] }

// Position is the game's position; while the hub enters orders, its
// entering seat's view of the turn with the orders entered so far.
func (h *Hub) Position() game.Position {
	if _, ok := h.pos.(game.Orders); ok && h.entering() != 0 {
		pos, err := sandboxOf(h.pos, h.entering())
		if err == nil {
			for _, text := range h.orders.draft {
				game.Play(pos, text)
			}
			return pos
		}
	}
	return h.pos.Clone()
}

// Start begins the connection with guest g, the first or one after a
// drop: the link catches up with the game first, so that the guest's page
// takes every step it missed, each checked with the rules.
func (h *Hub) Start(g int) []Message {
	if w := h.watcher(g); w != nil {
		return h.startWatcher(w)
	}
	link := h.links[g-1]
	if n := len(link.rec.Steps); n < len(h.rec.Steps) && slices.Equal(link.rec.Steps, h.rec.Steps[:n]) && link.turnEmpty() {
		link.setRecord(slices.Clone(h.rec.Steps), h.pos.Clone())
	}
	return link.Start()
}

// passChat passes guest g's chat line on to the other guests, with the
// first seat of g's device, whose line it is.
func (h *Hub) passChat(g int, msg Message, out Outbox) {
	line := Message{Kind: KindChat, Text: msg.Text, Seat: h.devices[g].List()[0]}
	h.tell(g, line, out)
	if !h.noChat {
		h.tellWatchers(line, out)
	}
}

// Chat sends a line of the hub's player to every guest, with the hub's
// first seat (none when it plays none), whose line it is.
func (h *Hub) Chat(text string) (Outbox, error) {
	if err := checkText(text, MaxChat); err != nil || text == "" {
		return nil, refuse(Oversized, "a chat line has 1 to %d characters and no control characters", MaxChat)
	}
	msg := Message{Kind: KindChat, Text: text}
	if seats := h.devices[0].List(); len(seats) > 0 {
		msg.Seat = seats[0]
	}
	out := h.outbox()
	h.tell(0, msg, out)
	if !h.noChat {
		h.tellWatchers(msg, out)
	}
	return out, nil
}

// adoptFrom takes into the hub's game the steps guest g's hello brought
// that the hub lacked (its link checked them with the rules): a hub that
// took over a game whose hub is gone may have missed steps another guest
// had. Every other guest connected gets them in a hello.
func (h *Hub) adoptFrom(g int, out Outbox) {
	steps := h.links[g-1].rec.Steps
	n := len(h.rec.Steps)
	if len(steps) <= n || !slices.Equal(steps[:n], h.rec.Steps) {
		return
	}
	h.setSteps(steps, h.links[g-1].pos.Clone())
	h.orders = hubOrders{}
	for j, link := range h.links {
		if j+1 == g || len(link.rec.Steps) != n || !slices.Equal(link.rec.Steps, steps[:n]) {
			continue // a guest away catches up at Start
		}
		link.setRecord(steps, h.pos.Clone())
		if link.greeted {
			out[j+1] = append(out[j+1], link.send([]Message{link.hello()})...)
		}
	}
}

// catchUp plays on guest g's link the steps of the hub's game it lacks,
// once that guest has said hello: steps played while the link was not
// greeted (a guest that joined as the game began, or came back) were not
// played there. In a game of orders a link catches up at Start.
func (h *Hub) catchUp(g int, out Outbox) {
	link := h.links[g-1]
	n := len(link.rec.Steps)
	if n >= len(h.rec.Steps) || !slices.Equal(link.rec.Steps, h.rec.Steps[:n]) || link.simultaneous {
		return
	}
	for _, step := range h.rec.Steps[n:] {
		msgs, err := link.Local(step)
		if err != nil {
			return
		}
		out[g] = append(out[g], msgs...)
	}
	if h.clock.On() { // the steps carry no times: the hello has them all
		out[g] = append(out[g], link.send([]Message{link.hello()})...)
	}
}

// turnEmpty tells whether no orders were given on the link this turn.
func (m *Match) turnEmpty() bool { return len(m.turn.commits) == 0 }

// CanPlay tells why the hub's own seats cannot play now, or nil.
func (h *Hub) CanPlay() error {
	if h.Result().Over {
		return refuse(NotNow, "the game is over")
	}
	if !h.Settled() {
		return refuse(NotNow, "waiting for the coin flip that settles who plays which side")
	}
	if h.poll.kind == KindTakebackRequest {
		return refuse(NotNow, "a takeback request waits for every player's answer")
	}
	if _, ok := h.pos.(game.Orders); ok {
		if h.entering() == 0 {
			return refuse(NotNow, "your orders for this turn are sealed: waiting for the others'")
		}
		return nil
	}
	if mover := h.pos.Mover(); !h.devices[0].Has(mover) {
		return refuse(WrongSeat, "it is player %d's turn, played on another device", mover)
	}
	return nil
}

// Local plays a step entered on the hub for one of its seats: it is played
// on every link and goes to every guest. In a game of orders it joins the
// orders being entered; their "end" seals them.
func (h *Hub) Local(step string) (Outbox, error) {
	if err := h.CanPlay(); err != nil {
		return nil, err
	}
	if _, ok := h.pos.(game.Orders); ok {
		return h.localOrder(step)
	}
	s, err := h.pos.ParseStep(step)
	if err != nil {
		return nil, refuse(Illegal, "%q: %v", step, err)
	}
	out := h.outbox()
	h.play(h.pos.FormatStep(s), 0, max(time.Millisecond, h.spent), out)
	return out, nil
}

// outbox is an empty outbox for every guest.
func (h *Hub) outbox() Outbox { return make(Outbox, len(h.links)+len(h.watchers)+1) }

// play adds a step played by device from to the hub's game, its player
// having thought d in the turn by the hub's count, and plays it on every
// link but from's, where it is already.
func (h *Hub) play(step string, from int, d time.Duration, out Outbox) {
	if h.poll.kind == KindTakebackRequest {
		h.poll = poll{} // a step ends a takeback request, here as on every device
	}
	mover := h.pos.Mover()
	h.advance(step)
	h.charge(mover, d)
	for g, link := range h.every() {
		if g+1 == from || link == nil || len(link.rec.Steps) != len(h.rec.Steps)-1 {
			continue // a guest away catches up when it comes back (Start)
		}
		msgs, err := link.Local(step)
		if err == nil {
			out[g+1] = append(out[g+1], h.timed(msgs, d)...)
		}
	}
}

// timed writes the time counted into steps and acks, in a timed game.
func (h *Hub) timed(msgs []Message, d time.Duration) []Message {
	if !h.clock.On() {
		return msgs
	}
	for i := range msgs {
		if msgs[i].Kind == KindStep || msgs[i].Kind == KindAck {
			msgs[i].Ms = int(d.Milliseconds())
		}
	}
	return msgs
}

// Receive takes a message from guest g. It returns what to send to each
// guest (the answer to g, and what is passed on to the others) and what
// happened, for the UI. A message its link refuses goes nowhere else.
func (h *Hub) Receive(g int, data []byte) (Outbox, []Event) {
	link := h.watcher(g)
	if link == nil && (g < 1 || g > len(h.links)) {
		return h.outbox(), nil // a watcher that left
	}
	if link == nil {
		link = h.links[g-1]
	}
	msg, err := Decode(data)
	if err != nil {
		out := h.outbox()
		out[g], _ = link.refused(Message{}, err)
		return out, []Event{{Kind: Refused, Problem: problemOf(err), Text: err.Error()}}
	}
	if link.watch {
		return h.fromWatcher(g, link, msg)
	}
	return h.receive(g, msg)
}

// receive takes a decoded message from guest g, as Receive does.
func (h *Hub) receive(g int, msg Message) (Outbox, []Event) {
	out := h.outbox()
	link := h.links[g-1]
	var err error
	switch {
	case polled(msg.Kind):
		if link.rules == nil || !link.greeted {
			var events []Event
			out[g], events = link.refused(msg, refuse(NotNow, "a %s before the hello", msg.Kind))
			return out, events
		}
		return h.onPolled(g, msg)
	case msg.Kind == KindAway || msg.Kind == KindBack || msg.Kind == KindJoining || msg.Kind == KindTimeout:
		var events []Event
		out[g], events = link.refused(msg, refuse(WrongSeat, "only the host says whose device left, came back or is still to join, or whose time ran out"))
		return out, events
	case h.lateStep(msg):
		mover := h.pos.Mover()
		var events []Event
		out[g], events = link.refused(msg, refuse(OutOfTime, "step %d came after player %d's time ran out", msg.Seq, mover))
		return out, append(events, h.flag(mover, out)...)
	}
	before := len(link.rec.Steps)
	mover := h.pos.Mover()
	answer, events := link.Receive(msg)
	out[g] = answer
	if slices.ContainsFunc(events, func(e Event) bool { return e.Kind == Refused }) {
		return out, events
	}
	switch msg.Kind {
	case KindCoinCommit, KindCoinReveal:
		h.seatByCoin()
	case KindChat:
		h.passChat(g, msg, out)
	case KindHello:
		h.adoptFrom(g, out)
		h.catchUp(g, out)
	case KindStep:
		d := time.Duration(0)
		if h.clock.On() {
			d = h.counted(time.Duration(msg.Ms)*time.Millisecond, mover)
			out[g] = h.timed(out[g], d)
		}
		for _, step := range link.rec.Steps[before:] {
			h.play(step, g, d, out)
		}
	case KindOrdersCommit:
		err = h.passCommit(g, msg, out)
	case KindOrdersReveal:
		var more []Event
		more, err = h.passReveal(g, msg, out)
		events = append(events, more...)
	}
	if err != nil {
		events = append(events, Event{Kind: Desync, Text: "passing on orders failed: " + err.Error()})
	}
	return out, events
}

// polled tells whether a kind of message is a resignation, an offer put
// to every device (a draw, a takeback, a rematch), or an answer to one:
// the hub takes them (hubagree.go).
func polled(k Kind) bool {
	switch k {
	case KindResign, KindDrawOffer, KindDrawAnswer, KindTakebackRequest, KindTakebackAnswer, KindRematchOffer, KindRematchAnswer:
		return true
	}
	return false
}

// problemOf is the problem a refusal names, or Malformed.
func problemOf(err error) Problem {
	if r, ok := asRefusal(err); ok {
		return r.Problem
	}
	return Malformed
}
