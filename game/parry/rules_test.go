package parry

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
)

// TestOptionsOfTheRules checks the option specs: the 26 boards by full
// name and 2 to 6 players, defaulting to 2 players on Equiversi 3-5 (36)
// (spec §2.5 OUR RULE, §6.3, §8).
func TestOptionsOfTheRules(t *testing.T) {
	specs := Rules{}.Options()
	if len(specs) != 2 || specs[0].Name != "board" || specs[1].Name != "players" {
		t.Fatalf("options %+v", specs)
	}
	board, players := specs[0], specs[1]
	if board.Kind != game.Choice || board.Default != "Equiversi 3-5 (36)" || len(board.Choices) != 26 || board.Choices[0] != "Equiversi 2-4 (18)" || board.Choices[25] != "Hex 7-8 (147)" {
		t.Errorf("board option %+v", board)
	}
	if players.Kind != game.Integer || players.Default != "2" || players.Min != 2 || players.Max != 6 {
		t.Errorf("players option %+v", players)
	}
	if (Rules{}).ID() != "parry" || (Rules{}).Name() != "Parry" {
		t.Errorf("id %q name %q", Rules{}.ID(), Rules{}.Name())
	}
}

// TestBoardNameWithoutBracket checks that every board is also accepted by
// its name without the site count (spec §6.3), and resolves to the full one.
func TestBoardNameWithoutBracket(t *testing.T) {
	for _, full := range BoardNames() {
		short, _, _ := strings.Cut(full, " (")
		opts, err := Rules{}.Resolve(game.Options{"board": short})
		if err != nil || opts["board"] != full || opts["players"] != "2" {
			t.Errorf("Resolve(board %q) = %v, %v", short, opts, err)
		}
		p, err := NewGame(game.Options{"board": short})
		if err != nil || p.Board().Name() != full {
			t.Errorf("NewGame(board %q): %v", short, err)
		}
	}
}

