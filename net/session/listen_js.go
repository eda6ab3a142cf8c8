//go:build js

package session

import (
	"syscall/js"

	"github.com/pion/webrtc/v4"
)

// listen passes every message of dc, with its size, to got; it returns a
// function that stops listening.
//
// pion's own OnMessage starts a goroutine per message, and reads a Blob
// asynchronously, so messages could overtake each other. This handler
// takes the bytes of each message at once, in the order the browser
// delivers them, and never blocks.
func listen(dc *webrtc.DataChannel, got func(msg []byte, size int)) func() {
	ch := dc.JSValue()
	ch.Set("binaryType", "arraybuffer")
	uint8Array := js.Global().Get("Uint8Array")
	handler := js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() == js.TypeString {
			s := data.String()
			got([]byte(s), len(s))
			return nil
		}
		size := data.Get("byteLength").Int()
		if size > MaxMessage {
			got(nil, size)
			return nil
		}
		msg := make([]byte, size)
		js.CopyBytesToGo(msg, uint8Array.New(data))
		got(msg, size)
		return nil
	})
	ch.Call("addEventListener", "message", handler)
	return func() {
		ch.Call("removeEventListener", "message", handler)
		handler.Release()
	}
}
