package protocol

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// gameConfigs are the games the whole-game tests play: every ruleset with
// two players, and the three-player games with seats split across the two
// devices (one of them hot-seat).
var gameConfigs = []Config{
	{Game: "patriarchs", Seats: seats(1)},
	{Game: "parry", Seats: seats(2)},
	{Game: "conquid", Seats: seats(1)},
	{Game: "phalanx", Seats: seats(2)},
	{Game: "source-of-power", Seats: seats(1)},
	{Game: "parry", Options: game.Options{"players": "3"}, Seats: seats(1, 3)},
	{Game: "source-of-power", Options: game.Options{"players": "3"}, Seats: seats(2)},
	{Game: "source-of-power", Options: game.Options{"players": "3"}, Seats: seats(1, 3), Coin: true},
	{Game: "phalanx", Seats: seats(1), Coin: true},
}

// TestWholeGames plays random games between two linked matches, every
// message through the wire format, and checks that both end with the same
// record, position and result, and that no message was ever refused.
func TestWholeGames(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, cfg := range gameConfigs {
		cfg.App = "test"
		t.Run(fmt.Sprintf("%s%v-host%v-coin%v", cfg.Game, cfg.Options, cfg.Seats.List(), cfg.Coin), func(t *testing.T) {
			for g := range games {
				l := newLink(t, cfg, uint64(g))
				host, guest := l.side[0], l.side[1]
				if !host.Settled() || !guest.Settled() {
					t.Fatalf("seats not settled after the greetings")
				}
				n := l.playRandom(rand.New(rand.NewPCG(uint64(g), 7)), 20000)
				t.Logf("game %d: %d steps entered, record of %d, %s", g, n, len(host.rec.Steps), host.Result().Reason)
				same(t, host, guest)
				if host.Acked() != len(host.rec.Steps) || guest.Acked() != len(guest.rec.Steps) {
					t.Errorf("acked %d and %d of %d steps", host.Acked(), guest.Acked(), len(host.rec.Steps))
				}
				replayed, err := game.Replay(host.rules, host.Record(), nil)
				if err != nil || replayed.Hash() != host.pos.Hash() {
					t.Fatalf("the record does not replay to the position: %v", err)
				}
			}
		})
	}
}
