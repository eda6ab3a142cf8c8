package ui

import (
	"math"

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
	qr      string    // the text of a QR code drawn when there is room (the invite's link); "" for none
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
	boxMin     = 56  // the least height of either box: two lines
	pasteChars = 150 // the box to paste into holds an invite code whole

	// The page's text boxes (textbox_js.go) write 14-pixel monospace
	// text, 1.35 lines, inside 8 pixels of padding and a 2-pixel border.
	boxCharW  = 8.45
	boxLineH  = 14 * 1.35
	boxChrome = 2 * (8 + 2)
)

// boxHeight is the height, in CSS pixels, of a text box w CSS pixels wide
// that shows n characters of a code whole, wrapped anywhere: a box that had
// to scroll would hide part of the code (and headless Chromium draws a
// scrolling box over a canvas with a black patch).
func boxHeight(n int, w float64) float64 {
	perLine := max(1, math.Floor((w-boxChrome)/boxCharW))
	lines := max(2, math.Ceil(float64(n)/perLine))
	return math.Ceil(lines*boxLineH + boxChrome + 2)
}

const (
	qrMin    = 140 // the smallest QR code drawn in the page
	qrMax    = 260 // the largest
	sayLines = 3   // lines kept for what to do now
)

// setCode shows code as the code to send, in a read-only box, and qr as a
// QR code ("" for none); "" takes the box away.
func (c *codeScreen) setCode(code, qr string) {
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
		c.paste = newTextBox(false, tr("code.paste"))
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
	c.setCode("", "")
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

// layout places the parts on the view v: stacked in one column on a
// phone, with the buttons at the bottom in reach of a thumb; side by side
// on a wide screen, centred, the code on the left and the pasting with the
// buttons on the right.
func (c *codeScreen) layout(v view) {
	c.v = v
	c.codeR, c.qrR, c.askR, c.pasteR = rect{}, rect{}, rect{}, rect{}
	if twoColumns(v) {
		c.layoutWide()
	} else {
		c.layoutStacked()
	}
	if c.shown != nil {
		c.shown.place(c.codeR, v)
	}
	if c.paste != nil {
		c.paste.place(c.pasteR, v)
	}
}

// layoutStacked lays the screen out in one column.
func (c *codeScreen) layoutStacked() {
	v := c.v
	g := v.px(gap)
	col := v.column(codeColumn)
	top := col.y + col.h + g - c.buttonsHeight()
	c.placeButtons(col.x, top, col.w)
	y := c.placeHead(col.x, col.y, col.w)
	codeH, pasteH := c.boxHeights(top - g - y)
	if c.code != "" {
		y = c.placeCode(col.x, y, col.w, codeH)
	}
	if c.ask != "" {
		y = c.placePaste(col.x, y, col.w, pasteH)
	}
	if side := min(top-g-y, v.px(qrMax), col.w); c.qr != "" && c.code != "" && side >= v.px(qrMin) {
		c.qrR = rect{col.x + (col.w-side)/2, y, side, side}
	}
}

// layoutWide lays the screen out in two columns, centred on the screen.
func (c *codeScreen) layoutWide() {
	v := c.v
	m := v.px(margin)
	w := min(v.px(codeColumn), (v.w-3*m)/2)
	lx, rx := v.w/2-w-m/2, v.w/2+m/2
	codeH, pasteH := c.designHeights(w)
	// First from the top of the screen, to measure; then again, centred.
	left, right := c.placeWide(lx, rx, m, w, codeH, pasteH)
	if over := right - (v.h - m); over > 0 {
		// A low screen: the paste box gives up what the right column lacks.
		pasteH = max(v.px(boxMin), pasteH-over)
		left, right = c.placeWide(lx, rx, m, w, codeH, pasteH)
	}
	side := 0.0
	if c.qr != "" && c.code != "" {
		side = min(v.h-m-left, v.px(qrMax), w)
		if side < v.px(qrMin) {
			side = 0
		}
	}
	height := max(left+side, right) - m
	top := max(m, (v.h-height)/2)
	left, _ = c.placeWide(lx, rx, top, w, codeH, pasteH)
	if side > 0 {
		c.qrR = rect{lx + (w-side)/2, left, side, side}
	}
}

// placeWide places the heading, the code and its buttons in the left
// column at x lx and the pasting and the buttons in the right one at rx,
// from top; it returns where each column ends (the left one before its QR
// code).
func (c *codeScreen) placeWide(lx, rx, top, w, codeH, pasteH float64) (left, right float64) {
	g := c.v.px(gap)
	left = c.placeHead(lx, top, w)
	right = c.sayR.y
	if c.code != "" {
		left = c.placeCode(lx, left, w, codeH)
	}
	if c.ask != "" {
		right = c.placePaste(rx, right, w, pasteH)
	}
	c.placeButtons(rx, right, w)
	return left, right + c.buttonsHeight() - g
}

// placeHead places the heading and what to do at (x, y), and returns the
// y below them.
func (c *codeScreen) placeHead(x, y, w float64) float64 {
	v := c.v
	g := v.px(gap)
	c.headR = rect{x, y, w, lineH(v, textHeading)}
	y += c.headR.h + g/2
	c.sayR = rect{x, y, w, lineH(v, textBody) * sayLines}
	return y + c.sayR.h + g
}

// placeCode places the code box of height h and the row of its buttons at
// (x, y), and returns the y below them.
func (c *codeScreen) placeCode(x, y, w, h float64) float64 {
	v := c.v
	g, bh := v.px(gap), v.px(buttonH)
	c.codeR = rect{x, y, w, h}
	y += h + g
	row := rect{x, y, w, bh}.row(g, weights(len(c.acts))...)
	for i, b := range c.acts {
		b.r = row[i]
	}
	return y + bh + g
}

// placePaste places the paste box's label and the box of height h at
// (x, y), and returns the y below them.
func (c *codeScreen) placePaste(x, y, w, h float64) float64 {
	v := c.v
	g, line := v.px(gap), lineH(v, textBody)
	c.askR = rect{x, y, w, line}
	c.pasteR = rect{x, y + line + g/2, w, h}
	return c.pasteR.y + h + g
}

// boxHeights are the heights of the code box and the paste box stacked in
// room, with the code's buttons and the paste box's label: as designed, or
// less on a small screen, the paste box first, down to two lines of text.
func (c *codeScreen) boxHeights(room float64) (codeH, pasteH float64) {
	v := c.v
	g, bh, line := v.px(gap), v.px(buttonH), lineH(v, textBody)
	codeH, pasteH = c.designHeights(c.headR.w)
	least := v.px(boxMin)
	if c.code == "" {
		codeH = 0
	} else {
		room -= g + bh + g
	}
	if c.ask == "" {
		return min(codeH, max(least, room)), 0
	}
	room -= line + g/2 + g
	pasteH = max(least, min(pasteH, room-codeH))
	return min(codeH, max(least, room-pasteH)), pasteH
}

// designHeights are the heights of the code box and the paste box in a
// column w device pixels wide: the code shown whole, an invite pasted
// whole.
func (c *codeScreen) designHeights(w float64) (codeH, pasteH float64) {
	dpr := c.v.dpr // the boxes' text is not zoomed: CSS pixels, not design ones
	return dpr * boxHeight(len(c.code), w/dpr), dpr * boxHeight(pasteChars, w/dpr)
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

// buttonsHeight is the height the buttons take with the gap below each:
// the main one on a row of its own, the others two to a row.
func (c *codeScreen) buttonsHeight() float64 {
	if len(c.btns) == 0 {
		return 0
	}
	rows := 1 + len(c.btns)/2
	return float64(rows) * (c.v.px(buttonH) + c.v.px(gap))
}

// placeButtons places the buttons from (x, y) down, w wide.
func (c *codeScreen) placeButtons(x, y, w float64) {
	v := c.v
	g, bh := v.px(gap), v.px(buttonH)
	for i, b := range c.btns {
		switch {
		case i == 0:
			b.r = rect{x, y, w, bh}
		case i%2 == 1 && i+1 < len(c.btns):
			r := rect{x, y, w, bh}.row(g, 1, 1)
			b.r, c.btns[i+1].r = r[0], r[1]
		case i%2 == 1:
			b.r = rect{x, y, w, bh}
		default:
			continue
		}
		y += bh + g
	}
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
	if c.qrFor != c.qr {
		c.qrImg, c.qrFor = qrCode(c.qr), c.qr
	}
	if c.qrImg != nil {
		drawQR(dst, c.qrImg, c.qrR)
	}
}
