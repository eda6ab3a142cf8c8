//go:build !js

package netgame

// onPageHide does nothing outside the browser: there is no page to leave.
func onPageHide(func()) {}
