//go:build !js

package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"pentarchy/game"
)

// TestScripts checks every script's steps with its ruleset alone, so that
// a wrong script fails here with the rules' reason, not in a browser.
func TestScripts(t *testing.T) {
	for _, s := range scripts {
		rec := game.Record{Game: s.rules.ID(), Steps: s.steps()}
		if _, err := game.Replay(s.rules, rec, nil); err != nil {
			t.Errorf("%s: the script is wrong: %v", s.key, err)
		}
	}
}

func TestSplit(t *testing.T) {
	var frames []frame
	for i := range 6 {
		frames = append(frames, frame{At: float64(10 + i)}) // the counter's frames 10 to 15
	}
	groups := split(frames, []int{10, 12, 12, 13})
	var got [][]float64
	for _, g := range groups {
		at := []float64{}
		for _, f := range g {
			at = append(at, f.At)
		}
		got = append(got, at)
	}
	want := [][]float64{{10, 11}, {}, {12}, {13, 14, 15}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("split = %v, want %v", got, want)
	}
}

func TestStatOf(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want stat
	}{
		{nil, stat{}},
		{[]float64{3}, stat{3, 3}},
		{[]float64{5, 1, 3}, stat{5, 3}},
		{[]float64{4, 1, 2, 8}, stat{8, 3}},
	} {
		if got := statOf(c.in); got != c.want {
			t.Errorf("statOf(%v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

// ms returns a pointer to a callback duration.
func ms(v float64) *float64 { return &v }

// fixedResults are two games' frames: phalanx's all matched in the trace,
// parry's with one frame timed only in the page and one not at all.
var fixedResults = []result{
	{
		key:   "phalanx",
		first: frame{Kind: "mouseup", Draws: 200, Indices: 6000, VertexBytes: 90000, TraceMs: 105.974, CPUMs: 60.5},
		clicks: [][]frame{
			{{Kind: "mousedown", Draws: 2, Indices: 12, VertexBytes: 384, TraceMs: 1.5}, {Kind: "mouseup", Draws: 130, Indices: 5532, VertexBytes: 215097, TraceMs: 51.4, CPUMs: 20.004}},
			{{Kind: "mousedown", Draws: 3, Indices: 12, VertexBytes: 384, TraceMs: 1}, {Kind: "mouseup", Draws: 127, Indices: 4194, VertexBytes: 160819, TraceMs: 40.6}},
		},
		matched: 5, total: 5,
	},
	{
		key:   "parry",
		first: frame{Kind: "mouseup", Draws: 366, Indices: 9419, VertexBytes: 357331, Ms: ms(34.6)},
		clicks: [][]frame{
			{{Kind: "raf", Draws: 10, Indices: 60, VertexBytes: 1000, Ms: ms(7.125)}, {Kind: "other", Draws: 1, Indices: 6, VertexBytes: 100}},
		},
		matched: 0, total: 3,
	},
}

func TestJSONLine(t *testing.T) {
	want := `{"phalanx":{"draws_max":130,"indices_max":5532,"vertex_bytes_max":215097,"main_ms_max":51.4,"main_cpu_ms_max":20},` +
		`"parry":{"draws_max":10,"indices_max":60,"vertex_bytes_max":1000,"main_ms_max":7.13,"main_cpu_ms_max":0},` +
		`"first_frame_ms":105.97,"first_frame_cpu_ms":60.5}`
	if got := jsonLine(oneRunEach(fixedResults)); got != want {
		t.Errorf("jsonLine =\n%s\nwant\n%s", got, want)
	}
}

func TestSummarise(t *testing.T) {
	got := summarise(fixedResults[1:2])
	want := summary{frames: 2, draws: stat{10, 5.5}, indices: stat{60, 33}, vertexBytes: stat{1000, 550}, mainMs: stat{7.125, 7.125}, worstMs: 7.125}
	if got != want {
		t.Errorf("summarise = %+v, want %+v (the frame with no time counts for GL only)", got, want)
	}
}

func TestPrintTable(t *testing.T) {
	var b bytes.Buffer
	printTable(&b, oneRunEach(fixedResults))
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("the table has %d lines, want a header and 2 rows:\n%s", len(lines), b.String())
	}
	for _, s := range []string{"phalanx", "4", "5/5", "130/65", "51.40/21.05", "105.97"} {
		if !strings.Contains(lines[1], " "+s+" ") {
			t.Errorf("the phalanx row has no %q: %s", s, lines[1])
		}
	}
}

// oneRunEach makes each result a game of one run.
func oneRunEach(results []result) [][]result {
	var games [][]result
	for _, r := range results {
		games = append(games, []result{r})
	}
	return games
}

// runOf is one run of a two-click script: the main-thread and CPU times of
// each click's frames, and of the first frame.
func runOf(first float64, clicks ...[]float64) result {
	r := result{key: "conquid", first: frame{TraceMs: first, CPUMs: first / 2}}
	for _, times := range clicks {
		var fs []frame
		for _, ms := range times {
			fs = append(fs, frame{Kind: "mouseup", Draws: 5, TraceMs: ms, CPUMs: ms / 2})
		}
		r.clicks = append(r.clicks, fs)
	}
	return r
}

func TestSummariseRuns(t *testing.T) {
	runs := []result{
		runOf(9, []float64{1, 4}, []float64{1, 5}),
		runOf(30, []float64{1, 14}, []float64{1, 6}), // the machine slowed the first click down
		runOf(8, []float64{1, 3}, []float64{7, 1}),
	}
	s := summarise(runs)
	// Click 1's slowest frames are 4, 14 and 3 ms: median 4. Click 2's
	// are 5, 6 and 7: median 6, the slowest click.
	if s.mainMs.max != 6 || s.cpuMs.max != 3 || s.worstMs != 14 || s.frames != 12 {
		t.Errorf("summarise = %+v, want main ms max 6, CPU 3, worst 14, 12 frames", s)
	}
	if f := firstFrame(runs); f.TraceMs != 9 || f.CPUMs != 4.5 {
		t.Errorf("firstFrame = %v ms, %v CPU, want the medians 9 and 4.5", f.TraceMs, f.CPUMs)
	}
	if got, want := jsonLine([][]result{runs}), `{"conquid":{"draws_max":5,"indices_max":0,"vertex_bytes_max":0,"main_ms_max":6,"main_cpu_ms_max":3},"first_frame_ms":9,"first_frame_cpu_ms":4.5}`; got != want {
		t.Errorf("jsonLine =\n%s\nwant\n%s", got, want)
	}
}

// Trace events on the page's main thread (pid 1, tid 2), with the sync
// mark at 1 s on the trace's clock and 500 ms on the page's: the trace's
// clock is the page's plus 500 ms.
var fixedTrace = []traceEvent{
	{Name: "thread_name", Ph: "M", Pid: 1, Tid: 2},
	{Name: syncMark, Ph: "R", Pid: 1, Tid: 2, Ts: 1_000_000},
	{Name: "FireAnimationFrame", Ph: "X", Pid: 1, Tid: 2, Ts: 1_099_950, Dur: 8_000, TDur: 5_000},
	{Name: "FireAnimationFrame", Ph: "X", Pid: 1, Tid: 9, Ts: 1_099_000, Dur: 30_000}, // another thread
	{Name: "EventDispatch", Ph: "X", Pid: 1, Tid: 2, Ts: 1_200_000, Dur: 3_000, Args: eventType("mousedown")},
	{Name: "EventDispatch", Ph: "X", Pid: 1, Tid: 2, Ts: 1_200_010, Dur: 12_500, TDur: 7_250, Args: eventType("mouseup")},
	{Name: "TimerFire", Ph: "X", Pid: 1, Tid: 2, Ts: 1_300_000, Dur: 2_000},
}

// eventType is the arguments of an EventDispatch of the type.
func eventType(typ string) (args struct {
	Data struct {
		Type string `json:"type"`
	} `json:"data"`
}) {
	args.Data.Type = typ
	return args
}

func TestMatchTrace(t *testing.T) {
	frames := []frame{
		{Kind: "raf", At: 600, Ms: ms(7.9)},         // 1 100 000 µs: in the first animation frame
		{Kind: "mouseup", At: 700.05, Ms: ms(12.1)}, // in the mouseup, not the mousedown it also falls in
		{Kind: "mousedown", At: 700.1, Ms: ms(2.9)}, // inside the mousedown, though 100 µs after its start
		{Kind: "timeout", At: 799.9, Ms: ms(1.9)},   // 100 µs before its timer, within the slack
		{Kind: "raf", At: 900, Ms: ms(4)},           // no task there
		{Kind: "other", At: 600, Ms: nil},           // never matched
	}
	n := matchTrace(pointers([][]frame{frames}), fixedTrace, 500)
	want := []float64{8, 12.5, 3, 2, 0, 0}
	wantCPU := []float64{5, 7.25, 0, 0, 0, 0}
	for i, f := range frames {
		if f.TraceMs != want[i] || f.CPUMs != wantCPU[i] {
			t.Errorf("frame %d (%s at %v): trace ms %v, cpu ms %v, want %v, %v", i, f.Kind, f.At, f.TraceMs, f.CPUMs, want[i], wantCPU[i])
		}
	}
	if n != 4 {
		t.Errorf("matched %d frames, want 4", n)
	}
	if got, _ := frames[4].mainMs(); got != 4 {
		t.Errorf("an unmatched frame's main ms = %v, want its time in the page, 4", got)
	}
	if _, ok := frames[5].mainMs(); ok {
		t.Error("a frame with no callback and no task has a main ms")
	}
}

func TestMatchTraceWithoutMark(t *testing.T) {
	frames := []frame{{Kind: "raf", At: 600}}
	if n := matchTrace(pointers([][]frame{frames}), fixedTrace[2:], 500); n != 0 || frames[0].TraceMs != 0 {
		t.Errorf("without the sync mark, %d frames matched (%v ms), want none", n, frames[0].TraceMs)
	}
}
