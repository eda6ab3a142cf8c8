package patriarchs

import (
	"errors"
	"strings"
	"testing"

	"pentarchy/game"
)

// mustParse reads a position text or fails the test.
func mustParse(t *testing.T, text string) *Position {
	t.Helper()
	pos, err := Rules{}.ParsePosition(nil, text)
	if err != nil {
		t.Fatal(err)
	}
	return pos.(*Position)
}

// TestIllegalStepsSayWhy refuses well-formed steps that break a rule, with
// the rule in the game's words, and leaves the position unchanged.
func TestIllegalStepsSayWhy(t *testing.T) {
	const (
		t3  = "4p4/9/9/9/9/9/9/9/3P5 b 1 - C 5"         // Patriarch d1, Cardinal in reserve
		t5  = "9/4p4/1U7/9/9/1C3s3/9/4P4/9 b 1 - - 9"   // Cardinal b4, Support b7
		t6  = "9/4p4/4u4/9/9/1S7/9/3C5/4P4 b 1 - - 11"  // Secondary b4, Cardinal d2
		t4  = "4p4/9/9/9/9/9/5u3/4P4/3U5 b 1 - S 7"     // Support d1, Red Support f3
		t13 = "9/2c1p4/9/9/9/9/4P4/9/9 b 2 e3 - 21"     // only pass
		t17 = "9/4u4/3p5/2C1U4/9/9/9/4P4/9 b 2 e6 - 33" // Support e6 spent
		t8  = "9/4C4/3u5/9/9/9/9/4P4/9 b 1 - - 10"      // over
		t19 = "4p4/9/3u5/9/9/9/9/4P4/9 b 1 - - 201"     // over by the cap
		t16 = "9/4p4/9/9/9/9/9/4P4/3C5 b 2 d1 C 31"     // Cardinal d1 deployed, spent
	)
	for _, tt := range []struct{ rule, pos, step, why string }{
		{"a move starts on a unit", StartText, "move a1-a2", "no unit on a1"},
		{"a player moves only his own units", StartText, "move e7-e6", "no unit of yours on e7: the support there is Red's"},
		{"a move ends on another square", t5, "move b4-b4", "a move must end on another square"},
		{"no capture of an own unit", t5, "move b4-b7", "b7 holds your own support"},
		{"the patriarch may not leave its zone", t3, "move d1-c1", "the patriarch may not leave its zone (d1-f3)"},
		{"the patriarch moves one step", t3, "move d1-d3", "the patriarch moves one step at a time"},
		{"the patriarch never enters the enemy zone", "4p4/9/9/9/9/9/9/9/3P5 b 1 - C 5", "move d1-e9", "one step"},
		{"a support moves one step", t4, "move d1-d3", "a support moves one step only"},
		{"a cardinal slides along ranks and files", t5, "move b4-d6", "a cardinal moves one step, or any distance along a rank or file"},
		{"a cardinal's slide cannot pass a unit", t5, "move b4-g4", "the cardinal cannot slide through f4"},
		{"a cardinal's slide cannot pass its own unit", t5, "move b4-b8", "the cardinal cannot slide through b7"},
		{"a secondary slides along diagonals", t6, "move b4-b6", "a secondary moves one step, or any distance along a diagonal"},
		{"a secondary's slide cannot pass a unit", t6, "move b4-f8", "the secondary cannot slide through e7"},
		{"the spent unit may not act again", t17, "move e6-d7", "the support on e6 has already acted this turn"},
		{"a deployed unit is spent", t16, "move d1-c1", "the cardinal on d1 has already acted this turn"},
		{"deploy only with the patriarch on its core", t3, "deploy cardinal e2", "no deploy while your patriarch is off its core e2"},
		{"deploy only what the reserve holds", t4, "deploy cardinal d2", "no cardinal in your reserve"},
		{"deploy next to the core", "9/4p4/9/9/9/9/9/4P4/9 b 1 - C 25", "deploy cardinal e4", "deploys go next to your core e2, and e4 is not"},
		{"deploy onto an empty square", t4, "deploy secondary d1", "d1 is not empty"},
		{"deploy never captures", t4, "deploy secondary f3", "f3 is not empty"},
		{"pass only without a legal act", StartText, "pass", "pass is allowed only when no act is possible"},
		{"only pass when no act exists", t13, "move e3-e2", "the patriarch on e3 has already acted this turn"},
		{"no step once a patriarch is taken", t8, "move e2-e3", "game is over"},
		{"no pass once the game is over", t8, "pass", "game is over"},
		{"no step after the move cap", t19, "move e2-e3", "game is over"},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			pos := mustParse(t, tt.pos)
			_, err := pos.ParseStep(tt.step)
			var r *Refusal
			if !errors.As(err, &r) || r.Malformed || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("ParseStep(%q) error = %v; want illegal, %q", tt.step, err, tt.why)
			}
			if err := game.Play(pos, tt.step); err == nil || pos.String() != tt.pos {
				t.Errorf("Play(%q) = %v, position now %q", tt.step, err, pos)
			}
		})
	}
}

