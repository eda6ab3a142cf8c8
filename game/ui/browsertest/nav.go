//go:build !js

package browsertest

import (
	"context"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// BeforeLoad makes the page run the JavaScript js before any script of its
// own, on every page it loads from now on (a test opens about:blank, calls
// BeforeLoad, then Navigate). It is how a test takes a feature away from
// the browser or listens from the very start.
func (p *Page) BeforeLoad(js string) {
	p.t.Helper()
	_, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
	if err != nil {
		p.t.Fatalf("add a script before load: %v", err)
	}
}

// Navigate loads url in the page.
func (p *Page) Navigate(url string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.t.Fatalf("navigate to %s: %v", url, err)
	}
}

// Reload reloads the page, as a player does.
func (p *Page) Reload() {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		p.t.Fatalf("reload: %v", err)
	}
}

// Await runs a JavaScript expression whose value is a promise, waits for
// it, and decodes its value into T.
func Await[T any](p *Page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// Key presses and releases one key, given as chromedp/kb spells it ("f",
// kb.Enter, kb.Escape), held down for 50 ms like a finger would, so that
// the app sees it pressed for at least a frame.
func (p *Page) Key(key string) {
	p.t.Helper()
	ctx := p.inputContext()
	for _, r := range key {
		events := kb.Encode(r)
		for i, e := range events {
			if i == len(events)-1 {
				time.Sleep(50 * time.Millisecond)
			}
			if _, err := chromedp.Call(ctx, input.DispatchKeyEvent, *e); err != nil {
				p.t.Fatalf("key %q: %v", key, err)
			}
		}
	}
	p.settle()
}

// inputContext is where input events go: the page's own tab, or for a
// page in an iframe the tab that holds it.
func (p *Page) inputContext() context.Context {
	if p.host != nil {
		return p.host.page.ctx
	}
	return p.ctx
}

// cspListener keeps every Content-Security-Policy violation the page
// reports, from the start of every load, in window.cspViolations.
const cspListener = `window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) =>
	window.cspViolations.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " (" + e.sourceFile + ":" + e.lineNumber + ")"));`

// WatchCSP makes the page keep the Content-Security-Policy violations it
// reports from now on; CSPViolations reads them. Call it before Navigate.
func (p *Page) WatchCSP() { p.BeforeLoad(cspListener) }

// CSPViolations returns the violations the page reported since it loaded.
func (p *Page) CSPViolations() []string {
	return Eval[[]string](p, "window.cspViolations || []")
}

// CheckCSP fails the test if the page reported any violation of its
// Content-Security-Policy since it loaded.
func (p *Page) CheckCSP() {
	p.t.Helper()
	if v := p.CSPViolations(); len(v) > 0 {
		p.t.Errorf("the page reported Content-Security-Policy violations:\n\t%s", strings.Join(v, "\n\t"))
	}
}

// WaitController waits until a service worker controls the page and
// returns the name of the page's cache.
func (p *Page) WaitController() string {
	p.t.Helper()
	p.WaitFor("a service worker controlling the page", "navigator.serviceWorker && navigator.serviceWorker.controller")
	return p.WaitOneCache()
}

// WaitOneCache waits until the page's origin has exactly one Pentarchy cache,
// the older ones removed, and returns its name.
func (p *Page) WaitOneCache() string {
	p.t.Helper()
	var names []string
	for deadline := time.Now().Add(Timeout); ; time.Sleep(50 * time.Millisecond) {
		names = Await[[]string](p, `caches.keys().then(ks => ks.filter(k => k.startsWith("pentarchy ")))`)
		if len(names) == 1 {
			return names[0]
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("waited %v for one Pentarchy cache; there are %q", Timeout, names)
		}
	}
}

// InstallabilityErrors returns why Chromium would not offer to install the
// page as an app: none for a good web app manifest with its icons.
func (p *Page) InstallabilityErrors() []string {
	p.t.Helper()
	res, err := chromedp.Call(p.ctx, page.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		p.t.Fatalf("installability: %v", err)
	}
	var errs []string
	for _, e := range res.InstallabilityErrors {
		errs = append(errs, e.ErrorID)
	}
	return errs
}
