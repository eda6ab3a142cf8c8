package ui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

func (pv *phalanxView) draw(dst *ebiten.Image, f *fonts, pos game.Position, legal []string, last string) {
	p := pos.(*phalanx.Position)
	g := pv.g
	pv.sprites.layer(dst, "board", g.bounds, func(img *ebiten.Image) { pv.drawBoard(img, f) })
	if pv.sel == "" {
		for _, s := range legal {
			if verb, sq := phalanxStep(s); verb == "add" {
				x, y, _ := pv.g.named(sq[0])
				pv.sprites.stamp(dst, "add", g.pitch*0.14, x, y, func(img *ebiten.Image, c float64) {
					disc(img, c, c, g.pitch*0.14, th.place, pv.v.px(1.25), th.ink)
				})
			}
		}
	}
	for file := range phalanxSize {
		for rank := range phalanxSize {
			if c := p.At(file, rank); c != phalanx.Empty {
				x, y := g.center(file, rank)
				pv.token(dst, x, y, g.pitch*0.45, c)
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
func (pv *phalanxView) drawBoard(img *ebiten.Image, f *fonts) {
	g := pv.g.moved(-pv.g.bounds.x, -pv.g.bounds.y)
	fillRoundRect(img, g.bounds, pv.v.px(radius), th.board)
	g.drawLines(img, pv.v.px(1.25), th.boardLine)
	g.drawLabels(img, f.face(mono, g.pitch*0.36), th.boardLabel)
	for _, player := range []int{phalanx.Black, phalanx.White} {
		x, y := g.center(phalanx.Goal(player))
		pv.goal(img, x, y, player)
	}
}

// token draws a stone: black or white, each with a dark outline.
func (pv *phalanxView) token(dst *ebiten.Image, x, y, r float64, player int) {
	key := fmt.Sprintf("stone %d %.0f", player, r)
	pv.sprites.stamp(dst, key, r, x, y, func(img *ebiten.Image, c float64) {
		fill, edge := th.dark, th.darkEdge
		if player == phalanx.White {
			fill, edge = th.light, th.lightEdge
		}
		disc(img, c, c, r, fill, math.Max(1, r*0.08), edge)
	})
}

// goal marks a goal corner with a diamond in its owner's colour around a
// smaller diamond in the other colour, so it never looks like a stone.
func (pv *phalanxView) goal(dst *ebiten.Image, x, y float64, player int) {
	outer, inner := th.dark, th.light
	if player == phalanx.White {
		outer, inner = th.light, th.dark
	}
	d := pv.g.pitch * 0.34
	fillPolygon(dst, []float64{x, y - d, x + d, y, x, y + d, x - d, y}, outer, pv.v.px(1.5), th.ink)
	d *= 0.4
	fillPolygon(dst, []float64{x, y - d, x + d, y, x, y + d, x - d, y}, inner, 0, nil)
}

// drawLast marks the last action: a filled square where a stone was added,
// moved to or pushed to, and a hollow one where a moved stone came from.
func (pv *phalanxView) drawLast(dst *ebiten.Image, last string) {
	verb, sq := phalanxStep(last)
	if len(sq) == 0 {
		return
	}
	pv.square(dst, sq[len(sq)-1], true)
	if verb == "move" {
		pv.square(dst, sq[0], false)
	}
}

func (pv *phalanxView) square(dst *ebiten.Image, name string, filled bool) {
	x, y, ok := pv.g.named(name)
	if !ok {
		return
	}
	d, w := pv.g.pitch*0.12, pv.v.px(1.5)
	pv.sprites.stamp(dst, fmt.Sprint("last ", filled), d+w, x, y, func(img *ebiten.Image, c float64) {
		box := []float64{c - d, c - d, c + d, c - d, c + d, c + d, c - d, c + d}
		if filled {
			fillPolygon(img, box, th.last, w, th.ink)
		} else {
			fillPolygon(img, box, color.Transparent, w*1.5, th.ink)
		}
	})
}

// drawSelection rings the selected stone, puts a ring on every
// intersection it can move to and an arrow on every stone it can push.
func (pv *phalanxView) drawSelection(dst *ebiten.Image, legal []string) {
	g, v := pv.g, pv.v
	w := math.Max(v.px(2.5), g.pitch*0.07)
	sx, sy, _ := pv.g.named(pv.sel)
	pv.sprites.stamp(dst, "selected", g.pitch*0.5+w, sx, sy, func(img *ebiten.Image, c float64) {
		ring(img, c, c, g.pitch*0.5, w, th.target)
	})
	for _, s := range phalanxTargets(legal, pv.sel) {
		verb, sq := phalanxStep(s)
		x, y, _ := pv.g.named(sq[1])
		if verb == "move" {
			r := g.pitch * 0.28
			pv.sprites.stamp(dst, "move", r+w, x, y, func(img *ebiten.Image, c float64) {
				ring(img, c, c, r, w+v.px(2), th.ink)
				ring(img, c, c, r, w, th.target)
			})
			continue
		}
		dx, dy := math.Round((x-sx)/g.pitch), math.Round((y-sy)/g.pitch)
		pv.sprites.stamp(dst, fmt.Sprint("push ", dx, dy), g.pitch*0.4, x, y, func(img *ebiten.Image, c float64) {
			pv.arrow(img, c, c, dx, dy)
		})
	}
}

// arrow draws a push marker centred on (x, y), pointing along the unit
// direction (dx, dy).
func (pv *phalanxView) arrow(dst *ebiten.Image, x, y, dx, dy float64) {
	r := pv.g.pitch * 0.36
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
	fillPolygon(dst, shape, th.attack, pv.v.px(1.5), th.light)
}
