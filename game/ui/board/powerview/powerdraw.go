package powerview

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// Draw draws the map, then either a frame of the resolution being played
// back or the position with the mover's orders and the selection, and the
// reserves under the map.
func (pv *PowerView) Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, _ string) {
	p := pos.(*power.Position)
	pv.pos, pv.f = p, f
	now := time.Now()
	pv.show.Observe(p, now)
	reserves := dst
	if pv.zoomed() { // the map, larger than its port, drawn within it
		port := pv.zoom.port
		dst = dst.SubImage(image.Rect(int(port.X), int(port.Y), int(port.X+port.W), int(port.Y+port.H))).(*ebiten.Image)
	}
	pv.layers.Draw(dst, "map", pv.G.Bounds.Inset(-pv.v.Px(2)), func(img *ebiten.Image) { pv.drawMap(img) })
	if fr, ok := pv.show.now(now); ok {
		pv.drawFrame(dst, fr)
		ebiten.ScheduleFrame()
	} else {
		pv.drawPosition(dst, legal)
	}
	pv.drawReserves(reserves, p)
}

// drawMap draws the empty cells into img, whose origin is the map's
// bounds less a margin.
func (pv *PowerView) drawMap(img *ebiten.Image) {
	g := pv.G
	d := pv.v.Px(2)
	g.Ox, g.Oy = g.Ox-g.Bounds.X+d, g.Oy-g.Bounds.Y+d
	for c := range power.Cell(pv.m.Len()) {
		x, y := g.Center(c)
		kit.FillPolygon(img, HexCorners(x, y, g.Size-pv.v.Px(1)), kit.Th.Board, pv.v.Px(1.5), kit.Th.BoardLine)
	}
}

// drawNames writes the cells' names at their feet, where they are large
// enough to read, over the features' tints.
func (pv *PowerView) drawNames(dst *ebiten.Image) {
	face := pv.f.Face(kit.Mono, pv.G.Size*0.24)
	if face.Size < pv.v.Px(10) {
		return
	}
	for c := range power.Cell(pv.m.Len()) {
		x, y := pv.G.Center(c)
		kit.DrawText(dst, pv.m.Name(c), face, x, y+pv.G.Size*0.8, kit.AlignCenter, kit.AlignEnd, kit.Th.BoardLabel)
	}
}

// drawPosition draws the features and units of the position, the mover's
// orders, and the highlights of the selection.
func (pv *PowerView) drawPosition(dst *ebiten.Image, legal []string) {
	p := pv.pos
	for c := range power.Cell(pv.m.Len()) {
		pv.drawFeature(dst, c, p.Feature(c))
	}
	pv.drawNames(dst)
	if legal != nil && pv.sel.kind == selNone {
		pv.drawSpawnDots(dst, legal)
	}
	for c := range power.Cell(pv.m.Len()) {
		if u, ok := p.Unit(c); ok {
			x, y := pv.unitCenter(c)
			pv.drawUnit(dst, x, y, u, 1)
		}
	}
	if legal != nil {
		pv.drawOrders(dst, p.Orders(p.Mover()))
		pv.drawSelection(dst, legal)
	}
}

// unitCenter is where a unit on c is drawn: a little below the cell's
// centre, under the feature's badge.
func (pv *PowerView) unitCenter(c power.Cell) (x, y float64) {
	x, y = pv.G.Center(c)
	return x, y + pv.G.Size*0.14
}

// drawFeature tints a base or upgrade tile and gives it a badge: its letter,
// with the owner's number, on the owner's colour.
func (pv *PowerView) drawFeature(dst *ebiten.Image, c power.Cell, ft power.Feature) {
	if ft.Kind == power.NoFeature {
		return
	}
	fill, ink := playerColour(ft.Owner)
	label := string(ft.Kind.Letter())
	if ft.Kind == power.Upgrade {
		fill, ink = kit.Th.Last, kit.Rgb(0x000000)
	} else if ft.Owner != 0 {
		label += strconv.Itoa(ft.Owner)
	}
	x, y := pv.G.Center(c)
	s := pv.G.Size
	kit.FillPolygon(dst, HexCorners(x, y, s*0.86), mix(kit.Th.Board, fill, 0.42), 0, nil)
	face := pv.f.Face(kit.Bold, s*0.36)
	w := face.Advance(label) + s*0.22
	badge := kit.Rect{X: x - w/2, Y: y - s*0.8, W: w, H: s * 0.42}
	kit.FillRoundRect(dst, badge, s*0.12, fill)
	kit.StrokeRoundRect(dst, badge, s*0.12, pv.v.Px(1), kit.Th.Ink)
	bx, by := badge.Center()
	kit.DrawText(dst, label, face, bx, by, kit.AlignCenter, kit.AlignCenter, ink)
}

