//go:build !js

package browsertest

import (
	"fmt"
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
	host.Page.Screenshot("lobby-seats-desktop")
	host.Page.Click("Invite")
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

// TestLobbyPowerDrop plays Source of Power for three, each player in a
// browser of their own (separate Chromium processes), with a turn limit of
// three: after the first turn one friend's browser is killed outright; the
// other two give their orders for the second turn; the friend's browser
// starts again, the host invites it again, it joins with the new codes
// and gives its orders; the game goes on to its end on all three.
func TestLobbyPowerDrop(t *testing.T) {
	dist := Dist(t)
	shots := Shots(t)
	host := OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, shots, OnlineFlags...)
	phone := Screen{Width: 360, Height: 640, Scale: 2, Touch: true}
	friends := []*Device{OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...), OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...)}
	h := host.Page
	h.WaitScene("menu")
	h.Click("Source of Power")
	h.WaitScene("newgame")
	for _, option := range []string{"Players: 3", "Turn limit: 3"} {
		for range 20 {
			if h.HasButton(option) {
				break
			}
			h.Click(optionLabel(h, strings.Split(option, ":")[0]+":"))
		}
	}
	h.Click("Play online")
	h.Click("A device for each player")
	h.Click("Invite")
	invite := ""
	for _, f := range friends {
		invite = h.WaitCode(invite)
		joinWith(f.Page, invite, false)
		h.Type(f.Page.WaitCode(""))
		h.Click("Connect")
	}
	pages := func() []*Page { return []*Page{h, friends[0].Page, friends[1].Page} }
	for _, p := range pages() {
		p.WaitScene("play")
	}
	// A friend's page shows its seat's orders on top of stand-ins for the
	// seats before it: the host's record (seat 1) counts the steps, and a
	// friend's status tells its turn.
	onTurn := func(turn int) {
		t.Helper()
		h.WaitSteps(3 * (turn - 1))
		for _, p := range pages()[1:] {
			p.WaitFor(fmt.Sprintf("turn %d", turn), fmt.Sprintf(`window.pentarchy.status().includes("turn %d")`, turn))
		}
	}
	for _, p := range pages() {
		p.Click("End orders")
	}
	onTurn(2)

	friends[1].Kill()
	h.WaitFor("the drop noticed", `window.pentarchy.buttons().some(b => b.label === "Invite friend 2 again")`)
	h.Click("End orders")
	friends[0].Page.Click("End orders")
	friends[1].Start().WaitScene("menu")
	f := friends[1].Page
	f.Click("Resume online Source of Power")
	f.WaitScene("online")
	f.Click("Join with a code")
	h.Click("Invite friend 2 again")
	joinWith(f, h.WaitCode(""), true)
	h.Type(f.WaitCode(""))
	h.Click("Connect")
	f.WaitScene("play")
	f.WaitFor("turn 2 on the friend back", `window.pentarchy.status().includes("turn 2")`)
	f.Click("End orders")
	onTurn(3)
	for _, p := range pages() {
		p.Click("End orders")
	}
	h.WaitSteps(9)
	for i, p := range pages() {
		p.WaitFor("the end", `/Draw|wins/.test(window.pentarchy.status())`)
		if st := p.Status(); !strings.Contains(st, "Draw") && !strings.Contains(st, "wins") {
			t.Errorf("device %d at the end: %q", i, st)
		}
	}
	f.Screenshot("power-drop-end-phone")
}

// joinWith joins the game of an invite on p: typed, read, accepted (and
// shown as a game to go on with when resuming).
func joinWith(p *Page, invite string, resuming bool) {
	if !resuming {
		p.WaitScene("menu")
		p.Click("Join a game")
	}
	p.Type(invite)
	p.Click("Join")
	p.WaitFor("the invite read", `window.pentarchy.buttons().some(b => b.label === "Accept")`)
	p.Click("Accept")
}
