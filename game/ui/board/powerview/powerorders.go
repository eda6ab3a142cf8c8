package powerview

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// powerSel is what the player is in the middle of ordering.
type powerSel struct {
	kind    selKind
	path    []power.Cell // selUnit: the unit's cell, then the path so far; selTarget: the cell it fires from
	base    power.Cell   // selBase: the base to spawn on; selOrdered: the cell of the order
	upgrade bool         // selBase: spawn with a reserve upgrade
	aim     bool         // selUnit: the move step is being played to aim next
}

// selKind says what a selection is.
type selKind int

const (
	selNone    selKind = iota
	selUnit            // building a unit's path
	selTarget          // its move is ordered; choosing what it fires at
	selBase            // choosing what to spawn on a base
	selOrdered         // a unit or base with an order this turn, which may be taken back
)

// Tap turns a tap into a step: a unit's path is built cell by cell with
// Hops and played when the player taps its end again (or when it cannot
// go further); a target is played from the legal attacks; a base opens the
// spawn choices in the panel.
func (pv *PowerView) Tap(x, y float64, legal []string) string {
	c, ok := pv.CellAt(x, y)
	if !ok || pv.pos == nil {
		pv.Deselect()
		return ""
	}
	switch pv.sel.kind {
	case selTarget:
		if step := "attack " + pv.m.Name(c); slices.Contains(legal, step) {
			pv.sel = powerSel{}
			return step
		}
	case selUnit:
		path := pv.sel.path
		if c == path[len(path)-1] && len(path) > 1 {
			return pv.moveStep()
		}
		if slices.Contains(pv.pos.Hops(path), c) {
			pv.sel.path = append(path, c)
			if len(pv.pos.Hops(pv.sel.path)) == 0 && !pv.canFire() {
				return pv.moveStep()
			}
			return ""
		}
		if c == path[0] {
			pv.Deselect()
			return ""
		}
	}
	pv.selectCell(c, legal)
	return ""
}

// selectCell starts a new selection on c: the mover's unit that has no
// move yet, or a base the mover may spawn on.
func (pv *PowerView) selectCell(c power.Cell, legal []string) {
	pv.sel = powerSel{}
	if len(pv.pos.Reach(c)) > 0 {
		pv.sel = powerSel{kind: selUnit, path: []power.Cell{c}}
		return
	}
	if len(spawnSteps(legal, pv.m.Name(c))) > 0 {
		pv.sel = powerSel{kind: selBase, base: c}
		return
	}
	if _, ok := pv.takeBack(c); ok {
		pv.sel = powerSel{kind: selOrdered, base: c}
	}
}

// takeBack is the action that takes back the mover's order at c, keeping
// the others: a spawn on c, or a move from c, with its attack, and with
// the move of a unit spawned there. It takes back the steps from the first
// of those on, and plays the others again. ok is false when the mover has
// no order at c this turn.
func (pv *PowerView) takeBack(c power.Cell) (act board.Action, ok bool) {
	mover := pv.pos.Mover()
	orders, steps := pv.pos.Orders(mover), pv.pos.OrderSteps(mover)
	first := -1
	var again []string
	for i, o := range orders {
		ordered := o.Kind == power.OrderSpawn && o.Cell == c || o.Kind == power.OrderMove && o.Path[0] == c
		fires := o.Kind == power.OrderAttack && i > 0 && orders[i-1].Kind == power.OrderMove && orders[i-1].Path[0] == c
		switch {
		case ordered || fires:
			if first < 0 {
				first = i
			}
		case first >= 0:
			again = append(again, steps[i])
		}
	}
	if first < 0 || slices.Contains(steps, "end") {
		return board.Action{}, false
	}
	return board.Action{Label: kit.Tr("power.take-back"), Undo: len(steps) - first, Replay: again}, true
}

// moveStep is the move step of the path being built. Once it is played,
// deselect ends the selection (or turns it to aiming: Fire…).
func (pv *PowerView) moveStep() string {
	names := make([]string, len(pv.sel.path))
	for i, c := range pv.sel.path {
		names[i] = pv.m.Name(c)
	}
	return "move " + strings.Join(names, ">")
}

// Deselect drops the selection after a step, except that a move played by
// "Fire…" turns into choosing the target. It also ends a playback.
func (pv *PowerView) Deselect() {
	if pv.sel.kind == selUnit && pv.sel.aim {
		pv.sel = powerSel{kind: selTarget, path: pv.sel.path[len(pv.sel.path)-1:]}
	} else {
		pv.sel = powerSel{}
	}
	pv.show.finish()
}

// selectedUnit is the unit of the selection: on the board, or spawned by
// the mover this turn.
func (pv *PowerView) selectedUnit() (power.Unit, bool) {
	if len(pv.sel.path) == 0 {
		return power.Unit{}, false
	}
	return moverUnit(pv.pos, pv.sel.path[0])
}

// moverUnit is the unit on c at the start of the turn, or the one the
// mover has ordered spawned there.
func moverUnit(p *power.Position, c power.Cell) (power.Unit, bool) {
	if u, ok := p.Unit(c); ok {
		return u, true
	}
	for _, o := range p.Orders(p.Mover()) {
		if o.Kind == power.OrderSpawn && o.Cell == c {
			u := power.Unit{Owner: p.Mover(), Type: o.Type, HP: o.Type.MaxHP(), Upgraded: o.Upgrade}
			u.HP = u.MaxHP()
			return u, true
		}
	}
	return power.Unit{}, false
}

