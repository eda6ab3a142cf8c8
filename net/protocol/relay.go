package protocol

import "encoding/hex"

// A hub (hub.go) speaks, on its link with each guest, for every seat that
// guest does not play: its own, and the other guests'. It passes on
// another guest's sealed orders without knowing them until they are
// revealed: first the commitment, then the orders, which must match it.

// relayCommit passes on the commitment of a seat this side speaks for and
// did not seal itself. A seat already committed is passed on once.
func (m *Match) relayCommit(seat int, commit string) []Message {
	m.turn.init()
	if _, ok := m.turn.commits[seat]; ok {
		return nil
	}
	m.turn.commits[seat] = commit
	m.turn.revealed = true // reveals go through relayReveal, each once
	return m.send([]Message{m.commitMessage(seat)})
}

// relayReveal passes on the orders of a seat whose commitment was passed
// on: they must match it and be legal from the turn's start. The turn
// resolves here once every seat's orders are known.
func (m *Match) relayReveal(seat int, salt []byte, steps []string) ([]Message, []Event, error) {
	m.turn.init()
	c, ok := m.turn.commits[seat]
	switch {
	case !m.local.Has(seat):
		return nil, nil, refuse(WrongSeat, "player %d is played on the device of this link", seat)
	case !ok || c != ordersCommitment(salt, steps):
		return nil, nil, refuse(BadReveal, "the orders of player %d do not match their commitment", seat)
	}
	if _, done := m.turn.sealed[seat]; done {
		return nil, nil, nil
	}
	orders, err := m.checkOrders(seat, steps)
	if err != nil {
		return nil, nil, err
	}
	m.turn.sealed[seat] = sealed{Salt: salt, Steps: orders}
	out := []Message{{Kind: KindOrdersReveal, Seq: len(m.rec.Steps), Seat: seat, Nonce: hex.EncodeToString(salt), Steps: steps}}
	more, events, err := m.resolveIfComplete()
	return m.send(append(out, more...)), events, err
}
