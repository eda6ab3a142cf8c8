package netui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// CodeScreen is the page the online screens share: a heading, what to do
// now (or, in its place, what went wrong), a code to send in a selectable
// box with buttons under it (Copy code, Copy link, QR code) and, when
// there is room, its QR code; a box to paste the other side's code into;
// and buttons at the bottom, the main one first. On a wide screen the code
// to send and the pasting sit side by side; on a phone they stack.
//
// The boxes are text fields of the page over the canvas (see textBox): the
// code shown can be selected and copied by hand when the clipboard
// refuses, and a code is pasted or typed as anywhere on the web.
type CodeScreen struct {
	Heading string
	Say     string        // what to do now
	Warn    string        // what went wrong, in plain words; shown instead of say
	Code    string        // the code to send; "" for none
	qr      string        // the text of a QR code drawn when there is room (the invite's link); "" for none
	Ask     string        // the label of the paste box; "" for no box
	Acts    []*kit.Button // under the code: Copy code, Copy link, QR code
	Btns    []*kit.Button // at the bottom, the first being the main one

	shown, Paste *kit.TextBox
	qrImg        *ebiten.Image
	qrFor        string

	// Places in device pixels, set by layout.
	v                  kit.View
	HeadR, SayR, CodeR kit.Rect
	QrR, AskR, PasteR  kit.Rect
}

