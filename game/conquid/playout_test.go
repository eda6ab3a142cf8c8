package conquid_test

import (
	"fmt"
	"slices"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/gametest"
)

// TestRandomPlayouts plays random games on every size and checks, on every
// position, the invariants of the rules, and on a sample of positions the
// whole game.Position contract. Every game must end (quiet draw, turn cap or
// conquest) within 3 steps per turn of the turn cap.
func TestRandomPlayouts(t *testing.T) {
	for _, tc := range []struct {
		size        string
		games, long int // games in -short mode and otherwise
	}{
		{"small", 200, 4000},
		{"medium", 10, 300},
		{"large", 2, 40},
	} {
		t.Run(tc.size, func(t *testing.T) {
			n := tc.long
			if testing.Short() {
				n = tc.games
			}
			opts := game.Options{"size": tc.size}
			start, _ := conquid.Rules{}.Start(opts)
			cells := start.(*conquid.Position).Ranks() * start.(*conquid.Position).Files()
			hq := hqCells(start.(*conquid.Position))
			seen, endings := 0, map[string]int{}
			gametest.Playouts(t, conquid.Rules{}, opts, n, 3*cells+1, func(pos game.Position) error {
				seen++
				if err := checkInvariants(pos.(*conquid.Position), hq); err != nil {
					return err
				}
				if res := pos.Result(); res.Over {
					endings[res.Reason]++
				}
				if seen%97 == 1 || pos.Result().Over {
					return gametest.CheckContract(conquid.Rules{}, opts, pos)
				}
				return nil
			})
			t.Logf("%d games, %d positions, endings %v", n, seen, endings)
			if !testing.Short() && tc.size == "small" && len(endings) != 3 {
				t.Errorf("random small games should end in all three ways, got %v", endings)
			}
		})
	}
}

// hqCells maps every HQ cell of the start position to its state.
func hqCells(p *conquid.Position) map[conquid.Cell]conquid.State {
	hq := map[conquid.Cell]conquid.State{}
	for r := range p.Ranks() {
		for f := range p.Files() {
			if s := p.At(conquid.Cell{File: f, Rank: r}); s.IsHQ() {
				hq[conquid.Cell{File: f, Rank: r}] = s
			}
		}
	}
	return hq
}

// checkInvariants checks what must hold in every position of a game.
func checkInvariants(p *conquid.Position, hq map[conquid.Cell]conquid.State) error {
	for c, s := range hq {
		if p.At(c) != s {
			return fmt.Errorf("HQ cell %v is now %v", c, p.At(c))
		}
	}
	var counts [conquid.BlueHQ + 1]int
	for r := range p.Ranks() {
		for f := range p.Files() {
			counts[p.At(conquid.Cell{File: f, Rank: r})]++
		}
	}
	total := 0
	for s, n := range counts {
		if got := p.Count(conquid.State(s)); got != n {
			return fmt.Errorf("Count(%v) = %d, but %d cells hold it", s, got, n)
		}
		total += n
	}
	if total != p.Ranks()*p.Files() || len(hq) != counts[conquid.RedHQ]+counts[conquid.BlueHQ] {
		return fmt.Errorf("cell counts %v do not add up to %d", counts, p.Ranks()*p.Files())
	}
	if a := p.Acquired(); a < 0 || a > 2 {
		return fmt.Errorf("acquire count %d", a)
	}
	if p.Turns() > p.TurnCap() {
		return fmt.Errorf("%d turns, over the cap %d", p.Turns(), p.TurnCap())
	}
	if p.Result().Over || p.Acquired() > 0 {
		return nil
	}
	hasConquest := slices.ContainsFunc(p.Legal(nil), func(s game.Step) bool {
		a, _ := conquid.Decode(s)
		return a == conquid.Conquest
	})
	if path := simplePath(p, p.Side()); hasConquest != path {
		return fmt.Errorf("conquest legal = %v, but a simple search finds a path = %v", hasConquest, path)
	}
	return nil
}

// simplePath is an independent breadth-first search for a winning path of
// player, cell by cell, through At alone.
func simplePath(p *conquid.Position, player int) bool {
	own, other := conquid.RedHQ, conquid.BlueHQ
	if player == 2 {
		own, other = other, own
	}
	mine := conquid.State(player) // Red is 1, Blue is 2
	touches := func(c conquid.Cell, s conquid.State) bool {
		for _, n := range neighbours(c) {
			if p.At(n) == s {
				return true
			}
		}
		return false
	}
	var queue []conquid.Cell
	seen := make(map[conquid.Cell]bool, p.Ranks()*p.Files())
	for r := range p.Ranks() {
		for f := range p.Files() {
			c := conquid.Cell{File: f, Rank: r}
			if p.At(c) == mine && touches(c, own) {
				queue = append(queue, c)
				seen[c] = true
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if touches(c, other) {
			return true
		}
		for _, n := range neighbours(c) {
			if !seen[n] && p.At(n) == mine {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return false
}

func neighbours(c conquid.Cell) []conquid.Cell {
	return []conquid.Cell{{File: c.File - 1, Rank: c.Rank}, {File: c.File + 1, Rank: c.Rank},
		{File: c.File, Rank: c.Rank - 1}, {File: c.File, Rank: c.Rank + 1}}
}
