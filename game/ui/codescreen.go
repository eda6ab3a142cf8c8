package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// codeScreen is the page the online screens share: a heading, what to do
// now (or, in its place, what went wrong), a code to send in a selectable
// box with buttons under it (Copy code, Copy link, QR code) and, when
// there is room, its QR code; a box to paste the other side's code into;
// and buttons at the bottom, the main one first. On a wide screen the code
// to send and the pasting sit side by side; on a phone they stack.
//
// The boxes are text fields of the page over the canvas (see textBox): the
// code shown can be selected and copied by hand when the clipboard
// refuses, and a code is pasted or typed as anywhere on the web.
type codeScreen struct {
	heading string
	say     string    // what to do now
	warn    string    // what went wrong, in plain words; shown instead of say
	code    string    // the code to send; "" for none
	qr      bool      // draw code's QR code when there is room
	ask     string    // the label of the paste box; "" for no box
	acts    []*button // under the code: Copy code, Copy link, QR code
	btns    []*button // at the bottom, the first being the main one

	shown, paste *textBox
	qrImg        *ebiten.Image
	qrFor        string

	// Places in device pixels, set by layout.
	v                  view
	headR, sayR, codeR rect
	qrR, askR, pasteR  rect
}

// Sizes of the code screen's parts, in CSS pixels.
const (
	codeColumn = 400 // the widest column
	codeColMin = 280 // the narrowest column of two side by side
	codeBoxH   = 92  // the box with the code to send: four lines of mono text
	pasteBoxH  = 76  // the box to paste into
	boxMin     = 56  // the least height of either box: two lines
	qrMin      = 140 // the smallest QR code drawn in the page
	qrMax      = 260 // the largest
	sayLines   = 3   // lines kept for what to do now
)

// setCode shows code as the code to send, in a read-only box; "" takes
// the box away.
func (c *codeScreen) setCode(code string, qr bool) {
	c.code, c.qr = code, qr
	if code == "" {
		if c.shown != nil {
			c.shown.remove()
			c.shown = nil
		}
		return
	}
	if c.shown == nil {
		c.shown = newTextBox(true, "")
	}
	c.shown.setText(code)
}

// askFor puts up the paste box under a label, or takes it away for "".
func (c *codeScreen) askFor(label string) {
	c.ask = label
	switch {
	case label == "" && c.paste != nil:
		c.paste.remove()
		c.paste = nil
	case label != "" && c.paste == nil:
		c.paste = newTextBox(false, "Paste the code here")
	}
}

// pasted is the text in the paste box; "" without one.
func (c *codeScreen) pasted() string {
	if c.paste == nil {
		return ""
	}
	return c.paste.text()
}

// clear takes the boxes away: the screen is left.
func (c *codeScreen) clear() {
	c.setCode("", false)
	c.askFor("")
}

// buttons are every button on the screen.
func (c *codeScreen) buttons() []*button {
	if c.code == "" {
		return c.btns
	}
	return append(append([]*button{}, c.acts...), c.btns...)
}

// twoColumns tells whether the view has room for the code and the
// pasting side by side.
func twoColumns(v view) bool {
	return v.w > v.h && v.w >= v.px(2*codeColMin+3*margin)
}

// layout places the parts on the view v.
func (c *codeScreen) layout(v view) {
	c.v = v
	g, bh, m := v.px(gap), v.px(buttonH), v.px(margin)
	line := lineH(v, textBody)
	left := v.column(codeColumn)
	right := left
	wide := twoColumns(v)
	if wide {
		w := min(v.px(codeColumn), (v.w-3*m)/2)
		left = rect{v.w/2 - w - m/2, m, w, v.h - 2*m}
		right = rect{v.w/2 + m/2, m, w, v.h - 2*m}
	}
	bottom := c.placeButtons(right, bh, g)
	y := left.y
	c.headR = rect{left.x, y, left.w, lineH(v, textHeading)}
	y += c.headR.h + g/2
	c.sayR = rect{left.x, y, left.w, line * sayLines}
	y += c.sayR.h + g
	codeH, pasteH := c.boxHeights(y, bottom, wide)
	c.codeR, c.qrR = rect{}, rect{}
	if c.code != "" {
		c.codeR = rect{left.x, y, left.w, codeH}
		y += c.codeR.h + g
		row := rect{left.x, y, left.w, bh}.row(g, weights(len(c.acts))...)
		for i, b := range c.acts {
			b.r = row[i]
		}
		y += bh + g
	}
	if c.ask != "" {
		col, top := left, y
		if wide {
			col, top = right, c.sayR.y
		}
		c.askR = rect{col.x, top, col.w, line}
		c.pasteR = rect{col.x, top + line + g/2, col.w, pasteH}
		if !wide {
			y = c.pasteR.y + c.pasteR.h + g
		}
	}
	if c.qr && c.code != "" {
		limit := bottom - g
		if wide {
			limit = left.y + left.h
		}
		side := min(limit-y, v.px(qrMax), left.w)
		if side >= v.px(qrMin) {
			c.qrR = rect{left.x + (left.w-side)/2, y, side, side}
		}
	}
	if c.shown != nil {
		c.shown.place(c.codeR, v)
	}
	if c.paste != nil {
		c.paste.place(c.pasteR, v)
	}
}

