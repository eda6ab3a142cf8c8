package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortSmall sorts random short lists as slices.Sort does.
func TestSortSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		s := make([]uint8, rng.IntN(12))
		for i := range s {
			s[i] = uint8(rng.IntN(8))
		}
		want := slices.Sorted(slices.Values(s))
		if SortSmall(s); !slices.Equal(s, want) {
			t.Fatalf("SortSmall gave %v, want %v", s, want)
		}
	}
}
