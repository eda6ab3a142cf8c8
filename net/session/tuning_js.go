//go:build js

package session

import "github.com/pion/webrtc/v4"

// tuning is empty in the page, where the browser does what pion's setting
// engine does natively. (Settings holding pion's SettingEngine there would
// keep the native ICE agent in the build; see wire.)
type tuning struct{}

// api is the pion API a peer connection is made with.
func (s Settings) api() *webrtc.API { return webrtc.NewAPI() }
