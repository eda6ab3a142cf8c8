package phalanx

import (
	"errors"
	"strings"
	"testing"

	"pentarchy/game"
)

func mustParse(t *testing.T, text string) *Position {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRefusedStepsSayWhy(t *testing.T) {
	const line = "9/9/2WW5/9/3BBB3/9/9/9/9 b 3 2" // Black d5 e5 f5, White c7 d7
	for _, tt := range []struct {
		pos, step string
		malformed bool
		why       string
	}{
		{line, "", true, `want "add X", "move X-Y", "push X-Y" or "end"`},
		{line, "pass", true, `want "add X", "move X-Y", "push X-Y" or "end"`},
		{line, "end ", true, `want "add X"`},
		{line, "Add e6", true, `want "add X"`},
		{line, "add  e6", true, `" e6" is not an intersection`},
		{line, "add e6 ", true, `"e6 " is not an intersection`},
		{line, "add E6", true, `"E6" is not an intersection`},
		{line, "add e06", true, `"e06" is not an intersection`},
		{line, "add j1", true, "j1 is off the board"},
		{line, "add a10", true, "a10 is off the board"},
		{line, "move e5", true, `want "move X-Y"`},
		{line, "move e5-", true, `"" is not an intersection`},
		{line, "push e5 e6", true, `want "push X-Y"`},
		{line, "move e5-e6-e7", true, `"e6-e7" is not an intersection`},
		{line, "add a9", false, "a9 is Black's goal corner"},
		{line, "add i1", false, "i1 is White's goal corner"},
		{line, "add d7", false, "d7 is occupied"},
		{line, "add e5", false, "e5 is occupied"},
		{line, "add a1", false, "a1 is not next to any stone of yours"},
		{line, "add c6", false, "c6 is not next to any stone of yours"},
		{line, "move c3-c4", false, "no stone of yours on c3"},
		{line, "move c7-c6", false, "no stone of yours on c7"},
		{line, "move d5-i1", false, "i1 is White's goal corner"},
		{line, "move d5-d7", false, "d7 is occupied"},
		{line, "move d5-c5", false, "c5 is not next to the phalanx of d5 (d5 itself does not count)"},
		{line, "move d5-a1", false, "a1 is not next to the phalanx of d5"},
		{line, "push c7-c6", false, "no stone of yours on c7"},
		{line, "push d5-d7", false, "d7 is not next to d5"},
		{line, "push d5-e6", false, "e6 is not next to d5"},
		{line, "push d5-e5", false, "no enemy stone on e5"},
		{line, "push d5-d6", false, "no enemy stone on d6"},
		{"9/9/9/3W5/3W5/3B5/3B5/9/9 b 3 2", "push d4-d5", false, "your line of 2 cannot push their line of 2"},
		{"9/9/9/1B7/1B1BBWW2/9/7W1/7W1/9 b 3 2", "push e5-f5", false, "your line of 2 cannot push their line of 2"},
		{"1B7/1B7/1BB6/4W4/4W4/9/9/9/9 b 2 2", "end", false, "game is over"},
		{"1B7/1B7/1BB6/4W4/4W4/9/9/9/9 b 2 2", "add c9", false, "game is over"},
		{"1B7/1B7/1BB6/4W4/4W4/9/9/9/9 b 2 2", "add", true, `want "add X"`},
		{"9/7W1/7W1/9/9/BBB6/BBB6/BBB6/9 b 3 2", "add d2", false, "you already have 9 stones on the board"},
	} {
		p := mustParse(t, tt.pos)
		_, err := p.ParseStep(tt.step)
		var r *Refusal
		if !errors.As(err, &r) || r.Malformed != tt.malformed || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: ParseStep(%q) error = %v (malformed %v); want %q (malformed %v)",
				tt.pos, tt.step, err, r != nil && r.Malformed, tt.why, tt.malformed)
		}
		if p.String() != tt.pos {
			t.Errorf("%s: ParseStep(%q) changed the position to %s", tt.pos, tt.step, p)
		}
	}
}

func TestGoalsAreTheFreeCorners(t *testing.T) {
	for _, tt := range []struct{ player, file, rank int }{
		{Black, 0, 8}, {White, 8, 0}, {Empty, -1, -1}, {3, -1, -1},
	} {
		if f, r := Goal(tt.player); f != tt.file || r != tt.rank {
			t.Errorf("Goal(%d) = %d, %d; want %d, %d", tt.player, f, r, tt.file, tt.rank)
		}
	}
}

