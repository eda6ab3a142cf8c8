package maptable

import (
	"fmt"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/scene/scenetest"
)

// table opens the map table on the standard map of opts, as the new-game
// screen does, and returns it with the map it hands back on Use.
func table(t *testing.T, opts game.Options) (*Scene, *string) {
	t.Helper()
	used := new(string)
	h := scenetest.New(t, 1024, 768, 1)
	s, err := Open(h, h.Menu(), opts, "", func(text string) { *used = text })
	if err != nil {
		t.Fatal(err)
	}
	return s, used
}

// press presses the button labelled label.
func press(t *testing.T, s *Scene, label string) {
	t.Helper()
	for _, b := range s.Buttons() {
		if b.Label == label && !b.Disabled {
			b.Action()
			return
		}
	}
	t.Fatalf("no button %q", label)
}

// TestOpenOnTheOptionsMap opens the table on the map the options start on,
// their reserves given to every player, and Use hands the map back.
func TestOpenOnTheOptionsMap(t *testing.T) {
	s, used := table(t, game.Options{"players": "3", "reserve": "4", "upgrades": "1"})
	want := "SOP 4-4-4 t1 p1 | H3@3,-3 S0@0,-2 U@1,-1 H1@-3,0 U@-1,0 S0@0,0 S0@2,0 U@0,1 S0@-2,2 H2@0,3 | - | 1:4/4/4/1 2:4/4/4/1 3:4/4/4/1"
	if got := s.l.String(); got != want {
		t.Fatalf("the table opens on %s; want %s", got, want)
	}
	press(t, s, "Use this map")
	if *used != want {
		t.Errorf("Use hands back %q", *used)
	}
}

// TestSidesStepToBoards steps each side to the next value that makes a
// board of §12.1, wrapping round to 2, and keeps the features the new
// board has.
func TestSidesStepToBoards(t *testing.T) {
	s, _ := table(t, nil) // 5-3-3
	press(t, s, "Board")
	var boards []string
	for range 3 {
		press(t, s, s.sides[1].Label)
		boards = append(boards, s.l.Map().Board())
	}
	// b = 4 makes a+b odd; past 5-7-3 the board would outgrow 91 cells
	// (5-9-3 has 104) and b wraps round to 2 (5-2-3 has an odd a+b: 5-3-3).
	if got := strings.Join(boards, " "); got != "5-5-3 5-7-3 5-3-3" {
		t.Errorf("the upper rows step through %s", got)
	}
	press(t, s, s.sides[0].Label) // a: 5 -> 7 (6 makes a+b odd)
	if got := s.l.Map().Board(); got != "7-3-3" || !strings.Contains(s.l.String(), "H1@-3,0") || !strings.Contains(s.l.String(), "H2@3,0") {
		t.Errorf("after a step of the top row: %s", s.l)
	}
}

// TestReserveCounts steps the chosen player's counts through the usual
// values, wrapping round to 0 after 99, and the player through the players.
func TestReserveCounts(t *testing.T) {
	s, _ := table(t, nil)
	press(t, s, "Reserves")
	press(t, s, "Reserve of Red")
	if s.whose.Label != "Reserve of Blue" {
		t.Fatalf("whose: %q", s.whose.Label)
	}
	var seen []string
	for range 10 {
		seen = append(seen, s.counts[2].Label)
		s.counts[2].Action()
	}
	if got := strings.Join(seen, ", "); got != "Tanks: 6, Tanks: 8, Tanks: 10, Tanks: 12, Tanks: 15, Tanks: 20, Tanks: 30, Tanks: 50, Tanks: 99, Tanks: 0" {
		t.Errorf("tanks step through %s", got)
	}
	if r := s.l.Reserve(2); r != [4]int{6, 6, 1, 0} || s.l.Reserve(1) != [4]int{6, 6, 6, 0} {
		t.Errorf("reserves %v and %v", s.l.Reserve(1), s.l.Reserve(2))
	}
}

// TestAnswer checks the typed lines: what they do to the map and what
// they say, the refusals included.
func TestAnswer(t *testing.T) {
	s, _ := table(t, nil)
	for _, tc := range []struct{ line, say, has string }{
		{"source 1,1", "Ready: 2 players on 5-3-3", "S0@1,1"},
		{"remove 1,1", "Ready: 2 players", "S0@-1,2"},
		{"base 0,-2", "Ready: 3 players", "H3@0,-2"},
		{"upgrade 0,-2", "Ready: 2 players", "U@0,-2"}, // the base goes, and its player
		{"base 9,9", "9,9 is not a cell of this board", ""},
		{"base", "", ""},
		{"reserve Blue tanks 8", "Reserve of Blue: Infantry: 6, Artillery: 6, Tanks: 8, Upgrades: 0", "2:6/6/8/0"},
		{"reserve Blue upgrades 2", "Upgrades: 2", "2:6/6/8/2"},
		{"reserve Green tanks 8", "Say reserve, a colour", ""},
		{"reserve Red tanks 100", "Say reserve, a colour", "1:6/6/6/0"},
		{"board 4-2-2", "", "SOP 4-2-2"},
		{"board 4-4-9", "board 4-4-9: the lower half has 2 to 6 rows", "SOP 4-2-2"},
		{"standard", "Ready: 2 players on 4-2-2", "SOP 4-2-2"},
		{"board 4-4-4", "", "SOP 4-4-4"},
		{"standard", "Ready: 2 players on 4-4-4", "SOP 4-4-4"},
		{"random 7", "Random fair map, seed 7.", ""},
		{"random", "Random fair map, seed 8.", ""},
		{"random x", "Say board, board a-b-c", ""},
	} {
		say, ok := s.Answer(tc.line)
		if tc.say == "" && tc.has == "" {
			if ok && tc.line == "base" {
				t.Errorf("%q is taken as a command: %q", tc.line, say)
			}
			continue
		}
		if !ok || !strings.Contains(say, tc.say) || !strings.Contains(s.l.String(), tc.has) {
			t.Errorf("%q: %v, says %q, map %s; want %q and %q", tc.line, ok, say, s.l, tc.say, tc.has)
		}
	}
	l, _ := power.FairLayout("4-4-4", 2, 8)
	if s.l.String() != l.String() {
		t.Errorf("random after random 7 is the map of seed 8: %s", s.l)
	}
}

// TestKeptMaps keeps at most mostKept maps, the last kept first, a map
// kept again moving to the front; Kept shows them in turn.
func TestKeptMaps(t *testing.T) {
	s, _ := table(t, nil)
	var made []string
	for seed := range uint64(mostKept + 2) {
		s.random(seed + 1)
		made = append(made, s.l.String())
		s.keep()
	}
	s.random(3)
	s.keep() // kept before: it moves to the front
	maps := kept(s.a)
	if len(maps) != mostKept || maps[0] != made[2] || maps[1] != made[len(made)-1] || strings.Contains(strings.Join(maps, "\n"), made[0]+"\n") {
		t.Fatalf("kept %d maps, first %q", len(maps), maps[0])
	}
	if got := fmt.Sprint(len(kept(s.a))); s.maps[2].Label != "Kept: "+got {
		t.Errorf("the Kept button reads %q", s.maps[2].Label)
	}
	s.openKept()
	if s.l.String() != maps[1] {
		t.Errorf("Kept shows %s first; want the one after the map kept last, %s", s.l, maps[1])
	}
}
