package conquid_test

import (
	"errors"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// TestStepNotation: every legal step's text reads back as the same step,
// and Decode names its action and cell.
func TestStepNotation(t *testing.T) {
	pos := parse(t, "............../............../rrrr......r.../....R....Brrrr/.........rrrrr/.........rrrrr/.....rr..rrrrr r 0 10 0")
	for _, tt := range []struct {
		text   string
		action conquid.Action
		cell   conquid.Cell
	}{
		{"acquire a1", conquid.Acquire, conquid.Cell{}},
		{"acquire n7", conquid.Acquire, conquid.Cell{File: 13, Rank: 6}},
		{"conquer", conquid.Conquer, conquid.Cell{}},
		{"vanquish k1", conquid.Vanquish, conquid.Cell{File: 10}},
		{"vanquish f2", conquid.Vanquish, conquid.Cell{File: 5, Rank: 1}},
	} {
		s, err := pos.ParseStep(tt.text)
		if err != nil {
			t.Fatalf("ParseStep(%q): %v", tt.text, err)
		}
		if a, c := conquid.Decode(s); a != tt.action || c != tt.cell {
			t.Errorf("Decode(%q) = %v %v; want %v %v", tt.text, a, c, tt.action, tt.cell)
		}
		if got := pos.FormatStep(s); got != tt.text {
			t.Errorf("FormatStep(ParseStep(%q)) = %q", tt.text, got)
		}
	}
	large, _ := conquid.Rules{}.Start(game.Options{"size": "large"})
	play(t, large, "acquire ap21", "acquire aa1")
}

// TestMalformedStepsAreSyntaxErrors: texts outside the grammar of rules 4
// (lower case, single spaces, no pass, no end) are malformed, not illegal,
// even once the game is over.
func TestMalformedStepsAreSyntaxErrors(t *testing.T) {
	over := parse(t, "............../............../............../....RrrrrB..../............../............../.............. r 0 7 0")
	start := parse(t, "............../............../............../....R....B..../............../............../.............. r 0 0 0")
	for _, pos := range []*conquid.Position{start, over} {
		for _, text := range []string{"", "pass", "end", "Conquer", "conquer ", " conquer", "conquest now",
			"acquire", "acquire ", "acquire  a1", "acquire A1", "acquire a0", "acquire a01", "acquire 1a",
			"acquire a1 b2", "vanquish", "vanquish a-1", "acquire\ta1", "ACQUIRE a1"} {
			_, err := pos.ParseStep(text)
			var syntax *conquid.SyntaxError
			if !errors.As(err, &syntax) {
				t.Errorf("ParseStep(%q) = %v; want a SyntaxError", text, err)
			}
		}
	}
}

// TestIllegalStepsSayWhy: a well-formed step that the rules forbid is
// refused with the reason, in the game's words.
func TestIllegalStepsSayWhy(t *testing.T) {
	const (
		start = "............../............../............../....R....B..../............../............../.............. r 0 0 0"
		t3    = ".bbbbbbbbbbbb./bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/bbbbRbbbbBbbbb/bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/rrrrrrrrrrrrrr r 0 0 0"
		t5    = "............../............../....r........./....RbbbbB..../....rbbbb...../....rbbbb...../....rbbbb..... r 0 0 0"
		t7    = "............../............../rrrr......r.../....R....Brrrr/.........rrrrr/.........rrrrr/.....rr..rrrrr r 0 10 0"
		t9    = "............../............../.......rrr..../....Rrr..B..../............../............../.............. r 0 6 0"
		mid   = ".............r/............../............../....R....B..../............../............../r............. r 2 0 0"
		won   = "............../............../............../....RrrrrB..../............../............../.............. r 0 7 0"
	)
	for _, tt := range []struct{ pos, step, want string }{
		{start, "acquire e4", "e4 is an HQ cell, not empty"},
		{start, "acquire o1", "o1 is off the 7x14 board"},
		{start, "acquire a8", "a8 is off the 7x14 board"},
		{start, "acquire zzzz999999", "zzzz999999 is off the 7x14 board"},
		{start, "conquest", "no winning path"},
		{start, "vanquish a1", "only 0 of the block's surrounding cells are Red's; it needs 4"},
		{start, "vanquish l1", "the 4x4 block from l1 runs off the board"},
		{start, "vanquish a5", "the 4x4 block from a5 runs off the board"},
		{start, "vanquish b1", "the block from b1 holds the HQ cell e4"},
		{t3, "acquire a7", "an Acquire needs 3 empty cells; there are 2"},
		{t3, "acquire b7", "b7 is not empty"},
		{t3, "vanquish a3", "only 0 of the block's surrounding cells are Red's; it needs 4"},
		{t5, "vanquish f1", "only 3 of the block's surrounding cells are Red's; it needs 4"},
		{t7, "vanquish f1", "the block from f1 is not all one colour or all empty: f1 is Red but h1 is empty"},
		{t9, "conquest", "no winning path"},
		{t9, "acquire f4", "f4 is not empty"},
		{mid, "conquer", "an Acquire is under way: only acquire steps until its third (2 made)"},
		{mid, "vanquish a2", "an Acquire is under way: only acquire steps until its third (2 made)"},
		{mid, "acquire n7", "n7 is not empty"},
		{won, "acquire a1", "game is over"},
		{won, "conquest", "game is over"},
	} {
		pos := parse(t, tt.pos)
		_, err := pos.ParseStep(tt.step)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s\n%q: error %v; want %q", tt.pos, tt.step, err, tt.want)
		}
		var syntax *conquid.SyntaxError
		if errors.As(err, &syntax) {
			t.Errorf("%q: an illegal step is reported as malformed", tt.step)
		}
		if got := pos.String(); got != tt.pos {
			t.Errorf("refusing %q changed the position to %s", tt.step, got)
		}
	}
}
