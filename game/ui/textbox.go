package ui

// textBox is a box of text laid over the canvas: in the page, a real
// <textarea>, because only the page's own text fields let a player select,
// copy and paste text (codes, links, game records) on every device. A
// read-only box shows a text to copy and selects all of it when focused;
// an editable one takes a pasted or typed text.
type textBox struct {
	readOnly bool
	value    string // the text, as last set or read
	box      platformBox
}

// newTextBox makes a box, hidden until placed.
func newTextBox(readOnly bool, placeholder string) *textBox {
	t := &textBox{readOnly: readOnly}
	t.box = newPlatformBox(readOnly, placeholder)
	return t
}

// place shows the box over r, in the device pixels of the view v.
func (t *textBox) place(r rect, v view) {
	t.box.place(r.x/v.dpr, r.y/v.dpr, r.w/v.dpr, r.h/v.dpr)
}

// setText replaces the box's text.
func (t *textBox) setText(s string) {
	t.value = s
	t.box.setText(s)
}

// text is what the box holds now: typed, pasted or set.
func (t *textBox) text() string {
	if s, ok := t.box.text(); ok {
		t.value = s
	}
	return t.value
}

// remove takes the box off the page.
func (t *textBox) remove() { t.box.remove() }

// closer is a scene that must tidy up when the app leaves it (text boxes
// laid over the canvas).
type closer interface {
	close()
}
