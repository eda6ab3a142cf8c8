package ai

import "math/rand/v2"

// newRand returns a random source seeded by seed and stream. Its generator
// is SplitMix64: one addition and a few shifts and multiplications of
// 64-bit words, cheap in WebAssembly too (PCG multiplies 128-bit words,
// which WebAssembly does in software).
func newRand(seed, stream uint64) *rand.Rand {
	return rand.New(&splitMix{state: seed ^ stream*0x9e3779b97f4a7c15})
}

// splitMix is the SplitMix64 generator.
type splitMix struct{ state uint64 }

func (s *splitMix) Uint64() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
