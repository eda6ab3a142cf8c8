package speech

import (
	"strings"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/parry"
	"pentarchy/game/patriarchs"
	"pentarchy/game/phalanx"
	"pentarchy/game/power"
)

// grid lists the cells of a files×ranks board named as squares ("a1"),
// the top rank first, each rank from file a, with what at says of each.
func grid(files, ranks int, at func(f, r int) string) []Cell {
	cells := make([]Cell, 0, files*ranks)
	for r := ranks - 1; r >= 0; r-- {
		for f := range files {
			cells = append(cells, Cell{game.SquareName(f, r), at(f, r)})
		}
	}
	return cells
}

// phalanxBoard reads Phalanx: stones on a 9×9 board, and each player's
// supply of stones to add.
type phalanxBoard struct{}

func (phalanxBoard) Cells(pos game.Position, w Words) []Cell {
	p := pos.(*phalanx.Position)
	return grid(phalanx.Size, phalanx.Size, func(f, r int) string {
		if pl := p.At(f, r); pl != phalanx.Empty {
			return w.Text("speech.stone", w.Name(pl))
		}
		return ""
	})
}

func (phalanxBoard) Reserve(pos game.Position, w Words) string {
	p := pos.(*phalanx.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, w.Text("speech.supply", w.Name(pl), p.Supply(pl)))
	}
	return sentence(parts)
}

// patriarchsBoard reads Patriarchs: units on a 9×9 board, and each
// player's reserve of units to deploy.
type patriarchsBoard struct{}

func (patriarchsBoard) Cells(pos game.Position, w Words) []Cell {
	p := pos.(*patriarchs.Position)
	return grid(patriarchs.Size, patriarchs.Size, func(f, r int) string {
		if u := p.At(patriarchs.Square{File: f, Rank: r}); u.Player != 0 {
			return w.Text("speech.unit", w.Name(u.Player), w.Text("speech.kind."+u.Kind.String()))
		}
		return ""
	})
}

func (patriarchsBoard) Reserve(pos game.Position, w Words) string {
	p := pos.(*patriarchs.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, w.Text("speech.patriarchs-reserve", w.Name(pl),
			p.Reserve(pl, patriarchs.Cardinal), p.Reserve(pl, patriarchs.Secondary), p.Reserve(pl, patriarchs.Support)))
	}
	return sentence(parts)
}

// parryBoard reads Parry: pieces on the sites of one of its boards, in
// the board's order, and who holds each empty site.
type parryBoard struct{}

func (parryBoard) Cells(pos game.Position, w Words) []Cell {
	p := pos.(*parry.Position)
	b := p.Board()
	cells := make([]Cell, b.Len())
	for site := range b.Len() {
		cells[site].Name = b.SiteName(site)
		switch pl, holder := p.At(site), p.Controller(site); {
		case pl != 0:
			cells[site].What = w.Text("speech.piece", w.Name(pl))
		case holder != 0:
			cells[site].What = w.Text("speech.held", w.Name(holder))
		}
	}
	return cells
}

func (parryBoard) Reserve(game.Position, Words) string { return "" }

// conquidBoard reads Conquid: the cells each player holds, and the HQs.
type conquidBoard struct{}

func (conquidBoard) Cells(pos game.Position, w Words) []Cell {
	p := pos.(*conquid.Position)
	return grid(p.Files(), p.Ranks(), func(f, r int) string {
		switch s := p.At(conquid.Cell{File: f, Rank: r}); s {
		case conquid.RedHQ, conquid.BlueHQ:
			return w.Text("speech.hq", w.Name(s.Player()))
		case conquid.Red, conquid.Blue:
			return w.Name(s.Player())
		}
		return ""
	})
}

func (conquidBoard) Reserve(game.Position, Words) string { return "" }

// powerBoard reads Source of Power: the units on the hexes, the bases,
// sources and upgrade tiles under them, and each player's reserve.
type powerBoard struct{}

func (powerBoard) Cells(pos game.Position, w Words) []Cell {
	p := pos.(*power.Position)
	m := p.Map()
	cells := make([]Cell, m.Len())
	for i := range m.Len() {
		c := power.Cell(i)
		cells[i] = Cell{m.Name(c), powerCell(p, c, w)}
	}
	return cells
}

// powerCell words what is on cell c: its unit, on its feature.
func powerCell(p *power.Position, c power.Cell, w Words) string {
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
func powerUnit(u power.Unit, w Words) string {
	key := "speech.power-unit"
	if u.Upgraded {
		key = "speech.power-unit-upgraded"
	}
	return w.Text(key, w.Name(u.Owner), w.Text("speech.kind."+u.Type.String()), u.HP)
}

// owner names the owner of a base: a player, or nobody.
func owner(w Words, p int) string {
	if p == 0 {
		return w.Text("speech.neutral")
	}
	return w.Name(p)
}

func (powerBoard) Reserve(pos game.Position, w Words) string {
	p := pos.(*power.Position)
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		if !p.Living(pl) {
			continue
		}
		r := p.Reserve(pl)
		parts = append(parts, w.Text("speech.power-reserve", w.Name(pl), r.Infantry, r.Artillery, r.Tank, r.Upgrades))
	}
	return sentence(parts)
}

// joinAnd joins words as a list: "a, b and c".
func joinAnd(w Words, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	last := len(items) - 1
	return w.Text("speech.and", strings.Join(items[:last], ", "), items[last])
}
