package powerview

import (
	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/speech"
)

// reader reads Source of Power: the units on the hexes, the bases, sources
// and upgrade tiles under them, and each player's reserve. It is the
// screen-reader mode's view of the board.
type reader struct{}

func (reader) Cells(pos game.Position, w speech.Words) []speech.Cell {
	p := pos.(*power.Position)
	m := p.Map()
	cells := make([]speech.Cell, m.Len())
	for i := range m.Len() {
		c := power.Cell(i)
		cells[i] = speech.Cell{Name: m.Name(c), What: powerCell(p, c, w)}
	}
	return cells
}

// powerCell words what is on cell c: its unit, on its feature.
func powerCell(p *power.Position, c power.Cell, w speech.Words) string {
	feature := ""
	switch f := p.Feature(c); f.Kind {
	case power.Home:
		feature = w.Text("speech.home", owner(w, f.Owner))
	case power.Source:
		feature = w.Text("speech.source", owner(w, f.Owner))
	case power.Upgrade:
		feature = w.Text("speech.upgrade")
	}
	u, ok := p.Unit(c)
	switch {
	case !ok:
		return feature
	case feature == "":
		return powerUnit(u, w)
	}
	return w.Text("speech.unit-on", powerUnit(u, w), feature)
}

// powerUnit words a unit: its owner, type and HP.
func powerUnit(u power.Unit, w speech.Words) string {
	key := "speech.power-unit"
	if u.Upgraded {
		key = "speech.power-unit-upgraded"
	}
	return w.Text(key, w.Name(u.Owner), w.Text("speech.kind."+u.Type.String()), u.HP)
}

// owner names the owner of a base: a player, or nobody.
func owner(w speech.Words, p int) string {
	if p == 0 {
		return w.Text("speech.neutral")
	}
	return w.Name(p)
}

func (reader) Reserve(pos game.Position, w speech.Words) string {
	p := pos.(*power.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		if !p.Living(pl) {
			continue
		}
		r := p.Reserve(pl)
		parts = append(parts, w.Text("speech.power-reserve", w.Name(pl), r.Infantry, r.Artillery, r.Tank, r.Upgrades))
	}
	return speech.Sentence(parts)
}

// Game is this package's game as the page lists it (game/ui/games).
func Game() board.Game {
	return board.Game{ID: "source-of-power", NewView: func() board.View { return &PowerView{} }, Reader: reader{}}
}
