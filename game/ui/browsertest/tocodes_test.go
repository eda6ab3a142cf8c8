//go:build !js

package browsertest

import (
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

// TestDroppedToCodesInPage plays Phalanx online between two browsers of
// their own, kills the guest's outright, and both go on by move codes from
// the same position: the host from the game ("Go on by move codes"), the
// guest from its menu once its browser started again ("Resume online …",
// then "Play by move codes"). They finish the game by codes typed into
// each other's page; the winner sends the last code with Codes.
func TestDroppedToCodesInPage(t *testing.T) {
	host, guest := connectedPhalanx(t)
	step := func(e Engine, _ game.Position, i int) { playStep(t, e, "tocodes", phalanxGame[i]) }
	playShared(t, phalanx.Rules{}, phalanxGame, 0, 3, host.Page, guest.Page, step)

	guest.Page.WaitSteps(3)
	guest.Kill()
	host.Page.WaitFor("the drop noticed", `window.pentarchy.buttons().some(b => b.label === "Go on by move codes")`)
	host.Page.Click("Go on by move codes")
	host.Page.WaitScene("correspondence")
	guest.Start().WaitScene("menu")
	guest.Page.Click("Resume online Phalanx")
	guest.Page.WaitScene("online")
	guest.Page.Click("Play by move codes")
	guest.Page.WaitScene("play")
	if got := recordOf(t, guest.Page).Steps; !slices.Equal(got, phalanxGame[:3]) {
		t.Fatalf("the guest goes on by codes with %q, want %q", got, phalanxGame[:3])
	}

	// Turn by turn: the mover plays, then its code goes to the other page.
	// Black (the host) plays steps 0-2, 5-7, 9-11 and 14-16.
	turns := [][2]int{{3, 5}, {5, 8}, {8, 9}, {9, 12}, {12, 14}, {14, 17}}
	began := time.Now()
	for _, turn := range turns {
		from, to := guest.Page, host.Page
		if phalanxBlackPlays(turn[0]) {
			from, to = host.Page, guest.Page
		}
		for _, s := range phalanxGame[turn[0]:turn[1]] {
			playStep(t, from, "tocodes", s)
		}
		if turn[1] == len(phalanxGame) {
			from.Click("Codes") // the game is over: the last code on request
		}
		from.WaitScene("correspondence")
		to.Type(from.WaitCode(""))
		to.Click("Apply")
		if got := to.WaitSteps(turn[1]); !slices.Equal(got, phalanxGame[:turn[1]]) {
			t.Fatalf("after the code of steps %d-%d: %q", turn[0]+1, turn[1], got)
		}
	}
	t.Logf("the game finished by move codes, %d codes in %v", len(turns), time.Since(began).Round(time.Millisecond))
	host.Page.Click("View board")
	host.Page.WaitScene("play")
	for _, d := range []*Device{host, guest} {
		if st := d.Page.Status(); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("at the end the status is %q", st)
		}
	}
}

// phalanxBlackPlays tells whether step i of phalanxGame is Black's.
func phalanxBlackPlays(i int) bool {
	pos, _ := phalanx.Rules{}.Start(nil)
	for _, s := range phalanxGame[:i] {
		game.Play(pos, s)
	}
	return pos.Mover() == 1
}

// TestNoWebRTC opens the page in a browser without RTCPeerConnection (it
// is removed before the page's scripts run), and in one whose
// RTCPeerConnection throws (a privacy setting): Play online says so in
// plain words, never in Go's, and offers the move-code game first, which
// then plays.
func TestNoWebRTC(t *testing.T) {
	for _, tc := range []struct{ name, script string }{
		{"missing", `delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;`},
		{"throws", `window.RTCPeerConnection = function () { throw new DOMException("WebRTC is disabled", "NotAllowedError"); };`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Open(t, Serve(t, Dist(t)), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
			p.BeforeLoad(tc.script)
			p.Reload()
			p.WaitScene("menu")
			p.Click("Phalanx")
			p.Click("Play online")
			p.WaitFor("the failure", `window.pentarchy.status().includes("cannot connect directly")`)
			st := p.Status()
			if !strings.Contains(st, "This browser cannot connect directly to another device. You can still play by move codes.") {
				t.Errorf("without WebRTC the page says %q", st)
			}
			if strings.Contains(st, "syscall") || strings.Contains(st, "Value.") {
				t.Errorf("the page speaks Go to a player: %q", st)
			}
			if p.HasButton("Try again") {
				t.Error("a browser without WebRTC is offered to try again")
			}
			p.Screenshot("no-webrtc-" + tc.name)
			p.Click("Play by move codes")
			p.WaitScene("play")
			playStep(t, p, "nowebrtc", "add f3")
			p.WaitSteps(1)
		})
	}
}

