package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// card is a panel with a heading, an optional body text under it and an
// optional player token before the heading. A banner card, used to announce
// the end of a game, has a larger heading and an accent outline.
type card struct {
	heading string
	body    string
	banner  bool
	token   func(dst *ebiten.Image, x, y, r float64) // nil: no token
}

// cardLayout is a card's text broken into lines for one width.
type cardLayout struct {
	head, body         []string
	headFace, bodyFace *text.GoTextFace
	pad, indent, h     float64
}

func (c card) lay(f *fonts, v view, width float64) cardLayout {
	l := cardLayout{pad: v.px(gap), headFace: f.face(bold, v.px(textStatus)), bodyFace: f.face(regular, v.px(textBody))}
	if c.banner {
		l.headFace = f.face(bold, v.px(textHeading))
	}
	if c.token != nil {
		l.indent = lineHeight(l.headFace)
	}
	l.head = wrapText(c.heading, l.headFace, width-2*l.pad-l.indent)
	l.body = wrapText(c.body, l.bodyFace, width-2*l.pad)
	l.h = 2*l.pad + float64(len(l.head))*lineHeight(l.headFace)
	if len(l.body) > 0 {
		l.h += v.px(4) + float64(len(l.body))*lineHeight(l.bodyFace)
	}
	return l
}

// height is the height the card needs at the given width.
func (c card) height(f *fonts, v view, width float64) float64 { return c.lay(f, v, width).h }

// draw draws the card at the top of r, as tall as it needs.
func (c card) draw(dst *ebiten.Image, f *fonts, v view, r rect) {
	l := c.lay(f, v, r.w)
	box := rect{r.x, r.y, r.w, l.h}.snapped()
	fillRoundRect(dst, box, v.px(radius), th.panel)
	if c.banner {
		strokeRoundRect(dst, box, v.px(radius), v.px(3), th.last)
	}
	x, y := box.x+l.pad, box.y+l.pad
	hl := lineHeight(l.headFace)
	if c.token != nil {
		// On a spot of the board's colour, where every piece shows.
		disc(dst, x+hl*0.4, y+hl/2, hl*0.38+v.px(3), th.board, 0, nil)
		c.token(dst, x+hl*0.4, y+hl/2, hl*0.38)
	}
	for _, s := range l.head {
		drawText(dst, s, l.headFace, x+l.indent, y, text.AlignStart, text.AlignStart, th.text)
		y += hl
	}
	y += v.px(4)
	for _, s := range l.body {
		drawText(dst, s, l.bodyFace, x, y, text.AlignStart, text.AlignStart, th.muted)
		y += lineHeight(l.bodyFace)
	}
}
