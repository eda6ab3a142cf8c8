package conquid_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game/conquid"
)

func cells(names ...string) []conquid.Cell {
	var out []conquid.Cell
	for _, n := range names {
		c, err := conquid.ParseCell(n)
		if err != nil {
			panic(err)
		}
		out = append(out, c)
	}
	return out
}

// TestConquerChainReaction is T4: a6 falls to a7 and a5, then b6 to f6 one
// after another; g6 touches only f6; d4 touches c4 and the Red HQ, which
// never attacks; m2's Red neighbours are only diagonal.
func TestConquerChainReaction(t *testing.T) {
	pos := parse(t, "rrrrrr......../bbbbbbb......./r........r..../..rbR...rBr.../.........r.r.r/............b./...........r.r r 0 0 0")
	before := pos.String()
	if got, want := pos.ConquerCells(), cells("a6", "b6", "c6", "d6", "e6", "f6"); !slices.Equal(got, want) {
		t.Errorf("ConquerCells = %v; want %v", got, want)
	}
	if pos.String() != before {
		t.Errorf("ConquerCells changed the position to %s", pos)
	}
}

// TestHQCellsNeitherAttackNorFall is T13: nothing converts.
func TestHQCellsNeitherAttackNorFall(t *testing.T) {
	pos := parse(t, "............../............../.........r..../..rbRbr.rBr.../.........r..../............../.............. r 0 8 0")
	if got := pos.ConquerCells(); len(got) != 0 {
		t.Errorf("ConquerCells = %v; want none", got)
	}
}

// TestConquerMatchesTheQueueMethod compares Conquer on random boards with
// the queue method of rules 6, written here cell by cell.
func TestConquerMatchesTheQueueMethod(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	n := 300
	if testing.Short() {
		n = 30
	}
	for i := range n {
		size := []string{"small", "medium", "large"}[i%3]
		pos := randomPosition(t, rng, size, 0.3+0.7*rng.Float64())
		want := queueConquer(pos)
		got := pos.ConquerCells()
		if !slices.Equal(got, want) {
			t.Fatalf("%s\nConquerCells = %v\nqueue method  %v", pos, got, want)
		}
		after := pos.Clone().(*conquid.Position)
		play(t, after, "conquer")
		for _, c := range want {
			if after.At(c).Player() != pos.Side() {
				t.Fatalf("%s: conquer did not take %v", pos, c)
			}
		}
		if after.Count(conquid.Red)+after.Count(conquid.Blue) != pos.Count(conquid.Red)+pos.Count(conquid.Blue) {
			t.Fatalf("%s: conquer changed the number of coloured cells", pos)
		}
	}
}

// queueConquer lists the cells the mover's Conquer takes, sorted by rank
// then file: each opponent cell with two of the mover's cells next to it
// converts and is pushed; converted cells count for their neighbours.
func queueConquer(p *conquid.Position) []conquid.Cell {
	mine, theirs := conquid.Red, conquid.Blue
	if p.Side() == 2 {
		mine, theirs = theirs, mine
	}
	owner := map[conquid.Cell]conquid.State{}
	var queue []conquid.Cell
	for r := range p.Ranks() {
		for f := range p.Files() {
			c := conquid.Cell{File: f, Rank: r}
			owner[c] = p.At(c)
			if owner[c] == mine {
				queue = append(queue, c)
			}
		}
	}
	var taken []conquid.Cell
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range neighbours(c) {
			if owner[n] != theirs {
				continue
			}
			count := 0
			for _, m := range neighbours(n) {
				if owner[m] == mine {
					count++
				}
			}
			if count >= 2 {
				owner[n] = mine
				taken = append(taken, n)
				queue = append(queue, n)
			}
		}
	}
	slices.SortFunc(taken, func(a, b conquid.Cell) int {
		if a.Rank != b.Rank {
			return a.Rank - b.Rank
		}
		return a.File - b.File
	})
	return taken
}