// TestResolveOptions checks defaults and refusals of the options.
func TestResolveOptions(t *testing.T) {
	for _, tt := range []struct {
		in   game.Options
		want game.Options
		why  string
	}{
		{nil, game.Options{"board": "Equiversi 3-5 (36)", "players": "2"}, ""},
		{game.Options{"players": "6"}, game.Options{"board": "Equiversi 3-5 (36)", "players": "6"}, ""},
		{game.Options{"board": "Cairo 1"}, game.Options{"board": "Cairo 1 (dual 48)", "players": "2"}, ""},
		{game.Options{"board": "Hex 7-8", "players": "03"}, game.Options{"board": "Hex 7-8 (147)", "players": "3"}, ""},
		{game.Options{"board": "Hex 9"}, nil, `unknown board "Hex 9"`},
		{game.Options{"board": "hex 3 (19)"}, nil, `unknown board "hex 3 (19)"`},
		{game.Options{"board": "Hex 3 "}, nil, `unknown board "Hex 3 "`},
		{game.Options{"board": "Square 4 ortho"}, nil, `unknown board "Square 4 ortho"`},
		{game.Options{"players": "1"}, nil, "option players: 1 is outside 2 to 6"},
		{game.Options{"players": "7"}, nil, "option players: 7 is outside 2 to 6"},
		{game.Options{"players": "two"}, nil, "not a whole number"},
		{game.Options{"size": "5"}, nil, `unknown option "size"`},
	} {
		got, err := Rules{}.Resolve(tt.in)
		if tt.why != "" {
			if err == nil || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("Resolve(%v) error = %v; want %q", tt.in, err, tt.why)
			}
			if _, err := (Rules{}).Start(tt.in); err == nil {
				t.Errorf("Start(%v) accepted", tt.in)
			}
			continue
		}
		if err != nil || len(got) != 2 || got["board"] != tt.want["board"] || got["players"] != tt.want["players"] {
			t.Errorf("Resolve(%v) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// TestScoresOfSpecScenarios checks the mid-game scores and territories that
// the scenarios of spec §9 give (T1, T8, T10, T12).
func TestScoresOfSpecScenarios(t *testing.T) {
	for _, tt := range []struct {
		name   string
		opts   game.Options
		pos    string
		scores []int
	}{
		{"T1", sq5, "...../...../..1../...../..... 2 P", []int{5, 0}},
		{"T8", sq5, "...../.2.../.12../..1../..... 1 P", []int{6, 6}},
		{"T9", sq5, "1.1.1/.1.1./1.1.1/.1.1./1.1.1 2 P", []int{25, 0}},
		{"T10", game.Options{}, ".../..../...../....../.1.2.../....../..... 1 P", []int{6, 6}},
		{"T12", sq5x3, "...../..3../.1.2./...../..... 1 P", []int{3, 3, 2}},
		{"T14", game.Options{}, "111/1111/11111/211112/1122222/222222/22222 1 P", []int{18, 18}},
		{"empty", game.Options{}, ".../..../...../....../......./....../..... 1 P", []int{0, 0}},
	} {
		p, err := ParsePosition(tt.opts, tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Scores(); !slices.Equal(got, tt.scores) {
			t.Errorf("%s: scores %v, want %v", tt.name, got, tt.scores)
		}
	}
}

// TestTerritoryCount checks T8 site by site: a site belongs to the player
// with positive power there, else to its occupant (spec §1).
func TestTerritoryCount(t *testing.T) {
	p, _ := ParsePosition(sq5, "...../.2.../.12../..1../..... 1 P")
	want := map[string]int{
		"a3": 1, "b2": 1, "c1": 1, "c2": 1, "c3": 1, "d2": 1,
		"a4": 2, "b3": 2, "b4": 2, "b5": 2, "c4": 2, "d3": 2,
	}
	for s := range p.Board().Len() {
		name := p.Board().SiteName(s)
		if got := p.Territory(s); got != want[name] {
			t.Errorf("territory of %s is player %d, want %d", name, got, want[name])
		}
	}
	for site, power := range map[string]int{"c3": 1, "c2": 0, "b3": -1} {
		s, _ := p.Board().Site(site)
		if got := p.Power(1, s); got != power {
			t.Errorf("power(1, %s) = %d, want %d", site, got, power)
		}
	}
	c3, _ := p.Board().Site("c3")
	if p.Controller(c3) != 1 || p.At(c3) != 2 {
		t.Errorf("c3: controller %d, occupant %d", p.Controller(c3), p.At(c3))
	}
}

// TestPowerIsShared checks spec §1 with three players: the other players'
// pieces count together (T12: P1's power at c3 is 1 − 2 = −1).
func TestPowerIsShared(t *testing.T) {
	p, _ := ParsePosition(sq5x3, "...../..3../.1.2./...../..... 1 P")
	c3, _ := p.Board().Site("c3")
	if got := []int{p.Power(1, c3), p.Power(2, c3), p.Power(3, c3)}; !slices.Equal(got, []int{-1, -1, -1}) {
		t.Errorf("powers at c3 %v, want [-1 -1 -1]", got)
	}
	if p.Controller(c3) != 0 {
		t.Errorf("c3 controlled by %d", p.Controller(c3))
	}
}

// TestUncontrolledPlacementEarnsNoBonus plays each of T7's 19 placements:
// a rule-2 placement earns no bonus, so the turn passes at once (§4.1).
func TestUncontrolledPlacementEarnsNoBonus(t *testing.T) {
	p, _ := ParsePosition(sq5, "...../...../...../1..../21... 2 P")
	for _, s := range p.Legal(nil) {
		c := p.Clone().(*Position)
		c.Apply(s)
		if c.Phase() != PhasePlace || c.Turn() != 1 {
			t.Errorf("after %s: %s", p.FormatStep(s), c)
		}
	}
}

// TestBonusIsPowerBeforePlacement checks A2: the bonus is the mover's power
// at the site before the piece arrives (T4: 2 at c2, T14: 6 at 3,1).
func TestBonusIsPowerBeforePlacement(t *testing.T) {
	for _, tt := range []struct {
		opts      game.Options
		pos, step string
		left      int
	}{
		{sq5, "...../...2./..1../.1.../..... 1 P", "place c2", 2},
		{sq5, "...../...../..2../..1../..... 1 P", "place c1", 1},
		{game.Options{}, "111/1111/11111/211112/1122222/222.22/22222 2 P", "place 3,1", 6},
		{game.Options{"board": "Square 4 omni (25)"}, "./.../.111./..1.1../.111./.../. 1 P", "place d4", 8},
	} {
		p, _ := ParsePosition(tt.opts, tt.pos)
		if err := game.Play(p, tt.step); err != nil {
			t.Fatal(err)
		}
		if p.StepsLeft() != tt.left || p.Board().SiteName(p.Placed()) != strings.TrimPrefix(tt.step, "place ") {
			t.Errorf("%s, %s: %d steps left, placed %d; want %d", tt.pos, tt.step, p.StepsLeft(), p.Placed(), tt.left)
		}
	}
}

// TestGameEndsWhenTheNextPlayerCannotPlace checks §5 and A9 with three
// players: the end test looks only at the next player in turn order.
func TestGameEndsWhenTheNextPlayerCannotPlace(t *testing.T) {
	// Every empty site is P1's; P2 could not place, but it is P3's turn
	// and P3 cannot either; had it been P1's turn, the game would go on.
	for mover, over := range map[string]bool{"1": false, "2": true, "3": true} {
		p, err := ParsePosition(sq5x3, "1.1.1/.1.1./1.1.1/.1.1./1.1.1 "+mover+" P")
		if err != nil {
			t.Fatal(err)
		}
		if p.Result().Over != over {
			t.Errorf("mover %s: over = %v", mover, !over)
		}
	}
}

// TestRefusalsReturnNoPosition checks that a refused setup returns a nil
// game.Position, not a nil *Position inside a non-nil interface.
func TestRefusalsReturnNoPosition(t *testing.T) {
	if p, err := (Rules{}).Start(game.Options{"board": "Hex 9"}); p != nil || err == nil {
		t.Errorf("Start = %v, %v", p, err)
	}
	if p, err := (Rules{}).ParsePosition(game.Options{}, "x"); p != nil || err == nil {
		t.Errorf("ParsePosition = %v, %v", p, err)
	}
}