// Sizes of the code screen's parts, in CSS pixels.
const (
	CodeColumn = 400 // the widest column
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
func (c *CodeScreen) SetCode(code, qr string) {
	c.Code, c.qr = code, qr
	if code == "" {
		if c.shown != nil {
			c.shown.Remove()
			c.shown = nil
		}
		return
	}
	if c.shown == nil {
		c.shown = kit.NewTextBox(true, "")
	}
	c.shown.SetText(code)
}

// askFor puts up the paste box under a label, or takes it away for "".
func (c *CodeScreen) AskFor(label string) {
	c.Ask = label
	switch {
	case label == "" && c.Paste != nil:
		c.Paste.Remove()
		c.Paste = nil
	case label != "" && c.Paste == nil:
		c.Paste = kit.NewTextBox(false, kit.Tr("code.paste"))
	}
}

// pasted is the text in the paste box; "" without one.
func (c *CodeScreen) Pasted() string {
	if c.Paste == nil {
		return ""
	}
	return c.Paste.Text()
}

// clear takes the boxes away: the screen is left.
func (c *CodeScreen) Clear() {
	c.SetCode("", "")
	c.AskFor("")
}

// Buttons are every button on the screen.
func (c *CodeScreen) Buttons() []*kit.Button {
	if c.Code == "" {
		return c.Btns
	}
	return append(append([]*kit.Button{}, c.Acts...), c.Btns...)
}

// twoColumns tells whether the view has room for the code and the
// pasting side by side.
func twoColumns(v kit.View) bool {
	return v.W > v.H && v.W >= v.Px(2*codeColMin+3*kit.Margin)
}

// Layout places the parts on the view v: stacked in one column on a
// phone, with the buttons at the bottom in reach of a thumb; side by side
// on a wide screen, centred, the code on the left and the pasting with the
// buttons on the right.
func (c *CodeScreen) Layout(v kit.View) {
	c.v = v
	c.CodeR, c.QrR, c.AskR, c.PasteR = kit.Rect{}, kit.Rect{}, kit.Rect{}, kit.Rect{}
	if twoColumns(v) {
		c.layoutWide()
	} else {
		c.layoutStacked()
	}
	if c.shown != nil {
		c.shown.Place(c.CodeR, v)
	}
	if c.Paste != nil {
		c.Paste.Place(c.PasteR, v)
	}
}

// layoutStacked lays the screen out in one column.
func (c *CodeScreen) layoutStacked() {
	v := c.v
	g := v.Px(kit.Gap)
	col := v.Column(CodeColumn)
	top := col.Y + col.H + g - c.buttonsHeight()
	c.placeButtons(col.X, top, col.W)
	y := c.placeHead(col.X, col.Y, col.W)
	codeH, pasteH := c.boxHeights(top - g - y)
	if c.Code != "" {
		y = c.placeCode(col.X, y, col.W, codeH)
	}
	if c.Ask != "" {
		y = c.placePaste(col.X, y, col.W, pasteH)
	}
	if side := min(top-g-y, v.Px(qrMax), col.W); c.qr != "" && c.Code != "" && side >= v.Px(qrMin) {
		c.QrR = kit.Rect{X: col.X + (col.W-side)/2, Y: y, W: side, H: side}
	}
}

// layoutWide lays the screen out in two columns, centred on the screen.
func (c *CodeScreen) layoutWide() {
	v := c.v
	m := v.Px(kit.Margin)
	w := min(v.Px(CodeColumn), (v.W-3*m)/2)
	lx, rx := v.W/2-w-m/2, v.W/2+m/2
	codeH, pasteH := c.designHeights(w)
	// First from the top of the screen, to measure; then again, centred.
	left, right := c.placeWide(lx, rx, m, w, codeH, pasteH)
	if over := right - (v.H - m); over > 0 {
		// A low screen: the paste box gives up what the right column lacks.
		pasteH = max(v.Px(boxMin), pasteH-over)
		left, right = c.placeWide(lx, rx, m, w, codeH, pasteH)
	}
	side := 0.0
	if c.qr != "" && c.Code != "" {
		side = min(v.H-m-left, v.Px(qrMax), w)
		if side < v.Px(qrMin) {
			side = 0
		}
	}
	height := max(left+side, right) - m
	top := max(m, (v.H-height)/2)
	left, _ = c.placeWide(lx, rx, top, w, codeH, pasteH)
	if side > 0 {
		c.QrR = kit.Rect{X: lx + (w-side)/2, Y: left, W: side, H: side}
	}
}

// placeWide places the heading, the code and its buttons in the left
// column at x lx and the pasting and the buttons in the right one at rx,
// from top; it returns where each column ends (the left one before its QR
// code).
func (c *CodeScreen) placeWide(lx, rx, top, w, codeH, pasteH float64) (left, right float64) {
	g := c.v.Px(kit.Gap)
	left = c.placeHead(lx, top, w)
	right = c.SayR.Y
	if c.Code != "" {
		left = c.placeCode(lx, left, w, codeH)
	}
	if c.Ask != "" {
		right = c.placePaste(rx, right, w, pasteH)
	}
	c.placeButtons(rx, right, w)
	return left, right + c.buttonsHeight() - g
}

// placeHead places the heading and what to do at (x, y), and returns the
// y below them.
func (c *CodeScreen) placeHead(x, y, w float64) float64 {
	v := c.v
	g := v.Px(kit.Gap)
	c.HeadR = kit.Rect{X: x, Y: y, W: w, H: LineH(v, kit.TextHeading)}
	y += c.HeadR.H + g/2
	c.SayR = kit.Rect{X: x, Y: y, W: w, H: LineH(v, kit.TextBody) * sayLines}
	return y + c.SayR.H + g
}

// placeCode places the code box of height h and the row of its buttons at
// (x, y), and returns the y below them.
func (c *CodeScreen) placeCode(x, y, w, h float64) float64 {
	v := c.v
	g, bh := v.Px(kit.Gap), v.Px(kit.ButtonH)
	c.CodeR = kit.Rect{X: x, Y: y, W: w, H: h}
	y += h + g
	row := kit.Rect{X: x, Y: y, W: w, H: bh}.Row(g, kit.Weights(len(c.Acts))...)
	for i, b := range c.Acts {
		b.R = row[i]
	}
	return y + bh + g
}

// placePaste places the paste box's label and the box of height h at
// (x, y), and returns the y below them.
func (c *CodeScreen) placePaste(x, y, w, h float64) float64 {
	v := c.v
	g, line := v.Px(kit.Gap), LineH(v, kit.TextBody)
	c.AskR = kit.Rect{X: x, Y: y, W: w, H: line}
	c.PasteR = kit.Rect{X: x, Y: y + line + g/2, W: w, H: h}
	return c.PasteR.Y + h + g
}

// boxHeights are the heights of the code box and the paste box stacked in
// room, with the code's buttons and the paste box's label: as designed, or
// less on a small screen, the paste box first, down to two lines of text.
func (c *CodeScreen) boxHeights(room float64) (codeH, pasteH float64) {
	v := c.v
	g, bh, line := v.Px(kit.Gap), v.Px(kit.ButtonH), LineH(v, kit.TextBody)
	codeH, pasteH = c.designHeights(c.HeadR.W)
	least := v.Px(boxMin)
	if c.Code == "" {
		codeH = 0
	} else {
		room -= g + bh + g
	}
	if c.Ask == "" {
		return min(codeH, max(least, room)), 0
	}
	room -= line + g/2 + g
	pasteH = max(least, min(pasteH, room-codeH))
	return min(codeH, max(least, room-pasteH)), pasteH
}

// designHeights are the heights of the code box and the paste box in a
// column w device pixels wide: the code shown whole, an invite pasted
// whole.
func (c *CodeScreen) designHeights(w float64) (codeH, pasteH float64) {
	dpr := c.v.Dpr // the boxes' text is not zoomed: CSS pixels, not design ones
	return dpr * boxHeight(len(c.Code), w/dpr), dpr * boxHeight(pasteChars, w/dpr)
}

// HasQR tells whether the QR code is drawn on the screen as laid out.
func (c *CodeScreen) HasQR() bool { return c.QrR.W > 0 }

// lineH is the height of a line of text of the given CSS size on v.
func LineH(v kit.View, size float64) float64 { return float64(int(v.Px(size)*1.3 + 0.5)) }

// buttonsHeight is the height the buttons take with the gap below each:
// the main one on a row of its own, the others two to a row.
func (c *CodeScreen) buttonsHeight() float64 {
	if len(c.Btns) == 0 {
		return 0
	}
	rows := 1 + len(c.Btns)/2
	return float64(rows) * (c.v.Px(kit.ButtonH) + c.v.Px(kit.Gap))
}

// placeButtons places the buttons from (x, y) down, w wide.
func (c *CodeScreen) placeButtons(x, y, w float64) {
	v := c.v
	g, bh := v.Px(kit.Gap), v.Px(kit.ButtonH)
	for i, b := range c.Btns {
		switch {
		case i == 0:
			b.R = kit.Rect{X: x, Y: y, W: w, H: bh}
		case i%2 == 1 && i+1 < len(c.Btns):
			r := kit.Rect{X: x, Y: y, W: w, H: bh}.Row(g, 1, 1)
			b.R, c.Btns[i+1].R = r[0], r[1]
		case i%2 == 1:
			b.R = kit.Rect{X: x, Y: y, W: w, H: bh}
		default:
			continue
		}
		y += bh + g
	}
}

// Draw draws the screen's texts, QR code and buttons; the boxes are the
// page's own and draw themselves.
func (c *CodeScreen) Draw(dst *ebiten.Image, f *kit.Fonts) {
	v := c.v
	kit.DrawText(dst, c.Heading, f.Face(kit.Bold, v.Px(kit.TextHeading)), c.HeadR.X, c.HeadR.Y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	body := f.Face(kit.Regular, v.Px(kit.TextBody))
	if c.Warn != "" {
		kit.DrawParagraph(dst, c.Warn, f.Face(kit.Bold, v.Px(kit.TextBody)), c.SayR, kit.Th.Warn)
	} else {
		kit.DrawParagraph(dst, c.Say, body, c.SayR, kit.Th.Muted)
	}
	if c.Ask != "" {
		kit.DrawText(dst, c.Ask, f.Face(kit.Bold, v.Px(kit.TextBody)), c.AskR.X, c.AskR.Y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	}
	if c.HasQR() {
		c.drawQR(dst)
	}
	for _, b := range c.Buttons() {
		b.Draw(dst, f, v)
	}
}

// drawQR draws the code's QR code, made again only when the code changed.
func (c *CodeScreen) drawQR(dst *ebiten.Image) {
	if c.qrFor != c.qr {
		c.qrImg, c.qrFor = kit.QrCode(c.qr), c.qr
	}
	if c.qrImg != nil {
		kit.DrawQR(dst, c.qrImg, c.QrR)
	}
}

// CopiedSay words how a copy of what to the clipboard went.
func CopiedSay(what string, ok bool) string {
	if !ok {
		return kit.Tr("online.copy-refused")
	}
	return kit.Tr("online.copied", what)
}
