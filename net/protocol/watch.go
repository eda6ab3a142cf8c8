package protocol

import "slices"

// Watchers: devices that follow a hub's game live and play no seat. The
// hub keeps a link with each, a Match in which it speaks for every seat,
// after its guests' links: watcher w is device Guests()+w of the hub's
// Outbox, Start and Receive. A watcher gets every step as it is played
// (each checked with the rules on its page, as a guest's are), the sealed
// orders of a turn only once every seat is committed, the end, chat
// unless the host turned it off, and, on anything that is not a step (a
// takeback, a draw agreed, a rematch), the hub's hello, which it takes
// as the whole game. Anything else a watcher sends — a step, orders, an
// offer, an answer to a poll — is refused on its link and goes nowhere:
// a watcher never votes. Watchers are not saved: a hub that reloads
// invites them again.

// MaxWatchers is how many devices may watch one game at once.
const MaxWatchers = 10

// Watch opens a link for a new watcher: the device's number, from which
// to Start it and Receive from it. It refuses an eleventh watcher, and a
// game by move codes.
func (h *Hub) Watch() (int, error) {
	if h.Codes() {
		return 0, refuse(NotNow, "a game by move codes cannot be watched")
	}
	free := slices.Index(h.watchers, nil)
	if free < 0 && len(h.watchers) >= MaxWatchers {
		return 0, refuse(NotNow, "%d devices watch this game already, the most there may be", MaxWatchers)
	}
	first := h.links[0]
	link, err := Host(Config{App: h.app, Game: h.rec.Game, Options: first.rec.Options, Position: h.rec.Position, Seats: h.all(), Watched: true}, h.entropy)
	if err != nil {
		return 0, err
	}
	link.round, link.devices, link.where, link.noChat, link.clock = first.round, first.devices, first.where, h.noChat, h.clock
	link.setRecord(h.rec.Steps, h.pos.Clone())
	link.ended = h.ended
	if free < 0 {
		h.watchers = append(h.watchers, link)
		return len(h.links) + len(h.watchers), nil
	}
	h.watchers[free] = link
	return len(h.links) + free + 1, nil
}

// Unwatch closes watcher g's link: the watcher left, or its connection is
// gone. Its place is free for another.
func (h *Hub) Unwatch(g int) {
	if w := g - len(h.links); w >= 1 && w <= len(h.watchers) {
		h.watchers[w-1] = nil
	}
	for len(h.watchers) > 0 && h.watchers[len(h.watchers)-1] == nil {
		h.watchers = h.watchers[:len(h.watchers)-1]
	}
}

// Watchers is how many devices watch the game.
func (h *Hub) Watchers() int {
	n := 0
	for _, w := range h.watchers {
		if w != nil {
			n++
		}
	}
	return n
}

// WatchChat tells whether watchers may chat: they read the players' lines
// and theirs reach the players. It is on until the host turns it off.
func (h *Hub) WatchChat() bool { return !h.noChat }

// SetWatchChat turns chat with watchers on or off, and tells every
// watcher.
func (h *Hub) SetWatchChat(on bool) Outbox {
	h.noChat = !on
	out := h.outbox()
	for _, w := range h.watchers {
		if w != nil {
			w.noChat = !on
		}
	}
	h.helloWatchers(out)
	return out
}

// watcher is the link with device g when g is a watcher, else nil.
func (h *Hub) watcher(g int) *Match {
	if w := g - len(h.links); w >= 1 && w <= len(h.watchers) {
		return h.watchers[w-1]
	}
	return nil
}

// every is every link, the guests' and then the watchers' (nil where a
// watcher left): every[g-1] is device g's.
func (h *Hub) every() []*Match {
	return append(slices.Clip(h.links), h.watchers...)
}

// startWatcher begins the connection with watcher g: the hello with the
// game so far, then the commitments of the turn under way, which its
// reveals will be checked against.
func (h *Hub) startWatcher(link *Match) []Message {
	link.setRecord(h.rec.Steps, h.pos.Clone())
	link.ended = h.ended
	out := link.Start()
	if !h.simultaneous {
		return out
	}
	for _, seat := range livingSeats(h.pos) {
		commit, ok := h.commitOf(seat)
		if ok {
			out = append(out, link.relayCommit(seat, commit)...)
		}
	}
	return out
}

// commitOf is seat's commitment in the turn under way, if it gave one.
func (h *Hub) commitOf(seat int) (string, bool) {
	if h.devices[0].Has(seat) {
		o, ok := h.orders.sealed[seat]
		if ok && h.orders.at == len(h.rec.Steps) {
			return ordersCommitment(o.Salt, o.Steps), true
		}
		return "", false
	}
	c, ok := h.links[h.deviceOf(seat)-1].turn.commits[seat]
	return c, ok
}

// helloWatchers sends every watcher the hub's hello: after anything but a
// step (a takeback, a draw agreed, a new round, chat turned on or off) a
// watcher takes the game anew from it.
func (h *Hub) helloWatchers(out Outbox) {
	for w, link := range h.watchers {
		if link != nil {
			out[len(h.links)+w+1] = append(out[len(h.links)+w+1], h.startWatcher(link)...)
		}
	}
}

// tellWatchers sends msg to every watcher.
func (h *Hub) tellWatchers(msg Message, out Outbox) {
	msg.V = Version
	for w, link := range h.watchers {
		if link != nil {
			out[len(h.links)+w+1] = append(out[len(h.links)+w+1], msg)
		}
	}
}

// fromWatcher takes a message from watcher g: its hello and
// acknowledgements, a refusal, its chat when chat with watchers is on,
// and its goodbye. Nothing else is a watcher's to send.
func (h *Hub) fromWatcher(g int, link *Match, msg Message) (Outbox, []Event) {
	out := h.outbox()
	switch msg.Kind {
	case KindHello, KindAck, KindReject:
		var events []Event
		out[g], events = link.Receive(msg)
		return out, events
	case KindBye:
		h.Unwatch(g)
		return out, nil
	case KindChat:
		if h.noChat {
			break
		}
		w := g - len(h.links)
		line := Message{Kind: KindChat, Text: msg.Text, Watcher: w}
		h.tell(0, line, out)
		for j := range h.watchers {
			if j+1 != w {
				h.tellOneWatcher(j+1, line, out)
			}
		}
		return out, []Event{{Kind: Chat, Watcher: w, Text: msg.Text}}
	}
	why := refuse(WrongSeat, "a watcher plays no seat: its %s goes nowhere", msg.Kind)
	if msg.Kind == KindChat {
		why = refuse(NotNow, "the host turned chat with watchers off")
	}
	var events []Event
	out[g], events = link.refused(msg, why)
	return out, events
}

// tellOneWatcher sends msg to watcher w, if it is there.
func (h *Hub) tellOneWatcher(w int, msg Message, out Outbox) {
	if w >= 1 && w <= len(h.watchers) && h.watchers[w-1] != nil {
		msg.V = Version
		out[len(h.links)+w] = append(out[len(h.links)+w], msg)
	}
}

// Watching tells whether this side watches a hub's game: it plays no seat.
func (m *Match) Watching() bool { return m.watch && !m.host }

// WatchChat tells whether a watcher may chat: the host may turn it off.
func (m *Match) WatchChat() bool { return !m.noChat }

// playing tells why this side cannot act on the game as a player, or nil:
// a watcher plays no seat.
func (m *Match) playing() error {
	if m.Watching() {
		return refuse(WrongSeat, "you are watching: the players play on their own devices")
	}
	return nil
}
