package power

import "fmt"

// placed is a feature on a cell given by its axial coordinates.
type placed struct {
	kind  FeatureKind
	owner int
	q, r  int
}

// defaultLayout returns the fixed, symmetric features of §3: on 5-3-3 for 2
// players, on 4-4-4 for 3. Other boards and player counts have no default;
// their features are given in a position text.
func defaultLayout(board string, players int) ([]placed, error) {
	switch {
	case board == "5-3-3" && players == 2:
		// Unchanged by a 180° turn, which swaps the players.
		return []placed{
			{Home, 1, -3, 0}, {Home, 2, 3, 0},
			{Source, 0, 1, -2}, {Source, 0, 0, 0}, {Source, 0, -1, 2},
			{Upgrade, 0, -1, 0}, {Upgrade, 0, 1, 0},
		}, nil
	case board == "4-4-4" && players == 3:
		// Unchanged by the turn (q,r,s) -> (r,s,q), which maps players 1→2→3.
		return []placed{
			{Home, 1, -3, 0}, {Home, 2, 0, 3}, {Home, 3, 3, -3},
			{Source, 0, 0, 0}, {Source, 0, -2, 2}, {Source, 0, 2, 0}, {Source, 0, 0, -2},
			{Upgrade, 0, -1, 0}, {Upgrade, 0, 0, 1}, {Upgrade, 0, 1, -1},
		}, nil
	}
	return nil, fmt.Errorf("board %s has no default layout for %d players (5-3-3 is for 2 players, 4-4-4 for 3; "+
		"give other boards' features in a position)", board, players)
}
