package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// pageScroll lets a screen whose buttons do not fit the window (a menu on
// a phone held sideways, a long list of options) scroll. The scene is then
// laid out on a page as wide as the window and as tall as its contents,
// drawn off screen, and shown from the scroll offset down, with a thin bar
// on the right saying where. The wheel, a drag, PageUp, PageDown, Home and
// End scroll it, and moving the keyboard's focus brings its button into
// view. A game's screen always fits its window and never scrolls.
//
// Taps and the scene's buttons are in page coordinates; the app turns
// taps on the window into page coordinates and the test hook reports the
// buttons on the window.
type pageScroll struct {
	h    float64       // the page's height in device pixels; 0 when the scene fits the window
	off  float64       // how far down the page the window starts
	page *ebiten.Image // the page drawn off screen
}

// on tells whether the scene is laid out on a page taller than the window.
func (ps *pageScroll) on() bool { return ps.h > 0 }

// pageFoot is the room a page keeps under its lowest button, for a line
// of small text such as the menu's version.
const pageFoot = 2*margin + textBody

// layoutScene lays the scene out on the window or, when its buttons do not
// fit, on a page tall enough for them.
func (a *App) layoutScene() {
	a.scroll.h = 0
	if a.scroll.page != nil { // made again, at its new size, if needed
		a.scroll.page.Deallocate()
		a.scroll.page = nil
	}
	a.scene.layout(a.v)
	if _, ok := a.scene.(*playScene); ok {
		return
	}
	// A scene centres its contents, so a taller page moves them down by
	// half of what it grew: the deficit halves with every try.
	page, foot := a.v, float64(margin)
	for range 12 {
		bottom := buttonsBottom(a.scene.buttons())
		if bottom+a.v.px(foot) <= page.h+1 {
			break
		}
		page.h, foot = math.Ceil(bottom+a.v.px(pageFoot)), pageFoot
		a.scene.layout(page)
	}
	if page.h > a.v.h {
		// A layout that has not quite settled still keeps its foot.
		page.h = max(page.h, math.Ceil(buttonsBottom(a.scene.buttons())+a.v.px(pageFoot)))
		a.scroll.h = page.h
	}
	a.scroll.scrollBy(0, a.v)
}

// buttonsBottom is the lowest edge of the buttons.
func buttonsBottom(bs []*button) float64 {
	bottom := 0.0
	for _, b := range bs {
		bottom = max(bottom, b.r.y+b.r.h)
	}
	return bottom
}

// scrollBy scrolls the page by d device pixels (down for d > 0), within
// its ends, and tells whether it moved.
func (ps *pageScroll) scrollBy(d float64, v view) bool {
	before := ps.off
	ps.off = max(0, min(ps.off+d, ps.h-v.h))
	return ps.off != before
}

// reveal scrolls the page so that r, in page coordinates, is in the
// window with a margin.
func (ps *pageScroll) reveal(r rect, v view) {
	if !ps.on() {
		return
	}
	m := v.px(margin)
	switch {
	case r.y-m < ps.off:
		ps.scrollBy(r.y-m-ps.off, v)
	case r.y+r.h+m > ps.off+v.h:
		ps.scrollBy(r.y+r.h+m-ps.off-v.h, v)
	}
}

// input scrolls the page by the wheel and by a drag, and tells whether it
// moved.
func (ps *pageScroll) input(g gesture, v view) bool {
	if !ps.on() {
		return false
	}
	_, dy := ebiten.Wheel()
	return ps.scrollBy(-g.pan.y-dy*v.px(48), v)
}

// key scrolls the page by a key (PageUp, PageDown, Home, End) and tells
// whether it was one of them.
func (ps *pageScroll) key(k ebiten.Key, v view) bool {
	if !ps.on() {
		return false
	}
	switch k {
	case ebiten.KeyPageUp:
		ps.scrollBy(-v.h*0.8, v)
	case ebiten.KeyPageDown:
		ps.scrollBy(v.h*0.8, v)
	case ebiten.KeyHome:
		ps.scrollBy(-ps.h, v)
	case ebiten.KeyEnd:
		ps.scrollBy(ps.h, v)
	default:
		return false
	}
	return true
}

// target is the image the scene draws on: the window, or the page.
func (ps *pageScroll) target(screen *ebiten.Image, v view) *ebiten.Image {
	if !ps.on() {
		return screen
	}
	w, h := int(v.w), int(ps.h)
	if ps.page == nil || ps.page.Bounds().Dx() != w || ps.page.Bounds().Dy() != h {
		if ps.page != nil {
			ps.page.Deallocate()
		}
		ps.page = ebiten.NewImage(w, h)
	}
	return ps.page
}

// show draws the window's part of the page on the screen, and the scroll
// bar.
func (ps *pageScroll) show(screen *ebiten.Image, v view) {
	if !ps.on() {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(0, -math.Round(ps.off))
	screen.DrawImage(ps.page, op)
	w := v.px(4)
	barH := max(v.px(24), v.h*v.h/ps.h)
	y := (v.h - barH) * ps.off / (ps.h - v.h)
	vector.FillRect(screen, float32(v.w-w-v.px(2)), float32(y), float32(w), float32(barH), th.muted, true)
}

// windowButtons are the buttons wholly on the window, where the window
// shows them: the update banner's, then copies of the scene's moved from
// its page.
func (a *App) windowButtons() []*button {
	out := a.update.buttons(a.v)
	for _, b := range a.scene.buttons() {
		w := *b
		w.r.y -= a.scroll.off
		if w.r.y >= -0.5 && w.r.y+w.r.h <= a.v.h+0.5 {
			out = append(out, &w)
		}
	}
	return out
}
