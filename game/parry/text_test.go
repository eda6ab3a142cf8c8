package parry

import (
	"strings"
	"testing"

	"pentarchy/game"
)

// TestPositionTextRoundTrips reads valid position texts of spec §6.2 and
// writes them back unchanged, with equal hashes for equal texts.
func TestPositionTextRoundTrips(t *testing.T) {
	for _, tt := range []struct {
		opts game.Options
		text string
	}{
		{sq5, "...../...../...../...../..... 1 P"},
		{sq5, "...../...2./..1../.1.../..... 1 P"},
		{sq5, "...../...2./..1../.11../..... 1 S 2 c2 -"},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b2-b1"},
		{sq5, "2..../...../.111./..111/...1. 1 S 2 d2 c2-c3;b2-c2"},
		{sq5, "1.1.1/.1.1./1.1.1/.1.1./1.1.1 2 P"},
		{sq5x3, "...../..3../.1.2./...../..... 1 P"},
		{game.Options{"board": "Square 5 ortho (25)", "players": "6"}, "12345/6..../...../...../..... 6 P"},
		{game.Options{}, ".../..../...../....../.1.2.../.1..../..... 1 S 1 1,1 -"},
		{game.Options{}, "111/1111/11111/211112/1122222/222222/22222 1 P"},
		{game.Options{"board": "Square 4 omni (25)"}, "./.../...1./...1.../..2../.../. 1 S 1 e5 -"},
		{game.Options{"board": "Cairo 1 (dual 48)"}, ".........................1...................... 2 P"},
		{game.Options{"board": "Square 10 ortho (100)"}, strings.Repeat("........../", 9) + ".........1 2 P"},
	} {
		p, err := ParsePosition(tt.opts, tt.text)
		if err != nil {
			t.Errorf("ParsePosition(%v, %q): %v", tt.opts, tt.text, err)
			continue
		}
		if got := p.String(); got != tt.text {
			t.Errorf("ParsePosition(%q).String() = %q", tt.text, got)
		}
		again, _ := ParsePosition(tt.opts, p.String())
		if again.Hash() != p.Hash() {
			t.Errorf("%q: hash differs when read again", tt.text)
		}
	}
}

var (
	sq5   = game.Options{"board": "Square 5 ortho (25)"}
	sq5x3 = game.Options{"board": "Square 5 ortho (25)", "players": "3"}
)