// drawUnit draws a unit: its player's colour and shape, its type's letter,
// its HP in a white badge and, if upgraded, an orange "+" badge.
func (pv *PowerView) drawUnit(dst *ebiten.Image, x, y float64, u power.Unit, alpha float64) {
	defer kit.Fade(alpha)()
	r := pv.G.Size * 0.46
	fill, ink := playerColour(u.Owner)
	playerShape(dst, x, y, r, u.Owner, fill, math.Max(1, r*0.1), kit.Th.Ink)
	kit.DrawText(dst, string(u.Type.Letter()), pv.f.Face(kit.Bold, r*1.05), x, y, kit.AlignCenter, kit.AlignCenter, ink)
	br := r * 0.42
	hx, hy := x+r*0.82, y+r*0.62
	kit.Disc(dst, hx, hy, br, kit.Th.Light, math.Max(1, br*0.15), kit.Th.Ink)
	kit.DrawText(dst, strconv.Itoa(u.HP), pv.f.Face(kit.Bold, br*1.45), hx, hy, kit.AlignCenter, kit.AlignCenter, kit.Th.Ink)
	if u.Upgraded {
		ux, uy := x+r*0.82, y-r*0.62
		kit.Disc(dst, ux, uy, br, kit.Th.Last, math.Max(1, br*0.15), kit.Th.Ink)
		kit.DrawText(dst, "+", pv.f.Face(kit.Bold, br*1.6), ux, uy, kit.AlignCenter, kit.AlignCenter, kit.Th.Ink)
	}
}

// Token draws a player's shape in its colour, for the panel.
func (pv *PowerView) Token(dst *ebiten.Image, x, y, r float64, player int) {
	fill, _ := playerColour(player)
	playerShape(dst, x, y, r, player, fill, math.Max(1, r*0.12), kit.Th.Ink)
}

// playerShape draws the shape of player pl, which tells the players apart
// without colour: 1 a circle, 2 a square, 3 a hexagon, 4 a diamond, 5 a
// triangle pointing up, 6 one pointing down.
func playerShape(dst *ebiten.Image, x, y, r float64, pl int, fill color.Color, width float64, edge color.Color) {
	switch pl {
	case 2:
		d := r * 0.86
		kit.FillPolygon(dst, []float64{x - d, y - d, x + d, y - d, x + d, y + d, x - d, y + d}, fill, width, edge)
	case 3:
		kit.FillPolygon(dst, HexCorners(x, y, r*1.05), fill, width, edge)
	case 4:
		d := r * 1.15
		kit.FillPolygon(dst, []float64{x, y - d, x + d, y, x, y + d, x - d, y}, fill, width, edge)
	case 5, 6:
		d, h := r*1.2, r*1.04 // the centre is a third of the way up
		if pl == 6 {
			h = -h
		}
		kit.FillPolygon(dst, []float64{x, y - h*1.15, x + d, y + h*0.85, x - d, y + h*0.85}, fill, width, edge)
	default:
		kit.Disc(dst, x, y, r, fill, width, edge)
	}
}

// drawSpawnDots marks the bases the mover may spawn on.
func (pv *PowerView) drawSpawnDots(dst *ebiten.Image, legal []string) {
	for c := range power.Cell(pv.m.Len()) {
		if len(spawnSteps(legal, pv.m.Name(c))) > 0 {
			x, y := pv.unitCenter(c)
			kit.Disc(dst, x, y, pv.G.Size*0.18, kit.Th.Place, pv.v.Px(1.5), kit.Th.Ink)
		}
	}
}

// mix blends b into a by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// PlayerInk is the player's colour.
func (pv *PowerView) PlayerInk(p int) color.RGBA {
	fill, _ := playerColour(p)
	return fill
}
