//go:build !js

package browsertest

import (
	"testing"
	"time"
)

// banner is true while the page offers a new version.
const banner = `window.pentarchy.buttons().some(b => b.label === "New version — reload")`

// lateRegister makes navigator.serviceWorker.register resolve only once
// the first worker controls the page, as it does in some Firefox versions
// (seen in 153 ESR): the race that showed the banner, made certain.
const lateRegister = `() => {
	const sw = navigator.serviceWorker;
	const register = sw.register.bind(sw);
	sw.register = (...args) => register(...args).then((reg) => new Promise((resolve) => {
		const poll = () => (sw.controller ? resolve(reg) : setTimeout(poll, 0));
		poll();
	}));
}`

// quietFor fails the test if cond becomes true within d.
func quietFor(t *testing.T, what string, d time.Duration, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if cond() {
			t.Fatalf("%s", what)
		}
	}
}

// TestFirstVisitFirefox opens the page in Firefox ESR with a fresh
// profile: the menu shows, the service worker takes the page over, and no
// "New version" banner shows, neither then nor after a reload. In Firefox
// the first worker claims the page before register() resolves, which once
// passed for another tab's switch to a new version.
func TestFirstVisitFirefox(t *testing.T) {
	f := OpenFirefox(t, "about:blank", Shots(t))
	f.Preload(lateRegister)
	f.Navigate(Serve(t, Dist(t)))
	began := time.Now()
	f.WaitFor("the menu", `window.pentarchy && window.pentarchy.scene() === "menu"`)
	t.Logf("Firefox shows the menu %v after the page loaded", time.Since(began).Round(time.Millisecond))
	f.WaitFor("the service worker in charge", `navigator.serviceWorker.controller`)
	quietFor(t, "Firefox shows the update banner on a first visit", 3*time.Second, func() bool { return f.True(banner) })
	f.Screenshot("firefox-first-visit")
	f.Reload()
	f.WaitFor("the menu after a reload", `window.pentarchy && window.pentarchy.scene() === "menu"`)
	quietFor(t, "Firefox shows the update banner after a reload with nothing new", 2*time.Second, func() bool { return f.True(banner) })
}

// TestFirstVisitChromium is the same first visit in Chromium.
func TestFirstVisitChromium(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 800, Height: 600}, Shots(t))
	p.WaitScene("menu")
	p.WaitController()
	quietFor(t, "Chromium shows the update banner on a first visit", 3*time.Second, func() bool { return Eval[bool](p, banner) })
}
