//go:build js

package session

import (
	"syscall/js"

	"github.com/pion/webrtc/v4"
)

// tuning is empty in the page, where the browser does what pion's setting
// engine does natively. (Settings holding pion's SettingEngine there would
// keep the native ICE agent in the build; see wire.)
type tuning struct{}

// api is the pion API a peer connection is made with.
func (s Settings) api() *webrtc.API { return webrtc.NewAPI() }

// webRTCMissing tells whether the browser has no RTCPeerConnection (some
// embedded browsers, WebKit builds without WebRTC, privacy settings).
func webRTCMissing() bool {
	return js.Global().Get("RTCPeerConnection").Type() != js.TypeFunction
}

// refused is the error of a peer connection the browser would not make:
// once the settings are checked, its RTCPeerConnection throws only when
// WebRTC is turned off (a privacy setting, an enterprise policy), which
// trying again cannot change.
func refused(error) error { return ErrNoWebRTC }
