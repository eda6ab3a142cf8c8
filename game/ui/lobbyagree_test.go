package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
)

// What needs every device's agreement in a game on several devices, played
// through the pages' buttons: a draw, a takeback; and a resignation.

// overOn tells whether the game is over on every app, with a status that
// contains want.
func overOn(want string, apps ...*App) bool {
	for _, a := range apps {
		p, ok := a.scene.(*play.PlayScene)
		if !ok || !p.Over() || !strings.Contains(a.snapshot().Status, want) {
			return false
		}
	}
	return true
}

// TestLobbyDrawNeedsEveryone: a friend offers a draw in Parry for three
// devices; the other friend's yes ends nothing, the host's last yes draws
// the game on every device.
func TestLobbyDrawNeedsEveryone(t *testing.T) {
	apps := lobbyOf(t, "Parry", 3)
	host, offerer, other := apps[0], apps[1], apps[2]
	playFirstLegal(t, 3, apps...)
	offerer.click(t, "Chat")
	offerer.click(t, "Offer draw")
	offerer.click(t, "Back to the game")
	tickUntil(t, "the offer on both other devices", func() bool {
		return hasButton(host, "Accept draw") && hasButton(other, "Accept draw")
	}, apps...)
	other.click(t, "Accept draw")
	tickUntil(t, "the friend's yes at the hub", func() bool { return strings.Contains(say(other), "waiting for every other player") }, apps...)
	n := 0
	tickUntil(t, "a few more ticks", func() bool { n++; return n > 20 }, apps...)
	if overOn("", apps[0]) || overOn("", apps[1]) || overOn("", apps[2]) {
		t.Fatal("the game ended before the host agreed")
	}
	host.click(t, "Accept draw")
	tickUntil(t, "the draw on every device", func() bool { return overOn("Draw by agreement", apps...) }, apps...)
}

// TestLobbyTakebackAndResign: the host asks to take back its step, both
// friends allow it and the step is gone on every device; then a friend
// resigns, and every device shows who resigned and who wins.
func TestLobbyTakebackAndResign(t *testing.T) {
	apps := lobbyOf(t, "Parry", 3)
	host := apps[0]
	playFirstLegal(t, 1, apps...) // the host's seat, player 1, moves first
	before := slices.Clone(steps(t, host))
	host.click(t, "Undo")
	for _, friend := range apps[1:] {
		tickUntil(t, "the request", func() bool { return hasButton(friend, "Allow takeback") }, apps...)
		if got := steps(t, host); len(got) != len(before) {
			t.Fatal("the step was taken back before every friend allowed it")
		}
		friend.click(t, "Allow takeback")
	}
	tickUntil(t, "the takeback on every device", func() bool {
		for _, a := range apps {
			if len(steps(t, a)) != len(before)-1 {
				return false
			}
		}
		return true
	}, apps...)

	apps[2].click(t, "Chat")
	apps[2].click(t, "Resign")
	apps[2].click(t, "Tap again to resign")
	tickUntil(t, "the resignation on every device", func() bool { return overOn("resigned", apps...) }, apps...)
	if st := host.scene.(*play.PlayScene).Status(); !strings.Contains(st.Title, "win") || !strings.Contains(st.Reason, "every other player wins") {
		t.Errorf("the host's status after a resignation: %+v", st)
	}
}

// TestLobbyWhoPlaysWhere: a friend's page, once the game shows, says the
// game's options and which device plays each player.
func TestLobbyWhoPlaysWhere(t *testing.T) {
	apps := lobbyOf(t, "Parry", 3)
	want := "Parry (Board: Equiversi 3-5 (36), Players: 3). Who plays where: White: the host, Black: you, Red: friend 2."
	if log := apps[1].scene.(*play.PlayScene).Link.(*online.OnlineGame).Talk().Log; !slices.Contains(log, want) {
		t.Errorf("friend 1's page says %q, want %q among it", log, want)
	}
}
