//go:build !js

package kit

// platformBox outside the browser holds nothing: there is no page. Tests
// set a box's text with setText, as a player would paste it.
type platformBox struct{}

func newPlatformBox(readOnly bool, placeholder string) platformBox { return platformBox{} }

func (platformBox) Place(x, y, w, h float64) {}
func (platformBox) SetText(s string)         {}
func (platformBox) Text() (string, bool)     { return "", false }
func (platformBox) Remove()                  {}

// CopyText cannot reach a clipboard outside the browser.
func CopyText(s string, done func(ok bool)) { done(false) }
