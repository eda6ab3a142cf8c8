package ui

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
)

// reserveBand is where the two reserves sit in the panel: Red's row above
// Blue's, as Red sits above Blue on the board. Each row is the player's
// name and one chip per reserve kind with its count.
type reserveBand struct {
	r rect
	v view
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

func (pv *patriarchsView) partHeight(v view) float64 {
	return v.px(2*reserveRowH + reserveGap)
}

func (pv *patriarchsView) placePart(r rect) { pv.res = reserveBand{r: r, v: pv.v} }

// row is the rectangle of a player's reserve row.
func (b reserveBand) row(player int) rect {
	h := b.v.px(reserveRowH)
	if player == patriarchs.Red {
		return rect{b.r.x, b.r.y, b.r.w, h}
	}
	return rect{b.r.x, b.r.y + b.r.h - h, b.r.w, h}
}

// chip is the rectangle of the control of kind k in a player's row.
func (b reserveBand) chip(player int, k patriarchs.Kind) rect {
	row := b.row(player)
	name := b.v.px(reserveNameW)
	chips := rect{row.x + name, row.y, row.w - name, row.h}.row(b.v.px(reserveGap), 1, 1, 1)
	return chips[int(k-patriarchs.Cardinal)]
}

// controls are the reserve chips of the player to act whose kind may be
// deployed now, labelled as a player reads them: "Cardinal ×2".
func (pv *patriarchsView) controls(pos game.Position, legal []string) []control {
	p := pos.(*patriarchs.Position)
	var out []control
	for _, k := range patriarchs.ReserveKinds() {
		if len(deployTargets(legal, k)) == 0 {
			continue
		}
		out = append(out, control{
			action: action{label: reserveLabel(k, p.Reserve(p.Side(), k)), do: func() string { return pv.chooseKind(k, legal) }},
			r:      pv.res.chip(p.Side(), k),
		})
	}
	return out
}

// reserveLabel names a reserve chip: the kind and its count.
func reserveLabel(k patriarchs.Kind, n int) string {
	return tr("patriarchs.reserve", tr("patriarchs.unit."+k.String()), n)
}

// drawReserves draws both reserve rows. The chips the player to act can
// use are drawn as buttons; the chosen kind, and the kinds that fit the
// chosen square, get a green outline; a count that grew with the last step
// (a capture) gets an orange one.
func (pv *patriarchsView) drawReserves(dst *ebiten.Image, f *fonts, p *patriarchs.Position, legal []string) {
	b, v := pv.res, pv.v
	face := f.face(bold, v.px(textBody))
	over := p.Result().Over
	for _, pl := range []int{patriarchs.Red, patriarchs.Blue} {
		row := b.row(pl)
		drawText(dst, sideName(pl), face, row.x+v.px(4), row.y+row.h/2, text.AlignStart, text.AlignCenter, th.text)
		for _, k := range patriarchs.ReserveKinds() {
			usable := !over && pl == p.Side() && len(deployTargets(legal, k)) > 0
			chosen := usable && (pv.kind == k || pv.dsq != "" && slices.Contains(deploysOn(legal, pv.dsq), k))
			pv.drawChip(dst, f, b.chip(pl, k), patriarchs.Unit{Kind: k, Player: pl}, p.Reserve(pl, k), usable, chosen, pv.gained[pl][k])
		}
	}
}

// drawChip draws one reserve chip: the unit, then its count, with the
// kind's name too where the chip is wide enough.
func (pv *patriarchsView) drawChip(dst *ebiten.Image, f *fonts, r rect, u patriarchs.Unit, n int, usable, chosen, gained bool) {
	v := pv.v
	r = r.snapped()
	fill, ink := th.panel, th.muted
	if usable {
		fill, ink = th.button, th.buttonText
	}
	edge, width := fill, 0.0
	switch {
	case chosen:
		edge, width = th.place, v.px(3)
	case gained:
		edge, width = th.last, v.px(3)
	case usable:
		edge, width = th.buttonEdge, v.px(1.5)
	}
	key := fmt.Sprintf("chip %.0fx%.0f %v %v %v", r.w, r.h, fill, edge, width)
	pv.sprites.layer(dst, key, r, func(img *ebiten.Image) {
		box := rect{0, 0, r.w, r.h}
		fillRoundRect(img, box, v.px(radius), fill)
		if width > 0 {
			strokeRoundRect(img, box, v.px(radius), width, edge)
		}
	})
	face := f.face(bold, v.px(textBody))
	ur, pad, gap := r.h*0.3, v.px(8), v.px(6)
	label := reserveLabel(u.Kind, n)
	if text.Advance(label, face) > r.w-2*ur-2*pad-gap {
		label = tr("patriarchs.reserve-short", n)
	}
	// The unit shrinks, down to a third of the chip's height, before the
	// count would touch the edge.
	tw := text.Advance(label, face)
	ur = max(r.h/6, min(ur, (r.w-tw-2*pad-gap)/2))
	x := r.x + pad
	pv.unit(dst, x+ur, r.y+r.h/2, ur, u)
	drawText(dst, label, face, x+2*ur+gap, r.y+r.h/2, text.AlignStart, text.AlignCenter, ink)
}
