package screens

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// boxPage is the layout of a screen that is a title, a few lines of text,
// a text box and a column of buttons: the open and share screens.
type boxPage struct {
	v      kit.View
	titleY float64
	infoR  kit.Rect
}

// layout places the parts on v, in a column: the text infoH device pixels
// high, the box boxH high, then the buttons, a row each but the two from
// pair on (-1: none), which share a row.
func (p *boxPage) layout(v kit.View, infoH, boxH float64, box *kit.TextBox, buttons []*kit.Button, pair int) {
	p.v = v
	col := v.Column(480)
	bh, g := v.Px(kit.ButtonH), v.Px(kit.Gap)
	p.titleY = col.Y
	y := col.Y + v.Px(kit.TextHeading*1.3) + g
	p.infoR = kit.Rect{X: col.X, Y: y, W: col.W, H: infoH}
	y += p.infoR.H + g
	r := kit.Rect{X: col.X, Y: y, W: col.W, H: boxH}
	box.Place(r, v)
	y += r.H + g
	for i, b := range buttons {
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		switch i {
		case pair:
			b.R.W = (col.W - g) / 2
			continue
		case pair + 1:
			b.R.X, b.R.W = col.X+(col.W+g)/2, (col.W-g)/2
		}
		y += bh + g
	}
}

// draw draws the title, the text and the buttons; the box is a DOM
// element of the page, over the canvas.
func (p *boxPage) draw(dst *ebiten.Image, f *kit.Fonts, title, info string, buttons []*kit.Button) {
	v := p.v
	kit.DrawText(dst, title, f.Face(kit.Bold, v.Px(kit.TextHeading)), v.W/2, p.titleY, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	kit.DrawParagraph(dst, info, f.Face(kit.Regular, v.Px(kit.TextBody)), p.infoR, kit.Th.Muted)
	for _, b := range buttons {
		b.Draw(dst, f, v)
	}
}
