package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// saved is a match as the page keeps it in the browser, to restore it
// after a reload. It holds no orders being entered. It does hold this
// side's orders once sealed: their commitment has gone to the other side,
// and after a reload they must still be revealed exactly as committed.
// They are this side's own orders, kept on this side's device only; the
// hello and the record never carry them.
type saved struct {
	V       int         `json:"v"`
	App     string      `json:"app"`
	Mode    Mode        `json:"mode"`
	Record  game.Record `json:"record"`
	Host    bool        `json:"host,omitempty"`
	Seats   []int       `json:"seats"`
	Seating Seating     `json:"seating"`
	Round   int         `json:"round,omitempty"`
	Acked   int         `json:"acked,omitempty"`
	Ended   *Ending     `json:"ended,omitempty"`
	Draw    offer       `json:"draw,omitempty"`
	Coin    *savedCoin  `json:"coin,omitempty"`
	Turn    *savedTurn  `json:"turn,omitempty"`
	Outbox  []Message   `json:"outbox,omitempty"`
	PeerLen int         `json:"peerLen,omitempty"`
	Joined  bool        `json:"joined,omitempty"`
	// LastTurn is this side's reveals of the last turn resolved, until the
	// other side acknowledges it.
	LastTurn []Message `json:"lastTurn,omitempty"`
	Devices  int       `json:"devices,omitempty"`
	// Clock is a guest's clock in a timed game; a hub keeps its own.
	Clock *savedClock `json:"clock,omitempty"`
}

type savedCoin struct {
	Nonce      []byte `json:"nonce"`
	Proposal   []int  `json:"proposal"`
	PeerCommit string `json:"peerCommit,omitempty"`
	Revealed   bool   `json:"revealed,omitempty"`
}

type savedTurn struct {
	Sealed   map[int]sealed   `json:"sealed,omitempty"`
	Commits  map[int]string   `json:"commits,omitempty"`
	Reveals  map[int][]string `json:"reveals,omitempty"`
	Revealed bool             `json:"revealed,omitempty"`
}

// saveVersion is the version of the saved format of a match or a hub,
// which does not follow the wire protocol's Version: a game saved before
// an update of the page goes on after it (testdata/saved-v1).
const saveVersion = 1

// Save writes the match as JSON for the page to keep, and Restore reads it
// back. Orders being entered are not kept: after a reload they are entered
// again.
func (m *Match) Save() ([]byte, error) {
	if m.rules == nil {
		return nil, errors.New("there is no game to save yet")
	}
	s := saved{V: saveVersion, App: m.app, Mode: m.mode, Record: m.Record(), Host: m.host,
		Seats: m.local.List(), Seating: m.seating, Round: m.round, Acked: m.acked,
		Ended: m.ended, Outbox: m.outbox, PeerLen: m.peerLen, Joined: m.joined, LastTurn: m.lastTurn, Devices: m.devices}
	if !m.host {
		s.Clock = m.saveClock()
	}
	if m.draw == here {
		s.Draw = here
	}
	if m.coin.nonce != nil {
		s.Coin = &savedCoin{m.coin.nonce, m.coin.proposal.List(), m.coin.peerCommit, m.coin.revealed}
	}
	if len(m.turn.commits) > 0 {
		s.Turn = &savedTurn{m.turn.sealed, m.turn.commits, m.turn.reveals, m.turn.revealed}
	}
	return json.Marshal(s)
}

// Restore reads a match that Save wrote. The record is replayed through
// the rules. entropy gives random bytes from now on; app is this page's
// version now. Call Start to connect again.
func Restore(data []byte, app string, entropy io.Reader) (*Match, error) {
	var s saved
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("the saved game cannot be read: %w", err)
	}
	if s.V != saveVersion {
		return nil, fmt.Errorf("the saved game is of version %d, this page reads version %d", s.V, saveVersion)
	}
	rules, ok := registry.Find(s.Record.Game)
	if !ok {
		return nil, fmt.Errorf("the saved game is of an unknown game %q", s.Record.Game)
	}
	m := &Match{app: app, mode: s.Mode, entropy: entropy, host: s.Host, seating: s.Seating,
		round: s.Round, gameState: gameState{ended: s.Ended}, draw: s.Draw, outbox: s.Outbox, joined: s.Joined, lastTurn: s.LastTurn, devices: s.Devices}
	if err := m.setGame(rules, s.Record); err != nil {
		return nil, fmt.Errorf("the saved game cannot be replayed: %w", err)
	}
	if err := m.restoreClock(s.Clock); err != nil {
		return nil, fmt.Errorf("the saved game's clock: %w", err)
	}
	seats, err := seatSet(s.Seats)
	if err != nil || !m.properSeats(seats) || s.Seating != Chosen && s.Seating != Coin {
		return nil, fmt.Errorf("the saved game has bad seats %v", s.Seats)
	}
	m.local, m.acked, m.peerLen = seats, min(s.Acked, len(m.rec.Steps)), min(s.PeerLen, len(m.rec.Steps))
	if c := s.Coin; c != nil {
		proposal, _ := seatSet(c.Proposal)
		m.coin = coin{nonce: c.Nonce, proposal: proposal, peerCommit: c.PeerCommit, revealed: c.Revealed}
	}
	if m.seating == Coin && len(m.coin.nonce) != nonceSize {
		return nil, errors.New("the saved game waits for a coin flip but has no coin")
	}
	if t := s.Turn; t != nil && m.simultaneous {
		m.turn = turn{sealed: t.Sealed, commits: t.Commits, reveals: t.Reveals, revealed: t.Revealed}
		m.turn.init()
	}
	for _, msg := range append(slices.Clone(m.outbox), m.lastTurn...) {
		if err := msg.check(); err != nil {
			return nil, fmt.Errorf("the saved game has a bad move code: %w", err)
		}
	}
	return m, nil
}

// clone is an independent copy of the match, to try a move code on.
func (m *Match) clone() *Match {
	c := *m
	c.gameState = m.gameState.copy()
	c.outbox = append([]Message(nil), m.outbox...)
	c.lastTurn = slices.Clone(m.lastTurn)
	c.turn.sealed, c.turn.commits, c.turn.reveals = maps.Clone(m.turn.sealed), maps.Clone(m.turn.commits), maps.Clone(m.turn.reveals)
	c.turn.draft = append([]string(nil), m.turn.draft...)
	c.turn.draftPos = nil
	return &c
}
