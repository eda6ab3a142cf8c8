//go:build !js

package browsertest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/phalanx"
)

// Two devices are two tabs of one headless Chromium, each page served
// from its own origin so that each keeps its own games: the host on a
// 1280×800 desktop, the guest on a 360×640 phone. They exchange codes
// through the page's own text boxes, typed key by key, and read them
// from window.pentarchy.code().

// openDevices opens the host's and the guest's pages on their menus.
func openDevices(t *testing.T) (host, guest *Page) {
	t.Helper()
	dist := Dist(t)
	host = Open(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, Shots(t), OnlineFlags...)
	guest = host.OpenTab(Serve(t, dist), Screen{Width: 360, Height: 640, Scale: 2, Touch: true})
	host.WaitScene("menu")
	guest.WaitScene("menu")
	return host, guest
}

// handshake connects the two pages: the host's invite (already shown)
// typed into the guest's page, the guest's reply into the host's. It
// returns how long the connection took once the host tapped Connect.
func handshake(t *testing.T, host, guest Engine, shots string) time.Duration {
	t.Helper()
	invite := waitCodeOn(host)
	t.Logf("invite code: %d characters", len(invite))
	typeCode(guest, invite)
	clickLabel(guest, "Join")
	clickLabel(guest, "Accept")
	reply := waitCodeOn(guest)
	t.Logf("reply code: %d characters", len(reply))
	if shots != "" {
		guest.Screenshot(shots + "-reply-phone")
	}
	typeCode(host, reply)
	began := time.Now()
	clickLabel(host, "Connect")
	waitScene(host, "play")
	waitScene(guest, "play")
	took := time.Since(began)
	t.Logf("connected %v after Connect", took.Round(time.Millisecond))
	return took
}

// waitCodeOn waits until the page shows a code, and returns it.
func waitCodeOn(e Engine) string {
	e.WaitFor("a code", `window.pentarchy.code()`)
	var code string
	e.Value(`window.pentarchy.code()`, &code)
	return code
}

// recordOf is the page's game record.
func recordOf(t *testing.T, e Engine) game.Record {
	t.Helper()
	var text string
	e.Value(`window.pentarchy.record() || ""`, &text)
	rec, err := game.ParseRecord([]byte(text))
	if err != nil {
		t.Fatalf("record(): %v", err)
	}
	return rec
}

// playShared plays steps from steps[from:to] of a game whose record both
// pages keep, each step on the page of its mover's seat (first: the seat of
// player 1), and waits until both records have it. It returns the mean
// time from the start of the click (or the first of the clicks) that plays
// a step to the step in the other page's record, as polled through the
// DevTools protocol: an upper bound of the one-way delay a player sees.
func playShared(t *testing.T, r game.Ruleset, steps []string, from, to int, first, second Engine, play func(e Engine, pos game.Position, i int)) time.Duration {
	t.Helper()
	rec := game.Record{Game: r.ID(), Steps: steps[:from]}
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	var trip time.Duration
	for i := from; i < to; i++ {
		here, there := first, second
		if pos.Mover()%2 == 0 {
			here, there = second, first
		}
		began := time.Now()
		play(here, pos, i)
		waitStepsOn(there, i+1)
		trip += time.Since(began)
		waitStepsOn(here, i+1)
		if got := recordOf(t, here).Steps; got[i] != steps[i] {
			t.Fatalf("step %d: the record has %q, want %q", i+1, got[i], steps[i])
		}
		if err := game.Play(pos, steps[i]); err != nil {
			t.Fatal(err)
		}
	}
	return trip / time.Duration(max(1, to-from))
}

// requireConnections waits for the host's invite, and skips the test (fails
// it under CI=true) when the page was built without WebRTC.
func requireConnections(t *testing.T, host *Page) {
	t.Helper()
	host.WaitFor("the invite", `window.pentarchy.code() || window.pentarchy.status().startsWith("No connection")`)
	if host.Code() == "" {
		unavailable(t, "the page cannot connect: %s (built without net/session?)", host.Status())
	}
}

