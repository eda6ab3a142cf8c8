package ui

// Stand-ins for the leaf widgets the net-session branch brings (page text
// fields, clipboard, links, QR codes), so that the online screens build and
// are tested before they land. Replaced by them on merge.

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// field is a text box of the page laid over the canvas.
type field interface {
	// place puts the box over r, in device pixels of v; an empty r hides it.
	place(r rect, v view)
	value() string
	setValue(text string)
	// remove takes the box off the page.
	remove()
}

// fieldKind is what a field is for.
type fieldKind int

const (
	fieldShow   fieldKind = iota // a code to copy: read-only, selected whole on focus
	fieldPaste                   // a code to paste: several lines
	fieldLine                    // one line of text (a chat message, a server address)
	fieldSecret                  // one line that is not shown (a password)
)

// newField makes a text box; memFields stand in for the page's.
var newField = func(kind fieldKind) field { return &memField{kind: kind} }

// memField is a text box kept in memory, for tests and native builds.
type memField struct {
	kind    fieldKind
	r       rect
	text    string
	removed bool
}

func (f *memField) place(r rect, _ view) { f.r = r }
func (f *memField) value() string        { return f.text }
func (f *memField) setValue(text string) { f.text = text }
func (f *memField) remove()              { f.removed = true }

// copyText puts text on the clipboard.
func copyText(text string) error { return errors.New("no clipboard") }

// joinLink is the page's address with the invite code in its fragment.
func joinLink(code string) string { return "#join=" + code }

// qrCode draws the QR code of text, one pixel a module, or nil.
func qrCode(text string) *ebiten.Image { return nil }

// drawQR draws a QR code image into r on a white ground.
func drawQR(dst, img *ebiten.Image, r rect) {}

// dialSession stands in for net/session.
func dialSession(netSettings) connector { return nil }
