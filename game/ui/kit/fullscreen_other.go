//go:build !js

package kit

// canFullscreen tells whether the app may go full screen: a native window
// always may.
func canFullscreen() bool { return true }
