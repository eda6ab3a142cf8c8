//go:build js

package session

import (
	"sync"

	"github.com/pion/webrtc/v4"
)

// gatheringDone is closed once pc has gathered its candidates. In the page
// it follows the browser's gathering state: pion's GatheringCompletePromise
// goes through OnICECandidate, whose candidate parser keeps pion's native
// ICE agent (and its TLS, DTLS and TURN) in the page's build.
func gatheringDone(pc *webrtc.PeerConnection) <-chan struct{} {
	done := make(chan struct{})
	var once sync.Once
	check := func() {
		if pc.ICEGatheringState() == webrtc.ICEGatheringStateComplete {
			once.Do(func() { close(done) })
		}
	}
	pc.OnICEGatheringStateChange(check)
	check()
	return done
}
