package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
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
const pageFoot = 2*kit.Margin + kit.TextBody

// layoutScene lays the scene out on the window or, when its buttons do not
// fit, on a page tall enough for them.
func (a *App) layoutScene() {
	a.scroll.h = 0
	if a.scroll.page != nil { // made again, at its new size, if needed
		a.scroll.page.Deallocate()
		a.scroll.page = nil
	}
	a.scene.Layout(a.v)
	if _, ok := a.scene.(boardScene); ok {
		return
	}
	// A scene centres its contents, so a taller page moves them down by
	// half of what it grew: the deficit halves with every try.
	page, foot := a.v, float64(kit.Margin)
	for range 12 {
		bottom := kit.ButtonsBottom(a.scene.Buttons())
		if bottom+a.v.Px(foot) <= page.H+1 {
			break
		}
		page.H, foot = math.Ceil(bottom+a.v.Px(pageFoot)), pageFoot
		a.scene.Layout(page)
	}
	if page.H > a.v.H {
		// A layout that has not quite settled still keeps its foot.
		page.H = max(page.H, math.Ceil(kit.ButtonsBottom(a.scene.Buttons())+a.v.Px(pageFoot)))
		a.scroll.h = page.H
	}
	a.scroll.scrollBy(0, a.v)
}

// scrollBy scrolls the page by d device pixels (down for d > 0), within
// its ends, and tells whether it moved.
func (ps *pageScroll) scrollBy(d float64, v kit.View) bool {
	before := ps.off
	ps.off = max(0, min(ps.off+d, ps.h-v.H))
	return ps.off != before
}

// Reveal scrolls the page so that r, in page coordinates, is in the
// window with a margin.
func (ps *pageScroll) Reveal(r kit.Rect, v kit.View) {
	if !ps.on() {
		return
	}
	m := v.Px(kit.Margin)
	switch {
	case r.Y-m < ps.off:
		ps.scrollBy(r.Y-m-ps.off, v)
	case r.Y+r.H+m > ps.off+v.H:
		ps.scrollBy(r.Y+r.H+m-ps.off-v.H, v)
	}
}

// input scrolls the page by the wheel and by a drag, and tells whether it
// moved.
func (ps *pageScroll) input(g input.Gesture, v kit.View) bool {
	if !ps.on() {
		return false
	}
	_, dy := ebiten.Wheel()
	return ps.scrollBy(-g.Pan.Y-dy*v.Px(48), v)
}

// key scrolls the page by a key (PageUp, PageDown, Home, End) and tells
// whether it was one of them.
func (ps *pageScroll) key(k ebiten.Key, v kit.View) bool {
	if !ps.on() {
		return false
	}
	switch k {
	case ebiten.KeyPageUp:
		ps.scrollBy(-v.H*0.8, v)
	case ebiten.KeyPageDown:
		ps.scrollBy(v.H*0.8, v)
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
func (ps *pageScroll) target(screen *ebiten.Image, v kit.View) *ebiten.Image {
	if !ps.on() {
		return screen
	}
	w, h := int(v.W), int(ps.h)
	if ps.page == nil || ps.page.Bounds().Dx() != w || ps.page.Bounds().Dy() != h {
		if ps.page != nil {
			ps.page.Deallocate()
		}
		ps.page = ebiten.NewImage(w, h)
	}
	return ps.page
}

// Show draws the window's part of the page on the screen, and the scroll
// bar.
func (ps *pageScroll) Show(screen *ebiten.Image, v kit.View) {
	if !ps.on() {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(0, -math.Round(ps.off))
	screen.DrawImage(ps.page, op)
	w := v.Px(4)
	barH := max(v.Px(24), v.H*v.H/ps.h)
	y := (v.H - barH) * ps.off / (ps.h - v.H)
	kit.FillRect(screen, kit.Rect{X: v.W - w - v.Px(2), Y: y, W: w, H: barH}, kit.Th.Muted)
}

// windowButtons are the buttons wholly on the window, where the window
// shows them: the update banner's, then copies of the scene's moved from
// its page.
func (a *App) windowButtons() []*kit.Button {
	out := a.update.Buttons(a.v)
	for _, b := range a.scene.Buttons() {
		w := *b
		w.R.Y -= a.scroll.off
		if w.R.Y >= -0.5 && w.R.Y+w.R.H <= a.v.H+0.5 {
			out = append(out, &w)
		}
	}
	return out
}
