//go:build js

package kit

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// DownloadText offers text to the player as a file to save, named name.
func DownloadText(name, text string) {
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}

// SharePicture offers a PNG of the w×h opaque RGBA pixels pix, named name,
// with alt, its description, to paste beside it: the page's shell
// (static/loader.js) has the browser encode it and offers it through the
// system's share sheet, or as a download. done gets what happened:
// "shared", "cancelled", "saved-alt" (the description on the clipboard),
// "saved" or "failed".
func SharePicture(name, alt string, pix []byte, w, h int, done func(how string)) {
	shell := js.Global().Get("pentarchyShell")
	if !shell.Truthy() {
		done("failed")
		return
	}
	shell.Call("sharePicture", pixels(pix), w, h, name, alt, once(done))
}

// pixels copies pix to a new Uint8ClampedArray.
func pixels(pix []byte) js.Value {
	data := js.Global().Get("Uint8ClampedArray").New(len(pix))
	js.CopyBytesToJS(data, pix)
	return data
}

// once is a JavaScript function that calls done with its string argument,
// once, and asks for a frame, to show what changed.
func once(done func(string)) js.Func {
	var f js.Func
	f = js.FuncOf(func(_ js.Value, args []js.Value) any {
		f.Release()
		done(args[0].String())
		ebiten.ScheduleFrame()
		return nil
	})
	return f
}

// Video is a video the browser records of frames the game draws: the
// page's shell (static/loader.js) records a canvas it paints them on.
type Video struct {
	rec, buf js.Value // the shell's recorder; a frame's pixels
}

// CanRecordVideo tells whether the browser records video.
func CanRecordVideo() bool {
	shell := js.Global().Get("pentarchyShell")
	return shell.Truthy() && shell.Get("videoType").String() != ""
}

// StartVideo starts a w×h video; it is nil where the browser records none.
func StartVideo(w, h int) *Video {
	shell := js.Global().Get("pentarchyShell")
	if !shell.Truthy() {
		return nil
	}
	rec := shell.Call("recordVideo", w, h)
	if !rec.Truthy() {
		return nil
	}
	return &Video{rec: rec, buf: js.Global().Get("Uint8ClampedArray").New(4 * w * h)}
}

// Frame shows the w×h opaque RGBA pixels pix from now on.
func (v *Video) Frame(pix []byte) {
	js.CopyBytesToJS(v.buf, pix)
	v.rec.Call("frame", v.buf)
}

// Finish ends the video and offers it as SharePicture offers a picture,
// named name plus the browser's extension for it (".mp4", ".webm").
func (v *Video) Finish(name, alt string, done func(how string)) {
	v.rec.Call("finish", name, alt, once(done))
}

// Cancel ends the video, keeping nothing.
func (v *Video) Cancel() { v.rec.Call("cancel") }

// OpenTextFile lets the player pick a file and calls done with its text,
// or with an error saying why it could not be read. It must be called
// while handling a tap or key, or the browser refuses to show the picker.
func OpenTextFile(done func(text string, err error)) {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,.txt,application/json,text/plain")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		file := files.Index(0)
		if file.Get("size").Int() > maxRecordFile {
			done("", errFileTooBig)
			ebiten.ScheduleFrame()
			return nil
		}
		settle(file.Call("text"), done)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

// settle calls done with the string a promise resolves to, or its error.
func settle(promise js.Value, done func(string, error)) {
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		done(args[0].String(), nil)
		ebiten.ScheduleFrame()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		done("", errFileUnreadable)
		ebiten.ScheduleFrame()
		return nil
	})
	promise.Call("then", ok, fail)
}

// PageURL is the address of the page without its fragment.
func PageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// TakeFragment returns the fragment the page was opened with ("#game=…")
// and removes it from the address bar, so that a reload does not open the
// same link again.
func TakeFragment() string {
	loc := js.Global().Get("location")
	hash := loc.Get("hash").String()
	if hash != "" {
		js.Global().Get("history").Call("replaceState", nil, "", PageURL())
	}
	return hash
}
