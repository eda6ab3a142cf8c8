// Package rng is the seeded random source of the computer players:
// SplitMix64, whose IntN draws exactly the numbers that math/rand/v2's
// Rand.IntN draws from the same generator.
//
// It exists for WebAssembly. There, Rand calls its generator through an
// interface and forms a 128-bit product in software, each several times
// dearer than natively; here the generator is called directly, Uint64 and
// Bits inline into their callers, and the product takes two 64-bit
// multiplications.
package rng

// Rand is a SplitMix64 generator. The zero value is a valid generator
// seeded with 0. It is not safe for concurrent use.
type Rand struct{ state uint64 }

// golden is 2⁶⁴ divided by the golden ratio, SplitMix64's increment.
const golden = 0x9e3779b97f4a7c15

// New returns a generator seeded by seed, with stream telling apart
// generators that share a seed.
func New(seed, stream uint64) *Rand { return &Rand{state: seed ^ stream*golden} }

// Uint64 returns a uniformly random 64-bit number.
func (r *Rand) Uint64() uint64 {
	r.state += golden
	z := r.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// IntN returns a uniformly random number in [0, n), the same as
// math/rand/v2's Rand.IntN over this generator: the high word of a random
// number times n, drawn again in the rare case that would be biased. It
// panics unless 0 < n < 2³².
func (r *Rand) IntN(n int) int {
	if n <= 0 || n>>32 != 0 {
		panic("rng: IntN needs 0 < n < 2³²")
	}
	m := uint64(n)
	x := r.Uint64()
	if m&(m-1) == 0 {
		return int(x & (m - 1))
	}
	hi, lo := mul32(x, m)
	if lo < m {
		return r.unbiased(hi, lo, m)
	}
	return int(hi)
}

// Bits returns a uniformly random number of k bits, in [0, 2ᵏ): what
// IntN(1<<k) returns, for k < 32, but small enough to inline, so that it
// costs no call (a call costs WebAssembly twice what it costs natively).
func (r *Rand) Bits(k uint) int { return int(r.Uint64() & (1<<k - 1)) }

// mul32 returns the high and low words of x·m for m < 2³², from two
// products of 32 by 32 bits (neither overflows, nor does their sum).
func mul32(x, m uint64) (hi, lo uint64) {
	low, high := (x&(1<<32-1))*m, (x>>32)*m
	return (high + low>>32) >> 32, high<<32 + low
}

// unbiased finishes IntN when the first draw might be biased (lo < m):
// it draws again while lo falls below 2⁶⁴ mod m.
func (r *Rand) unbiased(hi, lo, m uint64) int {
	for thresh := -m % m; lo < thresh; {
		hi, lo = mul32(r.Uint64(), m)
	}
	return int(hi)
}
