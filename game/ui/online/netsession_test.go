//go:build !js

package online_test

import (
	"testing"
	"time"

	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/storage"
	"pentarchy/net/session"
)

// TestOnlineOverWebRTC connects two devices through net/session on
// loopback (pion on both sides), plays a step of Phalanx and reports the
// connection time and the step's way from one device to the other.
func TestOnlineOverWebRTC(t *testing.T) {
	dial := func(netui.NetSettings) netui.Connector {
		return netui.SessionNet{Settings: session.LoopbackSettings()}
	}
	host, guest := onStore(t, dial, storage.Memory{}), onStore(t, dial, storage.Memory{})
	inv := inviteTo(t, host, "phalanx")
	host.Click("First move: coin flip") // now: me
	rep := reply(t, guest, inv)
	t.Logf("invite %d characters, reply %d", len(inv), len(rep))
	paste(t, host, rep)
	began := time.Now()
	host.Click("Connect")
	tickUntil(t, "both boards", func() bool { return onBoard(host, guest) }, host, guest)
	t.Logf("connected and greeted %v after Connect", time.Since(began).Round(time.Millisecond))
	began = time.Now()
	host.TapCell("f3")
	sameSteps(t, host, guest, "add f3")
	t.Logf("a step on the other device %v after its tap (ticks every millisecond included)", time.Since(began).Round(time.Microsecond))
}
