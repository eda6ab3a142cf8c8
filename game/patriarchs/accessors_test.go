package patriarchs

import (
	"testing"

	"pentarchy/game"
)

// TestAccessorsShowWhatABoardViewDraws reads the squares, reserves and
// counters of a position in act 2.
func TestAccessorsShowWhatABoardViewDraws(t *testing.T) {
	pos := mustParse(t, "9/4p4/9/9/9/2U6/9/4P4/9 b 2 c4 Cssu 13")
	for _, tt := range []struct {
		sq   Square
		want Unit
	}{
		{Square{2, 3}, Unit{Support, Blue}},
		{Square{4, 1}, Unit{Patriarch, Blue}},
		{Square{4, 7}, Unit{Patriarch, Red}},
		{Square{0, 0}, Unit{}},
		{Square{9, 0}, Unit{}},
		{Square{-1, 3}, Unit{}},
	} {
		if got := pos.At(tt.sq); got != tt.want {
			t.Errorf("At(%v) = %+v; want %+v", tt.sq, got, tt.want)
		}
	}
	reserves := map[[2]int]int{{Blue, int(Cardinal)}: 1, {Red, int(Secondary)}: 2, {Red, int(Support)}: 1}
	for _, player := range []int{Blue, Red} {
		for _, k := range ReserveKinds() {
			if got, want := pos.Reserve(player, k), reserves[[2]int{player, int(k)}]; got != want {
				t.Errorf("Reserve(%d, %v) = %d; want %d", player, k, got, want)
			}
		}
	}
	if pos.Reserve(Blue, Patriarch) != 0 || pos.Reserve(3, Cardinal) != 0 {
		t.Errorf("Reserve of a Patriarch or of player 3 is not 0")
	}
	spent, ok := pos.Spent()
	if pos.Side() != Blue || pos.Mover() != Blue || pos.Act() != 2 || pos.ActsInTurn() != 2 ||
		!ok || spent.String() != "c4" || pos.Turn() != 13 || pos.MaxTurns() != 200 || pos.Players() != 2 {
		t.Errorf("side %d mover %d act %d of %d spent %v %v turn %d cap %d",
			pos.Side(), pos.Mover(), pos.Act(), pos.ActsInTurn(), spent, ok, pos.Turn(), pos.MaxTurns())
	}
	if sq, ok := pos.PatriarchAt(Red); !ok || sq.String() != "e8" {
		t.Errorf("PatriarchAt(Red) = %v, %v", sq, ok)
	}
}

// TestFirstTurnHasOneAct reads the act counters of turn 1 and turn 2.
func TestFirstTurnHasOneAct(t *testing.T) {
	pos := mustParse(t, StartText)
	if _, ok := pos.Spent(); pos.Act() != 1 || pos.ActsInTurn() != 1 || ok {
		t.Errorf("turn 1: act %d of %d, spent %v", pos.Act(), pos.ActsInTurn(), ok)
	}
	if err := game.Play(pos, "move e3-e4"); err != nil {
		t.Fatal(err)
	}
	if pos.Side() != Red || pos.Act() != 1 || pos.ActsInTurn() != 2 || pos.Turn() != 2 {
		t.Errorf("turn 2: side %d act %d of %d", pos.Side(), pos.Act(), pos.ActsInTurn())
	}
}

// TestZonesAndCores checks the cores e2 and e8 and the 3×3 zones of §2.
func TestZonesAndCores(t *testing.T) {
	if Core(Blue).String() != "e2" || Core(Red).String() != "e8" {
		t.Errorf("cores %v %v", Core(Blue), Core(Red))
	}
	zones := map[int]string{}
	for r := Size - 1; r >= 0; r-- {
		for f := range Size {
			for _, player := range []int{Blue, Red} {
				if InZone(player, Square{f, r}) {
					zones[player] += Square{f, r}.String() + " "
				}
			}
		}
	}
	if zones[Blue] != "d3 e3 f3 d2 e2 f2 d1 e1 f1 " || zones[Red] != "d9 e9 f9 d8 e8 f8 d7 e7 f7 " {
		t.Errorf("zones %v", zones)
	}
	if InZone(Blue, Square{4, -1}) {
		t.Errorf("a square off the board is in a zone")
	}
}

// TestDescribeTellsWhatAStepDoes describes a capture, a deploy and a pass.
func TestDescribeTellsWhatAStepDoes(t *testing.T) {
	pos := mustParse(t, "9/4p4/9/9/9/2c6/3U5/4P4/9 b 1 - S 13")
	for _, tt := range []struct {
		step string
		want StepInfo
	}{
		{"move d3-c4", StepInfo{Kind: MoveStep, Unit: Unit{Support, Blue}, From: Square{3, 2}, To: Square{2, 3}, Captured: Unit{Cardinal, Red}}},
		{"deploy secondary f1", StepInfo{Kind: DeployStep, Unit: Unit{Secondary, Blue}, To: Square{5, 0}}},
	} {
		s, err := pos.ParseStep(tt.step)
		if err != nil {
			t.Fatal(err)
		}
		if got := pos.Describe(s); got != tt.want {
			t.Errorf("Describe(%q) = %+v; want %+v", tt.step, got, tt.want)
		}
	}
	if pos.Describe(passStep).Kind != PassStep || pos.Describe(0).Kind != InvalidStep {
		t.Errorf("Describe of pass or of 0 is wrong")
	}
}
