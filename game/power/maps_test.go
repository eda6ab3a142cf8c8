package power

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestBoardGeometry checks boards a-b-c against §12.1: the cells of each
// row, top to bottom, worked out from the rule's own words (row r has
// a+b-1-|r| cells, rows run -(b-1) to c-1), and the limits' refusals.
func TestBoardGeometry(t *testing.T) {
	tests := []struct {
		board string
		rows  []int
	}{
		{"5-3-3", []int{5, 6, 7, 6, 5}},
		{"4-4-4", []int{4, 5, 6, 7, 6, 5, 4}},
		{"5-5-5", []int{5, 6, 7, 8, 9, 8, 7, 6, 5}},
		{"6-6-6", []int{6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6}},
		{"2-2-2", []int{2, 3, 2}},
		{"7-5-3", []int{7, 8, 9, 10, 11, 10, 9}},
		{"3-5-2", []int{3, 4, 5, 6, 7, 6}},
		{"4-2-4", []int{4, 5, 4, 3, 2}},
		{"2-10-3", []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 10, 9}},
		{"28-2-2", []int{28, 29, 28}},
	}
	for _, tt := range tests {
		m, err := newMap(tt.board)
		if err != nil {
			t.Errorf("%s: %v", tt.board, err)
			continue
		}
		var rows []int
		last := 1 << 30
		for c := range Cell(m.Len()) {
			q, r := m.Hex(c)
			if r != last {
				rows, last = append(rows, 0), r
			}
			rows[len(rows)-1]++
			if back, ok := m.Cell(q, r); !ok || back != c {
				t.Errorf("%s: cell %d is %d,%d, which reads back as %d", tt.board, c, q, r, back)
			}
		}
		a, b, c, _ := BoardSides(tt.board)
		if !slices.Equal(rows, tt.rows) || boardCells(a, b, c) != m.Len() {
			t.Errorf("%s: rows %v (%d cells, boardCells %d); want %v", tt.board, rows, m.Len(), boardCells(a, b, c), tt.rows)
		}
		if q, r := m.Hex(0); r != -(b-1) || m.Distance(0, Cell(m.Len()-1)) < 1 {
			t.Errorf("%s: the first cell is %d,%d; want row %d", tt.board, q, r, -(b - 1))
		}
	}
	for board, why := range map[string]string{
		"7-7-7": "127 cells, more than 91", "5-4-3": "a+b must be even", "1-3-3": "a, b >= 2",
		"4-4-1": "2 <= c <= a+b-2", "3-3-5": "2 <= c <= a+b-2", "5-3": "three side lengths", "5-x-3": "three side lengths",
	} {
		if _, err := newMap(board); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("board %s: error %v; want %q", board, err, why)
		}
	}
}

// TestFairLayouts makes a map from each of 1,000 seeds, over boards
// symmetric and not and 2 to 6 players, and checks §12.4: every map can
// start, reads back from its text, comes again from its seed, and is fair:
// every player's lists of distances equal where a symmetry of the board
// maps the players onto each other, within 1 elsewhere.
func TestFairLayouts(t *testing.T) {
	boards := []string{"5-3-3", "4-4-4", "5-5-5", "6-6-6", "7-5-3", "6-4-6", "3-5-4", "10-2-3"}
	seeds := 1000
	if testing.Short() {
		seeds = 100
	}
	for seed := range uint64(seeds) {
		board, players := boards[seed%uint64(len(boards))], 2+int(seed/uint64(len(boards))%5)
		l, err := FairLayout(board, players, seed)
		if err != nil {
			t.Errorf("seed %d: %v", seed, err)
			continue
		}
		symmetric := symmetries(l.m, players) != nil
		switch u := l.unfairness(); {
		case l.Players() != players || l.m.board != board:
			t.Errorf("seed %d: %d players on %s; want %d on %s", seed, l.Players(), l.m.board, players, board)
		case symmetric && u != 0 || u > 1:
			t.Errorf("seed %d: unfairness %d (symmetric %v): %s", seed, u, symmetric, l)
		case l.Problem("sources") != "":
			t.Errorf("seed %d: %s: %s", seed, l.Problem("sources"), l)
		}
		again, _ := FairLayout(board, players, seed)
		back, err := ParseLayout(l.String())
		if again.String() != l.String() || err != nil || back.String() != l.String() {
			t.Errorf("seed %d: made again %s, read back %v, %v; want %s", seed, again, back, err, l)
		}
	}
}

// TestBuiltInMapsAreFair checks that the built-in maps, §3's two layouts
// among them, are fair by §12.4 and written as a writer writes them.
func TestBuiltInMapsAreFair(t *testing.T) {
	for _, b := range BuiltInMaps() {
		l, err := ParseLayout(b.Text)
		if err != nil {
			t.Fatal(err)
		}
		fair := l.unfairness() == 0 || symmetries(l.m, l.Players()) == nil && l.unfairness() == 1
		if l.Players() != b.Players || l.m.board != b.Board || !fair || l.String() != b.Text {
			t.Errorf("built-in %s for %d: %v, players %d, unfairness %d, text %s", b.Board, b.Players, err, l.Players(), l.unfairness(), l)
		}
	}
}

