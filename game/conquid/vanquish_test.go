package conquid_test

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game/conquid"
)

// TestVanquishNeedsFourSurrounders is T5 and T6: three Red cells beside the
// block and the Red HQ do not suffice, a fourth Red cell above does; e5 is
// diagonal and never counts.
func TestVanquishNeedsFourSurrounders(t *testing.T) {
	f1 := conquid.Cell{File: 5}
	t5 := parse(t, "............../............../....r........./....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0")
	if err := t5.CheckVanquish(f1); err == nil {
		t.Errorf("T5: vanquish f1 is legal with 3 surrounders")
	}
	t6 := parse(t, "............../............../....rr......../....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0")
	if err := t6.CheckVanquish(f1); err != nil {
		t.Errorf("T6: vanquish f1: %v", err)
	}
}

// TestVanquishEmptiesTheBlockOnly: after a vanquish the 16 cells are empty
// and nothing else changed (no Conquer follows).
func TestVanquishEmptiesTheBlockOnly(t *testing.T) {
	pos := parse(t, "............../............../....rr......../....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0")
	play(t, pos, "vanquish f1")
	if got, want := pos.Count(conquid.Empty), 96-5; got != want {
		t.Errorf("%d empty cells after vanquish; want %d", got, want)
	}
}

// TestVanquishOfAnEmptyBlockIsQuiet is T7's vanquish a1.
func TestVanquishOfAnEmptyBlockIsQuiet(t *testing.T) {
	pos := parse(t, "............../............../rrrr......r.../....R....Brrrr/.........rrrrr/.........rrrrr/.....rr..rrrrr r 0 10 0")
	play(t, pos, "vanquish a1")
	if pos.QuietTurns() != 1 {
		t.Errorf("quiet count %d after vanquishing an empty block; want 1", pos.QuietTurns())
	}
}

// TestVanquishListMatchesTheRuleCellByCell compares the legal vanquish
// steps on random boards with CheckVanquish tried at every cell, and that
// with a direct reading of rules 7.
func TestVanquishListMatchesTheRuleCellByCell(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	n := 300
	if testing.Short() {
		n = 30
	}
	found := map[conquid.State]int{}
	for i := range n {
		size := []string{"small", "medium", "large"}[i%3]
		pos := biasedPosition(t, rng, size, rng.Float64(), []float64{0.03, 0.5, 0.97}[i/3%3])
		listed := map[conquid.Cell]bool{}
		for _, s := range pos.Legal(nil) {
			if a, c := conquid.Decode(s); a == conquid.Vanquish {
				listed[c] = true
			}
		}
		for c := range listed {
			found[pos.At(c)]++
		}
		for r := range pos.Ranks() {
			for f := range pos.Files() {
				c := conquid.Cell{File: f, Rank: r}
				checked := pos.CheckVanquish(c) == nil
				if checked != listed[c] || checked != vanquishable(pos, c) {
					t.Fatalf("%s\nvanquish %v: listed %v, CheckVanquish %v, rule %v", pos, c, listed[c], checked, !checked)
				}
			}
		}
	}
	if found[conquid.Empty] == 0 || found[conquid.Red] == 0 || found[conquid.Blue] == 0 {
		t.Errorf("legal vanquish blocks by state %v; the test needs each kind", found)
	}
}

// vanquishable reads rules 7 directly.
func vanquishable(p *conquid.Position, c conquid.Cell) bool {
	if c.File+3 >= p.Files() || c.Rank+3 >= p.Ranks() {
		return false
	}
	first := p.At(c)
	for r := c.Rank; r < c.Rank+4; r++ {
		for f := c.File; f < c.File+4; f++ {
			if s := p.At(conquid.Cell{File: f, Rank: r}); s.IsHQ() || s != first {
				return false
			}
		}
	}
	mine := conquid.State(p.Side())
	n := 0
	for i := range 4 {
		for _, o := range []conquid.Cell{{File: c.File + i, Rank: c.Rank - 1}, {File: c.File + i, Rank: c.Rank + 4},
			{File: c.File - 1, Rank: c.Rank + i}, {File: c.File + 4, Rank: c.Rank + i}} {
			if p.At(o) == mine {
				n++
			}
		}
	}
	return n >= 4
}

// TestBlockOnTheEdgeHasFewerSurrounders: a block in the corner has only 8
// surrounding cells (a5 to d5 above, e1 to e4 to the right, e4 being the
// Red HQ, which never counts); four Red cells among them suffice.
func TestBlockOnTheEdgeHasFewerSurrounders(t *testing.T) {
	three := parse(t, "............../............../rr............/....R....B..../............../............../....rb........ r 0 2 0")
	if err := three.CheckVanquish(conquid.Cell{}); err == nil {
		t.Errorf("vanquish a1 legal with 3 surrounders")
	}
	four := parse(t, "............../............../rr............/....R....B..../............../....r........./....rb........ r 0 2 0")
	if err := four.CheckVanquish(conquid.Cell{}); err != nil {
		t.Errorf("vanquish a1 with 4 surrounders: %v", err)
	}
}
