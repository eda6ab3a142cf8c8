//go:build !js

package ui

// platformBox outside the browser holds nothing: there is no page. Tests
// set a box's text with setText, as a player would paste it.
type platformBox struct{}

func newPlatformBox(readOnly bool, placeholder string) platformBox { return platformBox{} }

func (platformBox) place(x, y, w, h float64) {}
func (platformBox) setText(s string)         {}
func (platformBox) text() (string, bool)     { return "", false }
func (platformBox) remove()                  {}

// copyText cannot reach a clipboard outside the browser.
func copyText(s string, done func(ok bool)) { done(false) }
