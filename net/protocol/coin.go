package protocol

import (
	"encoding/hex"
	"fmt"
	"io"

	"pentarchy/game"
)

// Who plays which seats, when the host leaves it to chance: the host
// proposes a split of the seats, and a coin flip decides whether the two
// sides swap it. Each side draws a nonce and sends its commitment,
// SHA-256(nonce); once it holds the other side's commitment it reveals its
// nonce. Each side checks the other's nonce against its commitment; the
// sides swap when the lowest bit of the XOR of the two nonces' first bytes
// is 1. Neither side can choose the outcome, since its nonce is fixed
// before it sees the other's. The side that reveals last can still refuse
// to reveal, which only stalls the game; and a side that changes its
// commitment after seeing the other's nonce is refused.

// coin is the flip on this side.
type coin struct {
	nonce      []byte         // ours
	proposal   game.PlayerSet // our seats if the sides do not swap
	peerCommit string         // the other side's commitment, hex
	revealed   bool           // our nonce was sent
}

// reset draws a new nonce for a flip over proposal.
func (c *coin) reset(entropy io.Reader, proposal game.PlayerSet) error {
	nonce, err := draw(entropy, nonceSize)
	if err != nil {
		return err
	}
	*c = coin{nonce: nonce, proposal: proposal}
	return nil
}

func (c *coin) commitMessage() Message {
	return Message{Kind: KindCoinCommit, Commit: coinCommitment(c.nonce)}
}

func (c *coin) revealMessage() Message {
	return Message{Kind: KindCoinReveal, Nonce: hex.EncodeToString(c.nonce)}
}

// onCoinCommit takes the other side's commitment and answers with our
// nonce. After the flip, a commitment means the other side missed our
// nonce: it is sent again.
func (m *Match) onCoinCommit(msg Message) ([]Message, []Event, error) {
	if m.coin.nonce == nil {
		return nil, nil, refuse(NotNow, "the host chose the seats: there is no coin flip")
	}
	if m.coin.revealed && m.coin.peerCommit != msg.Commit {
		return nil, nil, refuse(BadReveal, "the other device changed its coin commitment after seeing this one's nonce: the flip is void")
	}
	m.coin.peerCommit = msg.Commit
	m.coin.revealed = true
	return []Message{m.coin.revealMessage()}, nil, nil
}

// onCoinReveal checks the other side's nonce and settles the seats.
func (m *Match) onCoinReveal(msg Message) ([]Message, []Event, error) {
	if m.seating == Chosen {
		return nil, nil, nil // a nonce sent again after the flip
	}
	if m.coin.peerCommit == "" || !m.coin.revealed {
		return nil, nil, refuse(OutOfOrder, "a coin nonce before the commitments")
	}
	nonce, _ := hex.DecodeString(msg.Nonce)
	if coinCommitment(nonce) != m.coin.peerCommit {
		return nil, nil, refuse(BadReveal, "the other device's coin nonce does not match its commitment: the flip is void")
	}
	m.local = m.coin.proposal
	if (nonce[0]^m.coin.nonce[0])&1 == 1 {
		m.local = m.all() &^ m.coin.proposal
	}
	m.seating = Chosen
	return nil, []Event{m.seated()}, nil
}

// seated is the Seated event: the seats are settled.
func (m *Match) seated() Event {
	return Event{Kind: Seated, Seats: m.local}
}

// seatWords names a set of seats: "player 1", "players 1 and 3".
func seatWords(s game.PlayerSet) string {
	list := s.List()
	if len(list) == 1 {
		return fmt.Sprintf("player %d", list[0])
	}
	words := "players"
	for i, p := range list {
		switch {
		case i == 0:
			words += fmt.Sprintf(" %d", p)
		case i == len(list)-1:
			words += fmt.Sprintf(" and %d", p)
		default:
			words += fmt.Sprintf(", %d", p)
		}
	}
	return words
}
