package phalanx

import (
	"strings"
	"testing"

	"pentarchy/game"
)

func TestPositionTextRoundTrips(t *testing.T) {
	for _, text := range []string{
		StartText,
		"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 w 4 1",
		"9/9/2WW5/9/3BBB3/9/9/9/9 w 3 2",       // side and counters independent (§8)
		"9/9/2WW5/9/3BBB3/9/9/9/9 b 4 7",       // a 4-action Black turn, as given
		"1BB6/1B7/9/9/9/9/7W1/7W1/9 b 1 0",     // Black on b9: a finished game
		"9/9/BBB6/BBB6/BBB6/9/9/7WW/9 b 2 199", // 9 stones; White on i2 (a win)
		"3B5/3B5/9/9/9/9/9/9/9 b 3 2",          // White eliminated
		"9/7W1/7W1/9/9/9/1B7/1B7/9 b 3 200",    // drawn by the turn limit
		"9/7W1/7W1/9/9/9/1B7/1B7/9 w 3 999999999",
	} {
		p, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if got := p.String(); got != text {
			t.Errorf("Parse(%q).String() = %q", text, got)
		}
	}
}

func TestMalformedPositionTextIsRefusedWithReason(t *testing.T) {
	for _, tt := range []struct{ text, why string }{
		{"", "want 4 fields"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3", "want 4 fields"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9  b 3 0", "want 4 fields"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 0 ", "want 4 fields"},
		{"9/1WW6/1WW6/9/9/6BB1/6BB1/9 b 3 0", "board has 8 ranks, want 9"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9/9 b 3 0", "board has 10 ranks, want 9"},
		{"9/1WW7/1WW6/9/9/9/6BB1/6BB1/9 b 3 0", "rank 8 has 10 files, want 9"},
		{"9/1WW6/1WW5/9/9/9/6BB1/6BB1/9 b 3 0", "rank 7 has 8 files, want 9"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/ b 3 0", "rank 1 has 0 files, want 9"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/45 b 3 0", "rank 1: two digits in a row"},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB01/9 b 3 0", "rank 2: 0 is not a run"},
		{"9/1WW6/1WW6/9/9/9/6Bb1/6BB1/9 b 3 0", `rank 3: unexpected 'b'`},
		{"9/1WW6/1WW6/9/9/9/6BX1/6BB1/9 b 3 0", `rank 3: unexpected 'X'`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 x 3 0", `side to move must be b or w, got "x"`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 B 3 0", `side to move must be b or w, got "B"`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 0 0", `actions-left must be 1 to 4, got "0"`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 5 0", `actions-left must be 1 to 4, got "5"`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 03 0", `actions-left must be 1 to 4, got "03"`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 -1", `turns-completed must be a whole number`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 01", `turns-completed must be a whole number`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 +1", `turns-completed must be a whole number`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 1000000000", `turns-completed must be a whole number`},
		{"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 x", `turns-completed must be a whole number`},
	} {
		if _, err := Parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("Parse(%q) error = %v; want %q", tt.text, err, tt.why)
		}
	}
}

func TestUnreachableBoardsAreRefused(t *testing.T) {
	for _, tt := range []struct{ text, why string }{
		{"BB7/1B7/9/9/9/9/9/7W1/7W1 b 3 0", "Black stone on a goal corner"},        // §1: a9 never occupied
		{"9/9/9/9/9/9/9/6B1W/6BWW b 3 0", "White stone on a goal corner"},          // §1: i1 never occupied
		{"9/1WW6/1WW6/9/4B4/9/6BB1/6BB1/9 b 3 0", "Black stone on e5 is isolated"}, // §5.4
		{"9/1WW6/1WW4W1/9/9/9/6BB1/6BB1/9 b 3 0", "White stone on h7 is isolated"},
		{"9/BBB6/BBB6/BBB6/B8/9/9/7W1/7W1 b 3 0", "Black has 10 stones on the board, at most 9"}, // §3
		{"9/9/9/9/9/9/9/9/9 b 3 0", "no stone on the board"},
		{"1B7/1B7/9/9/9/9/8W/8W/9 b 3 0", "both sides are at their goals"},
	} {
		if _, err := Parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("Parse(%q) error = %v; want %q", tt.text, err, tt.why)
		}
	}
}

func TestPhalanxHasNoOptions(t *testing.T) {
	r := Rules{}
	if r.ID() != "phalanx" || r.Name() != "Phalanx" || r.Options() != nil {
		t.Fatalf("ID %q, Name %q, Options %v", r.ID(), r.Name(), r.Options())
	}
	opts := game.Options{"size": "9"}
	if _, err := r.Start(opts); err == nil || !strings.Contains(err.Error(), `unknown option "size"`) {
		t.Errorf("Start(%v) error = %v", opts, err)
	}
	if _, err := r.ParsePosition(opts, StartText); err == nil || !strings.Contains(err.Error(), `unknown option "size"`) {
		t.Errorf("ParsePosition(%v) error = %v", opts, err)
	}
	for _, opts := range []game.Options{nil, {}} {
		if p, err := r.Start(opts); err != nil || p.String() != StartText {
			t.Errorf("Start(%v) = %v, %v", opts, p, err)
		}
	}
}
