package ui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// parryColours are the players' colours (spec §3): white, black, then the
// Okabe–Ito vermillion, bluish green, blue and reddish purple. parryInk is
// the colour of the player's number drawn on them, the one of black and
// white with the higher contrast.
var (
	parryColours = [...]color.RGBA{{}, th.light, th.dark, vermillion, bluishGreen, okBlue, reddishPurple}
	parryInk     = [...]color.RGBA{{}, th.ink, th.light, th.ink, th.ink, th.light, th.ink}
)

// Sizes on a Parry board, in board units (the distance between neighbours).
const (
	parryPiece = 0.34 // the radius of a piece
	parryRing  = 0.43 // the radius of a territory ring
	parryBadge = 0.14 // the radius of the number badge on a territory ring
)

func (pv *parryView) draw(dst *ebiten.Image, f *fonts, pos game.Position, legal []string, last string) {
	p := pv.sync(pos)
	pb := pv.pb
	pv.sprites.layer(dst, "board", pb.bounds, func(img *ebiten.Image) { pv.drawBoard(img, f) })
	pv.outline(dst, pv.info)
	for s := range p.Board().Len() {
		if t := p.Territory(s); t != 0 {
			pv.territory(dst, s, t)
		}
		if p.At(s) == 0 {
			pv.label(dst, f, s)
		}
	}
	for _, step := range legal {
		if verb, sites := parryStep(step); verb == "place" {
			pv.dot(dst, sites[0])
		}
	}
	for s := range p.Board().Len() {
		if pl := p.At(s); pl != 0 {
			pv.piece(dst, f, s, pl)
		}
		if t := p.Territory(s); t != 0 && t != p.At(s) {
			pv.badge(dst, f, s, t)
		}
	}
	pv.drawLast(dst, p, last)
	pv.drawMoves(dst, legal)
}

// drawBoard draws the cells into img.
func (pv *parryView) drawBoard(img *ebiten.Image, f *fonts) {
	pb, v := pv.pb, pv.v
	dx, dy := -math.Round(pb.bounds.x), -math.Round(pb.bounds.y)
	fillRoundRect(img, rect{0, 0, pb.bounds.w, pb.bounds.h}, v.px(radius), th.panel)
	for _, c := range pb.cells {
		fillPolygon(img, flat(c, dx, dy), th.board, v.px(1.25), th.boardLine)
	}
}

// label writes the name of an empty site in the upper part of its cell,
// where the cells are big enough to read it.
func (pv *parryView) label(dst *ebiten.Image, f *fonts, site int) {
	u, c := pv.pb.scale, pv.pb.centers[site]
	if size := u * 0.18; size >= pv.v.px(9) {
		drawText(dst, pv.board.SiteName(site), f.face(regular, size), c.x, c.y-u*0.2, text.AlignCenter, text.AlignCenter, th.boardLabel)
	}
}

// outline draws the edge of the site whose power the panel shows.
func (pv *parryView) outline(dst *ebiten.Image, site int) {
	if site < 0 {
		return
	}
	pb, c := pv.pb, pv.pb.centers[site]
	pv.sprites.stamp(dst, fmt.Sprint("outline ", site), pb.scale*0.7, c.x, c.y, func(img *ebiten.Image, m float64) {
		fillPolygon(img, flat(pb.cells[site], m-c.x, m-c.y), color.Transparent, pv.v.px(3), th.target)
	})
}

// at returns the screen centre of a site by name.
func (pv *parryView) at(name string) (point, bool) {
	s, ok := pv.board.Site(name)
	if !ok {
		return point{}, false
	}
	return pv.pb.centers[s], true
}

// territory rings a site in its owner's colour, with a dark edge so that
// a white ring shows on the wood.
func (pv *parryView) territory(dst *ebiten.Image, site, owner int) {
	u, c := pv.pb.scale, pv.pb.centers[site]
	w := math.Max(pv.v.px(2), u*0.07)
	pv.sprites.stamp(dst, fmt.Sprint("ring ", owner), u*parryRing+w, c.x, c.y, func(img *ebiten.Image, m float64) {
		ring(img, m, m, u*parryRing, w+pv.v.px(2), th.ink)
		ring(img, m, m, u*parryRing, w, parryColours[owner])
	})
}

// badge puts the owner's number on a territory ring, at its lower right,
// so that territory never rests on colour alone.
func (pv *parryView) badge(dst *ebiten.Image, f *fonts, site, owner int) {
	u, c := pv.pb.scale, pv.pb.centers[site]
	d := u * parryRing * math.Sqrt2 / 2
	pv.disc(dst, f, point{c.x + d, c.y + d}, u*parryBadge, owner, "badge")
}

