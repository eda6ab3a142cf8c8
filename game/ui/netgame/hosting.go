package netgame

import (
	"crypto/rand"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/net/protocol"
)

// The host's new game with one friend: whose seats are whose, and its hub.

// FirstMover is who moves first, as the host chose.
type FirstMover int

const (
	FirstByCoin FirstMover = iota // a fair coin flip between the devices
	FirstHost                     // the host's seats start
	FirstGuest                    // the guest's seats start
)

// SetupOf is the game of rec before its steps: its options and the
// position it starts from.
func SetupOf(rec game.Record) game.Record {
	return game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position}
}

// hostSeats are the seats of the host of the new game start of r, and
// the friend's: they alternate between the two devices, the host's from
// player 1 unless the friend moves first.
func hostSeats(r game.Ruleset, start game.Record, first FirstMover) (host, friend game.PlayerSet, err error) {
	pos, err := game.Replay(r, game.Record{Game: r.ID(), Options: start.Options, Position: start.Position}, nil)
	if err != nil {
		return 0, 0, err
	}
	for p := 1; p <= pos.Players(); p++ {
		if p%2 == 1 {
			host = host.With(p)
		} else {
			friend = friend.With(p)
		}
	}
	if first == FirstGuest {
		host, friend = friend, host
	}
	return host, friend, nil
}

// NewHostHub is the hub of the new game start of r with one friend, over
// a connection: a coin flip may swap the seats.
func NewHostHub(version string, r game.Ruleset, start game.Record, first FirstMover, c clock.Control) (*protocol.Hub, error) {
	host, friend, err := hostSeats(r, start, first)
	if err != nil {
		return nil, err
	}
	return protocol.NewHub(protocol.HubConfig{
		App: version, Game: r.ID(), Options: start.Options, Position: start.Position,
		Devices: []game.PlayerSet{host, friend}, Coin: first == FirstByCoin, Clock: c,
	}, rand.Reader)
}
