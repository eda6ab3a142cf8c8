//go:build !js

package browsertest

import (
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// Busy is how the page's main thread spent a stretch of time, read from a
// CPU profile of it: the page's own code (its WebAssembly and JavaScript),
// and the browser's own work there (in headless Chromium, mostly turning
// the WebGL canvas into pixels in software, which grows with the canvas:
// it is what makes a redraw there take a tenth of a second and more).
type Busy struct {
	Script time.Duration // the page's own code in all
	// Longest is the page's own code in one go, with neither an idle
	// moment nor the browser's own work in between: the longest the
	// browser had to wait to draw a frame or take input because of it.
	Longest time.Duration
	Browser time.Duration // the browser's own work
}

func (b Busy) String() string {
	return fmt.Sprintf("the page's code ran %v, %v at most in one go; the browser's own work %v",
		b.Script.Round(time.Millisecond), b.Longest.Round(time.Millisecond), b.Browser.Round(time.Millisecond))
}

// StartProfile starts sampling the page's main thread every half
// millisecond; StopProfile stops and sums the samples up.
func (p *Page) StartProfile() {
	p.t.Helper()
	_, err := chromedp.Call(p.ctx, profiler.Enable, cdp.Empty{})
	if err == nil {
		_, err = chromedp.Call(p.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500})
	}
	if err == nil {
		_, err = chromedp.Call(p.ctx, profiler.Start, cdp.Empty{})
	}
	if err != nil {
		p.t.Fatalf("start profiling: %v", err)
	}
}

// StopProfile stops the profile StartProfile started and returns how the
// main thread spent the time.
func (p *Page) StopProfile() Busy {
	p.t.Helper()
	res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		p.t.Fatalf("stop profiling: %v", err)
	}
	return busyOf(res.Profile)
}

// busyOf sums a profile's samples up: each sample's time is the time to
// the next one.
func busyOf(prof *profiler.Profile) Busy {
	kind := map[int64]string{}
	for _, n := range prof.Nodes {
		kind[n.ID] = n.CallFrame.FunctionName
	}
	var b Busy
	var run time.Duration // the page's code in the current stretch of work
	for i, id := range prof.Samples {
		if i+1 == len(prof.TimeDeltas) {
			break
		}
		d := time.Duration(prof.TimeDeltas[i+1]) * time.Microsecond
		switch kind[id] {
		case "(idle)":
			run = 0
		case "(program)":
			b.Browser += d
			run = 0
		default: // JavaScript, WebAssembly, and collecting their garbage
			b.Script += d
			run += d
			b.Longest = max(b.Longest, run)
		}
	}
	return b
}
