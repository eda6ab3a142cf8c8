//go:build js

package access

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// Page is the live region and the typed line's form in the page.
type Page struct {
	log, form, input, list js.Value
	lines                  []string
	toggled                bool
}

// page is the markup New adds: the live region, and the form of the text
// box with its list of offered steps.
const page = `<div id="speech-log" role="log" aria-live="polite"></div>` +
	`<form id="speech-form" hidden><label id="speech-label" for="speech-line"></label>` +
	`<input id="speech-line" list="speech-steps" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="send">` +
	`<datalist id="speech-steps"></datalist></form>`

// New adds the live region to the page, and the form of the text box,
// named label, hidden until Show.
func New(label string) *Page {
	doc := js.Global().Get("document")
	doc.Get("body").Call("insertAdjacentHTML", "beforeend", page)
	byID := func(id string) js.Value { return doc.Call("getElementById", id) }
	p := &Page{log: byID("speech-log"), form: byID("speech-form"), input: byID("speech-line"), list: byID("speech-steps")}
	byID("speech-label").Set("textContent", label)
	p.form.Call("addEventListener", "submit", js.FuncOf(p.submit))
	p.input.Call("addEventListener", "keydown", js.FuncOf(p.keydown))
	p.input.Call("addEventListener", "input", js.FuncOf(func(js.Value, []js.Value) any { ebiten.ScheduleFrame(); return nil }))
	return p
}

// submit takes the typed line when the form is sent (a phone keyboard's
// Go key).
func (p *Page) submit(_ js.Value, args []js.Value) any {
	args[0].Call("preventDefault")
	p.take()
	return nil
}

// take takes the typed line and empties the box.
func (p *Page) take() {
	p.lines = append(p.lines, p.input.Get("value").String())
	p.input.Set("value", "")
	ebiten.ScheduleFrame()
}

// keydown takes the line on Enter, before a list of offered steps that
// shows can (WebKit's takes Enter to close itself); and catches F2, the
// mode's key, which the canvas does not see while the text box has the
// keyboard.
func (p *Page) keydown(_ js.Value, args []js.Value) any {
	e := args[0]
	switch key := e.Get("key").String(); {
	case key == "Enter" && !e.Get("isComposing").Bool():
		e.Call("preventDefault")
		p.take()
	case key == "F2":
		e.Call("preventDefault")
		p.toggled = true
		ebiten.ScheduleFrame()
	}
	return nil
}

// Say adds lines to the live region, each a paragraph, which a screen
// reader reads as they come.
func (p *Page) Say(lines ...string) {
	doc := js.Global().Get("document")
	for _, l := range lines {
		para := doc.Call("createElement", "p")
		para.Set("textContent", l)
		p.log.Call("append", para)
	}
	for p.log.Get("childElementCount").Int() > maxLines {
		p.log.Get("firstElementChild").Call("remove")
	}
}

// Show shows the form below the canvas, which makes room for it, and
// gives the text box the keyboard; or hides it.
func (p *Page) Show(on bool) {
	p.form.Set("hidden", !on)
	height := "100%"
	if on {
		height = "calc(100% - 3.5rem)"
	}
	js.Global().Get("document").Get("body").Get("style").Set("height", height)
	if on {
		p.input.Call("focus")
	}
}

// Lines returns the lines typed since the last call, each ended by Enter.
func (p *Page) Lines() []string {
	lines := p.lines
	p.lines = nil
	return lines
}

// Typed is what the text box holds now, before Enter.
func (p *Page) Typed() string { return p.input.Get("value").String() }

// Offer sets the steps the text box offers to complete what is typed.
func (p *Page) Offer(steps []string) {
	doc := js.Global().Get("document")
	p.list.Set("textContent", "")
	for _, s := range steps {
		o := doc.Call("createElement", "option")
		o.Set("value", s)
		p.list.Call("append", o)
	}
}

// Toggled tells whether the mode's key was pressed in the text box since
// the last call.
func (p *Page) Toggled() bool {
	t := p.toggled
	p.toggled = false
	return t
}
