package parryview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// parryColours are the players' colours (spec §3): white, black, then the
// Okabe–Ito vermillion, bluish green, blue and reddish purple. parryInk is
// the colour of the player's number drawn on them, the one of black and
// white with the higher contrast.
var (
	parryColours = [...]color.RGBA{{}, kit.Th.Light, kit.Th.Dark, kit.Vermillion, kit.BluishGreen, kit.OkBlue, kit.ReddishPurple}
	parryInk     = [...]color.RGBA{{}, kit.Th.Ink, kit.Th.Light, kit.Th.Ink, kit.Th.Ink, kit.Th.Light, kit.Th.Ink}
)

// Sizes on a Parry board, in board units (the distance between neighbours).
const (
	parryPiece = 0.34 // the radius of a piece
	parryRing  = 0.43 // the radius of a territory ring
	parryBadge = 0.14 // the radius of the number badge on a territory ring
)

func (pv *ParryView) Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, last string) {
	p := pv.sync(pos)
	pb := pv.pb
	pv.layers.Draw(dst, "board", pb.Bounds, func(img *ebiten.Image) { pv.drawBoard(img, f) })
	pv.outline(dst, pv.info)
	for s := range p.Board().Len() {
		if t := p.Territory(s); t != 0 {
			pv.territory(dst, s, t)
		}
		if p.At(s) == 0 {
			pv.Label(dst, f, s)
		}
	}
	for _, step := range legal {
		if verb, sites := pv.decode(step); verb == "place" {
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
func (pv *ParryView) drawBoard(img *ebiten.Image, f *kit.Fonts) {
	pb, v := pv.pb, pv.v
	dx, dy := -math.Round(pb.Bounds.X), -math.Round(pb.Bounds.Y)
	kit.FillRoundRect(img, kit.Rect{X: 0, Y: 0, W: pb.Bounds.W, H: pb.Bounds.H}, v.Px(kit.Radius), kit.Th.Panel)
	for _, c := range pb.Cells {
		kit.FillPolygon(img, board.Flat(c, dx, dy), kit.Th.Board, v.Px(1.25), kit.Th.BoardLine)
	}
}

// Label writes the name of an empty site in the upper part of its cell,
// where the cells are big enough to read it.
func (pv *ParryView) Label(dst *ebiten.Image, f *kit.Fonts, site int) {
	u, c := pv.pb.Scale, pv.pb.Centers[site]
	if size := u * 0.18; size >= pv.v.Px(9) {
		kit.DrawText(dst, pv.board.SiteName(site), f.Face(kit.Regular, size), c.X, c.Y-u*0.2, kit.AlignCenter, kit.AlignCenter, kit.Th.BoardLabel)
	}
}

// outline draws the edge of the site whose power the panel shows.
func (pv *ParryView) outline(dst *ebiten.Image, site int) {
	if site < 0 {
		return
	}
	pb := pv.pb
	kit.FillPolygon(dst, board.Flat(pb.Cells[site], 0, 0), color.Transparent, pv.v.Px(3), kit.Th.Target)
}

// At returns the screen centre of a site by name.
func (pv *ParryView) At(name string) (input.Point, bool) {
	s, ok := pv.board.Site(name)
	if !ok {
		return input.Point{}, false
	}
	return pv.pb.Centers[s], true
}

// territory rings a site in its owner's colour, with a dark edge so that
// a white ring shows on the wood.
func (pv *ParryView) territory(dst *ebiten.Image, site, owner int) {
	u, c := pv.pb.Scale, pv.pb.Centers[site]
	w := math.Max(pv.v.Px(2), u*0.07)
	kit.Ring(dst, c.X, c.Y, u*parryRing, w+pv.v.Px(2), kit.Th.Ink)
	kit.Ring(dst, c.X, c.Y, u*parryRing, w, parryColours[owner])
}

// badge puts the owner's number on a territory ring, at its lower right,
// so that territory never rests on colour alone.
func (pv *ParryView) badge(dst *ebiten.Image, f *kit.Fonts, site, owner int) {
	u, c := pv.pb.Scale, pv.pb.Centers[site]
	d := u * parryRing * math.Sqrt2 / 2
	pv.disc(dst, f, input.Point{X: c.X + d, Y: c.Y + d}, u*parryBadge, owner)
}

// piece draws a player's piece on a site.
func (pv *ParryView) piece(dst *ebiten.Image, f *kit.Fonts, site, player int) {
	pv.disc(dst, f, pv.pb.Centers[site], pv.pb.Scale*parryPiece, player)
}

// Token draws a piece of the player for the panel.
func (pv *ParryView) Token(dst *ebiten.Image, x, y, r float64, player int) {
	pv.disc(dst, nil, input.Point{X: x, Y: y}, r, player)
}

// disc draws a disc of the player's colour with a dark edge and the
// player's number on it (when f is given and the disc is big enough to
// read it; the panel's token goes beside a name instead).
func (pv *ParryView) disc(dst *ebiten.Image, f *kit.Fonts, c input.Point, r float64, player int) {
	x, y := math.Round(c.X), math.Round(c.Y)
	kit.Disc(dst, x, y, r, parryColours[player], math.Max(1, r*0.1), kit.Th.Ink)
	if f != nil && r >= pv.v.Px(4) {
		kit.DrawText(dst, strconv.Itoa(player), f.Face(kit.Bold, r*1.3), x, y, kit.AlignCenter, kit.AlignCenter, parryInk[player])
	}
}

// dot marks an empty site where the mover may place.
func (pv *ParryView) dot(dst *ebiten.Image, name string) {
	c, ok := pv.At(name)
	if !ok {
		return
	}
	r := math.Max(pv.v.Px(5), pv.pb.Scale*0.13)
	kit.Disc(dst, c.X, c.Y, r, kit.Th.Place, pv.v.Px(1.5), kit.Th.Ink)
}

// drawLast marks the piece placed this turn and the last action: a filled
// square where a piece was placed or moved to, a hollow one where it came
// from.
func (pv *ParryView) drawLast(dst *ebiten.Image, p *parry.Position, last string) {
	if s := p.Placed(); s >= 0 {
		pv.square(dst, pv.board.SiteName(s), true)
	}
	verb, sites := pv.decode(last)
	if len(sites) == 0 {
		return
	}
	pv.square(dst, sites[len(sites)-1], true)
	if verb == "move" {
		pv.square(dst, sites[0], false)
	}
}

func (pv *ParryView) square(dst *ebiten.Image, name string, filled bool) {
	c, ok := pv.At(name)
	if !ok {
		return
	}
	d, w := math.Max(pv.v.Px(3), pv.pb.Scale*0.08), pv.v.Px(1.5)
	o := pv.pb.Scale * 0.22
	board.LastMark(dst, c.X-o, c.Y-o, d, w, filled)
}

// drawMoves rings, in the bonus phase, every piece that can slide (thin)
// or the selected one (thick) with the sites it can slide to.
func (pv *ParryView) drawMoves(dst *ebiten.Image, legal []string) {
	u := pv.pb.Scale
	w := math.Max(pv.v.Px(2.5), u*0.06)
	if pv.sel < 0 {
		for _, step := range legal {
			if verb, sites := pv.decode(step); verb == "move" {
				pv.blueRing(dst, sites[0], u*0.3, pv.v.Px(2))
			}
		}
		return
	}
	from := pv.board.SiteName(pv.sel)
	pv.blueRing(dst, from, u*parryPiece+w, w)
	for _, step := range parryMoves(legal, from) {
		_, sites := pv.decode(step)
		pv.blueRing(dst, sites[1], u*0.22, w)
	}
}

// blueRing draws a blue ring with dark edges around a site.
func (pv *ParryView) blueRing(dst *ebiten.Image, name string, r, w float64) {
	c, ok := pv.At(name)
	if !ok {
		return
	}
	kit.Ring(dst, c.X, c.Y, r, w+pv.v.Px(2), kit.Th.Ink)
	kit.Ring(dst, c.X, c.Y, r, w, kit.Th.Target)
}

// PlayerInk is the colour of the player's pieces, or for the light one its
// outline's.
func (pv *ParryView) PlayerInk(p int) color.RGBA {
	if p == 1 {
		return kit.Th.LightEdge
	}
	return parryColours[p]
}
