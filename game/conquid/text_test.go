package conquid_test

import (
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// Positions of rules 13 and a few more, each written as the rules write it.
var validPositions = []string{
	"............../............../............../....R....B..../............../............../.............. r 0 0 0",
	".............r/............../............../....R....B..../............../............../r............. r 2 0 0",
	".bbbbbbbbbbbb./bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/bbbbRbbbbBbbbb/bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/rrrrrrrrrrrrrr r 0 0 0",
	"rrrrrr......../bbbbbbb......./r........r..../..rbR...rBr.../.........r.r.r/............b./...........r.r r 0 0 0",
	"............../............../rrrr......r.../....R....Brrrr/.........rrrrr/.........rrrrr/.....rr..rrrrr b 0 11 1",
	"............../............../............../....RrrrrB..../............../............../.............. r 0 7 0",
	"............../............../.......rrr..../....Rrrr.B..../............../r............./r............. r 0 9 1",
	"............../............../............../....Rr...Bb.../............../............../.............. b 0 3 2",
	"............../............../............../....Rr...Bb.../b............./b............./b............. r 0 98 0",
	"............../............../............../....RbbbbB..../............../............../.............. b 0 98 0",
	mediumStart,
}

const mediumStart = "............................/............................/............................/" +
	"............................/............................/............................/" +
	"....RR................BB..../....RR................BB..../" +
	"............................/............................/............................/" +
	"............................/............................/............................ r 0 0 0"

func TestPositionTextRoundTrips(t *testing.T) {
	for _, text := range validPositions {
		pos, err := conquid.Rules{}.ParsePosition(nil, text)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", text, err)
			continue
		}
		if got := pos.String(); got != text {
			t.Errorf("ParsePosition(%q).String() = %q", text, got)
		}
	}
}

// TestStartPositionsFollowTheRules checks the start positions of rules 3.3:
// the default is medium, and the start text of each size is the rules' one.
func TestStartPositionsFollowTheRules(t *testing.T) {
	large := strings.Repeat(strings.Repeat(".", 42)+"/", 9) +
		strings.Repeat("....RRR"+strings.Repeat(".", 28)+"BBB..../", 3) +
		strings.Repeat(strings.Repeat(".", 42)+"/", 8) + strings.Repeat(".", 42) + " r 0 0 0"
	for _, tt := range []struct {
		opts game.Options
		want string
	}{
		{nil, mediumStart},
		{game.Options{"size": "medium"}, mediumStart},
		{game.Options{"size": "small"}, validPositions[0]},
		{game.Options{"size": "large"}, large},
	} {
		pos, err := conquid.Rules{}.Start(tt.opts)
		if err != nil {
			t.Fatalf("Start(%v): %v", tt.opts, err)
		}
		if got := pos.String(); got != tt.want {
			t.Errorf("Start(%v) = %q; want %q", tt.opts, got, tt.want)
		}
	}
}

func TestStartRefusesBadOptions(t *testing.T) {
	for _, tt := range []struct {
		opts game.Options
		want string
	}{
		{game.Options{"size": "huge"}, `option size: "huge" is not one of small, medium, large`},
		{game.Options{"colour": "red"}, `unknown option "colour"`},
	} {
		if _, err := (conquid.Rules{}).Start(tt.opts); err == nil || err.Error() != tt.want {
			t.Errorf("Start(%v) error = %v; want %q", tt.opts, err, tt.want)
		}
	}
}

// TestPositionTakesItsSizeFromTheBoard: a record starting from a position
// takes the size from the board field (rules 10); a size option that names
// another size contradicts it and is refused.
func TestPositionTakesItsSizeFromTheBoard(t *testing.T) {
	small := validPositions[0]
	for _, opts := range []game.Options{nil, {}, {"size": "small"}} {
		pos, err := conquid.Rules{}.ParsePosition(opts, small)
		if err != nil || pos.(*conquid.Position).Size() != conquid.Small {
			t.Errorf("ParsePosition(%v, small) = %v, %v", opts, pos, err)
		}
	}
	_, err := conquid.Rules{}.ParsePosition(game.Options{"size": "medium"}, small)
	if want := "option size is medium but the position's board is 7x14 (small)"; err == nil || err.Error() != want {
		t.Errorf("size medium with a small board: error %v; want %q", err, want)
	}
}

