package power

import (
	"math/rand/v2"
	"testing"
)

// TestAimIsTheNearestGoal checks the computer's distances to goals, worked
// out a ring at a time, against their definition on every board: the
// distance to the nearest base pl does not own, or one more than to the
// nearest enemy unit; 0 everywhere without goals.
func TestAimIsTheNearestGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, board := range []string{"5-3-3", "4-4-4", "5-5-5"} {
		m, err := newMap(board)
		if err != nil {
			t.Fatal(err)
		}
		cellSet := uint64(1)<<m.Len() - 1
		for trial := range 300 {
			// Sparse sets, and now and then none at all.
			sparse := func() uint64 { return rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64() & cellSet }
			p := &Position{m: m, anyBase: sparse(), occupied: sparse()}
			if trial%10 == 0 {
				p.anyBase, p.occupied = 0, 0
			}
			p.bases[0] = p.anyBase & rng.Uint64()
			p.own[0] = p.occupied & rng.Uint64()
			aim := p.aim(1)
			for c := range Cell(m.Len()) {
				want, goals := 254, 0
				for g := range Cell(m.Len()) {
					switch {
					case p.anyBase&^p.bases[0]&(1<<g) != 0:
						want, goals = min(want, m.Distance(c, g)), goals+1
					case p.enemies(1)&(1<<g) != 0:
						want, goals = min(want, m.Distance(c, g)+1), goals+1
					}
				}
				if goals == 0 {
					want = 0
				}
				if int(aim[c]) != want {
					t.Fatalf("%s, trial %d: aim of %s is %d, want %d", board, trial, m.Name(c), aim[c], want)
				}
			}
		}
	}
}