func TestAtShowsTheStartSquares(t *testing.T) {
	p := mustParse(t, StartText)
	want := map[[2]int]int{{1, 6}: White, {2, 6}: White, {1, 7}: White, {2, 7}: White,
		{6, 1}: Black, {7, 1}: Black, {6, 2}: Black, {7, 2}: Black}
	for f := -1; f <= Size; f++ {
		for r := -1; r <= Size; r++ {
			if got := p.At(f, r); got != want[[2]int{f, r}] {
				t.Errorf("At(%d, %d) = %d; want %d", f, r, got, want[[2]int{f, r}])
			}
		}
	}
	if p.Side() != Black || p.Mover() != Black || p.ActionsLeft() != 3 || p.TurnsCompleted() != 0 || p.Players() != 2 {
		t.Errorf("side %d mover %d actions %d turns %d", p.Side(), p.Mover(), p.ActionsLeft(), p.TurnsCompleted())
	}
	if p.Stones(Black) != 4 || p.Supply(Black) != 5 || p.Stones(White) != 4 || p.Supply(White) != 5 || p.Stones(3) != 0 {
		t.Errorf("stones %d, %d; supply %d, %d", p.Stones(Black), p.Stones(White), p.Supply(Black), p.Supply(White))
	}
}

func TestRemovedStonesReturnToTheSupply(t *testing.T) {
	p := mustParse(t, "9/9/2WW5/9/3BBB3/9/9/9/9 b 3 2") // S04: e5 leaves, f5 dies
	if err := game.Play(p, "move e5-d4"); err != nil {
		t.Fatal(err)
	}
	if p.Stones(Black) != 2 || p.Supply(Black) != 7 {
		t.Errorf("Black has %d stones and %d in supply; want 2 and 7", p.Stones(Black), p.Supply(Black))
	}
}

func TestDecodeNamesTheIntersections(t *testing.T) {
	p := mustParse(t, "9/9/9/6W2/BBBBWWW2/9/9/9/9 b 3 2") // S20
	for _, tt := range []struct {
		step     string
		kind     StepKind
		from, to Point
	}{
		{"end", StepEnd, Point{-1, -1}, Point{-1, -1}},
		{"add a4", StepAdd, Point{0, 3}, Point{0, 3}},
		{"move a5-d6", StepMove, Point{0, 4}, Point{3, 5}},
		{"push d5-e5", StepPush, Point{3, 4}, Point{4, 4}},
	} {
		s, err := p.ParseStep(tt.step)
		if err != nil {
			t.Fatal(err)
		}
		if kind, from, to := Decode(s); kind != tt.kind || from != tt.from || to != tt.to {
			t.Errorf("Decode(%q) = %v, %v, %v; want %v, %v, %v", tt.step, kind, from, to, tt.kind, tt.from, tt.to)
		}
	}
}

func TestHashSeesEveryField(t *testing.T) {
	seen := map[uint64]string{}
	for _, text := range []string{
		StartText,
		"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 w 3 0",
		"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 2 0",
		"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 1",
		"9/1WW6/1WW6/9/9/9/6BB1/6BB1/9 b 3 2",
		"9/1BB6/1BB6/9/9/9/6WW1/6WW1/9 b 3 0",
		"9/1WW6/1WW6/9/9/9/5BBB1/6BB1/9 b 3 0",
		"9/1WWW5/1WW6/9/9/9/6BB1/6BB1/9 b 3 0",
	} {
		h := mustParse(t, text).Hash()
		if other, ok := seen[h]; ok {
			t.Errorf("%q and %q hash alike", text, other)
		}
		seen[h] = text
	}
}

func TestMasks(t *testing.T) {
	var all, notA, notI, play set
	for i := range Cells {
		all = all.with(i)
		if i%Size != 0 {
			notA = notA.with(i)
		}
		if i%Size != Size-1 {
			notI = notI.with(i)
		}
		if playable(i) {
			play = play.with(i)
		}
	}
	blackWin := single(blackGoal).neighbours()
	whiteWin := single(whiteGoal).neighbours()
	for _, tt := range []struct {
		name      string
		got, want set
	}{
		{"all", set{allLo, allHi}, all},
		{"not file a", set{notFileALo, notFileAHi}, notA},
		{"not file i", set{notFileILo, notFileIHi}, notI},
		{"playable", set{playLo, playHi}, play},
		{"a8 b9", set{blackWinLo, blackWinHi}, blackWin},
		{"h1 i2", set{whiteWinLo, whiteWinHi}, whiteWin},
	} {
		if tt.got != tt.want {
			t.Errorf("mask %s = %x; want %x", tt.name, tt.got, tt.want)
		}
	}
}

func TestShiftsStayOnTheBoard(t *testing.T) {
	for i := range Cells {
		got := single(i).neighbours()
		want := set{}
		for _, d := range directions() {
			if j, ok := offset(i, d); ok {
				want = want.with(j)
			}
		}
		if got != want {
			t.Errorf("neighbours of %s = %x; want %x", square(i), got, want)
		}
	}
}
