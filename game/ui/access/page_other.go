//go:build !js

package access

// Page keeps what it was told, and the lines Type gave it, for tests.
type Page struct {
	said      []string
	lines     []string
	typed     string
	shown     bool
	toggled   bool
	suggested []string
}

// New returns the page's live region and its text box, named label,
// hidden until Show.
func New(label string) *Page { return &Page{} }

// Say adds lines to the live region.
func (p *Page) Say(lines ...string) {
	p.said = append(p.said, lines...)
	if len(p.said) > maxLines {
		p.said = p.said[len(p.said)-maxLines:]
	}
}

// Show shows the text box, and gives it the keyboard, or hides it.
func (p *Page) Show(on bool) { p.shown = on }

// Lines returns the lines typed since the last call, each ended by Enter.
func (p *Page) Lines() []string {
	lines := p.lines
	p.lines = nil
	return lines
}

// Typed is what the text box holds now, before Enter.
func (p *Page) Typed() string { return p.typed }

// Offer sets the steps the text box offers to complete what is typed.
func (p *Page) Offer(steps []string) { p.suggested = steps }

// Toggled tells whether the mode's key was pressed in the text box since
// the last call.
func (p *Page) Toggled() bool {
	t := p.toggled
	p.toggled = false
	return t
}

// Said returns the lines of the live region, oldest first.
func (p *Page) Said() []string { return p.said }

// Shown tells whether the text box shows.
func (p *Page) Shown() bool { return p.shown }

// Offered returns the steps the text box offers.
func (p *Page) Offered() []string { return p.suggested }

// Typing puts text in the text box, without Enter.
func (p *Page) Typing(text string) { p.typed = text }

// Type types a line in the text box and presses Enter.
func (p *Page) Type(line string) { p.lines = append(p.lines, line) }
