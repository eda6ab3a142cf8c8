//go:build !js

package session

import (
	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"
)

// LoopbackSettings are settings for two native peers on one machine, for
// tests and tools: no STUN, no mDNS, IPv4 UDP on the loopback interface
// only. They work even in a network namespace that has nothing but lo.
func LoopbackSettings() Settings {
	var se webrtc.SettingEngine
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	se.SetIncludeLoopbackCandidate(true)
	se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	return Settings{NoSTUN: true, tune: tuning{engine: &se}}
}

// webRTCMissing tells whether the platform lacks WebRTC: natively, pion is
// WebRTC.
func webRTCMissing() bool { return false }

// refused is the error of a peer connection pion would not make, as it is.
func refused(err error) error { return err }

// tuning is how pion is tuned natively: its setting engine, when set.
type tuning struct {
	engine *webrtc.SettingEngine
}

// api is the pion API a peer connection is made with.
func (s Settings) api() *webrtc.API {
	if s.tune.engine == nil {
		return webrtc.NewAPI()
	}
	return webrtc.NewAPI(webrtc.WithSettingEngine(*s.tune.engine))
}
