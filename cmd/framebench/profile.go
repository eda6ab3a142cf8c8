//go:build !js

package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// The -profile flag: V8's sampling profiler runs while Start is clicked
// and again while the steps are played. Each profile is written to the
// directory as a .cpuprofile file, which Chromium's DevTools open, and
// framebench prints where the time of the first play frame and of the
// slowest step frame went. The page's WebAssembly must keep its name
// section (built without -s -w) for the names to be Go's.

// sampleMicros is the profiler's sampling interval.
const sampleMicros = 100

// startProfile starts the profiler.
func (t *tab) startProfile() {
	if t.err == nil {
		_, t.err = chromedp.Call(t.ctx, profiler.Enable, cdp.Empty{})
	}
	if t.err == nil {
		_, t.err = chromedp.Call(t.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: sampleMicros})
	}
	if t.err == nil {
		_, t.err = chromedp.Call(t.ctx, profiler.Start, cdp.Empty{})
	}
}

// stopProfile stops the profiler and writes its profile to the profile
// directory as name.cpuprofile.
func (t *tab) stopProfile(name string) *profiler.Profile {
	if t.err != nil {
		return nil
	}
	res, err := chromedp.Call(t.ctx, profiler.Stop, cdp.Empty{})
	if err == nil {
		var data []byte
		if data, err = json.Marshal(res.Profile); err == nil {
			err = os.WriteFile(filepath.Join(t.profiles, name+".cpuprofile"), data, 0o644)
		}
	}
	t.err = err
	return res.Profile
}

// printFrameProfile prints what the profile sampled while the frame's
// callback ran, offset being the trace clock's µs at the page's
// performance.now() 0: per line, the innermost two functions of ours or
// of Ebitengine's, with the time of their samples.
func printFrameProfile(w io.Writer, title string, p *profiler.Profile, f frame, offset float64) {
	if p == nil || f.Ms == nil {
		return
	}
	from := f.At*1000 + offset - slack
	to := from + *f.Ms*1000 + 2*slack
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	counts := map[string]int{}
	at := p.StartTime
	for i, id := range p.Samples {
		at += float64(p.TimeDeltas[i])
		if from <= at && at <= to {
			counts[where(id, byID, parent)]++
		}
	}
	lines := make([]string, 0, len(counts))
	for k := range counts {
		lines = append(lines, k)
	}
	slices.SortFunc(lines, func(a, b string) int { return cmp.Compare(counts[b], counts[a]) })
	fmt.Fprintf(w, "%s (%.1f ms in the page):\n", title, *f.Ms)
	for _, l := range lines[:min(20, len(lines))] {
		fmt.Fprintf(w, "  %5.1f ms  %s\n", float64(counts[l]*sampleMicros)/1000, l)
	}
}

// where names a sample by its innermost two functions of ours or of
// Ebitengine's, or by its innermost function if it has none.
func where(id int64, byID map[int64]*profiler.ProfileNode, parent map[int64]int64) string {
	var names []string
	first := ""
	for ok := true; ok && len(names) < 2; id, ok = parent[id] {
		n, found := byID[id]
		if !found {
			break
		}
		name := n.CallFrame.FunctionName
		if first == "" {
			first = name
		}
		if strings.HasPrefix(name, "pentarchy") || strings.Contains(name, "hajimehoshi") {
			names = append(names, strings.NewReplacer("github.com_hajimehoshi_ebiten_v2_", "ebiten.", "pentarchy_game_", "").Replace(name))
		}
	}
	if len(names) == 0 {
		return first
	}
	return strings.Join(names, " < ")
}
