package power

import (
	"strings"
	"testing"

	"pentarchy/game"
)

const defaultFeatures = "S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2"

// TestPositionTextRoundTrips reads valid position texts and writes them back
// the way writers write them (§6): features and units sorted by r, then q.
func TestPositionTextRoundTrips(t *testing.T) {
	tests := []struct{ in, want string }{
		{"SOP 5-3-3 t1 p1 | " + defaultFeatures + " | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]", ""},
		{"SOP 4-4-4 t1 p1 | H3@3,-3 S0@0,-2 U@1,-1 H1@-3,0 U@-1,0 S0@0,0 S0@2,0 U@0,1 S0@-2,2 H2@0,3 | - | 1:6/6/6/0 2:6/6/6/0 3:6/6/6/0 | 1[] 2[] 3[]", ""},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0 S1@1,-2 S1@0,0 S0@-1,2 U@-1,0 U@1,0 | 2T3@3,0 1T3@-1,2 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]",
			"SOP 5-3-3 t1 p1 | S1@1,-2 H1@-3,0 U@-1,0 S1@0,0 U@1,0 H2@3,0 S0@-1,2 | 2T3@3,0 1T3@-1,2 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"},
		{"SOP 5-3-3 t1 over:1 | S1@1,-2 H1@-3,0 U@-1,0 S1@0,0 U@1,0 H2@3,0 S1@-1,2 | 2T3@3,0 1T3@-1,2 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]", ""},
		{"SOP 5-3-3 t7 over:draw | S0@1,-2 H0@-3,0 U@-1,0 S0@0,0 U@1,0 H0@3,0 S0@-1,2 | - | 1:x 2:x | -", ""},
		{"SOP 5-3-3 t100 over:draw | " + defaultFeatures + " | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]", ""},
		{"SOP 5-3-3 t1 p2 | S0@1,-2 H1@-3,0 U@-1,0 S1@0,0 U@1,0 H2@3,0 S0@-1,2 | - | 1:2/1/0/1 2:0/0/0/0 | 1[spawn artillery+ 0,0;end] 2[]", ""},
		{"SOP 5-3-3 t3 p1 | " + defaultFeatures + " | 1I1@-2,1 2T6+@1,0 | 1:0/0/0/9990 2:12/0/0/0 | 1[move -2,1>-1,1>0,1;move -2,1] 2[]", "error"},
		{"SOP 5-3-3 t3 p1 | " + defaultFeatures + " | 1I1@-2,1 2T6+@1,0 | 1:0/0/0/9990 2:12/0/0/0 | 1[move -2,1>-1,1>0,1] 2[]",
			"SOP 5-3-3 t3 p1 | " + defaultFeatures + " | 2T6+@1,0 1I1@-2,1 | 1:0/0/0/9990 2:12/0/0/0 | 1[move -2,1>-1,1>0,1] 2[]"},
		{"SOP 5-3-3 t2 p2 | " + defaultFeatures + " | 1I2+@0,-1 2A1@2,-1 | 1:0/0/0/0 2:0/0/0/0 | 1[move 0,-1;attack 1,-1;end] 2[move 2,-1;attack 0,-1]", ""},
		{"SOP 5-5-5 t1 p1 | H1@-4,0 S0@0,0 H2@4,0 | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]", ""},
		{"SOP 5-3-3 t9 p3 | - | 1T3@0,0 2T3@1,0 3A1@0,1 | 1:0/0/0/0 2:0/0/0/0 3:0/0/0/0 | 1[end] 2[move 1,0>2,0;end] 3[]", ""},
		{"SOP  5-3-3 t1 p1 |" + defaultFeatures + "|-|1:6/6/6/0  2:6/6/6/0|1[] 2[]",
			"SOP 5-3-3 t1 p1 | " + defaultFeatures + " | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"},
	}
	for _, tt := range tests {
		want := tt.want
		if want == "" {
			want = tt.in
		}
		pos, err := Rules{}.ParsePosition(nil, tt.in)
		if want == "error" {
			if err == nil {
				t.Errorf("ParsePosition(%q) accepted it", tt.in)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", tt.in, err)
			continue
		}
		if got := pos.String(); got != want {
			t.Errorf("ParsePosition(%q).String() =\n%q, want\n%q", tt.in, got, want)
		}
		back, err := Rules{}.ParsePosition(nil, want)
		if err != nil || back.String() != want || back.Hash() != pos.Hash() {
			t.Errorf("%q does not round-trip: %v", want, err)
		}
	}
}

