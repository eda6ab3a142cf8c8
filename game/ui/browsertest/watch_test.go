//go:build !js

package browsertest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

// inviteWatcher has the host, on its board, invite the watcher's page
// from its chat sheet: the invite typed into the watcher's Join a game,
// the reply into the host's page, until the watcher shows the board.
func inviteWatcher(t *testing.T, host, watcher *Page) {
	t.Helper()
	host.Click("Chat")
	host.Click("Invite a watcher")
	invite := host.WaitCode("")
	joinWith(watcher, invite, false)
	host.Type(watcher.WaitCode(""))
	host.Click("Connect")
	watcher.WaitScene("play")
	host.WaitScene("play")
}

// playOnline has the host, on its new-game screen, play online with the
// friend, the host moving first: invite, reply, until both show the board.
func playOnline(t *testing.T, host, friend *Page) {
	t.Helper()
	host.Click("Play online")
	host.WaitScene("online")
	requireConnections(t, host)
	host.Click("First move: coin flip") // now: me
	friend.WaitScene("menu")
	friend.Click("Join a game")
	friend.WaitScene("online")
	handshake(t, host, friend, "")
}

// TestWatchersBrowsers plays the scripted game of Phalanx between a
// desktop host and a phone friend, each in a Chromium process of its own,
// watched by two more: one in the screen-reader mode, invited before the
// first step, which must hear every step said as it is played; and a
// phone invited after five steps, which must get them all. Neither can
// play; a watcher's chat line reaches both players; at the end both
// watchers show the result and offer the analysis. Then the late
// watcher's browser is killed outright, and the host says it left.
func TestWatchersBrowsers(t *testing.T) {
	dist, shots := Dist(t), Shots(t)
	desktop, phone := Screen{Width: 1280, Height: 800}, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}
	host := OpenDevice(t, Serve(t, dist), desktop, shots, OnlineFlags...).Page
	friend := OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...).Page
	reader := OpenDevice(t, Serve(t, dist), desktop, shots, OnlineFlags...).Page
	lateDevice := OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...)
	late := lateDevice.Page

	host.WaitScene("menu")
	host.Click("Phalanx")
	playOnline(t, host, friend)

	inviteWatcher(t, host, reader)
	reader.Screenshot("watch-reader-desktop")
	reader.PressKey("Tab")
	reader.WaitFor("the offer of the mode", `document.getElementById("speech-log").textContent.includes("Press F2")`)
	reader.PressKey("F2")
	reader.WaitFor("the text box", `document.activeElement && document.activeElement.id === "speech-line"`)
	narr := nativeNarrator(t, spokenGame{rec: game.Record{Game: "phalanx"}, names: []string{"Black", "White"}})
	narr.Follow(game.Record{Game: "phalanx", Options: game.Options{}}, func(int) bool { return false })
	heard := func(to int) {
		t.Helper()
		rec := game.Record{Game: "phalanx", Options: game.Options{}, Steps: phalanxGame[:to]}
		for _, line := range narr.Follow(rec, func(int) bool { return false }) {
			waitSaid(t, reader, line)
		}
	}

	step := func(e Engine, _ game.Position, i int) { playStep(t, e, "watch", phalanxGame[i]) }
	for i := range 5 {
		playShared(t, phalanx.Rules{}, phalanxGame, i, i+1, host, friend, step)
		waitStepsOn(reader, i+1)
		heard(i + 1)
	}

	inviteWatcher(t, host, late)
	if got := recordOf(t, late).Steps; !slices.Equal(got, phalanxGame[:5]) {
		t.Fatalf("the late watcher has %q, want the first five steps", got)
	}
	late.Screenshot("watch-late-phone")
	host.Click("Chat")
	host.Screenshot("watch-chat-desktop")
	host.Click("Back to the game")
	late.Click("Leave") // and comes back with a new invite
	late.WaitScene("menu")
	onChat(host, "a watcher gone", "Watcher 2 left (1 still watching).")
	playShared(t, phalanx.Rules{}, phalanxGame, 5, 6, host, friend, step)
	inviteWatcher(t, host, late)
	if got := recordOf(t, late).Steps; !slices.Equal(got, phalanxGame[:6]) {
		t.Fatalf("the late watcher back has %q, want the first six steps", got)
	}
	heard(6)

	late.Click("Chat")
	late.Type("well played") // the chat box has the keyboard
	late.Click("Send")
	late.Click("Back to the game")
	for _, p := range []*Page{host, friend} {
		onChat(p, "the watcher's line", "Watcher 2 says: well played")
	}

	for i := 6; i < len(phalanxGame); i++ {
		playShared(t, phalanx.Rules{}, phalanxGame, i, i+1, host, friend, step)
		for _, w := range []*Page{reader, late} {
			waitStepsOn(w, i+1)
		}
		heard(i + 1)
	}
	for _, w := range []*Page{reader, late} {
		if st := w.Status(); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("a watcher's status at the end: %q", st)
		}
		if !w.HasButton("Analysis") {
			t.Errorf("a watcher's page offers no analysis at the end: %v", buttonsOf(w))
		}
	}
	waitSaid(t, reader, reader.Status())
	late.Screenshot("watch-over-phone")

	lateDevice.Kill()
	onChat(host, "the killed watcher gone", "Watcher 2 left (1 still watching).")
}

// onChat opens the chat sheet of the page, on its board, until its newest
// message is line, and goes back to the board.
func onChat(p *Page, what, line string) {
	p.Click("Chat")
	p.WaitFor(what, fmt.Sprintf(`window.pentarchy.status().endsWith(%q)`, line))
	p.Click("Back to the game")
}