// boxHeights are the heights of the code box and the paste box when the
// code starts at top and the buttons at bottom: as designed, or less on a
// small screen, down to two lines of text each.
func (c *codeScreen) boxHeights(top, bottom float64, wide bool) (codeH, pasteH float64) {
	v := c.v
	g, bh, line := v.px(gap), v.px(buttonH), lineH(v, textBody)
	codeH, pasteH = v.px(codeBoxH), v.px(pasteBoxH)
	least := v.px(boxMin)
	if wide {
		// The paste box sits in the right column, beside what to do.
		return codeH, max(least, min(pasteH, bottom-g-(c.sayR.y+line+g/2)))
	}
	fixed, boxes := 0.0, 0.0
	if c.code != "" {
		fixed += g + bh + g
		boxes += codeH
	}
	if c.ask != "" {
		fixed += line + g/2 + g
		boxes += pasteH
	}
	room := bottom - g - top - fixed
	if boxes <= room || boxes == 0 {
		return codeH, pasteH
	}
	k := max(0, room) / boxes
	return max(least, codeH*k), max(least, pasteH*k)
}

// hasQR tells whether the QR code is drawn on the screen as laid out.
func (c *codeScreen) hasQR() bool { return c.qrR.w > 0 }

// weights are n equal weights for rect.row.
func weights(n int) []float64 {
	w := make([]float64, max(n, 1))
	for i := range w {
		w[i] = 1
	}
	return w
}

// lineH is the height of a line of text of the given CSS size on v.
func lineH(v view, size float64) float64 { return float64(int(v.px(size)*1.3 + 0.5)) }

// placeButtons puts the buttons at the bottom of col, from the top: the
// main one on a row of its own, the others two to a row. It returns the
// top of the first.
func (c *codeScreen) placeButtons(col rect, bh, g float64) float64 {
	if len(c.btns) == 0 {
		return col.y + col.h
	}
	rest := c.btns[1:]
	rows := 1 + (len(rest)+1)/2
	top := col.y + col.h - float64(rows)*(bh+g) + g
	c.btns[0].r = rect{col.x, top, col.w, bh}
	y := top + bh + g
	for i := 0; i < len(rest); i += 2 {
		if i+1 < len(rest) {
			r := rect{col.x, y, col.w, bh}.row(g, 1, 1)
			rest[i].r, rest[i+1].r = r[0], r[1]
		} else {
			rest[i].r = rect{col.x, y, col.w, bh}
		}
		y += bh + g
	}
	return top
}

// draw draws the screen's texts, QR code and buttons; the boxes are the
// page's own and draw themselves.
func (c *codeScreen) draw(dst *ebiten.Image, f *fonts) {
	v := c.v
	drawText(dst, c.heading, f.face(bold, v.px(textHeading)), c.headR.x, c.headR.y, text.AlignStart, text.AlignStart, th.text)
	body := f.face(regular, v.px(textBody))
	if c.warn != "" {
		drawParagraph(dst, c.warn, f.face(bold, v.px(textBody)), c.sayR, th.warn)
	} else {
		drawParagraph(dst, c.say, body, c.sayR, th.muted)
	}
	if c.ask != "" {
		drawText(dst, c.ask, f.face(bold, v.px(textBody)), c.askR.x, c.askR.y, text.AlignStart, text.AlignStart, th.text)
	}
	if c.hasQR() {
		c.drawQR(dst)
	}
	for _, b := range c.buttons() {
		b.draw(dst, f, v)
	}
}

// drawQR draws the code's QR code, made again only when the code changed.
func (c *codeScreen) drawQR(dst *ebiten.Image) {
	if c.qrFor != c.code {
		c.qrImg, c.qrFor = qrCode(c.code), c.code
	}
	if c.qrImg != nil {
		drawQR(dst, c.qrImg, c.qrR)
	}
}
