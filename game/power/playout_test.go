package power

import (
	"fmt"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestRandomPlayouts plays random games for 2 to 6 players and checks, on
// every position, the game's invariants, and on a sample of positions the
// whole game.Position contract. Every game must end (turn_limit).
func TestRandomPlayouts(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 6
	}
	for _, opts := range []game.Options{
		{},
		{"players": "3"},
		{"lose": "nobases", "upgrades": "2", "reserve": "3"},
		{"players": "3", "lose": "nohome", "win": "bases", "turn_limit": "40"},
		{"players": "4"},
		{"players": "6", "lose": "nobases"},
		{"players": "5", "board": "5-3-3", "turn_limit": "60"},
		{"board": "6-6-6", "win": "homes"},
	} {
		t.Run(fmt.Sprint(opts), func(t *testing.T) {
			inv := &invariants{rules: Rules{}, opts: opts}
			gametest.Playouts(t, Rules{}, opts, games, 100*maxOrders, inv.check)
			if inv.resolutions < games {
				t.Fatalf("only %d resolutions in %d games", inv.resolutions, games)
			}
			t.Logf("%d positions, %d resolutions, %d kills, %d captures, %d eliminations, endings %v",
				inv.positions, inv.resolutions, inv.kills, inv.captures, inv.eliminations, inv.endings)
		})
	}
}

// invariants checks a playout's positions one after the other.
type invariants struct {
	rules        game.Ruleset
	opts         game.Options
	prev         *Position
	positions    int
	resolutions  int
	kills        int
	captures     int
	eliminations int
	endings      map[string]int
}

func (inv *invariants) check(gp game.Position) error {
	p := gp.(*Position)
	p.RecordEvents(true)
	inv.positions++
	if p.Mover() == 0 {
		if inv.endings == nil {
			inv.endings = map[string]int{}
		}
		inv.endings[p.Result().Reason]++
	}
	if inv.positions%97 == 0 || p.Mover() == 0 {
		if err := gametest.CheckContract(inv.rules, inv.opts, p); err != nil {
			return err
		}
	}
	if p.norders == 0 && p.Mover() != 0 || p.Mover() == 0 {
		if inv.prev != nil && inv.prev.norders > 0 {
			if err := inv.afterResolution(inv.prev, p); err != nil {
				return err
			}
		}
	}
	if inv.positions%7 == 0 && p.Mover() != 0 && p.nextPlayer(p.Mover()) == 0 {
		if err := entryOrderDoesNotMatter(p); err != nil {
			return err
		}
		if err := symmetryHolds(p); err != nil {
			return err
		}
	}
	if inv.prev == nil {
		inv.prev = &Position{}
	}
	inv.prev.CopyFrom(p)
	return nil
}

// afterResolution checks what a resolution from before to after conserved:
// every unit is on the board or in a living reserve, unless its player was
// eliminated; upgrades are in reserves, on upgraded units or on tiles; and
// no two units ended on one cell.
func (inv *invariants) afterResolution(before, after *Position) error {
	inv.resolutions++
	var spawns, deaths int
	for _, e := range after.Events() {
		switch e.Kind {
		case EventSpawn:
			spawns++
		case EventDeath:
			deaths++
			inv.kills++
		case EventCapture:
			inv.captures++
		case EventEliminate:
			inv.eliminations++
		}
	}
	units, eliminated := countUnits(after), before.living != after.living
	if want := countUnits(before) + spawns - deaths; units != want && !eliminated {
		return fmt.Errorf("%d units on the board after the resolution, want %d (collision?)", units, want)
	}
	tb, ta := totals(before), totals(after)
	for i := range tb {
		if ta[i] > tb[i] || ta[i] < tb[i] && !eliminated {
			return fmt.Errorf("totals I/A/T/upgrades went from %v to %v", tb, ta)
		}
	}
	return nil
}

// countUnits counts the units on the board.
func countUnits(p *Position) int {
	n := 0
	for c := range Cell(p.m.Len()) {
		if _, ok := p.Unit(c); ok {
			n++
		}
	}
	return n
}

// totals counts each unit type on the board and in living reserves, and the
// upgrades in reserves, on upgraded units and on upgrade tiles.
func totals(p *Position) [4]int {
	var n [4]int
	for pl := 1; pl <= p.Players(); pl++ {
		r := p.Reserve(pl)
		n[0], n[1], n[2], n[3] = n[0]+r.Infantry, n[1]+r.Artillery, n[2]+r.Tank, n[3]+r.Upgrades
	}
	for c := range Cell(p.m.Len()) {
		if u, ok := p.Unit(c); ok {
			n[u.Type-1]++
			if u.Upgraded {
				n[3]++
			}
		}
		if p.Feature(c).Kind == Upgrade {
			n[3]++
		}
	}
	return n
}

// entryOrderDoesNotMatter ends the turn of the last player to enter orders
// with the players' lists read in every order, and compares the outcomes.
func entryOrderDoesNotMatter(p *Position) error {
	var want string
	for _, seq := range []playerSeq{{1, 2, 3}, {2, 1, 3}, {3, 2, 1}, {2, 3, 1}} {
		q := p.Clone().(*Position)
		q.enter(int(q.mover), endOrder)
		q.resolve(seq)
		if want == "" {
			want = q.String()
		} else if got := q.String(); got != want {
			return fmt.Errorf("reading the lists in the order %v gives\n%s\nnot\n%s", seq, got, want)
		}
	}
	return nil
}