// TestOnlinePlay plays Phalanx between two pages over WebRTC, drops the
// connection by closing the guest's tab, reconnects with new codes from the
// guest's reopened page, and finishes the game; then a few steps of
// Patriarchs with the guest moving first.
func TestOnlinePlay(t *testing.T) {
	t.Run("script", TestPhalanxScript)
	host, guest := openDevices(t)

	host.Click("Phalanx")
	host.Click("Play online")
	host.WaitScene("online")
	requireConnections(t, host)
	host.Screenshot("online-invite-desktop")
	host.Click("First move: coin flip") // the host moves first
	guest.Click("Join a game")
	guest.WaitScene("online")
	guest.Screenshot("online-join-phone")
	connected := handshake(t, host, guest, "online")
	host.Screenshot("online-play-desktop")

	phalanxStep := func(e Engine, _ game.Position, i int) { playStep(t, e, "online", phalanxGame[i]) }
	trip := playShared(t, phalanx.Rules{}, phalanxGame, 0, 5, host, guest, phalanxStep)
	t.Logf("a step shows on the other page %v after its click began (mean of 5)", trip.Round(time.Millisecond))
	guest.Screenshot("online-play-phone")
	host.Click("Chat")
	host.WaitScene("chat")
	t.Logf("the host's chat says: %s", host.Status())
	host.Screenshot("online-chat-desktop")
	host.Click("Back to the game")

	// The guest closes its tab: the host learns the connection is gone.
	guestURL := Eval[string](guest, "location.href")
	guest.Close()
	began := time.Now()
	host.WaitFor("the drop noticed", `window.pentarchy.buttons().some(b => b.label === "Reconnect")`)
	t.Logf("the host noticed the closed tab after %v", time.Since(began).Round(time.Millisecond))

	// The guest comes back and invites; the host joins with new codes.
	guest = host.OpenTab(guestURL, Screen{Width: 360, Height: 640, Scale: 2, Touch: true})
	guest.WaitScene("menu")
	resumeOnline(t, guest, host, "Phalanx")
	if h, g := recordOf(t, host), recordOf(t, guest); !slices.Equal(h.Steps, phalanxGame[:5]) || !slices.Equal(g.Steps, phalanxGame[:5]) {
		t.Fatalf("after reconnecting: host %q, guest %q", h.Steps, g.Steps)
	}
	playShared(t, phalanx.Rules{}, phalanxGame, 5, len(phalanxGame), host, guest, phalanxStep)
	for _, p := range []*Page{host, guest} {
		if st := p.Status(); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("at the end the status is %q", st)
		}
	}
	host.Screenshot("online-gameover-desktop")

	// A second game: Patriarchs, the guest moving first.
	host.Click("Menu")
	host.WaitScene("menu")
	host.Click("Patriarchs")
	host.Click("Play online")
	host.WaitCode("")
	host.Click("First move: coin flip")
	host.Click("First move: me") // now: my friend
	guest.Click("Menu")
	guest.WaitScene("menu")
	guest.Click("Join a game")
	handshake(t, host, guest, "")
	patriarchsStep := func(e Engine, pos game.Position, i int) {
		playPatriarchsStep(t, e, pos.(*patriarchs.Position), "online", patriarchsGame[i], i)
	}
	playShared(t, patriarchs.Rules{}, patriarchsGame, 0, 3, guest, host, patriarchsStep)
	t.Logf("connection %v; codes and step times above", connected.Round(time.Millisecond))
}

