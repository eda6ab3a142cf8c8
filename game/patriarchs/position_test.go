package patriarchs

import (
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestPositionTextRoundTrips reads valid position texts (§10) and writes
// them back unchanged, keeping the contract.
func TestPositionTextRoundTrips(t *testing.T) {
	for _, text := range []string{
		StartText,
		"4u4/3upu3/4u4/9/9/9/3CU4/3UPU3/4U4 r 1 - CSSccss 2", // T2, one reserve letter less
		"9/4p4/9/9/9/2U6/9/4P4/9 b 2 c4 C 13",                // act 2 with a spent square
		"9/4C4/3u5/9/9/9/9/4P4/9 b 1 - - 10",                 // Red's Patriarch taken: Blue won
		"9/4u4/3C5/4U4/9/9/9/4P4/9 b 2 e6 - 33",              // taken in act 2
		"9/4p4/9/9/9/9/9/4c4/9 r 1 - - 40",                   // Blue's Patriarch taken: Red won
		"4p4/9/3u5/9/9/9/9/4P4/9 b 1 - - 201",                // past the cap: a draw
		"9/4p4/9/9/9/9/9/4P4/9 b 1 - ss 7",                   // only Red holds a reserve
		"9/4p4/9/9/9/9/9/4P4/9 r 1 - CSu 8",                  // both do
		"9/4p4/9/9/9/9/9/4P4/9 b 1 - CCCCSSSSUUUUUUUU 9",     // every unit in one reserve
		"CSUcsuCSU/3p5/9/9/9/9/9/5P3/9 b 1 - - 2147483647",   // anywhere but Patriarchs; last turn
	} {
		pos, err := Rules{}.ParsePosition(nil, text)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", text, err)
			continue
		}
		if got := pos.String(); got != text {
			t.Errorf("ParsePosition(%q).String() = %q", text, got)
		}
		if err := gametest.CheckContract(Rules{}, nil, pos); err != nil {
			t.Error(err)
		}
	}
}

// TestPositionTextRefusals refuses texts that are not canonical position
// texts of a possible position, saying why.
func TestPositionTextRefusals(t *testing.T) {
	const board = "4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4U4"
	for _, tt := range []struct{ rule, text, why string }{
		{"six fields", "", "want 6 fields"},
		{"single spaces", board + "  b 1 - CCSSccss 1", "want 6 fields"},
		{"nine ranks", board + "/9 b 1 - CCSSccss 1", "the board has 10 ranks"},
		{"nine files", "4u4/3upu3/4u4/9/9/9/4U5/3UPU3/4U4 b 1 - CCSSccss 1", "rank 3 has 10 files"},
		{"nine files, not fewer", "4u4/3upu3/4u4/9/9/9/4U3/3UPU3/4U4 b 1 - CCSSccss 1", "rank 3 has 8 files"},
		{"one digit per empty run", "4u4/3upu3/4u4/45/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1", "rank 6: two digits in a row"},
		{"runs are 1 to 9", "4u4/3upu3/4u4/09/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1", "rank 6: '0' is neither"},
		{"unit letters", "4u4/3upu3/4u4/4k4/9/9/4U4/3UPU3/4U4 b 1 - CCSSccss 1", "rank 6: 'k' is neither"},
		{"side b or r", board + " w 1 - CCSSccss 1", `side must be b (Blue) or r (Red), got "w"`},
		{"act 1 or 2", board + " b 3 - CCSSccss 1", `act must be 1 or 2, got "3"`},
		{"no spent square in act 1", board + " b 1 e3 CCSSccss 3", "in act 1 no square is spent"},
		{"a spent square in act 2", board + " b 2 - CCSSccss 3", "act 2 needs the spent square"},
		{"the spent square is a square", board + " b 2 j3 CCSSccss 3", `spent square: "j3" is not a square`},
		{"the spent unit is the mover's", board + " b 2 e4 CCSSccss 3", "the spent square e4 must hold a unit of Blue"},
		{"the spent unit is the mover's, not the enemy's", board + " b 2 e7 CCSSccss 3", "must hold a unit of Blue"},
		{"reserves in order C S U", board + " b 1 - SCccss 1", `reserves "SCccss" out of order`},
		{"Blue's reserve first", board + " b 1 - ccssCCSS 1", "out of order"},
		{"no Patriarch in reserve", board + " b 1 - P 1", "'P' is not C, S, U, c, s or u"},
		{"- for two empty reserves", board + " b 1 -  1", "reserves field is empty"},
		{"no more units than the armies", board + " b 1 - CCCCC 1", "more cardinals than the two armies have"},
		{"no more units on board and in reserve", "4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4U4 b 1 - UUUUU 1", "13 units of kind support"},
		{"turn from 1", board + " b 1 - CCSSccss 0", "turn must be a whole number from 1"},
		{"turn without leading zero", board + " b 1 - CCSSccss 01", "turn must be"},
		{"turn without sign", board + " b 1 - CCSSccss +1", "turn must be"},
		{"turn not too large", board + " b 1 - CCSSccss 2147483648", "turn must be"},
		{"one Patriarch per army", "4u4/3upu3/4u4/9/9/9/4U4/3UPP3/4U4 b 1 - CCSSccss 1", "two Blue Patriarchs, on e2 and f2"},
		{"Patriarch in its zone", "4u4/3upu3/4u4/9/9/9/4U1P2/3U1U3/4U4 b 1 - CCSSccss 3", "the Blue Patriarch on g3 is outside its zone d1-f3"},
		{"Patriarch in its own zone", "4u4/3upu3/4u4/9/9/9/4U4/3UPU3/4p4 b 1 - CCSSccss 3", "two Red Patriarchs"},
		{"Red Patriarch in its zone", "4u4/3u1u3/4u4/9/9/9/4U4/3UPU3/4Up3 b 1 - CCSSccss 3", "the Red Patriarch on f1 is outside its zone d7-f9"},
		{"a Patriarch on the board", "9/9/9/9/9/9/9/9/9 b 1 - - 5", "both Patriarchs are missing"},
		{"the captor is the side", "9/4C4/3u5/9/9/9/9/4P4/9 r 1 - - 10", "Red's Patriarch is missing, so Blue captured it"},
		{"turn 1 has one act", board + " b 2 e3 CCSSccss 1", "turn 1 has only one act"},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			_, err := Rules{}.ParsePosition(nil, tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("ParsePosition(%q) error = %v; want %q", tt.text, err, tt.why)
			}
		})
	}
}

