package patriarchsview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Colours of Patriarchs: the players' Okabe–Ito blue and vermillion, and
// pale tints of them for the zones. Letters on units are white on blue and
// near black on vermillion, each above 4.5:1.
var (
	blueUnit  = kit.OkBlue
	redUnit   = kit.Vermillion
	blueZone  = kit.Rgb(0xb9d7ea)
	redZone   = kit.Rgb(0xf3cfb3)
	blueCore  = kit.Rgb(0x8ec0e0)
	redCore   = kit.Rgb(0xeeae80)
	boardDark = kit.Rgb(0xd8b97c)
)

func (pv *PatriarchsView) Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, last string) {
	p := pos.(*patriarchs.Position)
	pv.f = f
	pv.Notice(p, last)
	pv.layers.Draw(dst, "board", pv.G.Bounds, func(img *ebiten.Image) { pv.drawBoard(img, f) })
	pv.drawLast(dst, last)
	for file := range patriarchs.Size {
		for rank := range patriarchs.Size {
			sq := patriarchs.Square{File: file, Rank: rank}
			if u := p.At(sq); u.Kind != patriarchs.NoKind && !pv.gliding(sq) {
				x, y := pv.G.Center(file, rank)
				pv.unit(dst, x, y, pv.G.Pitch*0.4, u)
			}
		}
	}
	pv.drawReserves(dst, f, p, legal)
	pv.drawAnim(dst, p) // over the reserves, which a captured unit flies into
	if sq, ok := p.Spent(); ok {
		pv.spentBadge(dst, sq.String())
	}
	pv.drawTargets(dst, p, legal)
}

// Notice compares the position with the one drawn before it: a unit fewer
// on the board is a capture, and the reserve counts that grew are where
// the taken unit went. A new position starts the animation of last, the
// step that led to it.
func (pv *PatriarchsView) Notice(p *patriarchs.Position, last string) {
	h := p.Hash()
	if h == pv.seen {
		return
	}
	now, units := countReserves(p), countUnits(p)
	for pl := range now {
		for k := range now[pl] {
			pv.gained[pl][k] = pv.seen != 0 && now[pl][k] > pv.counts[pl][k]
		}
	}
	pv.took = pv.seen != 0 && units < pv.units
	first := pv.seen == 0
	pv.seen, pv.counts, pv.units = h, now, units
	if !first {
		pv.startAnim(p, last)
	}
}

// countUnits counts the units on the board.
func countUnits(p *patriarchs.Position) int {
	n := 0
	for file := range patriarchs.Size {
		for rank := range patriarchs.Size {
			if p.At(patriarchs.Square{File: file, Rank: rank}).Kind != patriarchs.NoKind {
				n++
			}
		}
	}
	return n
}

// drawBoard draws what does not change during a game into img: the
// squares, both zones tinted in their owner's colour and framed, both
// cores in a deeper tint with a frame of their own, and the coordinates.
func (pv *PatriarchsView) drawBoard(img *ebiten.Image, f *kit.Fonts) {
	g := pv.G.Moved(-pv.G.Bounds.X, -pv.G.Bounds.Y)
	kit.FillRoundRect(img, g.Bounds, pv.v.Px(kit.Radius), kit.Th.Board)
	for file := range patriarchs.Size {
		for rank := range patriarchs.Size {
			sq := patriarchs.Square{File: file, Rank: rank}
			c := kit.Th.Board
			switch {
			case sq == patriarchs.Core(patriarchs.Blue):
				c = blueCore
			case sq == patriarchs.Core(patriarchs.Red):
				c = redCore
			case patriarchs.InZone(patriarchs.Blue, sq):
				c = blueZone
			case patriarchs.InZone(patriarchs.Red, sq):
				c = redZone
			case (file+rank)%2 == 0:
				c = boardDark
			}
			fillRect(img, cellRect(g, file, rank), c)
		}
	}
	pv.drawGridLines(img, g)
	for _, pl := range []int{patriarchs.Blue, patriarchs.Red} {
		c := patriarchs.Core(pl)
		zone := cellRect(g, c.File-1, c.Rank+1)
		zone.W, zone.H = 3*g.Pitch, 3*g.Pitch
		kit.StrokeRoundRect(img, zone.Inset(-pv.v.Px(1)), 0, pv.v.Px(3), unitColour(pl))
		core := cellRect(g, c.File, c.Rank)
		kit.StrokeRoundRect(img, core.Inset(g.Pitch*0.05), 0, pv.v.Px(2), unitColour(pl))
	}
	pv.DrawLabels(img, g, f.Face(kit.Mono, g.Pitch*0.32))
}

