//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// syncMark is the name of the performance.mark that ties the trace's clock
// to the page's performance.now().
const syncMark = "framebench-sync"

// traceCategories are the trace categories recorded: the timeline's tasks,
// the user timing marks, and the names of the threads.
var traceCategories = []string{"devtools.timeline", "blink.user_timing", "__metadata"}

// traceEvent is the part of a Chrome trace event that framebench reads.
type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Ts   float64 `json:"ts"`   // µs
	Dur  float64 `json:"dur"`  // µs
	TDur float64 `json:"tdur"` // µs of the thread's CPU
	Args struct {
		Data struct {
			Type string `json:"type"`
		} `json:"data"`
	} `json:"args"`
}

// tracer keeps the trace events the browser sends while a trace ends.
type tracer struct {
	mu     sync.Mutex
	events []jsonv2.Value
	done   chan struct{}
}

func newTracer() *tracer { return &tracer{done: make(chan struct{}, 1)} }

// listen takes the tab's events; it runs in chromedp's reading loop.
func (tr *tracer) listen(ev any) {
	switch e := ev.(type) {
	case *tracing.EventDataCollected:
		tr.mu.Lock()
		defer tr.mu.Unlock()
		tr.events = append(tr.events, e.Value...)
	case *tracing.EventTracingComplete:
		select {
		case tr.done <- struct{}{}:
		default:
		}
	}
}

// startTrace starts recording a trace, and returns the performance.now()
// of the sync mark it then puts in the trace.
func (t *tab) startTrace() float64 {
	if t.err == nil {
		cfg := &tracing.TraceConfig{IncludedCategories: traceCategories}
		_, t.err = chromedp.Call(t.ctx, tracing.Start, tracing.StartParams{TraceConfig: cfg})
	}
	return eval[float64](t, fmt.Sprintf("performance.mark(%q).startTime", syncMark))
}

// endTrace ends the trace and returns its events.
func (t *tab) endTrace() []traceEvent {
	if t.err == nil {
		_, t.err = chromedp.Call(t.ctx, tracing.End, cdp.Empty{})
	}
	if t.err != nil {
		return nil
	}
	select {
	case <-t.tracer.done:
	case <-time.After(timeout):
		t.err = fmt.Errorf("the trace did not end in %v", timeout)
	}
	t.tracer.mu.Lock()
	raw := t.tracer.events
	t.tracer.events = nil
	t.tracer.mu.Unlock()
	events := make([]traceEvent, 0, len(raw))
	for _, r := range raw {
		var ev traceEvent
		if json.Unmarshal(r, &ev) == nil {
			events = append(events, ev)
		}
	}
	return events
}

// taskName is the name of the trace event that runs a frame's callback,
// by the frame's kind; "" for GL work outside any callback.
func taskName(kind string) string {
	switch kind {
	case "raf":
		return "FireAnimationFrame"
	case "timeout":
		return "TimerFire"
	case "other":
		return ""
	}
	return "EventDispatch"
}

// slack is how far, in µs, a callback's start may fall outside its task in
// the trace: performance.now() is coarsened to 100 µs.
const slack = 200

// matchTrace sets the TraceMs of every frame whose task the trace holds,
// and returns how many it set. markAt is the performance.now() of the sync
// mark: the mark's event gives the offset of the trace's clock and the
// page's main thread.
func matchTrace(frames []*frame, events []traceEvent, markAt float64) int {
	mark, ok := findMark(events)
	if !ok {
		return 0
	}
	offset := mark.Ts - markAt*1000
	matched := 0
	for _, f := range frames {
		if ev, ok := taskOf(f, events, mark, offset); ok {
			f.TraceMs = ev.Dur / 1000
			f.CPUMs = ev.TDur / 1000
			matched++
		}
	}
	return matched
}

// findMark returns the sync mark's event.
func findMark(events []traceEvent) (traceEvent, bool) {
	for _, ev := range events {
		if ev.Name == syncMark {
			return ev, true
		}
	}
	return traceEvent{}, false
}

// taskOf returns the innermost task of the frame's kind on the mark's
// thread that holds the start of the frame's callback.
func taskOf(f *frame, events []traceEvent, mark traceEvent, offset float64) (traceEvent, bool) {
	name, at := taskName(f.Kind), f.At*1000+offset
	var best traceEvent
	found := false
	for _, ev := range events {
		if ev.Name != name || ev.Ph != "X" || ev.Pid != mark.Pid || ev.Tid != mark.Tid {
			continue
		}
		if name == "EventDispatch" && ev.Args.Data.Type != f.Kind {
			continue
		}
		if ev.Ts-slack <= at && at <= ev.Ts+ev.Dur+slack && (!found || ev.Ts > best.Ts) {
			best, found = ev, true
		}
	}
	return best, found
}
