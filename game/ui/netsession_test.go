//go:build !js

package ui

import (
	"testing"
	"time"

	"pentarchy/game/ui/netui"
	"pentarchy/net/session"
)

// TestOnlineOverWebRTC connects two apps through net/session on loopback
// (pion on both sides), plays a step of Phalanx and reports the connection
// time and the step's way from one app to the other.
func TestOnlineOverWebRTC(t *testing.T) {
	dial := func(netui.NetSettings) netui.Connector {
		return netui.SessionNet{Settings: session.LoopbackSettings()}
	}
	host, guest := newTestApp(t, 360, 640, 2), newTestApp(t, 360, 640, 2)
	host.dial, guest.dial = dial, dial
	inv := inviteTo(t, host, "Phalanx")
	host.click(t, "First move: coin flip") // now: me
	rep := reply(t, guest, inv)
	t.Logf("invite %d characters, reply %d", len(inv), len(rep))
	paste(t, host, rep)
	began := time.Now()
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	t.Logf("connected and greeted %v after Connect", time.Since(began).Round(time.Millisecond))
	began = time.Now()
	host.tapCell(t, "f3")
	sameSteps(t, host, guest, "add f3")
	t.Logf("a step on the other app %v after its tap (ticks every millisecond included)", time.Since(began).Round(time.Microsecond))
}
