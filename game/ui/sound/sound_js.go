//go:build js

package sound

import "syscall/js"

// webSpeaker plays sounds with the page's Web Audio: an AudioContext made
// at the player's first interaction (browsers let it run only after one),
// one AudioBuffer per sound, synthesized the first time it plays, and a
// buffer source node per play. The context is suspended once no sound has
// played for quietTime, so that a silent page costs no audio processing;
// suspending and resuming it around every sound cost the main thread
// over a millisecond per step.
type webSpeaker struct {
	ctx     js.Value // the AudioContext; undefined before the first interaction
	dest    js.Value // its destination
	buffers map[Sound]js.Value
	playing int     // sources started and not yet ended
	plays   int     // sources started in all
	ended   js.Func // counts a source's end and, after the last, waits quietTime
	quiet   js.Func // suspends the context if nothing played while it waited
}

// quietTime is how long the context runs on after the last sound ends, in
// milliseconds.
const quietTime = 5000

// NewSpeaker returns the speaker of the page.
func NewSpeaker() speaker { return &webSpeaker{buffers: map[Sound]js.Value{}} }

func (w *webSpeaker) Prepare() {
	if w.ctx.Truthy() {
		return
	}
	class := js.Global().Get("AudioContext")
	if !class.Truthy() {
		class = js.Global().Get("webkitAudioContext")
	}
	if !class.Truthy() {
		return // no Web Audio: no sound
	}
	w.ctx = class.New()
	w.dest = w.ctx.Get("destination")
	w.ended = js.FuncOf(func(js.Value, []js.Value) any {
		if w.playing--; w.playing == 0 {
			js.Global().Call("setTimeout", w.quiet, quietTime, w.plays)
		}
		return nil
	})
	w.quiet = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if w.playing == 0 && args[0].Int() == w.plays {
			w.ctx.Call("suspend")
		}
		return nil
	})
	// Synthesise every sound now, at the first tap, rather than in the
	// frame of the first step that plays it.
	for s := SoundStep; s <= SoundLow; s++ {
		w.buffer(s)
	}
}

func (w *webSpeaker) Play(s Sound) {
	w.Prepare()
	if !w.ctx.Truthy() {
		return
	}
	src := w.ctx.Call("createBufferSource")
	src.Set("buffer", w.buffer(s))
	src.Call("connect", w.dest)
	src.Set("onended", w.ended)
	w.playing++
	w.plays++
	if w.ctx.Get("state").String() != "running" {
		w.ctx.Call("resume")
	}
	src.Call("start")
}

// buffer is the AudioBuffer of s, made the first time.
func (w *webSpeaker) buffer(s Sound) js.Value {
	if b, ok := w.buffers[s]; ok {
		return b
	}
	pcm := float32LE(synth(s, sampleRate))
	bytes := js.Global().Get("Uint8Array").New(len(pcm))
	js.CopyBytesToJS(bytes, pcm)
	b := w.ctx.Call("createBuffer", 1, len(pcm)/4, sampleRate)
	b.Call("copyToChannel", js.Global().Get("Float32Array").New(bytes.Get("buffer")), 0)
	w.buffers[s] = b
	return b
}
