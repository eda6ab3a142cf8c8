package ui

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// updateOffer offers the new version of the page once the browser has
// installed it (the service worker, see static/sw.js): a banner over the
// top of every scene with "New version — reload" and "Later". The game is
// saved after every step, so reloading loses nothing.
type updateOffer struct {
	arrived atomic.Bool // a new version waits; set from the browser's callback
	shown   bool        // the banner is on screen
	putOff  bool        // the player chose Later: the new version starts next time
	reload  *kit.Button
	later   *kit.Button
}

// bannerW is the widest the banner gets, in CSS pixels.
const bannerW = 440

// newUpdateOffer returns the offer, hidden until arrive is called; the
// reload button calls apply, which hands over to the new version and
// reloads the page.
func newUpdateOffer(apply func()) *updateOffer {
	u := &updateOffer{}
	u.reload = &kit.Button{Label: kit.Tr("update.reload"), Primary: true, Keys: []ebiten.Key{ebiten.KeyF5}}
	u.reload.Action = func() {
		u.reload.Label, u.reload.Disabled, u.later.Disabled = kit.Tr("update.reloading"), true, true
		apply()
	}
	u.later = kit.Act("update.later", func() { u.putOff = true })
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
func (u *updateOffer) rect(v kit.View) kit.Rect {
	m := v.Px(kit.Gap) / 2
	w := min(v.Px(bannerW), v.W-2*m)
	return kit.Rect{X: (v.W - w) / 2, Y: m, W: w, H: v.Px(kit.ButtonH) + 2*m}
}

// Buttons are the banner's buttons laid out on v, none while it is hidden.
func (u *updateOffer) Buttons(v kit.View) []*kit.Button {
	if !u.shown {
		return nil
	}
	row := u.rect(v).Inset(v.Px(kit.Gap)/2).Row(v.Px(kit.Gap)/2, 2.4, 1)
	u.reload.R, u.later.R = row[0], row[1]
	return []*kit.Button{u.reload, u.later}
}

// covers tells whether (x, y) is on the banner, so that a tap there that
// misses its buttons does not reach the scene below.
func (u *updateOffer) covers(v kit.View, x, y float64) bool {
	return u.shown && u.rect(v).Contains(x, y)
}

// Draw draws the banner over the scene, if it is shown.
func (u *updateOffer) Draw(dst *ebiten.Image, f *kit.Fonts, v kit.View) {
	if !u.shown {
		return
	}
	r := u.rect(v).Snapped()
	kit.FillRoundRect(dst, r, v.Px(kit.Radius), kit.Th.Panel)
	kit.StrokeRoundRect(dst, r, v.Px(kit.Radius), v.Px(1.5), kit.Th.ButtonEdge)
	for _, b := range u.Buttons(v) {
		b.Draw(dst, f, v)
	}
}

// Buttons are every control on screen: the update banner's, over the
// scene, then the scene's.
func (a *App) Buttons() []*kit.Button {
	return append(a.update.Buttons(a.v), a.scene.Buttons()...)
}