// TestPositionTextRefusals refuses invalid position texts and says why.
func TestPositionTextRefusals(t *testing.T) {
	const (
		r2 = " | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
		d  = " | " + defaultFeatures + " | - "
	)
	tests := []struct{ text, why string }{
		{"", "5 fields"},
		{"XOP 5-3-3 t1 p1" + d + r2, `want "SOP <board> t<turn> <phase>"`},
		{"SOP 7-7-7 t1 p1" + d + r2, "board 7-7-7 has 127 cells, more than 91"},
		{"SOP 5-4-3 t1 p1" + d + r2, "a+b must be even"},
		{"SOP 5-3 t1 p1" + d + r2, "want three side lengths a-b-c"},
		{"SOP 5-3-3 t0 p1" + d + r2, `"t0" is not a turn`},
		{"SOP 5-3-3 t01 p1" + d + r2, `"t01" is not a turn`},
		{"SOP 5-3-3 t101 p1" + d + r2, "turn 101 is past the turn limit 100"},
		{"SOP 5-3-3 t1 q1" + d + r2, `"q1" is not a phase`},
		{"SOP 5-3-3 t1 p3" + d + r2, `"3" is not a player`},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 | 1[]", "1 reserves given"},
		{"SOP 6-6-6 t1 p1 | - | - | 1:0/0/0/0 2:0/0/0/0 3:0/0/0/0 4:0/0/0/0 5:0/0/0/0 6:0/0/0/0 7:0/0/0/0 | 1[] 2[] 3[] 4[] 5[] 6[] 7[]",
			"7 reserves given"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6 2:6/6/6/0 | 1[] 2[]", "want 4 counts"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/-1/0 2:6/6/6/0 | 1[] 2[]", `"-1" is not a count`},
		{"SOP 5-3-3 t1 p1" + d + " | 2:6/6/6/0 1:6/6/6/0 | 1[] 2[]", "want player 1's reserve"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/9999/6/0 2:6/1/6/0 | 1[] 2[]", "10000 artillery in the game, more than 9999"},
		{"SOP 5-3-3 t1 p1 | " + defaultFeatures + " | 1T6+@0,0 | 1:6/6/6/0 2:6/6/6/9997 | 1[] 2[]", "10000 upgrades in the game"},
		{"SOP 5-3-3 t1 p1 | X1@0,0 | -" + r2, "want H<owner>@q,r"},
		{"SOP 5-3-3 t1 p1 | H4@0,0 | -" + r2, `"4" is not a player`},
		{"SOP 5-3-3 t1 p1 | U@0,0 S0@0,0 | -" + r2, "two features on 0,0"},
		{"SOP 5-3-3 t1 p1 | S0@9,9 | -" + r2, "9,9 is not on the board"},
		{"SOP 5-3-3 t1 p1 | S0@0,0 H2@3,0 | - | 1:6/6/6/0 2:x 3:6/6/6/0 | 1[] 3[]", "player 2 is out of the game"},
		{"SOP 5-3-3 t1 p1" + d[:len(d)-2] + "1T4@0,0" + r2, `"4" is not the HP of a tank (want 1 to 3)`},
		{"SOP 5-3-3 t1 p1" + d[:len(d)-2] + "1I1+@0,0" + r2, `"1" is not the HP of an upgraded infantry (want 2 to 2)`},
		{"SOP 5-3-3 t1 p1" + d[:len(d)-2] + "1T3@0,0 2A1@0,0" + r2, "two units on 0,0"},
		{"SOP 5-3-3 t1 p1" + d[:len(d)-2] + "1X3@0,0" + r2, "want <owner><I|A|T><hp>[+]@q,r"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[move 0,0] 2[]", "no unit of yours on 0,0"},
		{"SOP 5-3-3 t1 p2" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[end;end] 2[]", "player 1 has steps after end"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[end] 2[]", "player 1 has ended but the phase is p1"},
		{"SOP 5-3-3 t1 p2" + d + r2, "it is player 2's turn but player 1 has not ended"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[end]", "player 2 has orders before player 1 has ended"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[]", "want player 2's list 2[…]"},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[] 3[]", `"3[]" is left over`},
		{"SOP 5-3-3 t1 p1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[mvoe 0,0] 2[]", `malformed step: "mvoe 0,0" is not a step`},
		{"SOP 5-3-3 t1 over:1" + d + r2, "cannot have ended this way"},
		{"SOP 5-3-3 t5 over:draw" + d + r2, "cannot have ended this way"},
		{"SOP 5-3-3 t1 over:1" + d + " | 1:6/6/6/0 2:6/6/6/0 | 1[end] 2[]", "the game is over but player 1 has orders"},
		{"SOP 5-3-3 t1 p1 | H1@-3,0 | - | 1:6/6/6/0 2:x | 1[]", "only one player is left"},
	}
	for _, tt := range tests {
		_, err := Rules{}.ParsePosition(nil, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ParsePosition(%q) error = %v; want %q", tt.text, err, tt.why)
		}
	}
}

// TestParsePositionOptions checks that options naming the players or the
// board agree with the text, and that unknown options are refused.
func TestParsePositionOptions(t *testing.T) {
	text := "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | - | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
	tests := []struct {
		opts game.Options
		why  string
	}{
		{game.Options{"players": "2", "board": "5-3-3", "win": "homes"}, ""},
		{game.Options{"players": "3"}, "the position has 2 players but option players is 3"},
		{game.Options{"board": "4-4-4"}, "the position is on board 5-3-3 but option board is 4-4-4"},
		{game.Options{"colour": "red"}, `unknown option "colour"`},
		{game.Options{"turn_limit": "0"}, "outside 1 to 9999"},
	}
	for _, tt := range tests {
		_, err := Rules{}.ParsePosition(tt.opts, text)
		if (err == nil) != (tt.why == "") || err != nil && !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ParsePosition(%v) error = %v; want %q", tt.opts, err, tt.why)
		}
	}
}
