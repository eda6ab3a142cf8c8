package patriarchsview

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// reserveBand is where the two reserves sit in the panel: Red's row above
// Blue's, as Red sits above Blue on the board. Each row is the player's
// name and one chip per reserve kind with its count.
type reserveBand struct {
	r kit.Rect
	v kit.View
}

// Sizes of the reserve band in CSS pixels.
const (
	reserveRowH  = 48 // a row, and so a chip: more than a finger needs
	reserveGap   = 6  // between rows and between chips
	reserveNameW = 52 // the player's name before the chips
)

// reserveCounts holds both reserves: by player (1, 2) and kind.
type reserveCounts [3][5]int

// countReserves reads both reserves of p.
func countReserves(p *patriarchs.Position) reserveCounts {
	var c reserveCounts
	for _, pl := range []int{patriarchs.Blue, patriarchs.Red} {
		for _, k := range patriarchs.ReserveKinds() {
			c[pl][k] = p.Reserve(pl, k)
		}
	}
	return c
}

func (pv *PatriarchsView) PartHeight(v kit.View) float64 {
	return v.Px(2*reserveRowH + reserveGap)
}

func (pv *PatriarchsView) PlacePart(r kit.Rect) { pv.res = reserveBand{r: r, v: pv.v} }

// Row is the rectangle of a player's reserve row.
func (b reserveBand) Row(player int) kit.Rect {
	h := b.v.Px(reserveRowH)
	if player == patriarchs.Red {
		return kit.Rect{X: b.r.X, Y: b.r.Y, W: b.r.W, H: h}
	}
	return kit.Rect{X: b.r.X, Y: b.r.Y + b.r.H - h, W: b.r.W, H: h}
}

// Chip is the rectangle of the control of kind k in a player's row.
func (b reserveBand) Chip(player int, k patriarchs.Kind) kit.Rect {
	row := b.Row(player)
	name := b.v.Px(reserveNameW)
	chips := kit.Rect{X: row.X + name, Y: row.Y, W: row.W - name, H: row.H}.Row(b.v.Px(reserveGap), 1, 1, 1)
	return chips[int(k-patriarchs.Cardinal)]
}

// Controls are the reserve chips of the player to act whose kind may be
// deployed now, labelled as a player reads them: "Cardinal ×2".
func (pv *PatriarchsView) Controls(pos game.Position, legal []string) []board.Control {
	p := pos.(*patriarchs.Position)
	var out []board.Control
	for _, k := range patriarchs.ReserveKinds() {
		if len(deployTargets(legal, k)) == 0 {
			continue
		}
		out = append(out, board.Control{
			Action: board.Action{Label: ReserveLabel(k, p.Reserve(p.Side(), k)), Do: func() string { return pv.chooseKind(k, legal) }},
			R:      pv.res.Chip(p.Side(), k),
		})
	}
	return out
}

// ReserveLabel names a reserve chip: the kind and its count.
func ReserveLabel(k patriarchs.Kind, n int) string {
	return kit.Tr("patriarchs.reserve", kit.Tr("patriarchs.unit."+k.String()), n)
}

// drawReserves draws both reserve rows. The chips the player to act can
// use are drawn as buttons; the chosen kind, and the kinds that fit the
// chosen square, get a green outline; a count that grew with the last step
// (a capture) gets an orange one.
func (pv *PatriarchsView) drawReserves(dst *ebiten.Image, f *kit.Fonts, p *patriarchs.Position, legal []string) {
	b, v := pv.res, pv.v
	face := f.Face(kit.Bold, v.Px(kit.TextBody))
	over := p.Result().Over
	for _, pl := range []int{patriarchs.Red, patriarchs.Blue} {
		row := b.Row(pl)
		kit.DrawText(dst, SideName(pl), face, row.X+v.Px(4), row.Y+row.H/2, kit.AlignStart, kit.AlignCenter, kit.Th.Text)
		for _, k := range patriarchs.ReserveKinds() {
			usable := !over && pl == p.Side() && len(deployTargets(legal, k)) > 0
			chosen := usable && (pv.kind == k || pv.dsq != "" && slices.Contains(deploysOn(legal, pv.dsq), k))
			pv.drawChip(dst, f, b.Chip(pl, k), patriarchs.Unit{Kind: k, Player: pl}, p.Reserve(pl, k), usable, chosen, pv.gained[pl][k])
		}
	}
}

// drawChip draws one reserve chip: the unit, then its count, with the
// kind's name too where the chip is wide enough.
func (pv *PatriarchsView) drawChip(dst *ebiten.Image, f *kit.Fonts, r kit.Rect, u patriarchs.Unit, n int, usable, chosen, gained bool) {
	v := pv.v
	r = r.Snapped()
	fill, ink := kit.Th.Panel, kit.Th.Muted
	if usable {
		fill, ink = kit.Th.Button, kit.Th.ButtonText
	}
	edge, width := fill, 0.0
	switch {
	case chosen:
		edge, width = kit.Th.Place, v.Px(3)
	case gained:
		edge, width = kit.Th.Last, v.Px(3)
	case usable:
		edge, width = kit.Th.ButtonEdge, v.Px(1.5)
	}
	kit.FillRoundRect(dst, r, v.Px(kit.Radius), fill)
	if width > 0 {
		kit.StrokeRoundRect(dst, r, v.Px(kit.Radius), width, edge)
	}
	face := f.Face(kit.Bold, v.Px(kit.TextBody))
	ur, pad, gap := r.H*0.3, v.Px(8), v.Px(6)
	label := ReserveLabel(u.Kind, n)
	if face.Advance(label) > r.W-2*ur-2*pad-gap {
		label = kit.Tr("patriarchs.reserve-short", n)
	}
	// The unit shrinks, down to a third of the chip's height, before the
	// count would touch the edge.
	tw := face.Advance(label)
	ur = max(r.H/6, min(ur, (r.W-tw-2*pad-gap)/2))
	x := r.X + pad
	pv.unit(dst, x+ur, r.Y+r.H/2, ur, u)
	kit.DrawText(dst, label, face, x+2*ur+gap, r.Y+r.H/2, kit.AlignStart, kit.AlignCenter, ink)
}
