package parry

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestRandomPlayoutsKeepTheRules plays seeded random games on every board
// with 2 to 6 players and checks each position against the contract and
// against an independent reading of the rules (the oracle below, which works
// from the definitions of spec §1 on the public accessors only).
func TestRandomPlayoutsKeepTheRules(t *testing.T) {
	budget := 600 // games on an 18-site board; fewer on larger boards
	if testing.Short() {
		budget = 20
	}
	for i, name := range BoardNames() {
		players := 2 + i%5
		opts := game.Options{"board": name, "players": fmt.Sprint(players)}
		b, _ := NewBoard(name)
		games := max(2, budget*18*18/(b.Len()*b.Len()))
		t.Run(fmt.Sprintf("%s/%dp", name, players), func(t *testing.T) {
			tr := &tracker{rules: Rules{}, opts: opts}
			gametest.Playouts(t, Rules{}, opts, games, b.Len()*(maxBonus+2), tr.check)
		})
	}
	t.Run("default/2p", func(t *testing.T) {
		tr := &tracker{rules: Rules{}, opts: game.Options{}}
		gametest.Playouts(t, Rules{}, game.Options{}, budget/2, 36*(maxBonus+2), tr.check)
	})
}

// tracker follows the games of a playout run, one position after another.
type tracker struct {
	rules  game.Ruleset
	opts   game.Options
	prev   *Position
	turns  int      // placements so far in this game
	boards []string // the boards seen in phase S of the current turn
	n      int      // positions checked, for sampling CheckContract
}

func (tr *tracker) check(gp game.Position) error {
	p := gp.(*Position)
	if err := tr.checkStep(p); err != nil {
		return err
	}
	if err := checkPosition(p, tr.boards); err != nil {
		return err
	}
	if tr.n++; tr.n%10 == 0 {
		if err := gametest.CheckContract(tr.rules, tr.opts, p); err != nil {
			return err
		}
	}
	tr.prev = p.Clone().(*Position)
	return nil
}

// checkStep compares p with the position before the step just played.
func (tr *tracker) checkStep(p *Position) error {
	prev := tr.prev
	if prev == nil || prev.Result().Over {
		tr.turns, tr.boards = 0, nil
		if p.String() != emptyText(p.Board()) {
			return fmt.Errorf("a game starts at %q", p)
		}
		return nil
	}
	if prev.Phase() == PhasePlace {
		tr.turns++
		if err := checkPlacement(prev, p); err != nil {
			return err
		}
	} else if err := checkBonusStep(prev, p); err != nil {
		return err
	}
	if p.Phase() == PhaseSteps {
		tr.boards = append(tr.boards, boardText(p))
	} else {
		tr.boards = nil
	}
	if got := pieces(p); got != tr.turns || tr.turns > p.Board().Len() {
		return fmt.Errorf("%d pieces after %d turns on %d sites", got, tr.turns, p.Board().Len())
	}
	return nil
}

// checkPlacement checks a placement: one new piece of the mover, and the
// bonus is the mover's power there before it.
func checkPlacement(prev, p *Position) error {
	m := prev.Turn()
	site := -1
	for s := range p.Board().Len() {
		if prev.At(s) != p.At(s) {
			if site >= 0 || prev.At(s) != 0 || p.At(s) != m {
				return fmt.Errorf("placement changed more than one empty site")
			}
			site = s
		}
	}
	bonus := max(0, oraclePower(prev, m, site))
	switch {
	case bonus == 0 && (p.Phase() != PhasePlace || p.Turn() != m%p.Players()+1):
		return fmt.Errorf("a placement with no bonus must end the turn")
	case bonus > 0 && (p.Phase() != PhaseSteps || p.Turn() != m || p.StepsLeft() != bonus || p.Placed() != site):
		return fmt.Errorf("a placement with bonus %d on %d gave phase %v, %d steps left, placed %d", bonus, site, p.Phase(), p.StepsLeft(), p.Placed())
	}
	return nil
}

// checkBonusStep checks a move or end: the piece count stays, the placed
// piece stays, one step is used.
func checkBonusStep(prev, p *Position) error {
	m := prev.Turn()
	if pieces(p) != pieces(prev) || p.At(prev.Placed()) != m {
		return fmt.Errorf("a bonus step changed the piece count or moved the placed piece")
	}
	if p.Phase() == PhaseSteps && (p.StepsLeft() != prev.StepsLeft()-1 || p.Placed() != prev.Placed() || p.Turn() != m) {
		return fmt.Errorf("a bonus step must use one step and keep the placed piece")
	}
	if p.Phase() == PhasePlace && p.Turn() != m%p.Players()+1 {
		return fmt.Errorf("the turn passed to %d after %d", p.Turn(), m)
	}
	return nil
}

