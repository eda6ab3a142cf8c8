package power

import (
	"slices"
	"testing"

	"pentarchy/game"
)

func cells(t *testing.T, m *Map, names ...string) []Cell {
	t.Helper()
	var list []Cell
	for _, n := range names {
		c, err := readCell(m, n)
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, c)
	}
	return list
}

func names(m *Map, list []Cell) []string {
	var out []string
	for _, c := range list {
		out = append(out, m.Name(c))
	}
	return out
}

// TestViewForThePlayScene checks the read-only accessors the play scene uses.
func TestViewForThePlayScene(t *testing.T) {
	pos := play(t, nil, "", "spawn infantry -3,0", "move -3,0>-1,0")
	m := pos.Map()
	c := func(name string) Cell { return cells(t, m, name)[0] }
	if pos.Turn() != 1 || pos.TurnLimit() != 100 || !pos.Living(2) || pos.Living(3) || m.Board() != "5-3-3" {
		t.Fatal("turn, limit, living or board")
	}
	if f := pos.Feature(c("-3,0")); f != (Feature{Home, 1}) || !f.IsBase() {
		t.Errorf("feature of -3,0: %+v", f)
	}
	if f := pos.Feature(c("-1,0")); f != (Feature{Upgrade, 0}) || f.IsBase() {
		t.Errorf("feature of -1,0: %+v", f)
	}
	if _, ok := pos.Unit(c("-3,0")); ok {
		t.Error("a spawn is on the board before the resolution")
	}
	if r := pos.Reserve(1); r != (Reserve{6, 6, 6, 0}) || r.Of(Tank) != 6 || pos.Reserve(3) != (Reserve{}) {
		t.Errorf("reserves %+v", r)
	}
	orders := pos.Orders(1)
	want := []Order{
		{Kind: OrderSpawn, Type: Infantry, Cell: c("-3,0")},
		{Kind: OrderMove, Cell: NoCell, Path: cells(t, m, "-3,0", "-1,0")},
	}
	if len(orders) != 2 || orders[0].Kind != want[0].Kind || orders[0].Cell != want[0].Cell ||
		orders[0].Type != Infantry || !slices.Equal(orders[1].Path, want[1].Path) || orders[1].Cell != NoCell {
		t.Errorf("orders %+v, want %+v", orders, want)
	}
	if pos.Ended(1) || pos.Ended(2) {
		t.Error("nobody has ended")
	}
	if x, y := m.Center(c("1,0")); x < 1.73 || x > 1.74 || y != 0 {
		t.Errorf("centre of 1,0: %v,%v", x, y)
	}
	if got := names(m, pos.InRange(c("0,0"), Artillery)); len(got) != 18 {
		t.Errorf("artillery range from 0,0: %v", got)
	}
}

// TestHopsAndReachIncludeDropOff checks the cells offered while a path is
// built, hop by hop, and the cells a unit can end on.
func TestHopsAndReachIncludeDropOff(t *testing.T) {
	pos := play(t, nil, "SOP 5-3-3 t1 p1 | "+defaultFeatures+" | 1T3@0,-1 2T3@1,-1 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]",
		"spawn infantry -3,0")
	m := pos.Map()
	var afterJump []string // the last cells of the two-hop moves through -1,-1
	for _, s := range pos.Legal(nil) {
		if o := order(s); o.kind() == OrderMove && o.hops() == 2 && m.Name(o.at(1)) == "-1,-1" {
			afterJump = append(afterJump, m.Name(o.at(2)))
		}
	}
	tests := []struct {
		path []string
		want []string
	}{
		{[]string{"0,-1"}, []string{"0,-2", "1,-2", "-1,-1", "-1,0", "0,0"}},
		{[]string{"0,-1", "0,0"}, nil},
		{[]string{"-3,0"}, []string{"-1,-2", "-2,-1", "-1,-1", "-2,0", "-1,0", "-3,1", "-2,1", "-3,2"}},
		{[]string{"-3,0", "-1,-1"}, afterJump},
		{[]string{"-3,0", "-1,-1", "0,0"}, nil},
		{[]string{"-3,0", "0,0"}, nil},
		{[]string{"3,0"}, nil},
	}
	for _, tt := range tests {
		if got := names(m, pos.Hops(cells(t, m, tt.path...))); !slices.Equal(got, tt.want) {
			t.Errorf("Hops(%v) = %v, want %v", tt.path, got, tt.want)
		}
	}
	if len(afterJump) != 12 {
		t.Errorf("%d cells after -3,0>-1,-1, want 12: %v", len(afterJump), afterJump)
	}
	reach := names(m, pos.Reach(cells(t, m, "-3,0")[0]))
	for _, n := range []string{"-3,0", "1,0", "-1,2", "-2,-1"} {
		if !slices.Contains(reach, n) {
			t.Errorf("Reach(-3,0) = %v lacks %s", reach, n)
		}
	}
	for _, n := range []string{"2,0", "1,-1"} {
		if slices.Contains(reach, n) {
			t.Errorf("Reach(-3,0) = %v has %s", reach, n)
		}
	}
	if got := names(m, pos.Reach(cells(t, m, "0,-1")[0])); len(got) != 6 {
		t.Errorf("Reach(0,-1) = %v, want the tank's cell and its 5 free neighbours", got)
	}
}

// TestNoAllocations checks the promises of the hot paths: Legal into a slice
// with room, Apply (resolutions included, events not recorded), CopyFrom and
// Hash allocate nothing.
func TestNoAllocations(t *testing.T) {
	ready := readyToResolve(t, nil, 32)
	pos := ready[0].Clone().(*Position)
	steps := make([]game.Step, 0, 4096)
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		src := ready[i%len(ready)]
		i++
		pos.CopyFrom(src)
		steps = pos.Legal(steps[:0])
		_ = pos.Hash()
		pos.Apply(game.Step(endOrder))
		steps = pos.Legal(steps[:0])
		if len(steps) > 1 {
			pos.Apply(steps[1])
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run", allocs)
	}
}