// canFire tells whether the selected unit still has a move point to fire
// with at the end of its path.
func (pv *PowerView) canFire() bool {
	u, ok := pv.selectedUnit()
	return ok && len(pv.sel.path)-1 < u.Type.MovePoints()
}

// Actions are the panel buttons for the selection: the path's Done and
// Fire, the spawns on a base, No attack; with nothing selected, End
// orders, Undo order and Replay resolution.
func (pv *PowerView) Actions(pos game.Position, legal []string) []board.Action {
	pv.pos = pos.(*power.Position)
	switch pv.sel.kind {
	case selUnit:
		return pv.pathActions()
	case selTarget:
		return []board.Action{{Label: kit.Tr("power.no-attack"), Keys: []ebiten.Key{ebiten.KeyA}, Do: func() string { pv.sel = powerSel{}; return "" }}}
	case selBase:
		return pv.spawnActions(legal)
	case selOrdered:
		act, _ := pv.takeBack(pv.sel.base)
		return []board.Action{act, {Label: kit.Tr("common.cancel"), Do: func() string { pv.sel = powerSel{}; return "" }}}
	}
	var acts []board.Action
	if slices.Contains(legal, "end") {
		acts = append(acts, board.StepAction(kit.Tr("power.end-orders"), "end"))
	}
	if n := pv.undoSteps(); n > 0 {
		acts = append(acts, board.Action{Label: kit.Tr("power.undo-order"), Undo: n})
	}
	return append(acts, pv.replayActions()...)
}

// pathActions offer to order the path as it is, or to fire from its end.
func (pv *PowerView) pathActions() []board.Action {
	var acts []board.Action
	if len(pv.sel.path) > 1 {
		acts = append(acts, board.Action{Label: kit.Tr("power.done-path"), Do: pv.moveStep})
	}
	if pv.canFire() {
		acts = append(acts, board.Action{Label: kit.Tr("power.fire"), Keys: []ebiten.Key{ebiten.KeyA}, Do: func() string {
			pv.sel.aim = true
			return pv.moveStep()
		}})
	}
	if act, ok := pv.takeBack(pv.sel.path[0]); ok { // the spawn of the unit selected
		acts = append(acts, act)
	}
	return append(acts, board.Action{Label: kit.Tr("common.cancel"), Do: func() string { pv.sel = powerSel{}; return "" }})
}

// spawnActions offer each unit type the mover may spawn on the selected
// base, with the number left in the reserve, and the upgrade switch.
func (pv *PowerView) spawnActions(legal []string) []board.Action {
	base := pv.m.Name(pv.sel.base)
	steps := spawnSteps(legal, base)
	var acts []board.Action
	for _, t := range []power.UnitType{power.Infantry, power.Artillery, power.Tank} {
		step, key := "spawn "+t.String(), "power.spawn"
		if pv.sel.upgrade {
			step, key = step+"+", "power.spawn-upgraded"
		}
		step += " " + base
		if slices.Contains(steps, step) {
			acts = append(acts, board.StepAction(kit.Tr(key, unitTypeName(t), pv.reserveLeft(t)), step))
		}
	}
	if slices.ContainsFunc(steps, func(s string) bool { return strings.Contains(s, "+ ") }) {
		label := kit.Tr("power.upgrade-off")
		if pv.sel.upgrade {
			label = kit.Tr("power.upgrade-on")
		}
		acts = append(acts, board.Action{Label: label, Do: func() string { pv.sel.upgrade = !pv.sel.upgrade; return "" }})
	}
	return acts
}

// spawnSteps are the legal spawn steps on the base named base.
func spawnSteps(legal []string, base string) []string {
	var out []string
	for _, s := range legal {
		if strings.HasPrefix(s, "spawn ") && strings.HasSuffix(s, " "+base) {
			out = append(out, s)
		}
	}
	return out
}

// reserveLeft is how many units of type t the mover still has in reserve
// after the spawns already ordered this turn.
func (pv *PowerView) reserveLeft(t power.UnitType) int {
	return reserveLeft(pv.pos, pv.pos.Mover(), t)
}

// reserveLeft is player pl's reserve of type t (of upgrades for t = 0)
// less the spawns pl has ordered this turn.
func reserveLeft(p *power.Position, pl int, t power.UnitType) int {
	res := p.Reserve(pl)
	n := res.Upgrades
	if t != 0 {
		n = res.Of(t)
	}
	for _, o := range p.Orders(pl) {
		if o.Kind == power.OrderSpawn && (t == 0 && o.Upgrade || t != 0 && o.Type == t) {
			n--
		}
	}
	return n
}

// undoSteps is how many steps taking back the mover's last order means: its
// move and attack together, or one step; 0 when there is nothing to take
// back.
func (pv *PowerView) undoSteps() int {
	orders := pv.pos.Orders(pv.pos.Mover())
	if len(orders) == 0 {
		return 0
	}
	switch orders[len(orders)-1].Kind {
	case power.OrderEnd:
		return 0
	case power.OrderAttack:
		return 2
	}
	return 1
}
