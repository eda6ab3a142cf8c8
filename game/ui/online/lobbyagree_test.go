package online_test

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/play"
)

// What needs every device's agreement in a game on several devices, played
// through the pages' buttons: a draw, a takeback; and a resignation.

// overOn tells whether the game is over on every device, with a status
// that contains want.
func overOn(want string, devs ...device) bool {
	return !slices.ContainsFunc(devs, func(d device) bool {
		p, ok := d.Scene().(*play.PlayScene)
		return !ok || !p.Over() || !strings.Contains(d.Status(), want)
	})
}

// TestLobbyDrawNeedsEveryone: a friend offers a draw in Parry for three
// devices; the other friend's yes ends nothing, the host's last yes draws
// the game on every device.
func TestLobbyDrawNeedsEveryone(t *testing.T) {
	devs := lobbyOf(t, nettest.New(), "parry", 3)
	host, offerer, other := devs[0], devs[1], devs[2]
	playFirstLegal(t, 3, devs...)
	offerer.Click("Chat")
	offerer.Click("Offer draw")
	offerer.Click("Back to the game")
	tickUntil(t, "the offer on both other devices", func() bool {
		return host.Enabled("Accept draw") && other.Enabled("Accept draw")
	}, devs...)
	other.Click("Accept draw")
	tickUntil(t, "the friend's yes at the hub", func() bool { return strings.Contains(say(other), "waiting for every other player") }, devs...)
	n := 0
	tickUntil(t, "a few more ticks", func() bool { n++; return n > 20 }, devs...)
	if overOn("", devs[0]) || overOn("", devs[1]) || overOn("", devs[2]) {
		t.Fatal("the game ended before the host agreed")
	}
	host.Click("Accept draw")
	tickUntil(t, "the draw on every device", func() bool { return overOn("Draw by agreement", devs...) }, devs...)
}

// TestLobbyTakebackAndResign: the host asks to take back its step, both
// friends allow it and the step is gone on every device; then a friend
// resigns, and every device shows who resigned and who wins.
func TestLobbyTakebackAndResign(t *testing.T) {
	devs := lobbyOf(t, nettest.New(), "parry", 3)
	host := devs[0]
	playFirstLegal(t, 1, devs...) // the host's seat, player 1, moves first
	before := slices.Clone(steps(t, host))
	host.Click("Undo")
	for _, friend := range devs[1:] {
		tickUntil(t, "the request", func() bool { return friend.Enabled("Allow takeback") }, devs...)
		if got := steps(t, host); len(got) != len(before) {
			t.Fatal("the step was taken back before every friend allowed it")
		}
		friend.Click("Allow takeback")
	}
	tickUntil(t, "the takeback on every device", func() bool {
		return !slices.ContainsFunc(devs, func(d device) bool { return len(steps(t, d)) != len(before)-1 })
	}, devs...)

	devs[2].Click("Chat")
	devs[2].Click("Resign")
	devs[2].Click("Tap again to resign")
	tickUntil(t, "the resignation on every device", func() bool { return overOn("resigned", devs...) }, devs...)
	if st := playing(t, host).Status(); !strings.Contains(st.Title, "win") || !strings.Contains(st.Reason, "every other player wins") {
		t.Errorf("the host's status after a resignation: %+v", st)
	}
}

// TestLobbyWhoPlaysWhere: a friend's page, once the game shows, says the
// game's options and which device plays each player.
func TestLobbyWhoPlaysWhere(t *testing.T) {
	devs := lobbyOf(t, nettest.New(), "parry", 3)
	want := "Parry (Board: Equiversi 3-5 (36), Players: 3). Who plays where: White: the host, Black: you, Red: friend 2."
	if log := onlineOf(t, devs[1]).Talk().Log; !slices.Contains(log, want) {
		t.Errorf("friend 1's page says %q, want %q among it", log, want)
	}
}