// TestMoveCodesInPage plays the first turns of Phalanx by move codes under
// a day per turn: the host's first code carries the game and the clock;
// each side types the other's code, and each code screen says by when the
// friend is to answer.
func TestMoveCodesInPage(t *testing.T) {
	host, guest := openDevices(t)
	host.Click("Phalanx")
	host.WaitScene("newgame")
	for i := 0; !host.HasButton("Clock: 1 day a turn"); i++ {
		if i > len("0123456789") {
			t.Fatalf("no clock of a day a turn: %v", buttonsOf(host))
		}
		host.Click(labelStarting(host, "Clock: "))
	}
	host.Click("Play online")
	host.WaitFor("the invite or why there is none", `window.pentarchy.code() || window.pentarchy.status().startsWith("No connection")`)
	if host.HasButton("Move codes") {
		host.Click("Move codes")
	} else {
		host.Click("Play by move codes") // a page that cannot connect plays by codes all the same
	}
	host.WaitScene("play")
	for _, step := range phalanxGame[:3] {
		playStep(t, host, "codes", step)
	}
	host.WaitScene("correspondence")
	first := host.WaitCode("")
	t.Logf("first move code (the game, its clock and 3 steps): %d characters", len(first))
	saysDeadline(t, host)
	host.Screenshot("codes-desktop")

	guest.Click("Join a game")
	guest.Type(first)
	guest.Click("Join")
	guest.WaitScene("play")
	for _, step := range phalanxGame[3:5] {
		playStep(t, guest, "codes", step)
	}
	guest.WaitScene("correspondence")
	answer := guest.WaitCode("")
	t.Logf("answer move code (2 steps): %d characters", len(answer))
	saysDeadline(t, guest)
	guest.Screenshot("codes-phone")

	host.Type(answer)
	host.Click("Apply")
	host.WaitScene("play")
	want, _ := json.Marshal(phalanxGame[:5])
	if got, _ := json.Marshal(recordOf(t, host).Steps); string(got) != string(want) {
		t.Fatalf("the host's record %s, want %s", got, want)
	}
	if st := host.Status(); !strings.HasPrefix(st, "You are Black · Black to act") {
		t.Errorf("the host's status %q", st)
	}
}

// saysDeadline checks that p's code screen says the friend has a day,
// from now by the page's clock, to answer.
func saysDeadline(t *testing.T, p *Page) {
	t.Helper()
	st := p.Status()
	for _, at := range []time.Time{time.Now(), time.Now().Add(-time.Minute)} { // the page's minute, or the one before
		if strings.Contains(st, "they have until "+at.Add(24*time.Hour).Local().Format("Mon 2 Jan, 15:04")+" to answer") {
			return
		}
	}
	t.Errorf("the code screen says %q, not a deadline a day from now", st)
}

// TestInviteOnPhone shows the host's invite on a phone: the code, then its
// QR code large enough for another phone's camera.
func TestInviteOnPhone(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t), OnlineFlags...)
	p.WaitScene("menu")
	p.Click("Conquid")
	p.Click("Play online")
	p.WaitScene("online")
	requireConnections(t, p)
	checkTargets(t, p)
	p.Screenshot("online-invite-phone")
	invite := p.Code()
	p.Click("QR code")
	p.WaitFor("the QR code", `window.pentarchy.status().startsWith("Scan to join")`)
	p.Screenshot("online-qr-phone")
	p.Click("Done")
	p.WaitFor("the invite again", `window.pentarchy.status().startsWith("Invite a friend")`)
	if got := p.Code(); got != invite {
		t.Errorf("the invite changed from %q to %q", invite, got)
	}
}

// slowPaste is how long the host of TestSlowReply takes to paste the
// reply: longer than an ICE agent's usual give-up time (pion's native one
// gives up about 30 s after the reply is made, and then no path is found
// between two cone NATs that otherwise connect at once).
const slowPaste = 45 * time.Second

// TestSlowReply: players pass codes through a messenger, which takes
// time. The host pastes the guest's reply 45 s after it was made; the
// guest's page still waits for it, and the two connect.
func TestSlowReply(t *testing.T) {
	host, guest := openDevices(t)
	host.Click("Phalanx")
	host.Click("Play online")
	host.WaitScene("online")
	guest.Click("Join a game")
	guest.WaitScene("online")
	typeCode(guest, waitCodeOn(host))
	clickLabel(guest, "Join")
	clickLabel(guest, "Accept")
	reply := waitCodeOn(guest)
	time.Sleep(slowPaste)
	if st := guest.Status(); !strings.Contains(st, "Keep this page open") {
		t.Fatalf("the guest gave up waiting for the host: %q", st)
	}
	typeCode(host, reply)
	clickLabel(host, "Connect")
	waitScene(host, "play")
	waitScene(guest, "play")
}
