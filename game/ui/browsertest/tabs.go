//go:build !js

package browsertest

import (
	"strconv"

	"github.com/chromedp/chromedp"
)

// OnlineFlags are the Chromium flags of tests that connect two pages with
// WebRTC: host candidates carry real addresses instead of mDNS names, so
// that the connection does not depend on multicast. The value replaces
// chromedp's own disable-features, so it lists those too.
var OnlineFlags = []chromedp.ExecAllocatorOption{
	chromedp.Flag("disable-features", "Translate,BlinkGenPropertyTrees,WebRtcHideLocalIpsWithMdns"),
	// Two pages play each other: the one not in front must not be slowed.
	chromedp.Flag("disable-background-timer-throttling", true),
	chromedp.Flag("disable-renderer-backgrounding", true),
	chromedp.Flag("disable-backgrounding-occluded-windows", true),
}

// OpenTab opens url in a new tab of p's browser, on its own screen, and
// closes it when the test ends (or when Close is called). Two tabs on two
// origins (two Serve URLs) keep apart what they store, like two devices.
func (p *Page) OpenTab(url string, screen Screen) *Page {
	p.t.Helper()
	if screen.Scale == 0 {
		screen.Scale = 1
	}
	ctx, cancel := chromedp.NewContext(p.ctx)
	tab := &Page{t: p.t, ctx: ctx, screen: screen, shots: p.shots, close: cancel}
	p.t.Cleanup(cancel)
	if err := chromedp.Do(ctx, emulate(screen), chromedp.Navigate(url)); err != nil {
		p.t.Fatalf("open a tab on %s: %v", url, err)
	}
	return tab
}

// Close closes a tab opened by OpenTab, as a player closes it.
func (p *Page) Close() {
	p.t.Helper()
	if p.close == nil {
		p.t.Fatal("only a tab opened by OpenTab can be closed")
	}
	p.close()
}

// Code returns the invite, reply or move code the page shows, or "".
func (p *Page) Code() string { return Eval[string](p, `window.pentarchy.code() || ""`) }

// WaitCode waits until the page shows a code other than old, and returns
// it.
func (p *Page) WaitCode(old string) string {
	p.t.Helper()
	p.WaitFor("a code", `(window.pentarchy.code() || "") !== "" && window.pentarchy.code() !== `+strconv.Quote(old))
	return p.Code()
}

// Type types text into the page's text box that takes text (the one that
// is not read-only), key by key, as a player does.
func (p *Page) Type(text string) {
	p.t.Helper()
	const box = `textarea:not([readonly])`
	if err := chromedp.Do(p.ctx, chromedp.SendKeys(chromedp.CSS(box), text)); err != nil {
		p.t.Fatalf("type into %s: %v", box, err)
	}
	p.settle()
}