func TestPositionTextRefusals(t *testing.T) {
	start := validPositions[0]
	board, _, _ := strings.Cut(start, " ")
	edit := func(rank int, line string) string { // replaces rank (1 to 7) of the small start
		ranks := strings.Split(board, "/")
		ranks[7-rank] = line
		return strings.Join(ranks, "/")
	}
	for _, tt := range []struct{ text, want string }{
		{"", "want 5 fields separated by single spaces (<board> <mover> <acq> <turns> <quiet>), got 1"},
		{board + " r 0 0", "want 5 fields separated by single spaces (<board> <mover> <acq> <turns> <quiet>), got 4"},
		{board + "  r 0 0 0", "want 5 fields separated by single spaces (<board> <mover> <acq> <turns> <quiet>), got 6"},
		{strings.Repeat("............../", 5) + "....R....B.... r 0 0 0", "the board has 6 ranks; want 7 (small), 14 (medium) or 21 (large)"},
		{edit(3, ".............") + " r 0 0 0", "rank 3 has 13 files; want 14"},
		{edit(7, "x.............") + " r 0 0 0", `rank 7: character 1 is 'x'; want one of .rbRB`},
		{edit(4, ".........B....") + " r 0 0 0", "e4 is a Red HQ cell, so it must be R, not ."},
		{edit(4, "....B....B....") + " r 0 0 0", "e4 is a Red HQ cell, so it must be R, not B"},
		{edit(1, "R.............") + " r 0 0 0", "a1 is not an HQ cell, so it cannot be R"},
		{board + " x 0 0 0", `mover "x": want r or b`},
		{board + " r 3 0 0", "acquire count 3 is more than 2"},
		{board + " r 0 07 0", `turn count "07" is not a whole number`},
		{board + " r 0 -2 0", `turn count "-2" is not a whole number`},
		{board + " r 0 +2 0", `turn count "+2" is not a whole number`},
		{board + " r 0 100 0", "turn count 100 is more than 98"},
		{board + " r 0 0 3", "quiet count 3 is more than 2"},
		{board + " b 0 1 x", `quiet count "x" is not a whole number`},
		{board + " r 0 0 1", "quiet count 1 is more than the 0 turns played"},
		{board + " b 0 0 0", "b to move after 0 turns, but Red moves first"},
		{board + " r 0 1 0", "r after 1 turns marks a game Red has won by conquest, but Red has no winning path"},
		{board + " r 1 1 0", "r after 1 turns marks a game won by conquest, so the acquire count must be 0"},
		{board + " r 0 1 1", "r after 1 turns marks a game won by conquest, so the quiet count must be at most 0"},
		{board + " b 0 4 2", "b after 4 turns marks a game won by conquest, so the quiet count must be at most 1"},
		{board + " r 2 0 0", "Red has 0 cells, fewer than the 2 acquire steps made this turn"},
		{edit(1, "rr............") + " b 1 3 2", "the game is over (two consecutive quiet turns), so the acquire count must be 0"},
		{edit(1, "rr............") + " r 1 98 0", "the game is over (turn cap), so the acquire count must be 0"},
		{".bbbbbbbbbbbbr/bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/bbbbRbbbbBbbbb/bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/rrrrrrrrrrrrrr r 1 0 0",
			"Red has made 1 acquire steps this turn, so 2 more cells must be empty; there are 1"},
	} {
		_, err := conquid.Rules{}.ParsePosition(nil, tt.text)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParsePosition(%q)\n error %v\n want  %s", tt.text, err, tt.want)
		}
	}
}

// TestPositionTextTellsHowTheGameEnded: the mover field and the counters
// are enough to tell a finished game (rules 9, 10). After a Conquest the
// mover field stays at the winner, so it disagrees with the turn parity.
func TestPositionTextTellsHowTheGameEnded(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{validPositions[0], "null"},
		{validPositions[5], `{"winners":[1],"reason":"conquest"}`},
		{validPositions[6], `{"winners":[1],"reason":"conquest"}`},
		{validPositions[7], `{"winners":[],"reason":"two consecutive quiet turns"}`},
		{validPositions[8], `{"winners":[],"reason":"turn cap"}`},
		{validPositions[9], `{"winners":[2],"reason":"conquest"}`},
		{strings.Replace(validPositions[8], "98 0", "98 2", 1), `{"winners":[],"reason":"two consecutive quiet turns"}`},
		{strings.Replace(validPositions[5], "r 0 7 0", "r 0 6 0", 1), "null"},
	} {
		if got := resultJSON(t, parse(t, tt.text)); got != tt.want {
			t.Errorf("%s: result %s; want %s", tt.text, got, tt.want)
		}
	}
}
