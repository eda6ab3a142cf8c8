package netgame_test

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/net/protocol"
)

// watching has a new device watch the hub's game over an in-memory
// connection, and shows its board once it has the game.
func watching(t *testing.T, hg *netgame.HubGame, games ...linked) (device, *netgame.OnlineGame, *nettest.Conn) {
	t.Helper()
	w := newDevice(t)
	a, b := nettest.Pipe()
	if err := hg.AddWatcher(a); err != nil {
		t.Fatal(err)
	}
	wg := netgame.StartWatching(w, b)
	tick(t, "the watcher's board", func() bool {
		return wg.Play() != nil && slices.Equal(wg.Play().Rec.Steps, hg.H.Record().Steps)
	}, append(games, hg, wg)...)
	w.Show(wg.Play())
	return w, wg, b
}

// TestWatcher: a watcher who joins late gets the whole game, then each
// step live; a tap on its board plays nothing; its chat reaches the
// players; a step forged on its connection is refused by the hub and goes
// nowhere; it keeps nothing on its device; and its leaving is noted.
func TestWatcher(t *testing.T) {
	hub, friend, hg, fg, _ := connected(t, "phalanx")
	hub.TapCell("f3")
	hub.Click("End turn")
	tick(t, "the hub's turn on the friend's board", func() bool { return len(fg.Play().Rec.Steps) == 2 }, hg, fg)
	w, wg, conn := watching(t, hg, fg)
	if !strings.Contains(wg.Say(), "watching") {
		t.Errorf("the watcher reads %q", wg.Say())
	}
	w.TapCell("d7")
	if n := len(wg.Play().Rec.Steps); n != 2 {
		t.Fatalf("a watcher's tap played a step: %d steps", n)
	}
	friend.TapCell("d7")
	tick(t, "the friend's step on the watcher's board", func() bool { return len(wg.Play().Rec.Steps) == 3 }, hg, fg, wg)

	wg.Chat("well played")
	tick(t, "the watcher's line on both players' pages", func() bool {
		return slices.Contains(hg.Notes(), "Watcher 1 says: well played") && slices.Contains(fg.Notes(), "Watcher 1 says: well played")
	}, hg, fg, wg)

	forged, _ := protocol.Encode(protocol.Message{Kind: protocol.KindStep, Seq: 4, Step: "add e5", Hash: "0123456789abcdef"})
	conn.Send(forged)
	tick(t, "the forged step refused", func() bool { return slices.ContainsFunc(hg.Notes(), refusedFromWatcher) }, hg, fg, wg)
	if n := len(hg.H.Record().Steps); n != 3 || len(fg.M.Record().Steps) != 3 {
		t.Fatalf("a watcher's forged step changed the game: %d steps", n)
	}
	for _, key := range []string{netgame.OnlineKey, netgame.HubKey} {
		if _, kept := w.Store().Get(key); kept {
			t.Errorf("the watcher's device keeps %s", key)
		}
	}
	wg.Leave()
	tick(t, "the watcher's leaving noted", func() bool { return slices.Contains(hg.Notes(), "Watcher 1 left (0 still watching).") }, hg, fg)
}

func refusedFromWatcher(note string) bool {
	return strings.HasPrefix(note, "A message from watcher 1's device was refused")
}

// TestWatcherOfOrders: a watcher of Source of Power reads that the players
// give their orders, sees no orders while they are sealed, and sees the
// whole turn once both have given theirs.
func TestWatcherOfOrders(t *testing.T) {
	hub, friend, hg, fg, _ := connected(t, "source-of-power")
	w, wg, _ := watching(t, hg, fg)
	if st := w.Status(); !strings.HasPrefix(st, "The players give their orders") {
		t.Errorf("the watcher's status while orders are given: %q", st)
	}
	hub.Click("End orders")
	tick(t, "the hub's orders sealed", func() bool { return hg.H.CanPlay() != nil }, hg, fg, wg)
	if n := len(wg.Play().Rec.Steps); n != 0 {
		t.Fatalf("the watcher sees %d steps of a turn not resolved", n)
	}
	friend.Click("End orders")
	tick(t, "the turn on the watcher's board", func() bool {
		return len(hg.H.Record().Steps) > 0 && slices.Equal(wg.Play().Rec.Steps, hg.H.Record().Steps)
	}, hg, fg, wg)
}
