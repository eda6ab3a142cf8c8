package phalanxview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/phalanx"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

func (pv *PhalanxView) Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, last string) {
	p := pos.(*phalanx.Position)
	g := pv.g
	pv.layers.Draw(dst, "board", g.Bounds, func(img *ebiten.Image) { pv.drawBoard(img, f) })
	if pv.sel == "" {
		for _, s := range legal {
			st, err := phalanx.ParseNotation(s)
			if kind, _, to := phalanx.Decode(st); err == nil && kind == phalanx.StepAdd {
				x, y := g.Center(to.File, to.Rank)
				kit.Disc(dst, x, y, g.Pitch*0.14, kit.Th.Place, pv.v.Px(1.25), kit.Th.Ink)
			}
		}
	}
	for file := range PhalanxSize {
		for rank := range PhalanxSize {
			if c := p.At(file, rank); c != phalanx.Empty {
				x, y := g.Center(file, rank)
				pv.Token(dst, x, y, g.Pitch*0.45, c)
			}
		}
	}
	pv.drawLast(dst, last)
	if pv.sel != "" {
		pv.drawSelection(dst, legal)
	}
}

// drawBoard draws what does not change during a game into img: the wood,
// the lines, the coordinates and the goal corners.
func (pv *PhalanxView) drawBoard(img *ebiten.Image, f *kit.Fonts) {
	g := pv.g.Moved(-pv.g.Bounds.X, -pv.g.Bounds.Y)
	kit.FillRoundRect(img, g.Bounds, pv.v.Px(kit.Radius), kit.Th.Board)
	g.DrawLines(img, pv.v.Px(1.25), kit.Th.BoardLine)
	g.DrawLabels(img, f.Face(kit.Mono, g.Pitch*0.36), kit.Th.BoardLabel)
	for _, player := range []int{phalanx.Black, phalanx.White} {
		x, y := g.Center(phalanx.Goal(player))
		pv.goal(img, x, y, player)
	}
}

// Token draws a stone: black or white, each with a dark outline.
func (pv *PhalanxView) Token(dst *ebiten.Image, x, y, r float64, player int) {
	fill, edge := kit.Th.Dark, kit.Th.DarkEdge
	if player == phalanx.White {
		fill, edge = kit.Th.Light, kit.Th.LightEdge
	}
	kit.Disc(dst, x, y, r, fill, math.Max(1, r*0.08), edge)
}

// goal marks a goal corner with a diamond in its owner's colour around a
// smaller diamond in the other colour, so it never looks like a stone.
func (pv *PhalanxView) goal(dst *ebiten.Image, x, y float64, player int) {
	outer, inner := kit.Th.Dark, kit.Th.Light
	if player == phalanx.White {
		outer, inner = kit.Th.Light, kit.Th.Dark
	}
	d := pv.g.Pitch * 0.34
	kit.FillPolygon(dst, []float64{x, y - d, x + d, y, x, y + d, x - d, y}, outer, pv.v.Px(1.5), kit.Th.Ink)
	d *= 0.4
	kit.FillPolygon(dst, []float64{x, y - d, x + d, y, x, y + d, x - d, y}, inner, 0, nil)
}

// drawLast marks the last action: a filled square where a stone was added,
// moved to or pushed to, and a hollow one where a moved stone came from.
func (pv *PhalanxView) drawLast(dst *ebiten.Image, last string) {
	verb, sq := PhalanxStep(last)
	if len(sq) == 0 {
		return
	}
	pv.square(dst, sq[len(sq)-1], true)
	if verb == "move" {
		pv.square(dst, sq[0], false)
	}
}

func (pv *PhalanxView) square(dst *ebiten.Image, name string, filled bool) {
	x, y, ok := pv.g.Named(name)
	if !ok {
		return
	}
	board.LastMark(dst, x, y, pv.g.Pitch*0.12, pv.v.Px(1.5), filled)
}

// drawSelection rings the selected stone, puts a ring on every
// intersection it can move to and an arrow on every stone it can push.
func (pv *PhalanxView) drawSelection(dst *ebiten.Image, legal []string) {
	g, v := pv.g, pv.v
	w := math.Max(v.Px(2.5), g.Pitch*0.07)
	sx, sy, _ := pv.g.Named(pv.sel)
	kit.Ring(dst, sx, sy, g.Pitch*0.5, w, kit.Th.Target)
	for _, s := range phalanxTargets(legal, pv.sel) {
		verb, sq := PhalanxStep(s)
		x, y, _ := pv.g.Named(sq[1])
		if verb == "move" {
			r := g.Pitch * 0.28
			kit.Ring(dst, x, y, r, w+v.Px(2), kit.Th.Ink)
			kit.Ring(dst, x, y, r, w, kit.Th.Target)
			continue
		}
		dx, dy := math.Round((x-sx)/g.Pitch), math.Round((y-sy)/g.Pitch)
		pv.arrow(dst, x, y, dx, dy)
	}
}

// arrow draws a push marker centred on (x, y), pointing along the unit
// direction (dx, dy).
func (pv *PhalanxView) arrow(dst *ebiten.Image, x, y, dx, dy float64) {
	r := pv.g.Pitch * 0.36
	px, py := -dy, dx // perpendicular
	shape := []float64{
		x + dx*r, y + dy*r, // the tip
		x + px*r*0.75, y + py*r*0.75,
		x + px*r*0.3, y + py*r*0.3,
		x - dx*r*0.8 + px*r*0.3, y - dy*r*0.8 + py*r*0.3,
		x - dx*r*0.8 - px*r*0.3, y - dy*r*0.8 - py*r*0.3,
		x - px*r*0.3, y - py*r*0.3,
		x - px*r*0.75, y - py*r*0.75,
	}
	kit.FillPolygon(dst, shape, kit.Th.Attack, pv.v.Px(1.5), kit.Th.Light)
}

// PlayerInk is Black's stone colour, or the outline of White's.
func (pv *PhalanxView) PlayerInk(p int) color.RGBA {
	if p == phalanx.White {
		return kit.Th.LightEdge
	}
	return kit.Th.Dark
}