// TestOptions checks the one option of §8.3 and the refusal of others.
func TestOptions(t *testing.T) {
	specs := Rules{}.Options()
	if len(specs) != 1 || specs[0].Name != "max_turns" || specs[0].Kind != game.Integer ||
		specs[0].Default != "200" || specs[0].Min != 0 {
		t.Fatalf("Options() = %+v", specs)
	}
	for _, tt := range []struct {
		opts game.Options
		max  int
		why  string
	}{
		{nil, 200, ""},
		{game.Options{"max_turns": "0"}, 0, ""},
		{game.Options{"max_turns": "1000000"}, 1000000, ""},
		{game.Options{"max_turns": "-1"}, 0, "outside 0 to 1000000"},
		{game.Options{"max_turns": "many"}, 0, "not a whole number"},
		{game.Options{"board": "10x10"}, 0, `unknown option "board"`},
	} {
		pos, err := Rules{}.Start(tt.opts)
		if tt.why != "" {
			if err == nil || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("Start(%v) error = %v; want %q", tt.opts, err, tt.why)
			}
			continue
		}
		if err != nil || pos.(*Position).MaxTurns() != tt.max || pos.String() != StartText {
			t.Errorf("Start(%v) = %v, %v", tt.opts, pos, err)
		}
	}
}

// TestHashTellsTurnStateApart checks that positions differing only in
// side, act, spent square or turn hash differently.
func TestHashTellsTurnStateApart(t *testing.T) {
	texts := []string{
		"9/4p4/9/9/9/2U6/9/4P4/9 b 2 c4 C 13",
		"9/4p4/9/9/9/2U6/9/4P4/9 b 2 e2 C 13",
		"9/4p4/9/9/9/2U6/9/4P4/9 b 1 - C 13",
		"9/4p4/9/9/9/2U6/9/4P4/9 r 1 - C 13",
		"9/4p4/9/9/9/2U6/9/4P4/9 b 1 - C 15",
		"9/4p4/9/9/9/2U6/9/4P4/9 b 1 - c 15",
		"9/4p4/9/9/9/2U6/9/4P4/9 b 1 - CC 15",
	}
	seen := map[uint64]string{}
	for _, text := range texts {
		pos, err := Rules{}.ParsePosition(nil, text)
		if err != nil {
			t.Fatal(err)
		}
		if other, ok := seen[pos.Hash()]; ok {
			t.Errorf("%q and %q hash alike", text, other)
		}
		seen[pos.Hash()] = text
	}
}
