package online_test

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
)

// watchFrom has host, playing an online game, invite a watcher from its
// chat sheet; the watcher joins with the invite as from the menu's Join a
// game, reads that it is invited to watch, and both go back to the board.
func watchFrom(t *testing.T, host, watcher device, players ...device) {
	t.Helper()
	host.Click("Chat")
	host.Click("Invite a watcher")
	inv := invite(t, host)
	if !strings.HasPrefix(host.Status(), "Invite a watcher") {
		t.Errorf("the host's screen to invite a watcher: %q", host.Status())
	}
	paste(t, watcher, inv)
	watcher.Click("Join")
	if st := watcher.Status(); !strings.Contains(st, "invited to watch") {
		t.Errorf("the watcher's invite reads %q", st)
	}
	watcher.Click("Accept")
	tickUntil(t, "the reply", func() bool { return code(watcher) != "" }, watcher)
	paste(t, host, code(watcher))
	host.Click("Connect")
	devs := append([]device{host, watcher}, players...)
	tickUntil(t, "the boards", func() bool { return onBoard(devs...) }, devs...)
}

// TestWatchOnline: two friends play Conquid; a watcher invited from the
// host's chat sheet after a few steps sees the game so far, then every
// step live, reads that it watches, cannot play, and its line reaches
// both players. The host turns the watchers' chat off: the watcher's
// sheet says so and sends nothing. The watcher leaves; invited again, it
// comes back with the game as it is now.
func TestWatchOnline(t *testing.T) {
	net := nettest.New()
	host, friend, watcher := newDevice(t, net), newDevice(t, net), newDevice(t, net)
	connect(t, host, friend, "conquid")
	playFirstLegal(t, 3, host, friend)
	watcher.Show(online.NewJoinScene(watcher, ""))
	watchFrom(t, host, watcher, friend)
	if got, want := steps(t, watcher), steps(t, host); !slices.Equal(got, want) {
		t.Fatalf("the watcher has %q, the host %q", got, want)
	}
	if !strings.Contains(say(watcher), "You are watching") {
		t.Errorf("the watcher reads %q", say(watcher))
	}
	if p := playing(t, watcher); p.ByHand() {
		t.Error("the watcher may play a seat")
	}
	playFirstLegal(t, 2, host, friend, watcher)

	watcher.Click("Chat")
	watcher.Scene().(*netui.ChatScene).Box.SetText("nice")
	watcher.Click("Send")
	tickUntil(t, "the watcher's line", func() bool {
		return strings.Contains(say(host), "Watcher 1 says: nice") && strings.Contains(say(friend), "Watcher 1 says: nice")
	}, host, friend, watcher)

	host.Click("Chat")
	host.Click("Watchers' chat: on")
	tickUntil(t, "the chat turned off on the watcher's sheet", func() bool { return !watcher.Enabled("Send") }, host, friend, watcher)
	host.Click("Back to the game")

	watcher.Click("Back to the game")
	watcher.Click("Leave")
	tickUntil(t, "the watcher gone", func() bool { return strings.Contains(say(host), "Watcher 1 left") }, host, friend)
	if watcher.Scene().Name() != "menu" {
		t.Errorf("Leave shows %s", watcher.Scene().Name())
	}
	playFirstLegal(t, 2, host, friend)
	watcher.Show(online.NewJoinScene(watcher, ""))
	watchFrom(t, host, watcher, friend)
	if got, want := steps(t, watcher), steps(t, host); !slices.Equal(got, want) || len(got) != 7 {
		t.Fatalf("back, the watcher has %q, the host %q", got, want)
	}
}
