package rng

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// source makes a Rand a math/rand/v2 Source, to compare the two.
type source struct{ r Rand }

func (s *source) Uint64() uint64 { return s.r.Uint64() }

// TestIntNDrawsWhatMathRandDraws checks IntN against math/rand/v2's
// Rand.IntN over the same generator, for small, power-of-two and large
// bounds, including those whose first draws are often redrawn.
func TestIntNDrawsWhatMathRandDraws(t *testing.T) {
	bounds := []int{1, 2, 3, 5, 6, 7, 8, 10, 64, 100, 1000, 1 << 20, 1<<31 + 1, 3 << 30, 1<<32 - 1}
	for _, n := range bounds {
		ours, theirs := New(7, uint64(n)), rand.New(&source{*New(7, uint64(n))})
		for i := range 10000 {
			if a, b := ours.IntN(n), theirs.IntN(n); a != b {
				t.Fatalf("IntN(%d), draw %d: %d, math/rand/v2 draws %d", n, i, a, b)
			}
		}
	}
}

// TestMul32IsTheFullProduct checks mul32 against bits.Mul64.
func TestBitsDrawsWhatIntNDraws(t *testing.T) {
	for k := range uint(32) {
		bits, intN := New(3, uint64(k)), New(3, uint64(k))
		for i := range 1000 {
			if a, b := bits.Bits(k), intN.IntN(1<<k); a != b {
				t.Fatalf("Bits(%d), draw %d: %d, IntN(%d) draws %d", k, i, a, 1<<k, b)
			}
		}
	}
}

func TestMul32IsTheFullProduct(t *testing.T) {
	r := New(1, 2)
	for i := range 100000 {
		x, m := r.Uint64(), r.Uint64()>>(32+i%32)
		if i%1000 == 0 {
			x, m = ^uint64(0), 1<<32-1
		}
		hi, lo := mul32(x, m)
		if wantHi, wantLo := bits.Mul64(x, m); hi != wantHi || lo != wantLo {
			t.Fatalf("mul32(%#x, %#x) = %#x %#x, want %#x %#x", x, m, hi, lo, wantHi, wantLo)
		}
	}
}

// TestIntNRefusesBoundsOutOfRange checks that IntN panics, as documented.
func TestIntNRefusesBoundsOutOfRange(t *testing.T) {
	for _, n := range []int{0, -1, 1 << 32} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			New(1, 1).IntN(n)
		}()
	}
}
