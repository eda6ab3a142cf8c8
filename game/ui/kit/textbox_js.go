//go:build js

package kit

import (
	"fmt"
	"image/color"
	"strconv"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// platformBox is a <textarea> over the canvas, placed in CSS pixels.
type platformBox struct{ el js.Value }

func newPlatformBox(readOnly bool, placeholder string) platformBox {
	doc := js.Global().Get("document")
	el := doc.Call("createElement", "textarea")
	el.Set("readOnly", readOnly)
	el.Set("placeholder", placeholder)
	el.Set("spellcheck", false)
	el.Call("setAttribute", "autocomplete", "off")
	el.Call("setAttribute", "autocapitalize", "off")
	el.Call("setAttribute", "aria-label", placeholder)
	st := el.Get("style")
	style := []string{
		"position", "fixed", "display", "none", "boxSizing", "border-box", "resize", "none",
		"margin", "0", "padding", "8px", "border", "2px solid " + css(Th.ButtonEdge), "borderRadius", "8px",
		"background", css(Th.Panel), "color", css(Th.Text), "font", "14px/1.35 ui-monospace, monospace",
		"wordBreak", "break-all", "zIndex", "10", "outlineColor", css(Th.Target),
	}
	for i := 0; i < len(style); i += 2 {
		st.Set(style[i], style[i+1])
	}
	// Anything typed, pasted or cut must reach the next Update, which
	// does not come by itself while the app idles.
	wake := js.FuncOf(func(js.Value, []js.Value) any { ebiten.ScheduleFrame(); return nil })
	el.Call("addEventListener", "input", wake)
	if readOnly {
		el.Call("addEventListener", "focus", js.FuncOf(func(js.Value, []js.Value) any { el.Call("select"); return nil }))
	}
	doc.Get("body").Call("appendChild", el)
	return platformBox{el}
}

// Place shows the box at (x, y), w×h CSS pixels from the canvas's corner.
func (b platformBox) Place(x, y, w, h float64) {
	dx, dy := CanvasOffset()
	st := b.el.Get("style")
	st.Set("left", px(x+dx))
	st.Set("top", px(y+dy))
	st.Set("width", px(w))
	st.Set("height", px(h))
	st.Set("display", "block")
}

func (b platformBox) SetText(s string)     { b.el.Set("value", s) }
func (b platformBox) Text() (string, bool) { return b.el.Get("value").String(), true }
func (b platformBox) Remove()              { b.el.Call("remove") }

// CopyText puts s on the clipboard and tells done whether that worked: the
// browser allows it only soon after a tap or key, and not in every frame
// (itch.io's iframe), so callers keep a text box to copy from by hand.
func CopyText(s string, done func(ok bool)) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(false)
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		fail.Release()
		done(true)
		ebiten.ScheduleFrame()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		fail.Release()
		done(false)
		ebiten.ScheduleFrame()
		return nil
	})
	clip.Call("writeText", s).Call("then", ok, fail)
}

func px(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) + "px" }

// css writes a colour as CSS.
func css(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("rgb(%d,%d,%d)", r>>8, g>>8, b>>8)
}
