package power

import (
	"errors"
	"strings"
	"testing"

	"pentarchy/game"
)

// play returns the position of text after the steps, failing on any error.
func play(t *testing.T, opts game.Options, text string, steps ...string) *Position {
	t.Helper()
	var pos game.Position
	var err error
	if text == "" {
		pos, err = Rules{}.Start(opts)
	} else {
		pos, err = Rules{}.ParsePosition(opts, text)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		if err := game.Play(pos, s); err != nil {
			t.Fatalf("%s: %q: %v", pos, s, err)
		}
	}
	return pos.(*Position)
}

// TestIllegalStepsSayWhy checks ParseStep's reasons, in the game's words,
// and that malformed steps are told apart from illegal ones.
func TestIllegalStepsSayWhy(t *testing.T) {
	const (
		tank  = "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | 1T3@0,-1 2T3@0,0 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
		onH   = "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | 1T3@-3,0 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
		l5    = "SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S1@0,0 U@1,0 H2@3,0 S0@-1,2 | - | 1:2/1/0/1 2:0/0/0/0 | 1[] 2[]"
		over  = "SOP 5-3-3 t1 over:1 | S1@1,-2 H1@-3,0 U@-1,0 S1@0,0 U@1,0 H2@3,0 S1@-1,2 | 2T3@3,0 1T3@-1,2 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
		jumpI = "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | 1I1@-3,0 1I1@-2,1 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"
	)
	tests := []struct {
		pos       string
		before    []string
		step, why string
		malformed bool
	}{
		{"", nil, "move -1,0", "no unit of yours on -1,0", false},
		{tank, nil, "move 0,0", "no unit of yours on 0,0", false},
		{"", nil, "spawn tank 3,0", "3,0 is not a base of yours", false},
		{"", nil, "spawn tank 0,0", "0,0 is not a base of yours", false},
		{"", nil, "spawn tank 9,9", "9,9 is not on the board", false},
		{"", nil, "spawn tank+ -3,0", "no upgrade left in your reserve", false},
		{"", []string{"spawn tank -3,0"}, "spawn infantry -3,0", "you already spawn on -3,0 this turn", false},
		{l5, []string{"spawn artillery+ 0,0"}, "spawn artillery -3,0", "no artillery left in your reserve", false},
		{l5, nil, "spawn tank -3,0", "no tank left in your reserve", false},
		{onH, nil, "spawn tank -3,0", "a unit stands on -3,0", false},
		{tank, []string{"move 0,-1>1,-1"}, "move 0,-1>0,0", "that unit already has a move", false},
		{tank, []string{"move 0,-1>1,-1"}, "attack 1,-2", "that unit has no move points left to fire", false},
		{tank, nil, "attack 0,0", "an attack must come right after the move of the unit that fires", false},
		{tank, []string{"end"}, "move 0,-1", "no unit of yours on 0,-1", false},
		{tank, []string{"move 0,-1"}, "attack -2,1", "-2,1 is out of range", false},
		{tank, []string{"move 0,-1"}, "attack 0,-1", "a unit cannot fire at its own cell", false},
		{tank, []string{"move 0,-1", "attack 0,0"}, "attack 1,-1", "an attack must come right after the move", false},
		{tank, nil, "move 0,-1>2,-1", "2,-1 is more than 1 cell from 0,-1", false},
		{tank, nil, "move 0,-1>1,-1>2,-1", "a tank has only 1 move point", false},
		{tank, nil, "move 0,-1>0,0", "an enemy unit stands on 0,0", false},
		{tank, nil, "move 0,-1>0,-1", "a hop must leave its cell (0,-1)", false},
		{jumpI, nil, "move -3,0>-1,-1>1,-1>2,-1", "an infantry has only 2 move points", false},
		{jumpI, nil, "move -3,0>0,0", "0,0 is more than 2 cells from -3,0", false},
		{jumpI, nil, "move -2,1>-2,-1", "-2,-1 is more than 1 cell from -2,1", false},
		{over, nil, "end", "game is over", false},
		{"", nil, "", `"" is not a step`, true},
		{"", nil, "jump -3,0", `"jump -3,0" is not a step`, true},
		{"", nil, "end now", `end takes nothing after it`, true},
		{"", nil, "spawn tanks -3,0", `"tanks" is not a unit type`, true},
		{"", nil, "spawn tank", `want "spawn TYPE CELL"`, true},
		{"", nil, "spawn tank  -3,0", `" -3,0" is not a cell`, true},
		{"", nil, "move -3;0", `"-3;0" is not a cell`, true},
		{"", nil, "move -3,0>", `"" is not a cell`, true},
		{"", nil, "move -0,0", `"-0,0" is not a cell`, true},
		{"", nil, "move 01,0", `"01,0" is not a cell`, true},
		{"", nil, "move +1,0", `"+1,0" is not a cell`, true},
		{"", nil, "attack", `"" is not a cell`, true},
	}
	for _, tt := range tests {
		pos := play(t, nil, tt.pos, tt.before...)
		before := pos.String()
		_, err := pos.ParseStep(tt.step)
		var se *StepError
		if !errors.As(err, &se) {
			t.Errorf("%s: ParseStep(%q) = %v; want a *StepError", before, tt.step, err)
			continue
		}
		if !strings.Contains(se.Error(), tt.why) || se.Malformed != tt.malformed {
			t.Errorf("%s: ParseStep(%q) = %q (malformed %v); want %q (malformed %v)",
				before, tt.step, se.Error(), se.Malformed, tt.why, tt.malformed)
		}
		if pos.String() != before {
			t.Errorf("ParseStep(%q) changed the position", tt.step)
		}
	}
}
