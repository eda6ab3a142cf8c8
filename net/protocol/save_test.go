package protocol

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSaveRoundTrip: a restored match saves to the same bytes, mid-game,
// with sealed orders, with the coin still to fall, and by correspondence.
func TestSaveRoundTrip(t *testing.T) {
	mid := newLink(t, Config{App: "test", Game: "conquid", Seats: seats(1)}, 1)
	mid.playSome(rand.New(rand.NewPCG(1, 1)), 30)
	sealedOrders := powerLink(t)
	sealedOrders.play(0, firstOrder(sealedOrders.side[0]))
	sealedOrders.play(0, "end")
	coinHost, _ := Host(Config{App: "test", Game: "parry", Seats: seats(1), Coin: true}, entropy(1))
	mail := newMail(t, Config{Game: "source-of-power", Seats: seats(1)}, 2)
	mail.turn(0)
	for name, m := range map[string]*Match{
		"mid-game":        mid.side[1],
		"sealed orders":   sealedOrders.side[0],
		"other's sealed":  sealedOrders.side[1],
		"coin to fall":    coinHost,
		"correspondence":  mail.side[0],
		"joined by code":  mail.side[1],
		"drafting orders": draftingHost(t),
	} {
		data := saveOf(t, m)
		again := restore(t, data, 5)
		if back := saveOf(t, again); !bytes.Equal(back, data) {
			t.Errorf("%s: restored match saves differently:\n%s\n%s", name, data, back)
		}
	}
}

func draftingHost(t *testing.T) *Match {
	l := powerLink(t)
	l.play(0, firstOrder(l.side[0]))
	return l.side[0]
}

// TestRestoreRefuses: a damaged save is refused with a reason.
func TestRestoreRefuses(t *testing.T) {
	good := string(saveOf(t, phalanxGuestToMove(t).side[1]))
	for name, data := range map[string]string{
		"not JSON":       "{",
		"other version":  strings.Replace(good, `"v":1`, `"v":9`, 1),
		"unknown game":   strings.Replace(good, `"phalanx"`, `"chess"`, 1),
		"illegal record": strings.Replace(good, `"steps":["`, `"steps":["fly z9","`, 1),
		"every seat":     strings.Replace(good, `"seats":[2]`, `"seats":[1,2]`, 1),
		"no coin":        strings.Replace(good, `"seating":"chosen"`, `"seating":"coin"`, 1),
	} {
		if data == good {
			t.Fatalf("%s: the test did not change the save", name)
		}
		if _, err := Restore([]byte(data), "test", entropy(1)); err == nil {
			t.Errorf("%s: restored", name)
		}
	}
}
