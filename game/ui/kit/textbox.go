package kit

// TextBox is a box of text laid over the canvas: in the page, a real
// <textarea>, because only the page's own text fields let a player select,
// copy and paste text (codes, links, game records) on every device. A
// read-only box shows a text to copy and selects all of it when focused;
// an editable one takes a pasted or typed text.
type TextBox struct {
	readOnly bool
	value    string // the text, as last set or read
	box      platformBox
}

// NewTextBox makes a box, hidden until placed.
func NewTextBox(readOnly bool, placeholder string) *TextBox {
	t := &TextBox{readOnly: readOnly}
	t.box = newPlatformBox(readOnly, placeholder)
	return t
}

// Place shows the box over r, in the device pixels of the view v.
func (t *TextBox) Place(r Rect, v View) {
	t.box.Place(r.X/v.Dpr, r.Y/v.Dpr, r.W/v.Dpr, r.H/v.Dpr)
}

// SetText replaces the box's text.
func (t *TextBox) SetText(s string) {
	t.value = s
	t.box.SetText(s)
}

// Text is what the box holds now: typed, pasted or set.
func (t *TextBox) Text() string {
	if s, ok := t.box.Text(); ok {
		t.value = s
	}
	return t.value
}

// Remove takes the box off the page.
func (t *TextBox) Remove() { t.box.Remove() }

// Closer is a scene that must tidy up when the app leaves it (text boxes
// laid over the canvas).
type Closer interface {
	Close()
}