// TestPositionTextRefusals checks that invalid position texts are refused
// and that the error says why.
func TestPositionTextRefusals(t *testing.T) {
	for _, tt := range []struct {
		opts game.Options
		text string
		why  string
	}{
		{sq5, "", "position has 1 fields"},
		{sq5, "...../...../...../...../..... 1", "position has 2 fields"},
		{sq5, "...../...../...../...../.....  1 P", "position has 4 fields"},
		{sq5, "...../...../...../...../..... 1 P ", "position has 4 fields"},
		{sq5, "...../...../...../..... 1 P", "board has 4 rows, want 5"},
		{sq5, "...../...../....../...../..... 1 P", "row 3 has 6 sites, want 5"},
		{sq5, "...../...../..x../...../..... 1 P", `row 3: 'x' on c3 is neither . nor a player 1 to 2`},
		{sq5, "...../...../..3../...../..... 1 P", `'3' on c3 is neither . nor a player 1 to 2`},
		{sq5, "...../...../...../...../..... 3 P", `mover "3" is not a player 1 to 2`},
		{sq5, "...../...../...../...../..... 0 P", `mover "0" is not a player`},
		{sq5, "...../...../...../...../..... 01 P", `mover "01" is not a player`},
		{sq5, "...../...../...../...../..... 1 X", `phase "X" is neither P nor S`},
		{sq5, "...../...../...../...../..... 1 S", "phase S has STEPSLEFT PLACED HISTORY"},
		{sq5, "...../...../...../...../..... 1 P 1 c2 -", "phase P has no more fields"},
		{sq5, "...../...2./..1../.11../..... 1 S 0 c2 -", `steps left "0" is not a number from 1 to 8`},
		{sq5, "...../...2./..1../.11../..... 1 S 02 c2 -", `steps left "02"`},
		{sq5, "...../...2./..1../.11../..... 1 S 9 c2 -", `steps left "9"`},
		{sq5, "...../...2./..1../.11../..... 1 S 2 f2 -", "placed site: f2 is not a site of Square 5 ortho (25)"},
		{sq5, "...../...2./..1../.11../..... 1 S 2 C2 -", `placed site: malformed site "C2"`},
		{sq5, "...../...2./..1../.11../..... 1 S 2 d2 -", "the placed site d2 does not hold a piece of player 1"},
		{sq5, "...../...2./..1../.11../..... 1 S 3 c2 -", "the placement on c2 earned 2 steps, not 0 played and 3 left"},
		{sq5, "...../...2./..1../.11../..... 1 S 1 c2 -", "earned 2 steps, not 0 played and 1 left"},
		{sq5, "...../...2./..1../..1../.1... 1 S 2 c2 b2-b1", "earned 2 steps, not 1 played and 2 left"},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b2b1", `history step "b2b1" is not FROM-TO`},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b2-b9", `history step "b2-b9": b9 is not a site`},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b2-b1;", `history step "" is not FROM-TO`},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 a2-b1", "history step a2-b1: b1 is not a neighbour of a2"},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b3-b1", "history step b3-b1: b1 is not a neighbour of b3"},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 b3-b2", "history step b3-b2 does not fit the board"},
		{sq5, "...../...2./..1../..1../.1... 1 S 1 c2 c2-b2", "history step c2-b2: the placed piece may not move"},
		{sq5, "...../..1../.111./..1../..... 1 S 2 c3 b3-a3;a3-b3", "history step a3-b3 repeats a board of the turn"},
		{sq5, "...../...2./..1../.11../..... 1 S 1 c2 b2-b1;b1-b2;b2-b1;b1-b2;b2-b1;b1-b2;b2-b1;b1-b2", "history has more than 7 steps"},
		{game.Options{"board": "Hex 9"}, "...", `unknown board "Hex 9"`},
		{game.Options{"players": "7"}, "...", "outside 2 to 6"},
		{game.Options{"colour": "red"}, "...", `unknown option "colour"`},
		{game.Options{"board": "Cairo 1 (dual 48)"}, "........................................................ 1 P", "row 1 has 56 sites, want 48"},
	} {
		_, err := ParsePosition(tt.opts, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ParsePosition(%v, %q) error = %v; want %q", tt.opts, tt.text, err, tt.why)
		}
	}
}

// TestFinishedPositionKeepsTheMover checks spec §5: the final position keeps
// the player who cannot place as MOVER, in phase P, while Mover() is 0.
func TestFinishedPositionKeepsTheMover(t *testing.T) {
	p, err := ParsePosition(game.Options{}, "111/1111/11111/211112/1122222/222222/22222 1 P")
	if err != nil {
		t.Fatal(err)
	}
	if p.Mover() != 0 || p.Turn() != 1 || p.Phase() != PhasePlace || len(p.Legal(nil)) != 0 {
		t.Errorf("mover %d, turn %d, phase %v, %d legal", p.Mover(), p.Turn(), p.Phase(), len(p.Legal(nil)))
	}
}

// TestHashIgnoresTheRoute checks that the same position reached by two
// orders of play has the same text and hash, and that phase S positions
// that differ only in the boards seen this turn hash apart.
func TestHashIgnoresTheRoute(t *testing.T) {
	play := func(opts game.Options, steps ...string) *Position {
		p, _ := NewGame(opts)
		for _, s := range steps {
			if err := game.Play(p, s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
		return p
	}
	a := play(sq5, "place a1", "place e5", "place a2", "end", "place e4", "end")
	b := play(sq5, "place a2", "place e5", "place a1", "end", "place e4", "end")
	if a.String() != b.String() || a.Hash() != b.Hash() {
		t.Errorf("%s (%x) vs %s (%x)", a, a.Hash(), b, b.Hash())
	}
	start := "...../..1../.1.1./..1../..... 1 P"
	c, _ := ParsePosition(sq5, start)
	d := c.Clone().(*Position)
	for _, s := range []string{"place c3", "move b3-a3", "move a3-a2"} {
		_ = game.Play(c, s)
	}
	for _, s := range []string{"place c3", "move b3-b2", "move b2-a2"} {
		_ = game.Play(d, s)
	}
	if boardText(c) != boardText(d) || c.Hash() == d.Hash() {
		t.Errorf("%s and %s: hashes %x, %x", c, d, c.Hash(), d.Hash())
	}
}