// TestNoWebRTCOtherEngines checks the same in Firefox, its
// RTCPeerConnection removed, and in WebKitGTK, whose build here has none,
// working the page by the screen-reader mode's typed lines.
func TestNoWebRTCOtherEngines(t *testing.T) {
	t.Run("firefox", func(t *testing.T) {
		f := OpenFirefox(t, "about:blank", Shots(t))
		f.Preload(`() => { delete window.RTCPeerConnection; }`)
		f.Navigate(Serve(t, Dist(t)))
		playWithoutWebRTC(t, f, "firefox")
	})
	t.Run("webkit", func(t *testing.T) {
		playWithoutWebRTC(t, OpenWebKit(t, Serve(t, Dist(t)), Shots(t)), "webkit")
	})
}

// playWithoutWebRTC asks for an online game of Phalanx, checks the plain
// sentence and that move codes come first, and plays a step by codes.
func playWithoutWebRTC(t *testing.T, e Engine, name string) {
	waitScene(e, "menu")
	e.PressKey("F2")
	e.WaitFor("the text box", `document.activeElement && document.activeElement.id === "speech-line"`)
	typeLine(e, "Phalanx")
	waitScene(e, "newgame")
	typeLine(e, "Play online")
	e.WaitFor("the failure", `window.pentarchy.status().includes("cannot connect directly")`)
	if st := statusOf(t, e); !strings.Contains(st, "This browser cannot connect directly to another device. You can still play by move codes.") {
		t.Errorf("without WebRTC the page says %q", st)
	}
	if hasButtonOn(e, "Try again") {
		t.Error("a browser without WebRTC is offered to try again")
	}
	e.Screenshot("no-webrtc-" + name)
	typeLine(e, "Play by move codes")
	waitScene(e, "play")
	typeLine(e, "add f3")
	waitStepsOn(e, 1)
}

// TestMoveCodesOtherEngines plays the scripted game of Phalanx to its end
// by move codes between Firefox (the host, Black) and WebKitGTK (the
// guest), each typing the other's code into its own page: the first code
// carries the game and Black's first turn, and the winner sends the last
// code with Codes.
func TestMoveCodesOtherEngines(t *testing.T) {
	dist := Dist(t)
	host := OpenFirefox(t, Serve(t, dist), Shots(t))
	guest := OpenWebKit(t, Serve(t, dist), Shots(t))
	waitScene(host, "menu")
	waitScene(guest, "menu")
	clickLabel(host, "Phalanx")
	clickLabel(host, "Play online")
	host.WaitFor("the invite or why there is none", `window.pentarchy.code() || window.pentarchy.status().startsWith("No connection")`)
	clickLabel(host, "Move codes")
	waitScene(host, "play")

	// Turn by turn: the mover plays, then its code goes to the other page.
	turns := [][2]int{{0, 3}, {3, 5}, {5, 8}, {8, 9}, {9, 12}, {12, 14}, {14, 17}}
	for _, turn := range turns {
		from, to := Engine(guest), Engine(host)
		if phalanxBlackPlays(turn[0]) {
			from, to = host, guest
		}
		for i, s := range phalanxGame[turn[0]:turn[1]] {
			playStep(t, from, "codes", s)
			waitStepsOn(from, turn[0]+i+1)
		}
		if turn[1] == len(phalanxGame) {
			clickLabel(from, "Codes") // the game is over: the last code on request
		}
		waitScene(from, "correspondence")
		var code string
		from.Value(`window.pentarchy.code()`, &code)
		if turn[0] == 0 {
			clickLabel(to, "Join a game")
			typeCode(to, code)
			clickLabel(to, "Join")
		} else {
			typeCode(to, code)
			clickLabel(to, "Apply")
		}
		waitStepsOn(to, turn[1])
		if got := recordOf(t, to).Steps; !slices.Equal(got, phalanxGame[:turn[1]]) {
			t.Fatalf("after the code of steps %d-%d: %q", turn[0]+1, turn[1], got)
		}
	}
	guest.Screenshot("codes-webkit-end")
	for _, e := range []Engine{host, guest} {
		if e == host {
			clickLabel(e, "View board")
		}
		waitScene(e, "play")
		if st := statusOf(t, e); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("at the end the status is %q", st)
		}
	}
}

// typeCode clicks the page's text box that takes a code (the one that is
// not read-only) and types text into it, as a player does.
func typeCode(e Engine, text string) {
	const box = `document.querySelector("textarea:not([readonly])")`
	e.WaitFor("a text box for the code", box)
	var r struct{ X, Y, W, H float64 }
	e.Value(`(b => ({x: b.left, y: b.top, w: b.width, h: b.height}))(`+box+`.getBoundingClientRect())`, &r)
	e.ClickAt(r.X+r.W/2, r.Y+r.H/2)
	e.Insert(text)
}
