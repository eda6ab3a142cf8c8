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

// lobby is a game online with every player on a browser of their own
// (separate Chromium processes): the host a desktop, the friends phones.
type lobby struct {
	host    *Page
	friends []*Device
	took    time.Duration // from the first invite to every page in play
}

// pages are the host's page and the friends'.
func (l *lobby) pages() []*Page {
	pages := []*Page{l.host}
	for _, f := range l.friends {
		pages = append(pages, f.Page)
	}
	return pages
}

// openLobby opens a browser for each of n devices, chooses name with the
// options given ("Players: 3"), and has the host invite every friend in
// turn, each joining with its own codes typed key by key, until the game
// shows on every page.
func openLobby(t *testing.T, name string, n int, options ...string) *lobby {
	t.Helper()
	return openLobbyWith(t, name, n, func(h *Page) {
		for _, option := range options {
			for range 20 {
				if h.HasButton(option) {
					break
				}
				h.Click(optionLabel(h, strings.Split(option, ":")[0]+":"))
			}
		}
	})
}

// openLobbyWith is openLobby with the new-game screen set up by setUp.
func openLobbyWith(t *testing.T, name string, n int, setUp func(h *Page)) *lobby {
	t.Helper()
	dist := Dist(t)
	shots := Shots(t)
	host := OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, shots, OnlineFlags...)
	phone := Screen{Width: 360, Height: 640, Scale: 2, Touch: true}
	l := &lobby{host: host.Page}
	for range n - 1 {
		l.friends = append(l.friends, OpenDevice(t, Serve(t, dist), phone, shots, OnlineFlags...))
	}
	h := l.host
	h.WaitScene("menu")
	h.Click(name)
	h.WaitScene("newgame")
	setUp(h)
	h.Click("Play online")
	h.Click("A device for each player")
	h.Screenshot(fmt.Sprintf("lobby-seats-%d-desktop", n))
	h.Click("Invite")
	began := time.Now()
	invite := ""
	for i, f := range l.friends {
		invite = h.WaitCode(invite)
		if i == 0 {
			requireConnections(t, h)
			h.Screenshot(fmt.Sprintf("lobby-%d-desktop", n))
		}
		joinWith(f.Page, invite, false)
		h.Type(f.Page.WaitCode(""))
		h.Click("Connect")
	}
	for _, p := range l.pages() {
		p.WaitScene("play")
	}
	l.took = time.Since(began)
	t.Logf("%d devices in play %v after the first invite", n, l.took.Round(time.Millisecond))
	return l
}

// playParry plays n steps of Parry by clicks, each on the page of the
// player to move (pages[p-1] plays player p), a placement whenever there
// is one; every page must show each step.
func (l *lobby) playParry(t *testing.T, n int) {
	t.Helper()
	pages := l.pages()
	rec := recordOf(t, l.host)
	pos, err := game.Replay(parry.Rules{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(rec.Steps); i < len(rec.Steps)+n; i++ {
		step := game.LegalTexts(pos)[0]
		for _, s := range game.LegalTexts(pos) {
			if strings.HasPrefix(s, "place") {
				step = s
				break
			}
		}
		playParryStep(t, pages[pos.Mover()-1], step, "parry-lobby")
		for _, p := range pages {
			if got := p.WaitSteps(i + 1); got[i] != step {
				t.Fatalf("step %d: a page has %q, want %q", i+1, got[i], step)
			}
		}
		game.Play(pos, step)
	}
}

// TestLobbyThreeBrowsers plays Parry for three with each player on a
// browser of their own (a desktop and two phones): the host invites the
// two friends one after the other, each with its own codes; the game
// starts on all three once both have joined, and each device plays its
// seat by clicks, every step reaching the other two devices. Then a
// friend offers a draw, which both other devices accept: the game is
// drawn on all three (that no yes but the last ends it is checked in
// game/ui's TestLobbyDrawNeedsEveryone).
func TestLobbyThreeBrowsers(t *testing.T) {
	l := openLobby(t, "Parry", 3, "Players: 3")
	l.playParry(t, 12)
	l.friends[1].Page.Screenshot("lobby-friend-phone")

	offerer, other := l.friends[0].Page, l.friends[1].Page
	l.host.Click("Chat")
	l.host.Screenshot("lobby-chat-desktop")
	l.host.Click("Back to the game")
	offerer.Click("Chat")
	offerer.Click("Offer draw")
	offerer.Click("Back to the game")
	for _, p := range []*Page{l.host, other} {
		p.WaitFor("the draw offer", `window.pentarchy.buttons().some(b => b.label === "Accept draw")`)
	}
	other.Click("Accept draw")
	l.host.Click("Accept draw")
	for i, p := range l.pages() {
		p.WaitFor(fmt.Sprintf("the draw on device %d", i), `window.pentarchy.status().includes("Draw by agreement")`)
	}
	other.Screenshot("lobby-draw-phone")
}

// TestLobbySixBrowsers connects six browsers (separate Chromium
// processes) for Parry for six, one player each, and plays a round of
// steps, one on each device, every step reaching all six.
func TestLobbySixBrowsers(t *testing.T) {
	l := openLobby(t, "Parry", 6, "Players: 6")
	l.playParry(t, 6)
}

// TestLobbyPowerDrop plays Source of Power for three, each player in a
// browser of their own (separate Chromium processes), with a turn limit of
// three: after the first turn one friend's browser is killed outright; the
// other two give their orders for the second turn; the friend's browser
// starts again, the host invites it again, it joins with the new codes
// and gives its orders; the game goes on to its end on all three.
func TestLobbyPowerDrop(t *testing.T) {
	l := openLobby(t, "Source of Power", 3, "Players: 3", "Turn limit: 3")
	h, friends, pages := l.host, l.friends, l.pages
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
