package patriarchs

import (
	"fmt"
	"slices"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestRandomPlayouts plays thousands of random games under several move
// caps and checks, on every position, the invariants of the rules and, on
// a sample, the whole game.Position contract (whose read-back also checks
// the hash kept step by step) and that ParseStep's own rule check agrees
// with Legal on every step one could write.
func TestRandomPlayouts(t *testing.T) {
	for _, tt := range []struct {
		maxTurns   int
		games      int
		shortGames int
	}{
		{200, 2000, 150},
		{30, 2000, 150},
		{3, 300, 50},
	} {
		t.Run(fmt.Sprint("max_turns=", tt.maxTurns), func(t *testing.T) {
			games := tt.games
			if testing.Short() {
				games = tt.shortGames
			}
			opts := game.Options{"max_turns": fmt.Sprint(tt.maxTurns)}
			inv := &invariants{opts: opts}
			gametest.Playouts(t, Rules{}, opts, games, maxSteps(tt.maxTurns), inv.check)
		})
	}
}

// maxSteps is the most steps a game under a move cap can take: one act on
// turn 1, then at most two per turn.
func maxSteps(maxTurns int) int { return 1 + 2*(maxTurns-1) }

// invariants checks one position of a playout, and the step that led to
// it from the previous one.
type invariants struct {
	opts game.Options
	prev *Position
	seen int
}

func (inv *invariants) check(g game.Position) error {
	p := g.(*Position)
	inv.seen++
	if err := p.checkStatic(); err != nil {
		return err
	}
	if inv.seen%29 == 0 {
		if err := gametest.CheckContract(Rules{}, inv.opts, p); err != nil {
			return err
		}
	}
	if inv.seen%1999 == 0 {
		if err := p.checkRefuseAgreesWithLegal(); err != nil {
			return err
		}
	}
	if p.turn == 1 {
		inv.prev = p.Clone().(*Position) // a new game
		return nil
	}
	err := checkTransition(inv.prev, p)
	inv.prev.CopyFrom(p)
	return err
}

// checkStatic checks what holds in every position of a game from the
// start: 18 units in all until a Patriarch falls; Patriarchs in their
// zones; the mover is the side to act.
func (p *Position) checkStatic() error {
	units := p.count(0) + p.count(1)
	for c := range 2 {
		for _, k := range ReserveKinds() {
			units += int(p.reserve[c][k])
		}
		if i := int(p.patri[c]); i != 0 && (!inZoneCell(c, i) || p.cells[i] != code(c, Patriarch)) {
			return fmt.Errorf("%s Patriarch recorded on %s, outside its zone or not there", colourName(c), square(i))
		}
	}
	want := 18
	if p.patri[0] == 0 || p.patri[1] == 0 {
		want = 17
	}
	if units != want {
		return fmt.Errorf("%d units on the board and in the reserves, want %d", units, want)
	}
	if m := p.Mover(); m != 0 && m != p.Side() {
		return fmt.Errorf("mover %d but side %d", m, p.Side())
	}
	return nil
}

// count returns how many units colour c has on the board.
func (p *Position) count(c int) int {
	n := 0
	for _, v := range p.cells {
		if v != wall && v&colourBit(c) != 0 {
			n++
		}
	}
	return n
}

// checkTransition checks the step from a to b, found by comparing boards:
// a unit never acts twice in a turn; deploys happen only with the
// Patriarch on its core, next to it; acts and turns follow §7.
func checkTransition(a, b *Position) error {
	c := int(a.side)
	from, to := 0, 0
	for i := range a.cells {
		switch va, vb := a.cells[i], b.cells[i]; {
		case va == vb:
		case vb == 0:
			from = i
		default:
			to = i
		}
	}
	switch {
	case from != 0 && a.act == 2 && from == int(a.spent):
		return fmt.Errorf("the unit on %s acted twice in turn %d", square(from), a.turn)
	case from == 0 && to != 0 && (int(a.patri[c]) != coreCell(c) || !adjacent(coreCell(c), to)):
		return fmt.Errorf("deploy on %s with the Patriarch on %s", square(to), square(int(a.patri[c])))
	case to == 0 && !slices.Equal(a.Legal(nil), []game.Step{passStep}):
		return fmt.Errorf("pass in turn %d though an act was possible", a.turn)
	}
	return checkSequence(a, b, to)
}

// checkSequence checks the side, act, spent square and turn after a step
// that ended on cell to (0 for a pass).
func checkSequence(a, b *Position, to int) error {
	switch {
	case b.patri[0] == 0 || b.patri[1] == 0:
		if b.side != a.side || b.act != a.act || b.spent != a.spent || b.turn != a.turn {
			return fmt.Errorf("a Patriarch capture changed the turn state")
		}
	case to != 0 && a.act == 1 && a.turn != 1:
		if b.side != a.side || b.act != 2 || int(b.spent) != to || b.turn != a.turn {
			return fmt.Errorf("act 1 of turn %d did not lead to act 2 with %s spent", a.turn, square(to))
		}
	default:
		if b.side == a.side || b.act != 1 || b.spent != 0 || b.turn != a.turn+1 {
			return fmt.Errorf("turn %d did not end after its last act", a.turn)
		}
	}
	return nil
}

// checkRefuseAgreesWithLegal checks every step one could write here: those
// ParseStep accepts are exactly those Legal lists.
func (p *Position) checkRefuseAgreesWithLegal() error {
	listed := map[game.Step]bool{}
	for _, s := range p.Legal(nil) {
		listed[s] = true
	}
	for _, s := range allSteps() {
		_, err := p.ParseStep(p.FormatStep(s))
		if (err == nil) != listed[s] {
			return fmt.Errorf("step %q: ParseStep says %v, but listed=%v", p.FormatStep(s), err, listed[s])
		}
		if err != nil && err.(*Refusal).Malformed {
			return fmt.Errorf("step %q refused as malformed: %v", p.FormatStep(s), err)
		}
	}
	return nil
}

// allSteps lists every step the notation can write: 81×81 moves, 3×81
// deploys and pass.
func allSteps() []game.Step {
	var all []game.Step
	for from := range cells {
		for to := range cells {
			if onBoard(from) && onBoard(to) {
				all = append(all, moveOf(from, to))
			}
		}
	}
	for _, k := range ReserveKinds() {
		for to := range cells {
			if onBoard(to) {
				all = append(all, deployOf(k, to))
			}
		}
	}
	return append(all, passStep)
}
