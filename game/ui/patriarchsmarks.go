package ui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"pentarchy/game/patriarchs"
)

// drawLast marks the last step: a thick orange frame where a unit moved or
// was deployed to, a thin one where it came from, and, for a capture, a
// vermillion badge with a cross in the corner of the square.
func (pv *patriarchsView) drawLast(dst *ebiten.Image, last string) {
	verb, rest, _ := strings.Cut(last, " ")
	var from, to string
	switch verb {
	case "move":
		from, to, _ = strings.Cut(rest, "-")
	case "deploy":
		_, to, _ = strings.Cut(rest, " ")
	default:
		return
	}
	if from != "" {
		pv.frame(dst, from, 0.06, pv.v.px(2), th.last)
	}
	pv.frame(dst, to, 0.04, pv.v.px(4), th.last)
	if pv.took {
		pv.badge(dst, to, -1, th.attack, pv.cross)
	}
}

// spentBadge marks the unit that acted in act 1 with a dark badge and a
// tick in the top right corner of its square.
func (pv *patriarchsView) spentBadge(dst *ebiten.Image, sq string) {
	pv.badge(dst, sq, 1, th.ink, pv.tick)
}

// drawTargets marks what the selection can do: the selected unit's frame,
// rings on the squares it can move to and corner marks on the units it can
// take; green dots where a deploy can go (bigger once a kind is chosen),
// and a green frame round the square chosen to deploy on.
func (pv *patriarchsView) drawTargets(dst *ebiten.Image, p *patriarchs.Position, legal []string) {
	w := math.Max(pv.v.px(2.5), pv.g.pitch*0.07)
	if pv.sel != "" {
		pv.frame(dst, pv.sel, 0.03, w+pv.v.px(2), th.ink) // shows on every tint
		pv.frame(dst, pv.sel, 0.03, w, th.target)
		for _, to := range movesFrom(legal, pv.sel) {
			sq, _ := patriarchs.ParseSquare(to)
			pv.moveMark(dst, to, p.At(sq).Kind != patriarchs.NoKind, w)
		}
		return
	}
	if pv.dsq != "" {
		pv.frame(dst, pv.dsq, 0.03, w+pv.v.px(2), th.ink)
		pv.frame(dst, pv.dsq, 0.03, w, th.place)
		return
	}
	r := pv.g.pitch * 0.13
	if pv.kind != patriarchs.NoKind {
		r = pv.g.pitch * 0.2
	}
	for _, sq := range deployTargets(legal, pv.kind) {
		x, y, _ := pv.g.named(sq)
		pv.sprites.stamp(dst, fmt.Sprint("deploy ", r), r, x, y, func(img *ebiten.Image, c float64) {
			disc(img, c, c, r, th.place, pv.v.px(1.5), th.ink)
		})
	}
}

// moveMark marks a target of the selected unit: a ring on an empty square,
// four corner marks round a unit it would capture.
func (pv *patriarchsView) moveMark(dst *ebiten.Image, to string, capture bool, w float64) {
	x, y, _ := pv.g.named(to)
	p := pv.g.pitch
	if capture {
		h := p / 2
		pv.sprites.stamp(dst, "capture", h, x, y, func(img *ebiten.Image, c float64) {
			d := h * 0.5
			for _, s := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
				cx, cy := c+s[0]*h, c+s[1]*h
				fillPolygon(img, []float64{cx, cy, cx - s[0]*d, cy, cx, cy - s[1]*d}, th.attack, pv.v.px(1.5), th.ink)
			}
		})
		return
	}
	r := p * 0.24
	pv.sprites.stamp(dst, "move", r+w, x, y, func(img *ebiten.Image, c float64) {
		ring(img, c, c, r, w+pv.v.px(2), th.ink)
		ring(img, c, c, r, w, th.target)
	})
}

// frame outlines the square sq, inset by the fraction in of a pitch, with
// a line width device pixels wide.
func (pv *patriarchsView) frame(dst *ebiten.Image, sq string, in, width float64, c color.Color) {
	x, y, ok := pv.g.named(sq)
	if !ok {
		return
	}
	h := pv.g.pitch / 2
	key := fmt.Sprint("frame ", in, width, c)
	pv.sprites.stamp(dst, key, h, x, y, func(img *ebiten.Image, c0 float64) {
		r := rect{c0 - h, c0 - h, 2 * h, 2 * h}.inset(2 * h * in)
		strokeRoundRect(img, r.snapped(), pv.v.px(2), width, c)
	})
}

// badge draws a small disc in a top corner of the square sq (side -1 the
// left, 1 the right) and a sign on it.
func (pv *patriarchsView) badge(dst *ebiten.Image, sq string, side float64, fill color.Color, sign func(img *ebiten.Image, c, r float64)) {
	x, y, ok := pv.g.named(sq)
	if !ok {
		return
	}
	p := pv.g.pitch
	r := max(p*0.17, pv.v.px(7))
	key := fmt.Sprint("badge ", side)
	pv.sprites.stamp(dst, key, r, x+side*(p/2-r*0.9), y-p/2+r*0.9, func(img *ebiten.Image, c float64) {
		disc(img, c, c, r, fill, pv.v.px(1.25), th.light)
		sign(img, c, r)
	})
}

// tick draws a check mark on a badge.
func (pv *patriarchsView) tick(img *ebiten.Image, c, r float64) {
	w := float32(math.Max(1.5, r*0.25))
	vector.StrokeLine(img, float32(c-r*0.45), float32(c), float32(c-r*0.1), float32(c+r*0.4), w, th.light, true)
	vector.StrokeLine(img, float32(c-r*0.1), float32(c+r*0.4), float32(c+r*0.5), float32(c-r*0.4), w, th.light, true)
}

// cross draws an × on a badge.
func (pv *patriarchsView) cross(img *ebiten.Image, c, r float64) {
	w, d := float32(math.Max(1.5, r*0.25)), r*0.42
	vector.StrokeLine(img, float32(c-d), float32(c-d), float32(c+d), float32(c+d), w, th.ink, true)
	vector.StrokeLine(img, float32(c-d), float32(c+d), float32(c+d), float32(c-d), w, th.ink, true)
}
