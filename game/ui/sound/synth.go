package sound

import (
	"encoding/binary"
	"math"

	"pentarchy/game/ui/kit"
)

// Sound is one of the app's short sound effects.
type Sound int

const (
	SoundStep    Sound = iota // a step played: a short wooden tock
	SoundTake                 // a capture or a push: a low thud
	SoundIllegal              // a tap that does nothing: a soft low buzz
	SoundOver                 // the end of a game: a rising chime
	SoundLow                  // a player low on time: two short high beeps
)

// sampleRate is the sample rate of the sounds, in samples a second.
const sampleRate = 44100

// tone is a sine partial of a sound: its frequency in Hz, which may glide
// to end by the end of the sound, its loudness, and how fast it dies away
// (the time, in seconds, in which it falls to 1/e).
type tone struct {
	freq, end float64
	gain      float64
	decay     float64
	at        float64 // when it starts, in seconds
}

// recipes are the sounds as sums of tones, with their lengths in seconds
// and the loudness of a click of noise at their start.
var recipes = map[Sound]struct {
	length float64
	noise  float64
	tones  []tone
}{
	SoundStep: {0.09, 0.12, []tone{{freq: 880, end: 820, gain: 0.35, decay: 0.025}, {freq: 1760, end: 1640, gain: 0.08, decay: 0.012}}},
	SoundTake: {0.18, 0.25, []tone{{freq: 220, end: 130, gain: 0.45, decay: 0.06}, {freq: 440, end: 260, gain: 0.12, decay: 0.03}}},
	SoundIllegal: {0.16, 0, []tone{
		{freq: 150, end: 140, gain: 0.2, decay: 0.08}, {freq: 450, end: 420, gain: 0.07, decay: 0.06},
		{freq: 750, end: 700, gain: 0.04, decay: 0.04},
	}},
	SoundOver: {0.75, 0, []tone{
		{freq: 523.25, end: 523.25, gain: 0.22, decay: 0.25},
		{freq: 659.25, end: 659.25, gain: 0.22, decay: 0.25, at: 0.1},
		{freq: 783.99, end: 783.99, gain: 0.22, decay: 0.3, at: 0.2},
		{freq: 1046.5, end: 1046.5, gain: 0.2, decay: 0.35, at: 0.3},
	}},
	SoundLow: {0.26, 0, []tone{
		{freq: 1318.5, end: 1318.5, gain: 0.25, decay: 0.04},
		{freq: 1318.5, end: 1318.5, gain: 0.25, decay: 0.04, at: 0.14},
	}},
}

// synth renders a sound as mono samples from −1 to 1. It starts and ends
// at silence (a few milliseconds of fade each way), so that it never
// clicks. The noise is a fixed sequence: the same sound every time.
func synth(s Sound, rate int) []float32 {
	rc := recipes[s]
	n := int(rc.length * float64(rate))
	out := make([]float32, n)
	phases := make([]float64, len(rc.tones))
	noise := uint32(0x9e3779b9)
	fade := 0.004 * float64(rate)
	for i := range n {
		t := float64(i) / float64(rate)
		v := 0.0
		for j, tn := range rc.tones {
			if t < tn.at {
				continue
			}
			f := kit.Lerp(tn.freq, tn.end, t/rc.length)
			phases[j] += 2 * math.Pi * f / float64(rate)
			v += tn.gain * math.Exp(-(t-tn.at)/tn.decay) * math.Sin(phases[j]) * min(1, (t-tn.at)*float64(rate)/fade)
		}
		noise = noise*1664525 + 1013904223
		v += rc.noise * (float64(noise>>8)/(1<<23) - 1) * math.Exp(-t/0.004)
		v *= min(1, float64(i)/fade, float64(n-1-i)/fade)
		out[i] = float32(max(-1, min(1, v)))
	}
	return out
}

// float32LE encodes samples as 32-bit floats, little-endian: the bytes of
// a Float32Array on every platform a browser runs on.
func float32LE(samples []float32) []byte {
	out := make([]byte, 4*len(samples))
	for i, v := range samples {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
	}
	return out
}
