package screens

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// gameCard is a game on the title menu: a small drawing of its start
// position, made by the game's own board view, its name, a line on what
// it is, and how many play it for how long. Its button (labelled with the
// game's name) takes taps and the keyboard's focus; the card draws itself.
type gameCard struct {
	b     *kit.Button
	id    string
	view  board.View    // nil for a game without a board view yet
	start game.Position // what the drawing shows
}

// newGameCard makes the card of r, which opens its new-game screen.
func newGameCard(a scene.Host, r game.Ruleset) *gameCard {
	c := &gameCard{id: r.ID(), b: &kit.Button{Label: kit.GameName(r), Action: func() { a.Show(NewNewGameScene(a, r)) }}}
	view, ok := a.BoardView(r.ID())
	start, err := r.Start(nil)
	if !ok || err != nil {
		c.b.Disabled = true
		c.b.Label = kit.Tr("menu.coming-soon", c.b.Label)
		return c
	}
	c.view, c.start = view, start
	return c
}

// Sizes of a card, in CSS pixels.
const (
	cardMinH = 60  // the least height: a drawing and three short lines
	cardMaxH = 180 // the most: a drawing large enough to read the board
	cardPad  = 6   // between the card's edge and its drawing
	cardText = 13  // the size of its two lines under the name
)

// drawing is where the card's drawing of the start position goes: a
// square at its left.
func (c *gameCard) drawing(v kit.View) kit.Rect {
	r, pad := c.b.R, v.Px(cardPad)
	side := r.H - 2*pad
	return kit.Rect{X: r.X + pad, Y: r.Y + pad, W: side, H: side}.Snapped()
}

// draw draws the card: its panel, the start position once it is painted
// (paint, in a tick), and its texts, as many lines as fit.
func (c *gameCard) draw(dst *ebiten.Image, f *kit.Fonts, v kit.View, layers *kit.Layers) {
	r := c.b.R.Snapped()
	kit.FillRoundRect(dst, r, v.Px(kit.Radius), kit.Th.Panel)
	kit.StrokeRoundRect(dst, r, v.Px(kit.Radius), v.Px(1.5), kit.Th.ButtonEdge)
	pic := c.drawing(v)
	if layers.Has(c.id) {
		layers.Draw(dst, c.id, pic, nil)
	}
	x := pic.X + pic.W + v.Px(kit.Gap)
	w := r.X + r.W - v.Px(kit.Gap) - x
	name, small := f.Face(kit.Bold, v.Px(kit.TextBody)), f.Face(kit.Regular, v.Px(cardText))
	lines := []struct {
		text string
		face *kit.Face
		ink  color.RGBA
	}{
		{c.b.Label, name, kit.Th.Text},
		{kit.Tr("menu.about." + c.id), small, kit.Th.Text},
		{kit.Tr("menu.facts." + c.id), small, kit.Th.Muted},
	}
	if c.b.Disabled {
		lines = lines[:1]
		lines[0].ink = kit.Th.Disabled
	}
	var wrapped [][]string
	h := 0.0
	for _, l := range lines {
		ws := kit.WrapText(l.text, l.face, w)
		wrapped = append(wrapped, ws)
		h += float64(len(ws)) * kit.LineHeight(l.face)
	}
	room := r.H - 2*v.Px(cardPad)
	for i := len(lines) - 1; h > room && i > 0; i-- { // the last lines give way first
		h -= float64(len(wrapped[i])) * kit.LineHeight(lines[i].face)
		wrapped[i] = nil
	}
	y := r.Y + math.Round((r.H-h)/2)
	for i, l := range lines {
		for _, text := range wrapped[i] {
			kit.DrawText(dst, text, l.face, x, y, kit.AlignStart, kit.AlignStart, l.ink)
			y += kit.LineHeight(l.face)
		}
	}
}

// paint makes the card's drawing in layers, if it has none yet; it tells
// whether it made one.
func (c *gameCard) paint(f *kit.Fonts, v kit.View, layers *kit.Layers) bool {
	if c.view == nil || layers.Has(c.id) {
		return false
	}
	pic := c.drawing(v)
	layers.Make(c.id, pic, func(img *ebiten.Image) { c.drawBoard(img, f, v, pic.W) })
	return true
}

// thumbCSS is the width, in CSS pixels, of the board a card's drawing is
// a miniature of: lines, labels and pieces shrink with it, so that it looks
// like the board, only smaller.
const thumbCSS = 360

// drawBoard draws the start position into img, a square of side pixels:
// the board view lays the board out at a zoom that makes it side pixels
// wide, as the play scene does (fitting it first, which gives the view its
// game).
func (c *gameCard) drawBoard(img *ebiten.Image, f *kit.Fonts, v kit.View, side float64) {
	thumb := v
	thumb.Zoom = v.Zoom * side / v.Px(thumbCSS)
	bw, bh := board.BoardFit(c.view, c.start, side, side, thumb)
	c.view.Layout(kit.Rect{X: (side - bw) / 2, Y: (side - bh) / 2, W: bw, H: bh}, thumb)
	c.view.Draw(img, f, c.start, nil, "")
}
