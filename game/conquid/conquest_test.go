package conquid_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game/conquid"
)

// TestConquestPathIsPainted: the path of T8 and T9, from the mover's HQ to
// the opponent's, and none where diagonal links would be needed.
func TestConquestPathIsPainted(t *testing.T) {
	for _, tt := range []struct {
		pos    string
		player int
		want   []conquid.Cell
	}{
		{"............../............../............../....RrrrrB..../............../............../.............. r 0 6 0", 1,
			cells("f4", "g4", "h4", "i4")},
		{"............../............../.......rrr..../....Rrrr.B..../............../r............./r............. r 0 8 1", 1,
			cells("f4", "g4", "h4", "h5", "i5", "j5")},
		{"............../............../.......rrr..../....Rrr..B..../............../............../.............. r 0 6 0", 1, nil},
		{"............../............../............../....RbbbbB..../............../............../.............. r 0 8 0", 1, nil},
		{"............../............../............../....RbbbbB..../............../............../.............. r 0 8 0", 2,
			cells("i4", "h4", "g4", "f4")},
	} {
		pos := parse(t, tt.pos)
		if got := pos.ConquestPath(tt.player); !slices.Equal(got, tt.want) {
			t.Errorf("%s: ConquestPath(%d) = %v; want %v", tt.pos, tt.player, got, tt.want)
		}
		if got := pos.HasPath(tt.player); got != (tt.want != nil) {
			t.Errorf("%s: HasPath(%d) = %v", tt.pos, tt.player, got)
		}
	}
}

// TestConquestPathMatchesASimpleSearch compares HasPath with a cell-by-cell
// search on random boards dense enough to have long, winding groups, and
// checks that ConquestPath is a real path.
func TestConquestPathMatchesASimpleSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	n := 600
	if testing.Short() {
		n = 60
	}
	paths := 0
	for i := range n {
		size := []string{"small", "medium", "large"}[i%3]
		pos := randomPosition(t, rng, size, 0.75+0.25*rng.Float64())
		for player := 1; player <= 2; player++ {
			want := simplePath(pos, player)
			if pos.HasPath(player) != want {
				t.Fatalf("%s\nHasPath(%d) = %v; simple search %v", pos, player, !want, want)
			}
			if want {
				paths++
				checkPath(t, pos, player, pos.ConquestPath(player))
			}
		}
	}
	if paths == 0 || paths == 2*n {
		t.Errorf("%d of %d random boards have a path; the test needs both kinds", paths, 2*n)
	}
}

// checkPath checks that path is a chain of player's cells from one next to
// the player's HQ to one next to the opponent's.
func checkPath(t *testing.T, pos *conquid.Position, player int, path []conquid.Cell) {
	t.Helper()
	touches := func(c conquid.Cell, hq conquid.State) bool {
		return slices.ContainsFunc(neighbours(c), func(n conquid.Cell) bool { return pos.At(n) == hq })
	}
	own, other := conquid.RedHQ, conquid.BlueHQ
	if player == 2 {
		own, other = other, own
	}
	if len(path) == 0 || !touches(path[0], own) || !touches(path[len(path)-1], other) {
		t.Fatalf("%s: path %v does not join the HQs", pos, path)
	}
	for i, c := range path {
		if pos.At(c) != conquid.State(player) {
			t.Fatalf("%s: path cell %v is %v", pos, c, pos.At(c))
		}
		if i > 0 && !slices.Contains(neighbours(path[i-1]), c) {
			t.Fatalf("%s: path %v jumps from %v to %v", pos, path, path[i-1], c)
		}
	}
}