// TestMalformedStepsAreToldApart refuses texts outside the grammar of §9
// as malformed, whatever the position.
func TestMalformedStepsAreToldApart(t *testing.T) {
	pos := mustParse(t, StartText)
	for _, tt := range []struct{ text, why string }{
		{"", `want "move <square>-<square>", "deploy <unit> <square>" or "pass"`},
		{"end", "want"},
		{"Move e2-e3", "want"},
		{"pass ", "want"},
		{" pass", "want"},
		{"move", "want"},
		{"move e3e4", `want "move <square>-<square>"`},
		{"move e3 -e4", `"e3 " is not a square`},
		{"move e3-e4 ", `"e4 " is not a square`},
		{"move j1-a1", `"j1" is not a square of the board (a1 to i9)`},
		{"move a1-a10", `"a10" is not a square`},
		{"move a0-a1", `"a0" is not a square`},
		{"move E3-E4", `"E3" is not a square`},
		{"deploy cardinal", `want "deploy <unit> <square>"`},
		{"deploy king e3", `unknown unit "king"`},
		{"deploy Cardinal d3", `unknown unit "Cardinal"`},
		{"deploy patriarch d3", "the patriarch never enters a reserve"},
		{"deploy cardinal d3 d1", `"d3 d1" is not a square`},
	} {
		_, err := pos.ParseStep(tt.text)
		var r *Refusal
		if !errors.As(err, &r) || !r.Malformed || !strings.Contains(err.Error(), tt.why) ||
			!strings.HasPrefix(err.Error(), "malformed step: ") {
			t.Errorf("ParseStep(%q) error = %v; want malformed, %q", tt.text, err, tt.why)
		}
	}
}

// TestRecordErrorsNameTheStep checks the error a referee prints for an
// illegal step of a record.
func TestRecordErrorsNameTheStep(t *testing.T) {
	rec := game.Record{Game: "patriarchs", Steps: []string{"deploy cardinal d3", "move d8-d7", "move d7-d6"}}
	_, err := game.Replay(Rules{}, rec, nil)
	want := `step 3 "move d7-d6": the support on d7 has already acted this turn: act 2 must use another unit`
	if err == nil || err.Error() != want {
		t.Errorf("Replay error = %v; want %s", err, want)
	}
}

// TestFormatStepWritesTheNotation checks the texts of §9 and the text of a
// value no position made.
func TestFormatStepWritesTheNotation(t *testing.T) {
	pos := mustParse(t, StartText)
	for _, tt := range []struct {
		s    game.Step
		want string
	}{
		{moveOf(cell(Square{4, 2}), cell(Square{4, 3})), "move e3-e4"},
		{deployOf(Cardinal, cell(Square{3, 2})), "deploy cardinal d3"},
		{deployOf(Support, cell(Square{8, 8})), "deploy support i9"},
		{passStep, "pass"},
		{0, "invalid"},
		{moveOf(0, 12), "invalid"},
		{deployOf(Patriarch, 12), "invalid"},
		{passStep | 1, "invalid"},
		{1 << 40, "invalid"},
	} {
		if got := pos.FormatStep(tt.s); got != tt.want {
			t.Errorf("FormatStep(%#x) = %q; want %q", uint64(tt.s), got, tt.want)
		}
	}
}
