package ui

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// updateOffer offers the new version of the page once the browser has
// installed it (the service worker, see static/sw.js): a banner over the
// top of every scene with "New version — reload" and "Later". The game is
// saved after every step, so reloading loses nothing.
type updateOffer struct {
	arrived atomic.Bool // a new version waits; set from the browser's callback
	shown   bool        // the banner is on screen
	putOff  bool        // the player chose Later: the new version starts next time
	reload  *button
	later   *button
}

// bannerW is the widest the banner gets, in CSS pixels.
const bannerW = 440

// newUpdateOffer returns the offer, hidden until arrive is called; the
// reload button calls apply, which hands over to the new version and
// reloads the page.
func newUpdateOffer(apply func()) *updateOffer {
	u := &updateOffer{}
	u.reload = &button{label: tr("update.reload"), primary: true, keys: []ebiten.Key{ebiten.KeyF5}}
	u.reload.action = func() {
		u.reload.label, u.reload.disabled, u.later.disabled = tr("update.reloading"), true, true
		apply()
	}
	u.later = &button{label: tr("update.later"), action: func() { u.putOff = true }}
	return u
}

// arrive tells the offer that a new version waits. It may be called from
// any goroutine (the browser's callback); it wakes the app up, which draws
// nothing otherwise.
func (u *updateOffer) arrive() {
	u.arrived.Store(true)
	ebiten.ScheduleFrame()
}

// changed tells whether the banner appeared or went away since the last
// call, so that the app redraws.
func (u *updateOffer) changed() bool {
	show := u.arrived.Load() && !u.putOff
	if show == u.shown {
		return false
	}
	u.shown = show
	return true
}

// rect is where the banner sits on v: across the top, centred.
func (u *updateOffer) rect(v view) rect {
	m := v.px(gap) / 2
	w := min(v.px(bannerW), v.w-2*m)
	return rect{(v.w - w) / 2, m, w, v.px(buttonH) + 2*m}
}

// buttons are the banner's buttons laid out on v, none while it is hidden.
func (u *updateOffer) buttons(v view) []*button {
	if !u.shown {
		return nil
	}
	row := u.rect(v).inset(v.px(gap)/2).row(v.px(gap)/2, 2.4, 1)
	u.reload.r, u.later.r = row[0], row[1]
	return []*button{u.reload, u.later}
}

// covers tells whether (x, y) is on the banner, so that a tap there that
// misses its buttons does not reach the scene below.
func (u *updateOffer) covers(v view, x, y float64) bool {
	return u.shown && u.rect(v).contains(x, y)
}

// draw draws the banner over the scene, if it is shown.
func (u *updateOffer) draw(dst *ebiten.Image, f *fonts, v view) {
	if !u.shown {
		return
	}
	r := u.rect(v).snapped()
	fillRoundRect(dst, r, v.px(radius), th.panel)
	strokeRoundRect(dst, r, v.px(radius), v.px(1.5), th.buttonEdge)
	for _, b := range u.buttons(v) {
		b.draw(dst, f, v)
	}
}

// buttons are every control on screen: the update banner's, over the
// scene, then the scene's.
func (a *App) buttons() []*button {
	return append(a.update.buttons(a.v), a.scene.buttons()...)
}
