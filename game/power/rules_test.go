package power

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"pentarchy/game"
)

// A position of Source of Power is one of a game of orders: the protocol,
// the page and the search find its orders through game.Orders.
var _ game.Orders = (*Position)(nil)

func TestRulesIdentity(t *testing.T) {
	r := Rules{}
	if r.ID() != "source-of-power" || r.Name() != "Source of Power" {
		t.Fatalf("ID %q, Name %q", r.ID(), r.Name())
	}
	var names []string
	for _, o := range r.Options() {
		names = append(names, o.Name+"="+o.Default)
	}
	want := "players=2 board=5-3-3 reserve=6 upgrades=0 win=sources lose=nounits turn_limit=100"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("options %s, want %s", got, want)
	}
}

// TestBoardFollowsPlayers checks the start positions of §3 and §6 for the
// options, and the refusal of impossible ones.
func TestBoardFollowsPlayers(t *testing.T) {
	tests := []struct {
		opts      game.Options
		want, why string
	}{
		{nil, "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]", ""},
		{game.Options{"players": "2", "board": "5-3-3", "reserve": "2", "upgrades": "1"},
			"SOP 5-3-3 t1 p1 | " + defaultFeatures + " | - | 1:2/2/2/1 2:2/2/2/1 | 1[] 2[]", ""},
		{game.Options{"players": "3"}, "SOP 4-4-4 t1 p1 | H3@3,-3 S0@0,-2 U@1,-1 H1@-3,0 U@-1,0 S0@0,0 S0@2,0 U@0,1 S0@-2,2 H2@0,3 | - | 1:6/6/6/0 2:6/6/6/0 3:6/6/6/0 | 1[] 2[] 3[]", ""},
		{game.Options{"players": "7"}, "", "outside 2 to 6"},
		{game.Options{"board": "6-6-5"}, "", `"6-6-5" is not one of`},
		{game.Options{"win": "money"}, "", `"money" is not one of`},
		{game.Options{"speed": "fast"}, "", `unknown option "speed"`},
	}
	for _, tt := range tests {
		pos, err := Rules{}.Start(tt.opts)
		if tt.why != "" {
			if err == nil || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("Start(%v) error = %v; want %q", tt.opts, err, tt.why)
			}
			continue
		}
		if err != nil || pos.String() != tt.want {
			t.Errorf("Start(%v) = %v, %v; want %s", tt.opts, pos, err, tt.want)
		}
	}
}

// TestDefaultLayoutsAreSymmetric checks §3: the 2-player layout is unchanged
// by the 180° turn, the 3-player one by the turn (q,r,s) -> (r,s,q), with
// the players renamed.
func TestDefaultLayoutsAreSymmetric(t *testing.T) {
	for _, opts := range []game.Options{nil, {"players": "3"}} {
		p := start(t, opts)
		s, ok := symmetryOf(p)
		if !ok {
			t.Fatalf("no symmetry for %v", opts)
		}
		if got := s.apply(p).String(); got != p.String() {
			t.Errorf("turned start position\n%s\nis not\n%s", got, p)
		}
	}
}

// TestMapsOfSection1 checks the cells of the three boards (§1).
func TestMapsOfSection1(t *testing.T) {
	for board, rows := range map[string]string{"5-3-3": "5,6,7,6,5", "4-4-4": "4,5,6,7,6,5,4", "5-5-5": "5,6,7,8,9,8,7,6,5"} {
		m, err := newMap(board)
		if err != nil {
			t.Fatal(err)
		}
		count := map[int]int{}
		for c := range Cell(m.Len()) {
			_, r := m.Hex(c)
			count[r]++
			if got, ok := m.Cell(m.Hex(c)); !ok || got != c || m.Name(c) != m.names[c] {
				t.Fatalf("%s: cell %d does not round-trip", board, c)
			}
		}
		var lens []string
		for r := -4; r <= 4; r++ {
			if count[r] > 0 {
				lens = append(lens, strconv.Itoa(count[r]))
			}
		}
		if strings.Join(lens, ",") != rows {
			t.Errorf("%s rows %v, want %s", board, lens, rows)
		}
	}
	m, _ := newMap("5-3-3")
	a, _ := m.Cell(-3, 0)
	b, _ := m.Cell(3, 0)
	c, _ := m.Cell(1, -2)
	if m.Distance(a, b) != 6 || m.Distance(a, c) != 4 || len(m.Neighbours(a)) != 3 {
		t.Errorf("distances %d, %d, neighbours %v", m.Distance(a, b), m.Distance(a, c), m.Neighbours(a))
	}
	if _, ok := m.Cell(-4, 0); ok {
		t.Error("-4,0 is on 5-3-3")
	}
}

// TestRecordReplay plays a game record as the referee reads it: options as
// JSON numbers and strings, each turn's steps player 1's first.
func TestRecordReplay(t *testing.T) {
	rec, err := game.ParseRecord([]byte(`{"game": "source-of-power", "options": {"players": 2, "turn_limit": 2},
		"steps": ["spawn tank -3,0", "end", "spawn infantry 3,0", "move 3,0>1,0", "end",
		          "move -3,0>-2,0", "end", "end"]}`))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(Rules{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "SOP 5-3-3 t2 over:draw | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 H2@3,0 S0@-1,2 | 1T3@-2,0 2I2+@1,0 | 1:6/6/5/0 2:5/6/6/0 | 1[] 2[]"
	if pos.String() != want {
		t.Fatalf("got  %s\nwant %s", pos, want)
	}
	result, _ := json.Marshal(pos.Result())
	if string(result) != `{"winners":[],"reason":"turn limit"}` || pos.Mover() != 0 || len(game.LegalTexts(pos)) != 0 {
		t.Fatalf("result %s, mover %d", result, pos.Mover())
	}
	rec.Steps = append(rec.Steps, "end")
	if _, err := game.Replay(Rules{}, rec, nil); err == nil || err.Error() != `step 9 "end": game is over` {
		t.Fatalf("a step after the end: %v", err)
	}
}
