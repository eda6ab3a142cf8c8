package protocol

import (
	"fmt"
	"slices"
	"time"

	"pentarchy/game"
)

// onStep takes a step of the other side: the next one of the record, for a
// seat it plays, legal, and leading to the position hash it names.
func (m *Match) onStep(msg Message) ([]Message, []Event, error) {
	if err := m.ready(); err != nil {
		return nil, nil, err
	}
	if m.simultaneous {
		return nil, nil, refuse(Malformed, "in %s steps travel as sealed orders, not one by one", m.rules.Name())
	}
	mover := m.pos.Mover()
	if err := m.peerStep(msg.Seq, msg.Step, msg.Hash); err != nil {
		return nil, nil, err
	}
	if !m.host {
		m.charge(mover, time.Duration(msg.Ms)*time.Millisecond)
	}
	n := len(m.rec.Steps)
	out := []Message{m.ack()}
	events := []Event{{Kind: StepPlayed, Seq: n, Step: m.rec.Steps[n-1]}}
	return out, append(events, m.gameOver()...), nil
}

// peerStep checks step number seq of the other side and applies it. hash,
// when not empty, is the position hash the other side has after it.
func (m *Match) peerStep(seq int, step, hash string) error {
	n := len(m.rec.Steps)
	switch {
	case seq <= n:
		return refuse(Replayed, "step %d was already played here (the game has %d steps)", seq, n)
	case seq > n+1:
		return refuse(OutOfOrder, "step %d came before step %d", seq, n+1)
	}
	if mover := m.pos.Mover(); m.local.Has(mover) {
		return refuse(WrongSeat, "step %d %q is for player %d, who is played on this device", seq, step, mover)
	}
	s, err := m.pos.ParseStep(step)
	if err != nil {
		return refuse(Illegal, "step %d %q: %v", seq, step, err)
	}
	next := m.pos.Clone()
	next.Apply(s)
	if got := HashText(next.Hash()); hash != "" && got != hash {
		return refuse(HashMismatch, "after step %d %q the other device has position hash %s and this one %s: the devices disagree about the game", seq, step, hash, got)
	}
	text := m.pos.FormatStep(s)
	m.pos = next
	m.push(text)
	m.acked = seq
	return nil
}

// ack is the acknowledgement of the record as it is now.
func (m *Match) ack() Message {
	n := len(m.rec.Steps)
	return Message{Kind: KindAck, Seq: n, Hash: HashText(m.hashes[n])}
}

// gameOver is the GameOver event when the game has just ended.
func (m *Match) gameOver() []Event {
	r := m.Result()
	if !r.Over {
		return nil
	}
	return []Event{{Kind: GameOver, Result: r}}
}

// onAck compares the other side's position hash after seq steps with ours.
func (m *Match) onAck(msg Message) ([]Event, error) {
	if msg.Seq > len(m.rec.Steps) {
		return nil, refuse(OutOfOrder, "an acknowledgement of step %d, which was not played here", msg.Seq)
	}
	if got := HashText(m.hashes[msg.Seq]); got != msg.Hash {
		return []Event{{Kind: Desync, Seq: msg.Seq, Text: fmt.Sprintf("after step %d the other device has position hash %s and this one %s", msg.Seq, msg.Hash, got)}}, nil
	}
	m.acked = max(m.acked, msg.Seq)
	m.ackedTurn(msg)
	return nil, nil
}

// onReject tells that the other side refused a message of ours. A step it
// refused as illegal, on the wrong seat or with another hash is taken back
// here with the steps after it, which are ours too, so that both records
// agree again.
func (m *Match) onReject(msg Message) []Event {
	ev := Event{Kind: PeerRefused, Seq: msg.Seq, Problem: msg.Code, Text: fmt.Sprintf("%s: %s", msg.About, msg.Text)}
	if msg.About == KindStep && m.ownSince(msg.Seq) &&
		slices.Contains([]Problem{Illegal, WrongSeat, HashMismatch, OutOfTime}, msg.Code) {
		ev.Count = len(m.rec.Steps) - msg.Seq + 1
		m.truncate(msg.Seq - 1)
	}
	return []Event{ev}
}

// ownSince tells whether steps seq to the end of the record exist, are not
// acknowledged and were all played on this side.
func (m *Match) ownSince(seq int) bool {
	if m.rules == nil || m.simultaneous || seq <= m.acked || seq < 1 || seq > len(m.rec.Steps) {
		return false
	}
	pos := m.start.Clone()
	for i, text := range m.rec.Steps {
		if i+1 >= seq && !m.local.Has(pos.Mover()) {
			return false
		}
		if err := game.Play(pos, text); err != nil {
			return false
		}
	}
	return true
}
