package power

import (
	"fmt"
	"strconv"
)

// BuiltIn is a map the game comes with: the fixed, symmetric layouts of §3
// and fair maps for 4, 5 and 6 players (§12.4), each the standard map of its
// board and number of players.
type BuiltIn struct {
	Board   string
	Players int
	Text    string // the map text of §12.3
}

// BuiltInMaps lists the maps the game comes with, by number of players.
func BuiltInMaps() []BuiltIn {
	const r = " | - | "
	reserves := func(n int) string {
		s := "1:6/6/6/0"
		for pl := 2; pl <= n; pl++ {
			s += " " + strconv.Itoa(pl) + ":6/6/6/0"
		}
		return s
	}
	return []BuiltIn{
		// Unchanged by a 180° turn, which swaps the players.
		{"5-3-3", 2, "SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2" + r + reserves(2)},
		// Unchanged by the turn (q,r,s) -> (r,s,q), which maps players 1→2→3.
		{"4-4-4", 3, "SOP 4-4-4 t1 p1 | H3@3,-3 S0@0,-2 U@1,-1 H1@-3,0 U@-1,0 S0@0,0 S0@2,0 U@0,1 S0@-2,2 H2@0,3" + r + reserves(3)},
		// FairLayout's maps from seeds 2, 0 and 1, kept as they were made.
		{"5-5-5", 4, "SOP 5-5-5 t1 p1 | S0@1,-4 U@2,-4 S0@3,-4 H3@-1,-2 H1@3,-2 S0@-4,0 U@-3,0 S0@0,0 U@3,0 S0@4,0 " +
			"H2@-3,2 H4@1,2 S0@-3,4 U@-2,4 S0@-1,4" + r + reserves(4)},
		{"6-6-6", 5, "SOP 6-6-6 t1 p1 | H2@0,-5 S0@2,-4 H5@5,-4 S0@0,-3 U@1,-3 U@3,-3 U@0,-2 S0@1,-2 H4@-3,-1 S0@1,-1 " +
			"U@2,-1 S0@3,-1 S0@-1,0 S0@0,0 S0@1,0 H3@4,0 U@0,1 H1@-1,3" + r + reserves(5)},
		{"6-6-6", 6, "SOP 6-6-6 t1 p1 | U@1,-5 H2@2,-4 U@5,-4 H1@-2,-2 S0@1,-2 H3@4,-2 U@-4,-1 S0@-1,-1 S0@2,-1 S0@0,0 " +
			"S0@-2,1 S0@1,1 U@4,1 H6@-4,2 S0@-1,2 H4@2,2 U@-5,4 H5@-2,4 U@-1,5" + r + reserves(6)},
	}
}

// standardBoard is the board a number of players plays on unless another is
// chosen: the board of its built-in map.
func standardBoard(players int) string {
	for _, b := range BuiltInMaps() {
		if b.Players == players {
			return b.Board
		}
	}
	return "6-6-6"
}

// StandardLayout is the map a board and a number of players start on when
// none is made: the built-in one, or else the fair map of seed 1.
func StandardLayout(board string, players int) (*Layout, error) {
	for _, b := range BuiltInMaps() {
		if b.Board == board && b.Players == players {
			return ParseLayout(b.Text)
		}
	}
	l, err := FairLayout(board, players, 1)
	if err != nil {
		return nil, fmt.Errorf("no map for %d players on board %s: %w", players, board, err)
	}
	return l, nil
}
