// Package scenetest is a scene host for the tests of the packages that
// make scenes: it shows a scene as the app does, laid out on a screen of
// the size asked for, with the board views of game/ui/games and a store in
// memory (or the store the test gives it: the store of a page loaded
// before on the same device), and taps, ticks and reads it as a player and
// the app's loop do, with no window; Await waits, ticking, for what other
// goroutines do (a connection's, the computer's). The screens of other
// packages that a scene may go to (the menu, the rules, the share sheet)
// are stand-ins that only have a name.
package scenetest

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/storage"
)

// Host shows one scene at a time.
type Host struct {
	t     testing.TB
	v     kit.View
	fonts *kit.Fonts
	store storage.Store
	shown scene.Scene
	now   time.Time // the time the clocks of timed games read: it moves when the test says
}

// New is a host with a screen of w×h CSS pixels at device pixel ratio
// dpr, showing nothing yet.
func New(t testing.TB, w, h, dpr float64) *Host {
	return NewWithStore(t, w, h, dpr, storage.Memory{})
}

// NewWithStore is New with the games and settings kept in store: the page
// loaded again on the device whose store it is, or a device whose store
// the test makes.
func NewWithStore(t testing.TB, w, h, dpr float64, store storage.Store) *Host {
	return &Host{t: t, v: kit.NewView(w, h, dpr), fonts: kit.NewFonts(), store: store, now: time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)}
}

// Now is the host's time, which moves only by Advance.
func (h *Host) Now() time.Time { return h.now }

// Advance moves the host's time on by d.
func (h *Host) Advance(d time.Duration) { h.now = h.now.Add(d) }

// Show makes s the scene on screen, laid out, after closing the one
// before.
func (h *Host) Show(s scene.Scene) {
	if c, ok := h.shown.(kit.Closer); ok && h.shown != s {
		c.Close()
	}
	h.shown = s
	s.Layout(h.v)
}

func (h *Host) Scene() scene.Scene { return h.shown }

// Menu, Rules and Share are stand-ins named "menu", "rules" and "share".
func (h *Host) Menu() scene.Scene                           { return standIn("menu") }
func (h *Host) Rules(game.Ruleset, scene.Scene) scene.Scene { return standIn("rules") }
func (h *Host) Share(scene.Scene, game.Record) scene.Scene  { return standIn("share") }
func (h *Host) SettingsRow() []*kit.Button                  { return nil }
func (h *Host) WithKeys(hint string) string                 { return hint }
func (h *Host) Version() string                             { return "test" }
func (h *Host) Fonts() *kit.Fonts                           { return h.fonts }
func (h *Host) View() kit.View                              { return h.v }
func (h *Host) Store() storage.Store                        { return h.store }
func (h *Host) Redraw()                                     {}
func (h *Host) BoardView(gameID string) (board.View, bool) {
	g, ok := games.Find(gameID)
	if !ok {
		return nil, false
	}
	return g.NewView(), true
}

// Resize gives the screen another size, and lays the scene out on it, as
// a turned phone or a resized window does.
func (h *Host) Resize(w, ht, dpr float64) {
	h.v = kit.NewView(w, ht, dpr)
	h.shown.Layout(h.v)
}

// Click taps the middle of the enabled button with the label, and fails
// the test when there is none.
func (h *Host) Click(label string) {
	h.t.Helper()
	if b := h.Button(label); b != nil && !b.Disabled {
		h.Tap(b.R.Center())
		return
	}
	h.t.Fatalf("no button %q to tap in scene %s", label, h.shown.Name())
}

// Button is the button with the label on screen, enabled or not, or nil.
func (h *Host) Button(label string) *kit.Button {
	for _, b := range h.shown.Buttons() {
		if b.Label == label {
			return b
		}
	}
	return nil
}

// Enabled tells whether an enabled button with the label is on screen.
func (h *Host) Enabled(label string) bool {
	b := h.Button(label)
	return b != nil && !b.Disabled
}

// Tap taps the screen at (x, y) in device pixels: a button there, or the
// scene.
func (h *Host) Tap(x, y float64) {
	if !kit.TapButtons(h.shown.Buttons(), x, y) {
		h.shown.Tap(x, y)
	}
}

// TapCell taps the centre of the cell, point or site with the name, as
// the scene describes it, and fails the test when it is not on screen.
func (h *Host) TapCell(name string) {
	h.t.Helper()
	x, y, ok := h.Snapshot().Cell(name)
	if !ok {
		h.t.Fatalf("no cell %q on screen in scene %s", name, h.shown.Name())
	}
	h.Tap(x, y)
}

// Snapshot is what the page's test hook would report, in device pixels.
func (h *Host) Snapshot() *scene.Snapshot {
	s := &scene.Snapshot{Scene: h.shown.Name(), Cell: func(string) (float64, float64, bool) { return 0, 0, false }}
	if d, ok := h.shown.(scene.Describer); ok {
		d.Describe(s)
	}
	return s
}

// Status is the status the scene describes.
func (h *Host) Status() string { return h.Snapshot().Status }

// Tick runs one tick of the app's loop on the scene, and tells whether
// the scene does work on ticks at all.
func (h *Host) Tick() bool {
	t, ok := h.shown.(interface{ Tick() bool })
	if ok {
		t.Tick()
	}
	return ok
}

// TickUntil ticks until done is true, and fails the test, saying what it
// waited for, after n ticks.
func (h *Host) TickUntil(what string, n int, done func() bool) {
	h.t.Helper()
	for range n {
		if done() {
			return
		}
		h.Tick()
	}
	if !done() {
		h.t.Fatalf("waited %d ticks for %s; the scene %s says %q", n, what, h.shown.Name(), h.Status())
	}
}

// Await calls tick until done is true, a millisecond apart for the work
// of other goroutines (a connection's, the computer's), and fails the test
// after ten seconds, saying what it waited for and what shown says then:
// for tests of several hosts, or apps, that wait on such work.
func Await(t testing.TB, what string, done func() bool, tick func(), shown func() string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("waited for %s; %s", what, shown())
		}
		tick()
		time.Sleep(time.Millisecond)
	}
}

// standIn is a scene of another package that the host does not make: it
// has a name and nothing else.
type standIn string

func (s standIn) Name() string         { return string(s) }
func (standIn) Layout(kit.View)        {}
func (standIn) Buttons() []*kit.Button { return nil }
func (standIn) Tap(float64, float64)   {}
func (standIn) Draw(*ebiten.Image)     {}
