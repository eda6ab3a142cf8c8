package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"pentarchy/game"
)

// savedHub is a hub as the page keeps it, to restore it after a reload:
// the seats of each device, the game, each link as Match.Save writes it,
// and the hub's own sealed orders of the turn under way (their commitment
// went to the guests; after a reload they must be revealed as committed).
type savedHub struct {
	V        int               `json:"v"`
	Devices  [][]int           `json:"devices"`
	Record   game.Record       `json:"record"`
	Links    []json.RawMessage `json:"links"`
	OrdersAt int               `json:"ordersAt,omitempty"`
	Sealed   map[int]sealed    `json:"sealed,omitempty"`
	Revealed bool              `json:"revealed,omitempty"`
	Clock    *savedClock       `json:"clock,omitempty"`
}

// Save writes the hub as JSON for the page to keep; RestoreHub reads it
// back. Orders being entered are not kept.
func (h *Hub) Save() ([]byte, error) {
	s := savedHub{V: saveVersion, Record: h.Record(), OrdersAt: h.orders.at, Sealed: h.orders.sealed, Revealed: h.orders.revealed, Clock: h.saveClock()}
	for _, d := range h.devices {
		s.Devices = append(s.Devices, d.List())
	}
	for _, link := range h.links {
		data, err := link.Save()
		if err != nil {
			return nil, err
		}
		s.Links = append(s.Links, data)
	}
	return json.Marshal(s)
}

// RestoreHub reads a hub that Save wrote: every link is restored and
// replayed through the rules, and must hold a start of the hub's game.
// Call Start for each guest to connect again.
func RestoreHub(data []byte, app string, entropy io.Reader) (*Hub, error) {
	var s savedHub
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("the saved game cannot be read: %w", err)
	}
	if s.V != saveVersion {
		return nil, fmt.Errorf("the saved game is of version %d, this page reads version %d", s.V, saveVersion)
	}
	if len(s.Links) != len(s.Devices)-1 || len(s.Links) < 1 {
		return nil, fmt.Errorf("the saved game has %d links for %d devices", len(s.Links), len(s.Devices))
	}
	h := &Hub{app: app, entropy: entropy, orders: hubOrders{at: s.OrdersAt, sealed: s.Sealed, revealed: s.Revealed}}
	for _, d := range s.Devices {
		seats, err := seatSet(d)
		if err != nil {
			return nil, fmt.Errorf("the saved game has bad seats %v", d)
		}
		h.devices = append(h.devices, seats)
	}
	for g, data := range s.Links {
		link, err := Restore(data, app, entropy)
		if err != nil {
			return nil, fmt.Errorf("guest %d: %w", g+1, err)
		}
		h.links = append(h.links, link)
	}
	first := h.links[0]
	if err := checkDevices(h.devices, first.all()); err != nil {
		return nil, err
	}
	if err := h.setGame(first.rules, s.Record); err != nil {
		return nil, fmt.Errorf("the saved game cannot be replayed: %w", err)
	}
	for g, link := range h.links {
		n := len(link.rec.Steps)
		if link.rec.Game != s.Record.Game || n > len(s.Record.Steps) || !slices.Equal(link.rec.Steps, s.Record.Steps[:n]) {
			return nil, fmt.Errorf("guest %d's link holds another game", g+1)
		}
		if link.local != h.all()&^h.devices[g+1] {
			return nil, fmt.Errorf("guest %d's link has other seats", g+1)
		}
	}
	h.ended = first.ended
	if err := h.restoreClock(s.Clock); err != nil {
		return nil, fmt.Errorf("the saved game's clock: %w", err)
	}
	for _, link := range h.links {
		link.clock = h.clock
	}
	h.tellWhere()
	h.seatByCoin()
	return h, nil
}

// HubOf makes the hub of a game with one guest from m, the host's side of
// a game of two devices as pages kept it before every game had a hub
// (testdata/saved-v1): m becomes the hub's link with the guest, with all
// it holds (the record, what the guest acknowledged, the coin, the offers,
// the move codes), and the orders its own seats sealed become the hub's.
func HubOf(m *Match) (*Hub, error) {
	if !m.host || m.devices > 0 || m.rules == nil {
		return nil, errors.New("only the host's side of a game of two devices becomes a hub")
	}
	m.devices = 2
	h := &Hub{app: m.app, entropy: m.entropy, links: []*Match{m}, devices: []game.PlayerSet{m.local, m.all() &^ m.local}}
	h.gameState = m.gameState.copy()
	if len(m.turn.sealed) > 0 {
		h.orders = hubOrders{at: len(h.rec.Steps), sealed: m.turn.sealed, revealed: m.turn.revealed}
		m.turn.sealed = map[int]sealed{}
	}
	return h, nil
}
