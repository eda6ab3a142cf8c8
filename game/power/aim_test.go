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
	for _, board := range []string{"5-3-3", "4-4-4", "5-5-5", "6-6-6", "7-5-3", "2-10-3", "28-2-2"} {
		m, err := newMap(board)
		if err != nil {
			t.Fatal(err)
		}
		random := func() cellSet { return cellSet{rng.Uint64(), rng.Uint64()} }
		var all cellSet
		for c := range Cell(m.Len()) {
			all.add(c)
		}
		for trial := range 300 {
			// Sparse sets, and now and then none at all.
			sparse := func() cellSet { return random().and(random()).and(random()).and(random()).and(all) }
			p := &Position{m: m, anyBase: sparse(), occupied: sparse()}
			if trial%10 == 0 {
				p.anyBase, p.occupied = cellSet{}, cellSet{}
			}
			p.bases[0] = p.anyBase.and(random())
			p.own[0] = p.occupied.and(random())
			aim := p.aim(1)
			for c := range Cell(m.Len()) {
				want, goals := 254, 0
				for g := range Cell(m.Len()) {
					switch {
					case p.anyBase.minus(p.bases[0]).has(g):
						want, goals = min(want, m.Distance(c, g)), goals+1
					case p.enemies(1).has(g):
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
