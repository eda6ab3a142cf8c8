//go:build !js

package browsertest

import (
	"fmt"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// frameHost is the page that holds a page shown in an iframe. Input goes
// to the host's tab, as the browser routes a real click: at the point of
// the host's viewport where the iframe shows the target.
type frameHost struct {
	page *Page
	x, y float64 // the iframe's content box in the host's viewport, CSS pixels
}

// Frame returns the page shown in the host's iframe of the given CSS
// selector, whose URL starts with urlPrefix. The iframe must come from
// another site (another host or port), as on itch.io: Chromium then runs
// it as a target of its own, which the returned Page drives. Its Eval,
// WaitFor, Buttons and the like run in the iframe; its Press and Key send
// input through the host page, where a player's clicks and keys arrive.
//
// It brings the host's tab to the front first. A player clicks in the tab
// they look at, which has the focus; headless Chromium focuses a new tab
// only some time after the first click, and takes the focus out of the
// iframe again when it does.
func (host *Page) Frame(selector, urlPrefix string) *Page {
	host.t.Helper()
	if _, err := chromedp.Call(host.ctx, page.BringToFront, cdp.Empty{}); err != nil {
		host.t.Fatalf("bring the tab to the front: %v", err)
	}
	deadline := time.Now().Add(Timeout)
	for {
		infos, err := chromedp.Targets(host.ctx)
		if err != nil {
			host.t.Fatalf("list targets: %v", err)
		}
		for _, info := range infos {
			if info.Type == "iframe" && strings.HasPrefix(info.URL, urlPrefix) {
				ctx, cancel := chromedp.NewContext(host.ctx, chromedp.WithTargetID(info.TargetID))
				host.t.Cleanup(cancel)
				f := &Page{t: host.t, ctx: ctx, screen: host.screen, shots: host.shots}
				f.host = host.frameBox(selector)
				return f
			}
		}
		if time.Now().After(deadline) {
			host.t.Fatalf("waited %v for an iframe at %s", Timeout, urlPrefix)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// frameBox finds where the iframe's content sits in the host's viewport.
func (host *Page) frameBox(selector string) *frameHost {
	host.t.Helper()
	box := Eval[struct{ X, Y float64 }](host, fmt.Sprintf(`(() => {
		const f = document.querySelector(%q), r = f.getBoundingClientRect();
		return {x: r.left + f.clientLeft, y: r.top + f.clientTop};
	})()`, selector))
	return &frameHost{page: host, x: box.X, y: box.Y}
}

// onHost converts a point of the page's viewport to where input for it
// must be sent: the same point, or for a page in an iframe the point of the
// host's viewport.
func (p *Page) onHost(x, y float64) (float64, float64) {
	if p.host == nil {
		return x, y
	}
	return x + p.host.x, y + p.host.y
}
