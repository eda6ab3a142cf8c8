package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/sound"
	"pentarchy/game/ui/storage"
)

// Version is the build id, shown on the title menu and reported as
// window.pentarchy.version. Builds set it with
// -ldflags "-X pentarchy/game/ui.Version=…".
var Version = "dev"

// App is the whole user interface, an ebiten.Game. It shows one scene at a
// time and redraws only when something changed.
type App struct {
	scene       scene.Scene
	fonts       *kit.Fonts
	input       input.Pointer
	gest        input.Gestures
	v           kit.View
	store       storage.Store // games and settings kept on the device
	dial        netui.Dialer  // makes connections to other devices (netsession.go)
	dirty       bool          // the screen no longer shows the current state
	warm        bool          // kit.WarmUp and play.WarmUp have run
	rehearsal   []scene.Scene // what the next frame draws first, then over (scene.Rehearser)
	rehearsedAt string        // the RehearsalKey it was asked for last
	rehearsedOf scene.Scene   // and of which scene
	kb          keyboard      // the keyboard's focus and board cursor
	scroll      pageScroll    // the page of a screen taller than the window
	sfx         sound.Sounds  // sound effects and their setting
	speech      speaking      // the screen-reader mode (appspeech.go)

	update *updateOffer // a new version of the page, once there is one
}

// New returns the app on its title menu and sets Ebiten up for event-driven
// drawing: no frames while nothing happens, and a screen that keeps its
// pixels between frames.
//
// Every frame runs exactly one tick (TPS synced with frames). With the
// default 60 ticks a second, a frame forced by an input event that comes
// less than half a tick after the previous one runs no tick at all, and in
// this mode nothing runs again until the next event: the end of a quick
// click or tap would wait for the player's next move.
func New() *App {
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowTitle(kit.Tr("app.name"))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	a := newApp(storage.Device())
	a.sfx.Out = sound.NewSpeaker()
	screens.OpenLink(a, kit.TakeFragment())
	watchUpdates(a.update.arrive)
	return a
}

// newApp returns the app on its title menu, keeping games in store,
// without touching Ebiten's global settings.
func newApp(store storage.Store) *App {
	a := &App{fonts: kit.NewFonts(), v: kit.NewView(360, 640, 1), store: store, dial: netui.DialSession, update: newUpdateOffer(applyUpdate)}
	a.loadTheme()
	a.sfx = sound.NewSounds(nil, store)
	a.speech = newSpeaking(a)
	a.Show(screens.NewMenuScene(a))
	return a
}

// Update turns this tick's taps and keys into actions of the scene.
func (a *App) Update() error {
	if a.update.changed() {
		a.dirty = true
	}
	slop := a.v.Px(kit.TouchMin) / 2
	g := a.gest.Update(slop)
	taps := a.input.Taps(slop)
	if !a.gest.Swallows() {
		for _, t := range taps {
			a.Tap(t.X, t.Y)
		}
	}
	if gs, ok := a.scene.(gestureScene); ok && !g.Idle() && gs.Gesture(g) {
		a.dirty = true
	}
	if a.scroll.input(g, a.v) {
		a.dirty = true
	}
	if h, ok := a.scene.(scene.Hoverer); ok {
		if c, moved := a.input.Hovered(); moved && h.Hover(c.X, c.Y) {
			a.dirty = true
		}
	}
	if a.keys(a.kb.readKeys()) {
		a.dirty = true
	}
	if t, ok := a.scene.(ticker); ok {
		if t.Tick() {
			a.dirty = true
		}
		// Nothing runs again without input unless a frame is asked for.
		if t.Busy() {
			ebiten.ScheduleFrame()
		}
	}
	if an, ok := a.scene.(scene.Animator); ok && an.Animating() {
		a.dirty = true
		ebiten.ScheduleFrame()
	}
	a.sfx.Observe(a.scene)
	a.followSpeech()
	return nil
}

// ticker is a scene that works on every tick, besides answering input:
// the play scene asks the computer, or the network, for their steps.
type ticker interface {
	// Tick does the tick's work and tells whether the screen changed.
	Tick() bool
	// Busy tells whether work goes on between frames, so that the app must
	// ask for the next frame itself.
	Busy() bool
}

// gestureScene is a scene that follows the pointer beyond taps (see
// gesture); gesture returns whether the scene changed.
type gestureScene interface {
	Gesture(g input.Gesture) bool
}

// Tap passes a tap in device pixels on the window to the update banner's
// buttons, then, unless the banner is there, to the scene's buttons and the
// scene itself, on the scene's page. It hides the keyboard's cursor and
// focus.
func (a *App) Tap(x, y float64) {
	a.kb.hide()
	a.sfx.Wake()
	if !kit.TapButtons(a.update.Buttons(a.v), x, y) && !a.update.covers(a.v, x, y) {
		y += a.scroll.off
		if !kit.TapButtons(a.scene.Buttons(), x, y) {
			a.tapScene(x, y)
		}
	}
	a.dirty = true
}

// Draw redraws the screen if anything changed since the last frame, and
// publishes what it shows to the test hook.
func (a *App) Draw(screen *ebiten.Image) {
	idle := !a.dirty
	if idle && a.rehearsal == nil {
		return
	}
	if !a.warm {
		kit.WarmUp()
		play.WarmUp()
		a.warm = true
	}
	page := a.scroll.target(screen, a.v)
	if idle {
		a.drawRehearsal(page)
	}
	page.Fill(kit.Th.Background)
	a.scene.Draw(page)
	a.scroll.Show(screen, a.v)
	a.update.Draw(screen, a.fonts, a.v)
	a.drawKeyboard(screen)
	publish(a.snapshot())
	kit.EndFrame()
	a.dirty = false
	if an, ok := a.scene.(scene.Animator); ok && an.Animating() {
		a.dirty = true
		ebiten.ScheduleFrame()
	} else if !idle {
		a.askRehearsal()
	}
}

// LayoutF makes the screen as many device pixels as the window has, so
// that drawing is crisp at any device pixel ratio.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	v := kit.NewView(outsideWidth, outsideHeight, ebiten.Monitor().DeviceScaleFactor())
	if v != a.v {
		a.v = v
		a.layoutScene()
		a.dirty = true
	}
	return v.W, v.H
}

// Layout is never called, because App implements LayoutF; it exists to
// satisfy ebiten.Game.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// askRehearsal asks a scene that can tell what it may show next
// (scene.Rehearser) for it, when its RehearsalKey has changed, and has an
// idle frame draw it: the next one, unless input comes first.
func (a *App) askRehearsal() {
	r, ok := a.scene.(scene.Rehearser)
	if !ok {
		a.rehearsal = nil
		return
	}
	if key := r.RehearsalKey(); key != a.rehearsedAt || a.rehearsedOf != a.scene {
		a.rehearsedAt, a.rehearsedOf = key, a.scene
		a.rehearsal = r.Rehearsal()
	}
	if a.rehearsal != nil {
		ebiten.ScheduleFrame()
	}
}

// drawRehearsal draws the scenes of the rehearsal into dst, which the
// frame then draws over, and forgets them.
func (a *App) drawRehearsal(dst *ebiten.Image) {
	for _, s := range a.rehearsal {
		s.Layout(a.v)
		s.Draw(dst)
	}
	a.rehearsal = nil
}
