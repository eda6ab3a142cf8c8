//go:build !js

package kit

// Outside the browser there are no files to offer or pick, and no page
// address: these do nothing.

func DownloadText(name, text string) {}

func SharePicture(name, alt string, pix []byte, w, h int, done func(how string)) { done("failed") }

func OpenTextFile(done func(text string, err error)) { done("", errNoFiles) }

func PageURL() string { return "http://localhost/" }

func TakeFragment() string { return "" }
