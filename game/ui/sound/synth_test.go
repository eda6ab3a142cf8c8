package sound

import (
	"encoding/binary"
	"math"
	"testing"
)

// TestSynth checks every sound: as long as its recipe, within −1 and 1,
// silent at both ends (no click), loud enough to hear, and encoded as
// float32 samples.
func TestSynth(t *testing.T) {
	for s, rc := range recipes {
		pcm := synth(s, sampleRate)
		if want := int(rc.length * sampleRate); len(pcm) != want {
			t.Errorf("sound %d: %d samples, want %d", s, len(pcm), want)
		}
		peak := 0.0
		for _, v := range pcm {
			peak = max(peak, math.Abs(float64(v)))
		}
		if peak > 1 || peak < 0.1 {
			t.Errorf("sound %d: peak %.2f, want between 0.1 and 1", s, peak)
		}
		if pcm[0] != 0 || math.Abs(float64(pcm[len(pcm)-1])) > 1e-3 {
			t.Errorf("sound %d starts at %v and ends at %v, want silence", s, pcm[0], pcm[len(pcm)-1])
		}
		if b := float32LE(pcm); len(b) != 4*len(pcm) || math.Float32frombits(binary.LittleEndian.Uint32(b[40:])) != pcm[10] {
			t.Errorf("sound %d: %d bytes of PCM for %d samples", s, len(b), len(pcm))
		}
	}
}