// TestEveryBoardStarts starts every board offered with every number of
// players, and plays random games on a sample to the end: no choice of
// the new-game screen is a dead one.
func TestEveryBoardStarts(t *testing.T) {
	var board game.OptionSpec
	for _, o := range (Rules{}).Options() {
		if o.Name == "board" {
			board = o
		}
	}
	for _, b := range board.Choices {
		for n := 2; n <= maxPlayers; n++ {
			opts := game.Options{"board": b, "players": fmt.Sprint(n), "turn_limit": "30"}
			pos, err := Rules{}.Start(opts)
			if err != nil || pos.Players() != n || !strings.HasPrefix(pos.String(), "SOP "+b+" t1 p1") {
				t.Errorf("Start(%v) = %v, %v", opts, pos, err)
				continue
			}
			inv := &invariants{rules: Rules{}, opts: opts}
			gametest.Playouts(t, Rules{}, opts, 2, 100*maxOrders, inv.check)
		}
	}
}

// TestLayoutEditing follows the map table's edits (§12.2): a home base
// makes a player, removing one renumbers the later players, a feature
// replaces another, and the map says what it lacks.
func TestLayoutEditing(t *testing.T) {
	l, err := NewLayout("5-3-3")
	if err != nil {
		t.Fatal(err)
	}
	cell := func(name string) Cell {
		c, err := readCell(l.m, name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	want := func(problem, text string) {
		t.Helper()
		if got := l.Problem("sources"); got != problem || !strings.HasPrefix(l.String(), "SOP 5-3-3 t1 p1 | "+text+" | - |") {
			t.Errorf("map %s, problem %q; want features %s, problem %q", l, got, text, problem)
		}
	}
	want("place 2 more home bases: each one makes a player, and a game needs 2 to 6", "-")
	l.Place(Home, cell("-3,0"))
	l.Place(Source, cell("0,0"))
	want("place 1 more home base: each one makes a player, and a game needs 2 to 6", "H1@-3,0 S0@0,0")
	l.Place(Home, cell("3,0"))
	l.Place(Home, cell("1,-2"))
	l.SetReserve(2, Tank, 9)
	want("", "H3@1,-2 H1@-3,0 S0@0,0 H2@3,0")
	l.Remove(cell("-3,0")) // Blue and Green become players 1 and 2
	if l.Reserve(1) != [4]int{6, 6, 9, 0} || l.Home(2) != cell("1,-2") {
		t.Errorf("after removing player 1: reserve %v, home 2 %s", l.Reserve(1), l.m.Name(l.Home(2)))
	}
	l.Place(Upgrade, cell("0,0")) // in place of the source
	want("place a source: the game is won by owning every source", "H2@1,-2 U@0,0 H1@3,0")
	if l.Problem("homes") != "" {
		t.Errorf("win=homes needs no source, but the map says %q", l.Problem("homes"))
	}
	l.Place(Source, cell("-1,2"))
	for _, t2 := range []UnitType{Infantry, Artillery, Tank} {
		l.SetReserve(2, t2, 0)
	}
	want("player 2 has no unit in reserve", "H2@1,-2 U@0,0 H1@3,0 S0@-1,2")
	if err := l.SetReserve(1, Tank, 100); err == nil {
		t.Error("a reserve of 100 was taken")
	}
	if err := l.Resize("6-2-2"); err != nil || l.String() != "SOP 6-2-2 t1 p1 | U@0,0 H1@3,0 | - | 1:6/6/9/0" {
		t.Errorf("resized to 6-2-2: %s, %v", l, err)
	}
	for range 6 {
		l.Place(Home, Cell(l.Players()))
	}
	if err := l.Place(Home, 10); err == nil || l.Players() != 6 {
		t.Errorf("a seventh player: %v, %d players", err, l.Players())
	}
}

// TestParseLayoutRefusals checks that a map text is a start with nothing
// but a map in it (§12.3).
func TestParseLayoutRefusals(t *testing.T) {
	const r2 = " | - | 1:6/6/6/0 2:6/6/6/0"
	tests := []struct{ text, why string }{
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0" + r2 + " | 1[] 2[]", "4 fields"},
		{"SOP 5-3-3 t2 p1 | H1@-3,0 H2@3,0" + r2, `"SOP <board> t1 p1"`},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0 | 1T3@0,0 | 1:6/6/6/0 2:6/6/6/0", "no units"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0 S1@0,0" + r2, "the source on 0,0 is owned"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H1@3,0" + r2, "player 1 has two home bases"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H0@3,0" + r2, "the home base on 3,0 has no player"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0" + r2, "player 2 has no home base"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0 | - | 1:6/6/6/0 2:6/100/6/0", "player 2's reserve holds 100"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 | - | 1:6/6/6/0", "1 reserves given"},
		{"SOP 5-4-3 t1 p1 | H1@-3,0 H2@3,0" + r2, "a+b must be even"},
	}
	for _, tt := range tests {
		if _, err := ParseLayout(tt.text); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ParseLayout(%q) error %v; want %q", tt.text, err, tt.why)
		}
	}
}

// FuzzParseLayout checks that any map text read back is written the
// canonical way, and that it starts a game when the map says it can.
func FuzzParseLayout(f *testing.F) {
	for _, b := range BuiltInMaps() {
		f.Add(b.Text)
	}
	f.Add("SOP 2-2-2 t1 p1 | H1@0,-1 H2@0,1 | - | 1:0/0/0/0 2:99/99/99/99")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := ParseLayout(text)
		if err != nil {
			return
		}
		back, err := ParseLayout(l.String())
		if err != nil || back.String() != l.String() {
			t.Fatalf("%q reads as %s, which reads back as %v, %v", text, l, back, err)
		}
		if l.Problem("sources") == "" {
			if _, err := l.Start(nil); err != nil {
				t.Fatalf("%s can start but does not: %v", l, err)
			}
		}
	})
}
