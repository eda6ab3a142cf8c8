//go:build !js

package session

import "github.com/pion/webrtc/v4"

// listen passes every message of dc, with its size, to got; it returns a
// function that stops listening.
func listen(dc *webrtc.DataChannel, got func(msg []byte, size int)) func() {
	dc.OnMessage(func(m webrtc.DataChannelMessage) { got(m.Data, len(m.Data)) })
	return func() {}
}