// piece draws a player's piece on a site.
func (pv *parryView) piece(dst *ebiten.Image, f *fonts, site, player int) {
	pv.disc(dst, f, pv.pb.centers[site], pv.pb.scale*parryPiece, player, "piece")
}

// token draws a piece of the player for the panel.
func (pv *parryView) token(dst *ebiten.Image, x, y, r float64, player int) {
	pv.disc(dst, nil, point{x, y}, r, player, "token")
}

// disc draws a disc of the player's colour with a dark edge and the
// player's number on it (when f is given and the disc is big enough to
// read it; the panel's token goes beside a name instead).
func (pv *parryView) disc(dst *ebiten.Image, f *fonts, c point, r float64, player int, kind string) {
	key := fmt.Sprintf("%s %d %.0f", kind, player, r)
	pv.sprites.stamp(dst, key, r, c.x, c.y, func(img *ebiten.Image, m float64) {
		disc(img, m, m, r, parryColours[player], math.Max(1, r*0.1), th.ink)
		if f != nil && r >= pv.v.px(4) {
			drawText(img, strconv.Itoa(player), f.face(bold, r*1.3), m, m, text.AlignCenter, text.AlignCenter, parryInk[player])
		}
	})
}

// dot marks an empty site where the mover may place.
func (pv *parryView) dot(dst *ebiten.Image, name string) {
	c, ok := pv.at(name)
	if !ok {
		return
	}
	r := math.Max(pv.v.px(5), pv.pb.scale*0.13)
	pv.sprites.stamp(dst, "place", r, c.x, c.y, func(img *ebiten.Image, m float64) {
		disc(img, m, m, r, th.place, pv.v.px(1.5), th.ink)
	})
}

// drawLast marks the piece placed this turn and the last action: a filled
// square where a piece was placed or moved to, a hollow one where it came
// from.
func (pv *parryView) drawLast(dst *ebiten.Image, p *parry.Position, last string) {
	if s := p.Placed(); s >= 0 {
		pv.square(dst, pv.board.SiteName(s), true)
	}
	verb, sites := parryStep(last)
	if len(sites) == 0 {
		return
	}
	pv.square(dst, sites[len(sites)-1], true)
	if verb == "move" {
		pv.square(dst, sites[0], false)
	}
}

func (pv *parryView) square(dst *ebiten.Image, name string, filled bool) {
	c, ok := pv.at(name)
	if !ok {
		return
	}
	d, w := math.Max(pv.v.px(3), pv.pb.scale*0.08), pv.v.px(1.5)
	o := pv.pb.scale * 0.22
	pv.sprites.stamp(dst, fmt.Sprint("last ", filled), d+w, c.x-o, c.y-o, func(img *ebiten.Image, m float64) {
		box := []float64{m - d, m - d, m + d, m - d, m + d, m + d, m - d, m + d}
		if filled {
			fillPolygon(img, box, th.last, w, th.ink)
		} else {
			fillPolygon(img, box, color.Transparent, w*1.5, th.ink)
		}
	})
}

// drawMoves rings, in the bonus phase, every piece that can slide (thin)
// or the selected one (thick) with the sites it can slide to.
func (pv *parryView) drawMoves(dst *ebiten.Image, legal []string) {
	u := pv.pb.scale
	w := math.Max(pv.v.px(2.5), u*0.06)
	if pv.sel < 0 {
		for _, step := range legal {
			if verb, sites := parryStep(step); verb == "move" {
				pv.blueRing(dst, sites[0], u*0.3, pv.v.px(2))
			}
		}
		return
	}
	from := pv.board.SiteName(pv.sel)
	pv.blueRing(dst, from, u*parryPiece+w, w)
	for _, step := range parryMoves(legal, from) {
		_, sites := parryStep(step)
		pv.blueRing(dst, sites[1], u*0.22, w)
	}
}

// blueRing draws a blue ring with dark edges around a site.
func (pv *parryView) blueRing(dst *ebiten.Image, name string, r, w float64) {
	c, ok := pv.at(name)
	if !ok {
		return
	}
	key := fmt.Sprintf("blue %.0f %.0f", r, w)
	pv.sprites.stamp(dst, key, r+w, c.x, c.y, func(img *ebiten.Image, m float64) {
		ring(img, m, m, r, w+pv.v.px(2), th.ink)
		ring(img, m, m, r, w, th.target)
	})
}
