package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Card is a panel with a heading, an optional body text under it and an
// optional player token before the heading. A banner card, used to announce
// the end of a game, has a larger heading and an accent outline.
type Card struct {
	Heading string
	Body    string
	Banner  bool
	Token   func(dst *ebiten.Image, x, y, r float64) // nil: no token
}

// cardLayout is a card's text broken into lines for one width.
type cardLayout struct {
	head, body         []string
	headFace, bodyFace *Face
	pad, indent, h     float64
}

func (c Card) lay(f *Fonts, v View, width float64) cardLayout {
	l := cardLayout{pad: v.Px(Gap), headFace: f.Face(Bold, v.Px(TextStatus)), bodyFace: f.Face(Regular, v.Px(TextBody))}
	if c.Banner {
		l.headFace = f.Face(Bold, v.Px(TextHeading))
	}
	if c.Token != nil {
		l.indent = LineHeight(l.headFace)
	}
	l.head = WrapText(c.Heading, l.headFace, width-2*l.pad-l.indent)
	l.body = WrapText(c.Body, l.bodyFace, width-2*l.pad)
	l.h = 2*l.pad + float64(len(l.head))*LineHeight(l.headFace)
	if len(l.body) > 0 {
		l.h += v.Px(4) + float64(len(l.body))*LineHeight(l.bodyFace)
	}
	return l
}

// Height is the height the card needs at the given width.
func (c Card) Height(f *Fonts, v View, width float64) float64 { return c.lay(f, v, width).h }

// Draw draws the card at the top of r, as tall as it needs.
func (c Card) Draw(dst *ebiten.Image, f *Fonts, v View, r Rect) {
	l := c.lay(f, v, r.W)
	box := Rect{r.X, r.Y, r.W, l.h}.Snapped()
	FillRoundRect(dst, box, v.Px(Radius), Th.Panel)
	if c.Banner {
		StrokeRoundRect(dst, box, v.Px(Radius), v.Px(3), Th.Last)
	}
	x, y := box.X+l.pad, box.Y+l.pad
	hl := LineHeight(l.headFace)
	if c.Token != nil {
		// On a spot of the board's colour, where every piece shows.
		Disc(dst, x+hl*0.4, y+hl/2, hl*0.38+v.Px(3), Th.Board, 0, nil)
		c.Token(dst, x+hl*0.4, y+hl/2, hl*0.38)
	}
	for _, s := range l.head {
		DrawText(dst, s, l.headFace, x+l.indent, y, AlignStart, AlignStart, Th.Text)
		y += hl
	}
	y += v.Px(4)
	for _, s := range l.body {
		DrawText(dst, s, l.bodyFace, x, y, AlignStart, AlignStart, Th.Muted)
		y += LineHeight(l.bodyFace)
	}
}
