//go:build js

package kit

import "syscall/js"

// canFullscreen tells whether the page may go full screen: not in an
// iframe without allowfullscreen, nor where the browser lacks the
// Fullscreen API (iPhone Safari).
func canFullscreen() bool {
	doc := js.Global().Get("document")
	return doc.Get("fullscreenEnabled").Truthy() || doc.Get("webkitFullscreenEnabled").Truthy()
}
