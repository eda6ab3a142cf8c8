package session

import (
	"hash/crc32"
	"strings"

	"pentarchy/game/registry"
	"pentarchy/net/code"
)

// Game is what an invite is for: the game to play, whether the host
// continues a game the two already played rather than starting a new one,
// and whether the guest is invited to watch it rather than play.
type Game struct {
	ID     string // the game's id, as in game/registry ("phalanx")
	Resume bool
	Watch  bool
}

// resumeBit marks a resumed game in an invite's application byte, and
// watchBit an invite to watch; the low six bits are the game's number.
const (
	resumeBit = 0x80
	watchBit  = 0x40
)

// A game's number in an invite is its place in game/registry's list,
// from 1: part of the code format, so the list only grows at its end.
func gameByte(g Game) (byte, bool) {
	for i, r := range registry.All() {
		if r.ID() == g.ID {
			b := byte(i + 1)
			if g.Resume {
				b |= resumeBit
			}
			if g.Watch {
				b |= watchBit
			}
			return b, true
		}
	}
	return 0, false
}

func gameOf(b byte) (Game, error) {
	n := int(b &^ (resumeBit | watchBit))
	if n == 0 {
		return Game{}, code.ErrNotCode
	}
	all := registry.All()
	if n > len(all) {
		return Game{}, ErrUnknownGame
	}
	return Game{ID: all[n-1].ID(), Resume: b&resumeBit != 0, Watch: b&watchBit != 0}, nil
}

// Invite is an invite code as the guest reads it.
type Invite struct {
	Code string // the code alone, without a link around it
	Game Game
	desc code.Description
}

// JoinPrefix starts the fragment of a link that carries an invite.
const JoinPrefix = "#join="

// JoinLink is the link to the page at pageURL (without a fragment) that
// carries invite.
func JoinLink(pageURL, invite string) string {
	return pageURL + JoinPrefix + invite
}

// codeText is the code in text: text itself, or what follows "join=" in a
// link or its fragment.
func codeText(text string) string {
	if i := strings.LastIndex(text, JoinPrefix[1:]); i >= 0 {
		return text[i+len(JoinPrefix)-1:]
	}
	return text
}

// ReadInvite reads an invite code, or a link or fragment that carries one
// ("…#join=<code>"). It does not touch the network. Its errors, worded
// for a player, are those of net/code's Decode, [ErrNotInvite] and
// [ErrUnknownGame].
func ReadInvite(text string) (Invite, error) {
	c := codeText(text)
	d, err := code.Decode(c)
	if err != nil {
		return Invite{}, err
	}
	if !d.Offer {
		return Invite{}, ErrNotInvite
	}
	g, err := gameOf(d.App)
	if err != nil {
		return Invite{}, err
	}
	return Invite{Code: strings.Join(strings.Fields(c), ""), Game: g, desc: d}, nil
}

// readReply reads a reply code to the invite whose tag is tag.
func readReply(text string, tag byte) (code.Description, error) {
	d, err := code.Decode(codeText(text))
	switch {
	case err != nil:
		return d, err
	case d.Offer:
		return d, ErrNotReply
	case d.App != tag:
		return d, ErrOtherInvite
	}
	return d, nil
}

// tagOf is the byte a reply carries to name the invite it answers: a
// hash of the invite's ICE credentials, which are new for every invite.
func tagOf(invite code.Description) byte {
	return byte(crc32.ChecksumIEEE([]byte(invite.Ufrag + ":" + invite.Pwd)))
}