// checkPosition compares p with the oracle: bounds, scores, legal steps and
// result.
func checkPosition(p *Position, boards []string) error {
	b := p.Board()
	if p.Phase() == PhaseSteps {
		if p.StepsLeft() < 1 || p.StepsLeft() > len(b.Neighbours(p.Placed())) || p.At(p.Placed()) != p.Turn() {
			return fmt.Errorf("phase S with %d steps left, placed piece %d", p.StepsLeft(), p.Placed())
		}
	} else if p.StepsLeft() != 0 || p.Placed() != -1 {
		return fmt.Errorf("phase P with steps left or a placed piece")
	}
	o := newOracle(p)
	scores := o.scores()
	if !slices.Equal(p.Scores(), scores) {
		return fmt.Errorf("scores %v, territory %v", p.Scores(), scores)
	}
	want := o.legal(boards)
	if got := game.LegalTexts(p); !slices.Equal(got, want) {
		return fmt.Errorf("legal %q, the rules say %q", got, want)
	}
	return checkResult(p, len(want) == 0, scores)
}

func checkResult(p *Position, none bool, scores []int) error {
	r := p.Result()
	if r.Over != none {
		return fmt.Errorf("over = %v", r.Over)
	}
	if !r.Over {
		return nil
	}
	var winners game.PlayerSet
	for i, s := range scores {
		if s == slices.Max(scores) {
			winners = winners.With(i + 1)
		}
	}
	if p.Players() == 2 && scores[0] == scores[1] {
		winners = game.PlayerSet(0).With(3 - p.Turn())
	}
	if r.Winners != winners || !slices.Equal(r.Scores, scores) {
		return fmt.Errorf("result %+v, want winners %v scores %v", r, winners.List(), scores)
	}
	return nil
}

// The oracle reads the rules of spec §1 and §4 from their definitions, on
// the public accessors of a position.
type oracle struct {
	p     *Position
	owner []int // the player with positive power at each site, or 0
}

func newOracle(p *Position) oracle {
	o := oracle{p, make([]int, p.Board().Len())}
	for s := range o.owner {
		var count [maxPlayers + 1]int // pieces of each player on s and around it
		around := append(p.Board().Neighbours(s), s)
		for _, t := range around {
			count[p.At(t)]++
		}
		pieces := len(around) - count[0]
		for q := 1; q <= p.Players(); q++ {
			if count[q]-(pieces-count[q]) > 0 {
				o.owner[s] = q
			}
		}
	}
	return o
}

func oraclePower(p *Position, player, site int) int {
	sum := 0
	for _, s := range append(p.Board().Neighbours(site), site) {
		switch p.At(s) {
		case 0:
		case player:
			sum++
		default:
			sum--
		}
	}
	return sum
}

func (o oracle) scores() []int {
	scores := make([]int, o.p.Players())
	for s, owner := range o.owner {
		if owner == 0 {
			owner = o.p.At(s)
		}
		if owner != 0 {
			scores[owner-1]++
		}
	}
	return scores
}

// legal lists the legal step texts, sorted; boards are the boards of the
// turn so far in phase S.
func (o oracle) legal(boards []string) []string {
	p := o.p
	b, m := p.Board(), p.Turn()
	var controlled, uncontrolled, moves []string
	board, at := boardText(p), textIndex(b)
	for s := range b.Len() {
		if p.Phase() == PhasePlace && p.At(s) == 0 {
			switch o.owner[s] {
			case m:
				controlled = append(controlled, "place "+b.SiteName(s))
			case 0:
				uncontrolled = append(uncontrolled, "place "+b.SiteName(s))
			}
		}
		if p.Phase() == PhaseSteps && p.At(s) == m && s != p.Placed() {
			for _, t := range b.Neighbours(s) {
				if p.At(t) == 0 && !slices.Contains(boards, movedBoard(board, at, s, t)) {
					moves = append(moves, "move "+b.SiteName(s)+"-"+b.SiteName(t))
				}
			}
		}
	}
	list := controlled
	switch {
	case p.Phase() == PhaseSteps:
		list = append(moves, "end")
	case len(controlled) == 0:
		list = uncontrolled
	}
	slices.Sort(list)
	if list == nil {
		list = []string{}
	}
	return list
}

// movedBoard is the BOARD text after the piece on s moves to t; at gives
// the place of each site in the text.
func movedBoard(board string, at []int, s, t int) string {
	text := []byte(board)
	text[at[t]], text[at[s]] = text[at[s]], '.'
	return string(text)
}

// textIndex gives the place of each site in the BOARD text.
func textIndex(b *Board) []int {
	at := make([]int, b.Len())
	i := 0
	for _, row := range b.rows {
		for _, s := range row {
			at[s] = i
			i++
		}
		i++ // the '/'
	}
	return at
}

func boardText(p *Position) string {
	text, _, _ := strings.Cut(p.String(), " ")
	return text
}

func emptyText(b *Board) string {
	var rows []string
	for _, row := range b.rows {
		rows = append(rows, strings.Repeat(".", len(row)))
	}
	return strings.Join(rows, "/") + " 1 P"
}

func pieces(p *Position) int {
	n := 0
	for s := range p.Board().Len() {
		if p.At(s) != 0 {
			n++
		}
	}
	return n
}
