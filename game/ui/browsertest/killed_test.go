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

// TestOnlineKilled plays Phalanx online between two browsers of their own
// (separate Chromium processes and profiles, as a desktop and a phone are)
// and kills one outright right after it has received a step, four times:
// the guest, then resumed with the host inviting; the guest again, the
// guest inviting; the host, the host inviting; the host again, the guest
// inviting. After each resume both records must hold every step played,
// and the game goes on to its end.
func TestOnlineKilled(t *testing.T) {
	host, guest := connectedPhalanx(t)

	r := phalanx.Rules{}
	step := func(e Engine, _ game.Position, i int) { playStep(t, e, "killed", phalanxGame[i]) }
	played := 0
	playTo := func(n int) {
		t.Helper()
		playShared(t, r, phalanxGame, played, n, host.Page, guest.Page, step)
		played = n
	}
	for _, round := range []struct {
		upTo             int // steps played before the kill; the last by the device that lives
		killed, inviter  *Device
		killedName, says string
	}{
		{3, guest, host, "guest", "the host invites"},   // after Black's 3rd action
		{8, guest, guest, "guest", "the guest invites"}, // after Black's 8th step
		{9, host, host, "host", "the host invites"},     // after White's pass
		{13, host, guest, "host", "the guest invites"},  // after White's c8-a8
	} {
		playTo(round.upTo)
		lives := host
		if round.killed == host {
			lives = guest
		}
		round.killed.Page.WaitSteps(round.upTo)
		round.killed.Kill()
		killedAt := time.Now()
		lives.Page.WaitFor("the silence noticed", `window.pentarchy.buttons().some(b => b.label === "Reconnect")`)
		t.Logf("%s killed after receiving step %d; the other page offered Reconnect %v later", round.killedName, round.upTo, time.Since(killedAt).Round(time.Millisecond))

		began := time.Now()
		round.killed.Start().WaitScene("menu")
		joiner := host
		if round.inviter == host {
			joiner = guest
		}
		resumeOnline(t, round.inviter.Page, joiner.Page, "Phalanx")
		t.Logf("resumed (%s) %v after the killed browser started again", round.says, time.Since(began).Round(time.Millisecond))
		for _, d := range []*Device{host, guest} {
			if got := recordOf(t, d.Page).Steps; !slices.Equal(got, phalanxGame[:round.upTo]) {
				t.Fatalf("after the %s was killed and %s: %q, want %q", round.killedName, round.says, got, phalanxGame[:round.upTo])
			}
		}
	}
	playTo(len(phalanxGame))
	for _, d := range []*Device{host, guest} {
		if st := d.Page.Status(); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("at the end the status is %q", st)
		}
	}
}

// connectedPhalanx opens two browsers of their own, a desktop (the host)
// and a phone (the guest), and connects them for a game of Phalanx in which
// the host (Black) moves first.
func connectedPhalanx(t *testing.T) (host, guest *Device) {
	t.Helper()
	dist := Dist(t)
	shots := Shots(t)
	host = OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, shots, OnlineFlags...)
	guest = OpenDevice(t, Serve(t, dist), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, shots, OnlineFlags...)
	host.Page.WaitScene("menu")
	guest.Page.WaitScene("menu")
	host.Page.Click("Phalanx")
	host.Page.Click("Play online")
	host.Page.WaitScene("online")
	requireConnections(t, host.Page)
	host.Page.Click("First move: coin flip") // now: the host (Black) moves first
	guest.Page.Click("Join a game")
	guest.Page.WaitScene("online")
	handshake(t, host.Page, guest.Page, "")
	return host, guest
}

// resumeOnline connects two pages again with new codes, inviter inviting:
// each goes to the screen that resumes the online game kept on its device,
// from the game (Reconnect) or, once its browser started again, from the
// menu (Resume online …).
func resumeOnline(t *testing.T, inviter, joiner Engine, gameName string) {
	t.Helper()
	for _, e := range []Engine{inviter, joiner} {
		if sceneOf(e) == "menu" {
			clickLabel(e, "Resume online "+gameName)
		} else {
			clickLabel(e, "Reconnect")
		}
		waitScene(e, "online")
	}
	clickLabel(inviter, "Invite again")
	clickLabel(joiner, "Join with a code")
	handshake(t, inviter, joiner, "")
}

// TestOnlineFirefoxChromium plays a whole game of Phalanx online between
// Firefox and Chromium, each a browser of its own: Firefox invites and
// moves first (Black); right after it has received White's first pass it
// is killed outright, started again on its profile, and the game resumes
// with Chromium inviting, the other way round; then it goes on to its
// end.
func TestOnlineFirefoxChromium(t *testing.T) {
	t.Run("script", TestPhalanxScript)
	dist := Dist(t)
	firefox := OpenFirefoxDevice(t, Serve(t, dist), Shots(t))
	chromium := OpenDevice(t, Serve(t, dist), Screen{Width: 1280, Height: 800}, Shots(t), OnlineFlags...)
	waitScene(firefox.Page, "menu")
	chromium.Page.WaitScene("menu")
	clickLabel(firefox.Page, "Phalanx")
	clickLabel(firefox.Page, "Play online")
	waitScene(firefox.Page, "online")
	clickLabel(firefox.Page, "First move: coin flip") // now: the host (Black) moves first
	chromium.Page.Click("Join a game")
	chromium.Page.WaitScene("online")
	handshake(t, firefox.Page, chromium.Page, "")

	step := func(e Engine, _ game.Position, i int) { playStep(t, e, "firefox-chromium", phalanxGame[i]) }
	const upTo = 5 // Black's first turn and White's add and pass
	playShared(t, phalanx.Rules{}, phalanxGame, 0, upTo, firefox.Page, chromium.Page, step)
	waitStepsOn(firefox.Page, upTo)
	firefox.Kill()
	chromium.Page.WaitFor("the silence noticed", `window.pentarchy.buttons().some(b => b.label === "Reconnect")`)

	began := time.Now()
	waitScene(firefox.Start(), "menu")
	resumeOnline(t, chromium.Page, firefox.Page, "Phalanx")
	t.Logf("resumed (Chromium invites) %v after Firefox started again", time.Since(began).Round(time.Millisecond))
	for _, e := range []Engine{firefox.Page, chromium.Page} {
		if got := recordOf(t, e).Steps; !slices.Equal(got, phalanxGame[:upTo]) {
			t.Fatalf("after Firefox was killed: %q, want %q", got, phalanxGame[:upTo])
		}
	}
	playShared(t, phalanx.Rules{}, phalanxGame, upTo, len(phalanxGame), firefox.Page, chromium.Page, step)
	for _, e := range []Engine{firefox.Page, chromium.Page} {
		if st := statusOf(t, e); !strings.HasPrefix(st, "Black wins") {
			t.Errorf("at the end the status is %q", st)
		}
	}
	firefox.Page.Screenshot("online-firefox-end")
}
