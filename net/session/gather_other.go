//go:build !js

package session

import "github.com/pion/webrtc/v4"

// gatheringDone is closed once pc has gathered its candidates.
func gatheringDone(pc *webrtc.PeerConnection) <-chan struct{} {
	return webrtc.GatheringCompletePromise(pc)
}
