//go:build !js

package kit

// Outside the browser there are no files to offer or pick, and no page
// address: these do nothing.

func DownloadText(name, text string) {}

func SharePicture(name, alt string, pix []byte, w, h int, done func(how string)) { done("failed") }

// Video is a video the browser records; outside it there is none.
type Video struct{}

func CanRecordVideo() bool { return false }

func StartVideo(w, h int) *Video { return nil }

func (v *Video) Frame(pix []byte) {}

func (v *Video) Finish(name, alt string, done func(how string)) { done("failed") }

func (v *Video) Cancel() {}

func OpenTextFile(done func(text string, err error)) { done("", errNoFiles) }

func PageURL() string { return "http://localhost/" }

func TakeFragment() string { return "" }
