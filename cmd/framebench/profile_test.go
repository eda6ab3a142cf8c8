//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
)

// TestFrameProfile checks that only the samples taken while the frame's
// callback ran count, each named by its innermost two functions of ours
// or of Ebitengine's.
func TestFrameProfile(t *testing.T) {
	node := func(id int64, name string, children ...int64) *profiler.ProfileNode {
		return &profiler.ProfileNode{ID: id, CallFrame: &runtime.CallFrame{FunctionName: name}, Children: children}
	}
	p := &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			node(1, "(root)", 2, 5),
			node(2, "pentarchy_game_ui_play.__PlayScene_.Draw", 3),
			node(3, "github.com_hajimehoshi_ebiten_v2_internal_ui.__Image_.DrawTriangles", 4),
			node(4, "wasm-to-js"),
			node(5, "(program)"),
		},
		StartTime:  10_000,
		Samples:    []int64{4, 4, 5, 4, 5},
		TimeDeltas: []int64{100, 100, 100, 100, 5000}, // at 10.1, 10.2, 10.3, 10.4 and 15.4 ms
	}
	ms := 0.5
	f := frame{At: 1.0, Ms: &ms} // 10.0–10.5 ms on the profile's clock with an offset of 9 ms
	var out strings.Builder
	printFrameProfile(&out, "frame", p, f, 9000)
	got := out.String()
	for _, want := range []string{
		"frame (0.5 ms in the page):",
		"0.3 ms  ebiten.internal_ui.__Image_.DrawTriangles < ui_play.__PlayScene_.Draw",
		"0.1 ms  (program)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "0.2 ms  (program)") {
		t.Errorf("a sample after the frame counted:\n%s", got)
	}
}
