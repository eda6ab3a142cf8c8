//go:build !js

package browsertest

import (
	"strings"
	"testing"
	"time"
)

// TestClockInPage plays Phalanx hot-seat with a clock of 30 s a turn,
// chosen on the new-game screen: Black plays a turn by clicks; White does
// nothing, and 30 s later the page ends the game, Black winning on time,
// with no step played after it. The screenshot shows both times in the
// panel.
func TestClockInPage(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	for i := 0; !p.HasButton("Clock: 30 s a turn"); i++ {
		if i > len("0123456789") {
			t.Fatalf("no clock of 30 s a turn: %v", buttonsOf(p))
		}
		p.Click(labelStarting(p, "Clock: "))
	}
	p.Screenshot("clock-newgame-desktop")
	p.Click("Start")
	p.WaitScene("play")
	playStep(t, p, "clock", "add f3")
	playStep(t, p, "clock", "end")
	began := time.Now()
	p.Screenshot("clock-play-desktop")
	p.WaitFor("White's time run out", `window.pentarchy.status().startsWith("Black wins")`)
	took := time.Since(began)
	if took < 25*time.Second {
		t.Errorf("White's 30 s ran out after %v", took)
	}
	t.Logf("White's 30 s ran out %v after Black's turn ended, as the page saw it", took.Round(100*time.Millisecond))
	if n := len(recordOf(t, p).Steps); n != 2 {
		t.Errorf("the record has %d steps, want Black's 2", n)
	}
	p.Screenshot("clock-over-desktop")
}

// TestClockOnlineInPage plays Phalanx online between two Chromium
// processes under 30 s a turn. Black (the host) plays a turn; White's
// browser is killed outright on its turn: the host's clock for White
// stops, and 40 s later the game still goes on. White's browser starts
// again and joins with new codes; its 30 s run from there, and then the
// game is lost on time on both pages.
func TestClockOnlineInPage(t *testing.T) {
	dist, shots := Dist(t), Shots(t)
	host := OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, shots, OnlineFlags...).Page
	friendDevice := OpenDevice(t, Serve(t, dist), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, shots, OnlineFlags...)
	friend := friendDevice.Page
	host.WaitScene("menu")
	host.Click("Phalanx")
	host.WaitScene("newgame")
	for !host.HasButton("Clock: 30 s a turn") {
		host.Click(labelStarting(host, "Clock: "))
	}
	playOnline(t, host, friend)
	playStep(t, host, "clock-online", "add f3")
	playStep(t, host, "clock-online", "end")
	waitStepsOn(friend, 2)
	friend.Screenshot("clock-online-phone")

	friendDevice.Kill()
	host.WaitFor("the drop noticed", `window.pentarchy.buttons().some(b => b.label === "Reconnect")`)
	stopped := time.Now()
	for time.Since(stopped) < 40*time.Second {
		if strings.HasPrefix(host.Status(), "Black wins") {
			t.Fatalf("White's clock ran with its device away: %q after %v", host.Status(), time.Since(stopped))
		}
		time.Sleep(500 * time.Millisecond)
	}

	friend = friendDevice.Start()
	friend.WaitScene("menu")
	friend.Click("Resume online Phalanx")
	friend.WaitScene("online")
	friend.Click("Join with a code")
	host.Click("Reconnect")
	host.WaitScene("online")
	host.Click("Invite again")
	joinWith(friend, host.WaitCode(""), true)
	host.Type(friend.WaitCode(""))
	host.Click("Connect")
	friend.WaitScene("play")
	back := time.Now()
	for _, p := range []*Page{host, friend} {
		p.WaitFor("White's time run out", `window.pentarchy.status().startsWith("Black wins")`)
	}
	t.Logf("White's time ran out %v after its device came back", time.Since(back).Round(100*time.Millisecond))
	host.Screenshot("clock-online-over-desktop")
}
