//go:build !js

package browsertest

import (
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// TestLobbyThreeBrowsers plays Parry for three with each player on a
// browser of their own (separate Chromium processes, a desktop and two
// phones): the host invites the two friends one after the other, each
// with its own codes; the game starts on all three once both have joined,
// and each device plays its seat by clicks, every step reaching the other
// two devices.
func TestLobbyThreeBrowsers(t *testing.T) {
	dist := Dist(t)
	shots := Shots(t)
	host := OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, shots, OnlineFlags...)
	phone := Screen{Width: 360, Height: 640, Scale: 2, Touch: true}
	friends := []*Device{OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...), OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...)}
	host.Page.WaitScene("menu")
	host.Page.Click("Parry")
	host.Page.WaitScene("newgame")
	for range 6 {
		if host.Page.HasButton("Players: 3") {
			break
		}
		host.Page.Click(optionLabel(host.Page, "Players: "))
	}
	host.Page.Click("Play online")
	host.Page.Click("A device for each player")
	began := time.Now()
	invite := ""
	for i, f := range friends {
		invite = host.Page.WaitCode(invite)
		if i == 0 {
			requireConnections(t, host.Page)
			host.Page.Screenshot("lobby-desktop")
		}
		f.Page.WaitScene("menu")
		f.Page.Click("Join a game")
		f.Page.Type(invite)
		f.Page.Click("Join")
		f.Page.WaitFor("the invite read", `window.pentarchy.buttons().some(b => b.label === "Accept")`)
		f.Page.Click("Accept")
		host.Page.Type(f.Page.WaitCode(""))
		host.Page.Click("Connect")
	}
	pages := []*Page{host.Page, friends[0].Page, friends[1].Page}
	for _, p := range pages {
		p.WaitScene("play")
	}
	t.Logf("three devices in play %v after the first invite", time.Since(began).Round(time.Millisecond))

	rec := recordOf(t, host.Page)
	pos, err := game.Replay(parry.Rules{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 12 {
		step := game.LegalTexts(pos)[0]
		for _, s := range game.LegalTexts(pos) {
			if strings.HasPrefix(s, "place") {
				step = s
				break
			}
		}
		playParryStep(t, pages[pos.Mover()-1], step, "lobby")
		for _, p := range pages {
			if got := p.WaitSteps(i + 1); got[i] != step {
				t.Fatalf("step %d: a page has %q, want %q", i+1, got[i], step)
			}
		}
		game.Play(pos, step)
	}
	friends[1].Page.Screenshot("lobby-friend-phone")
}
