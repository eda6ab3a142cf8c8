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

// earlyController makes the page see its first service worker as its
// controller as soon as the worker is installed, before the worker's own
// state events and the controllerchange say so. The page learns of its
// controller and of its workers' states separately; Firefox 153 ESR on a
// 2-core machine with one core kept busy once showed the update banner
// on a first visit (TestGamesOtherEngines), and this order is the one
// that makes the installed first worker look like a new version waiting
// while another controls the page.
const earlyController = `(() => {
	const sw = navigator.serviceWorker;
	const real = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(sw), "controller").get;
	let reg = null;
	const register = sw.register.bind(sw);
	sw.register = (...args) => register(...args).then((r) => (reg = r));
	Object.defineProperty(sw, "controller", {get: () => real.call(sw) || (reg && (reg.waiting || reg.installing)) || null});
})()`

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

// TestFirstVisitEarlyController is the first visit in Chromium with the
// controller told before the worker's states (earlyController): the page
// must not take its own first worker for a new version.
func TestFirstVisitEarlyController(t *testing.T) {
	p := Open(t, "about:blank", Screen{Width: 800, Height: 600}, Shots(t))
	p.BeforeLoad(earlyController)
	p.Navigate(Serve(t, Dist(t)))
	p.WaitScene("menu")
	p.WaitController()
	quietFor(t, "Chromium shows the update banner on a first visit whose controller is told early", 3*time.Second, func() bool { return Eval[bool](p, banner) })
}
