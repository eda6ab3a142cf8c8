package parry

import (
	"strings"
	"testing"

	"pentarchy/game"
)

// TestStepRefusalsSayWhy checks that ParseStep refuses malformed and
// illegal steps with the reason in the game's words (spec §4, §6.1).
func TestStepRefusalsSayWhy(t *testing.T) {
	const (
		t3   = "...../...2./..1../.1.../..... 1 P"                      // T3
		t4   = "...../...2./..1../..1../.1... 1 S 1 c2 b2-b1"           // T4
		t7   = "...../...../...../1..../21... 2 P"                      // T7
		t9   = "1.1.1/.1.1./1.1.1/.1.1./1.1.1 2 P"                      // T9
		full = "12121/21212/12121/21211/12121 1 S 3 e2 -"               // T15
		hex  = ".../..../...../....../.1.2.../.1..../..... 1 S 1 1,1 -" // T10
	)
	for _, tt := range []struct {
		opts      game.Options
		pos, step string
		why       string
		malformed bool
	}{
		{sq5, t3, "", `malformed step ""`, true},
		{sq5, t3, "place", `malformed step "place"`, true},
		{sq5, t3, "Place c2", `malformed step "Place c2"`, true},
		{sq5, t3, "place  c2", `malformed site " c2"`, true},
		{sq5, t3, "place c2 ", `malformed site "c2 "`, true},
		{sq5, t3, "place 2,2", `malformed site "2,2": want a name like c3`, true},
		{sq5, t3, "move c2", `malformed step "move c2": a move is written move FROM-TO`, true},
		{sq5, t3, "end end", `malformed step "end end"`, true},
		{sq5, t3, "place f1", "f1 is not a site of Square 5 ortho (25)", false},
		{sq5, t3, "place c3", "c3 is not empty", false},
		{sq5, t3, "place d3", "you control other sites: place there", false},
		{sq5, t3, "place e1", "you control other sites: place there", false},
		{sq5, t3, "move b2-b1", "place a piece first", false},
		{sq5, t3, "end", "place a piece first", false},
		{sq5, t7, "place b2", "b2 is controlled by player 1", false},
		{sq5, t7, "place a1", "a1 is not empty", false},
		{sq5, t4, "place a2", "you have placed this turn: move a piece or end", false},
		{sq5, t4, "move c2-d2", "the placed piece may not move", false},
		{sq5, t4, "move d4-d3", "the piece on d4 is not yours", false},
		{sq5, t4, "move a1-a2", "no piece on a1", false},
		{sq5, t4, "move b1-b3", "b3 is not a neighbour of b1", false},
		{sq5, t4, "move b1-b1", "b1 is not a neighbour of b1", false},
		{sq5, t4, "move c3-c2", "c2 is not empty", false},
		{sq5, t4, "move b1-b2", "that board already occurred this turn", false},
		{sq5, t9, "place b5", "game is over", false},
		{sq5, t9, "end", "game is over", false},
		{sq5, t9, "bogus", "malformed step", true},
		{sq5, full, "move a1-a2", "a2 is not empty", false},
		{game.Options{}, hex, "move 1,1-0,1", "the placed piece may not move", false},
		{game.Options{}, hex, "move 1,2-3,3", "3,3 is not a neighbour of 1,2", false},
		{game.Options{}, hex, "move 1,2-9,9", "9,9 is not a site of Equiversi 3-5 (36)", false},
		{game.Options{}, hex, "move 1,2-02,2", `malformed site "02,2": want a name like 4,2`, true},
		{game.Options{"board": "Cairo 1 (dual 48)"}, "................................................ 1 P", "place 48", "48 is not a site of Cairo 1 (dual 48)", false},
		{game.Options{"board": "Cairo 1 (dual 48)"}, "................................................ 1 P", "place a1", `malformed site "a1": want a name like 17`, true},
	} {
		p, err := ParsePosition(tt.opts, tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		_, err = p.ParseStep(tt.step)
		if err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: ParseStep(%q) error = %v; want %q", tt.pos, tt.step, err, tt.why)
		} else if malformed := strings.Contains(err.Error(), "malformed"); malformed != tt.malformed {
			t.Errorf("%s: ParseStep(%q) error %q: malformed = %v", tt.pos, tt.step, err, malformed)
		}
	}
}

// TestStepTextsRoundTrip checks the notation of spec §6.1 on each family:
// the steps' texts read back as the same steps.
func TestStepTextsRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		opts game.Options
		pos  string
		want []string
	}{
		{sq5, "...../...2./..1../.11../..... 1 S 2 c2 -", []string{"end", "move b2-a2", "move b2-b1", "move b2-b3", "move c3-b3", "move c3-c4", "move c3-d3"}},
		{game.Options{}, ".../..../...../....../.1.2.../.1..../..... 1 S 1 1,1 -", []string{"end", "move 1,2-0,1", "move 1,2-0,2", "move 1,2-1,3", "move 1,2-2,2", "move 1,2-2,3"}},
		{game.Options{"board": "Cairo 1 (dual 48)"}, "..................1...1......................... 1 S 1 22 -", []string{"end", "move 18-11", "move 18-14", "move 18-17", "move 18-25"}},
		{game.Options{"board": "Square 10 ortho (100)"}, "........../........../........../........../........../........../........../........../1........./1......... 1 S 1 a1 -", []string{"end", "move a2-a3", "move a2-b2"}},
	} {
		p, err := ParsePosition(tt.opts, tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := game.LegalTexts(p); strings.Join(got, ",") != strings.Join(tt.want, ",") {
			t.Errorf("%s: legal %q, want %q", tt.pos, got, tt.want)
		}
		for _, s := range p.Legal(nil) {
			text := p.FormatStep(s)
			if back, err := p.ParseStep(text); err != nil || back != s {
				t.Errorf("%s: %q reads back as %v, %v", tt.pos, text, back, err)
			}
		}
	}
}

// TestStepEncoding checks the compact step values and their decoding.
func TestStepEncoding(t *testing.T) {
	for _, tt := range []struct {
		s        game.Step
		kind     StepKind
		from, to int
	}{
		{PlaceStep(0), KindPlace, -1, 0},
		{PlaceStep(146), KindPlace, -1, 146},
		{MoveStep(3, 140), KindMove, 3, 140},
		{EndStep, KindEnd, -1, -1},
		{0, KindNone, -1, -1},
		{PlaceStep(3) | 1<<40, KindNone, -1, -1},
		{game.Step(KindEnd) | 5<<8, KindNone, -1, -1},
	} {
		kind, from, to := DecodeStep(tt.s)
		if kind != tt.kind || from != tt.from || to != tt.to {
			t.Errorf("DecodeStep(%#x) = %v, %d, %d", uint64(tt.s), kind, from, to)
		}
	}
	p, _ := NewGame(sq5)
	if got := p.FormatStep(PlaceStep(200)); !strings.HasPrefix(got, "invalid step") {
		t.Errorf("FormatStep of a site off the board = %q", got)
	}
}