// drawGridLines draws the lines between the squares.
func (pv *PatriarchsView) drawGridLines(img *ebiten.Image, g board.Grid) {
	w := math.Max(1, math.Round(pv.v.Px(1)))
	x0, y0 := g.Center(0, patriarchs.Size-1)
	x0, y0 = x0-g.Pitch/2, y0-g.Pitch/2
	span := g.Pitch * patriarchs.Size
	for i := range patriarchs.Size + 1 {
		d := float64(i) * g.Pitch
		kit.FillRect(img, kit.Rect{X: x0 + d - w/2, Y: y0 - w/2, W: w, H: span + w}, kit.Th.BoardLine)
		kit.FillRect(img, kit.Rect{X: x0 - w/2, Y: y0 + d - w/2, W: span + w, H: w}, kit.Th.BoardLine)
	}
}

// DrawLabels writes the file letters below the board and the rank numbers
// left of it, clear of the squares.
func (pv *PatriarchsView) DrawLabels(img *ebiten.Image, g board.Grid, face *kit.Face) {
	d := g.Pitch * 0.72
	for i := range patriarchs.Size {
		x, y := g.Center(i, 0)
		kit.DrawText(img, string(rune('a'+i)), face, x, y+d, kit.AlignCenter, kit.AlignCenter, kit.Th.BoardLabel)
		x, y = g.Center(0, i)
		kit.DrawText(img, strconv.Itoa(i+1), face, x-d, y, kit.AlignCenter, kit.AlignCenter, kit.Th.BoardLabel)
	}
}

// cellRect is the square of the cell at file f and rank r.
func cellRect(g board.Grid, f, r int) kit.Rect {
	x, y := g.Center(f, r)
	return kit.Rect{X: x - g.Pitch/2, Y: y - g.Pitch/2, W: g.Pitch, H: g.Pitch}
}

func fillRect(dst *ebiten.Image, r kit.Rect, c color.Color) {
	kit.FillRect(dst, r, c)
}

// unitColour is a player's colour.
func unitColour(player int) color.RGBA {
	if player == patriarchs.Red {
		return redUnit
	}
	return blueUnit
}

// Token draws a player's Patriarch, for the panel.
func (pv *PatriarchsView) Token(dst *ebiten.Image, x, y, r float64, player int) {
	pv.unit(dst, x, y, r, patriarchs.Unit{Kind: patriarchs.Patriarch, Player: player})
}

// unit draws a unit of radius r centred on (x, y). The kind has its own
// shape — Patriarch an octagon, Cardinal a square, Secondary a diamond,
// Support a small disc — and its letter; Blue's letters are white capitals
// and Red's dark small letters, as the position text writes them.
func (pv *PatriarchsView) unit(dst *ebiten.Image, x, y, r float64, u patriarchs.Unit) {
	x, y = math.Round(x), math.Round(y)
	edge := math.Max(1, r*0.08)
	fill := unitColour(u.Player)
	switch u.Kind {
	case patriarchs.Patriarch:
		kit.FillPolygon(dst, polygon(x, y, r-edge/2, 8, math.Pi/8), fill, edge, kit.Th.Ink)
	case patriarchs.Cardinal:
		kit.FillPolygon(dst, polygon(x, y, r*1.12, 4, math.Pi/4), fill, edge, kit.Th.Ink)
	case patriarchs.Secondary:
		kit.FillPolygon(dst, polygon(x, y, r, 4, 0), fill, edge, kit.Th.Ink)
	default:
		kit.Disc(dst, x, y, r*0.82, fill, edge, kit.Th.Ink)
	}
	ink := color.Color(kit.Th.ButtonText)
	if u.Player == patriarchs.Red {
		ink = kit.Th.Ink
	}
	if pv.f != nil {
		kit.DrawText(dst, string(u.Letter()), pv.f.Face(kit.Bold, r*0.95), x, y, kit.AlignCenter, kit.AlignCenter, ink)
	}
}

// polygon returns the corners of a regular polygon of n corners on a
// circle of radius r, the first at angle a from straight up.
func polygon(x, y, r float64, n int, a float64) []float64 {
	out := make([]float64, 0, 2*n)
	for i := range n {
		t := a + 2*math.Pi*float64(i)/float64(n)
		out = append(out, x+r*math.Sin(t), y-r*math.Cos(t))
	}
	return out
}

// PlayerInk is the colour of the player's units.
func (pv *PatriarchsView) PlayerInk(p int) color.RGBA {
	if p == 1 {
		return blueUnit
	}
	return redUnit
}
