//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
)

// frame is one frame as the counter reports it, with its time in the
// trace once matched.
type frame struct {
	Kind        string   `json:"kind"`  // raf, timeout, other, or the event's type
	At          float64  `json:"at"`    // performance.now() when its callback began, ms
	Ms          *float64 `json:"ms"`    // its callback's duration in the page, ms; nil for "other"
	Scene       string   `json:"scene"` // the scene it showed
	Draws       int      `json:"draws"`
	Indices     int      `json:"indices"`
	VertexBytes int      `json:"vertexBytes"`
	IndexBytes  int      `json:"indexBytes"`
	FBBinds     int      `json:"fbBinds"`
	Finishes    int      `json:"finishes"`   // gl.finish calls: waits for the GPU
	FinishMs    float64  `json:"finishMs"`   // the time they took, ms
	TexUploads  int      `json:"texUploads"` // texSubImage2D calls
	TraceMs     float64  `json:"-"`          // its task's duration in the trace, ms; 0 if unmatched
	CPUMs       float64  `json:"-"`          // the main thread's CPU time in that task, ms
}

// mainMs returns the frame's main-thread time: its task's in the trace,
// else its callback's in the page; ok is false if it has neither.
func (f frame) mainMs() (ms float64, ok bool) {
	if f.TraceMs > 0 {
		return f.TraceMs, true
	}
	if f.Ms != nil {
		return *f.Ms, true
	}
	return 0, false
}

// stat is the maximum and the median of a figure over frames.
type stat struct{ max, median float64 }

// statOf returns the stat of the values; the median of an even count is
// the mean of the middle two.
func statOf(values []float64) stat {
	if len(values) == 0 {
		return stat{}
	}
	v := slices.Sorted(slices.Values(values))
	n := len(v)
	return stat{max: v[n-1], median: (v[(n-1)/2] + v[n/2]) / 2}
}

// summary sums a game's step frames up, over one or more runs of its
// script. The GL figures are the maximum and median over every frame of
// every run. The main thread's times are taken click by click: a click's
// time in a run is that of its slowest frame, its time is the median of
// those over the runs, and max is the slowest click's. A frame that the
// machine slowed down in one run (another process took the core) does not
// make the figure; a frame slow in most runs does. worstMs is the slowest
// frame of any run.
type summary struct {
	frames                                     int
	draws, indices, vertexBytes, mainMs, cpuMs stat
	worstMs                                    float64
}

// summarise returns the summary of the frames after the clicks, in the
// runs of one script.
func summarise(runs []result) summary {
	var draws, indices, bytes, ms, cpu []float64
	for _, r := range runs {
		for _, fs := range r.clicks {
			for _, f := range fs {
				draws = append(draws, float64(f.Draws))
				indices = append(indices, float64(f.Indices))
				bytes = append(bytes, float64(f.VertexBytes))
				if m, ok := f.mainMs(); ok {
					ms = append(ms, m)
				}
				if f.TraceMs > 0 {
					cpu = append(cpu, f.CPUMs)
				}
			}
		}
	}
	s := summary{frames: len(draws), draws: statOf(draws), indices: statOf(indices), vertexBytes: statOf(bytes), mainMs: statOf(ms), cpuMs: statOf(cpu)}
	s.worstMs = s.mainMs.max
	s.mainMs.max, s.cpuMs.max = slowestClick(runs)
	return s
}

// slowestClick returns the largest, over the clicks, of the median over
// the runs of the click's slowest frame: its main-thread time, and its CPU
// time.
func slowestClick(runs []result) (ms, cpu float64) {
	clicks := len(runs[0].clicks)
	for _, r := range runs {
		clicks = min(clicks, len(r.clicks))
	}
	for i := range clicks {
		var msRuns, cpuRuns []float64
		for _, r := range runs {
			m, c := slowestFrame(r.clicks[i])
			msRuns, cpuRuns = append(msRuns, m), append(cpuRuns, c)
		}
		ms, cpu = max(ms, statOf(msRuns).median), max(cpu, statOf(cpuRuns).median)
	}
	return ms, cpu
}

// slowestFrame returns the longest main-thread time and the longest CPU
// time of the frames.
func slowestFrame(frames []frame) (ms, cpu float64) {
	for _, f := range frames {
		if m, ok := f.mainMs(); ok {
			ms = max(ms, m)
		}
		if f.TraceMs > 0 {
			cpu = max(cpu, f.CPUMs)
		}
	}
	return ms, cpu
}

// firstFrame returns the first play frame of the first run, with its
// main-thread and CPU times the medians over the runs.
func firstFrame(runs []result) frame {
	var ms, cpu []float64
	for _, r := range runs {
		m, _ := r.first.mainMs()
		ms, cpu = append(ms, m), append(cpu, r.first.CPUMs)
	}
	f := runs[0].first
	f.TraceMs, f.CPUMs, f.Ms = statOf(ms).median, statOf(cpu).median, nil
	return f
}

// printTable prints one row a game: the maximum and median of each figure
// over its step frames, and its first play frame.
func printTable(w io.Writer, games [][]result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\truns\tclicks\tframes\ttraced\tdraws max/med\tindices max/med\tvertex B max/med\tmain ms max/med\tworst run\tcpu ms max/med\tfirst ms\tcpu ms\tdraws\tindices\tvertex B\t")
	for _, runs := range games {
		r, s, first := runs[0], summarise(runs), firstFrame(runs)
		matched, total := 0, 0
		for _, r := range runs {
			matched, total = matched+r.matched, total+r.total
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d/%d\t%.0f/%.0f\t%.0f/%.0f\t%.0f/%.0f\t%.2f/%.2f\t%.2f\t%.2f/%.2f\t%.2f\t%.2f\t%d\t%d\t%d\t\n",
			r.key, len(runs), len(r.clicks), s.frames, matched, total,
			s.draws.max, s.draws.median, s.indices.max, s.indices.median,
			s.vertexBytes.max, s.vertexBytes.median, s.mainMs.max, s.mainMs.median, s.worstMs, s.cpuMs.max, s.cpuMs.median,
			first.TraceMs, first.CPUMs, first.Draws, first.Indices, first.VertexBytes)
	}
	tw.Flush()
}

// printFrames prints every frame of a game's run: the first play frame,
// then the frames of each click, each line starting with the game and run.
func printFrames(w io.Writer, r result, run string) {
	fmt.Fprintf(w, "%s%s first play frame: %s\n", r.key, run, describe(r.first))
	for i, fs := range r.clicks {
		for _, f := range fs {
			fmt.Fprintf(w, "%s%s click %d: %s\n", r.key, run, i+1, describe(f))
		}
	}
}

// describe is one frame on a line.
func describe(f frame) string {
	page := "-"
	if f.Ms != nil {
		page = fmt.Sprintf("%.2f", *f.Ms)
	}
	return fmt.Sprintf("%-11s %-7s draws %3d indices %6d vertex B %7d index B %6d fb binds %2d finish %d (%.1f ms) tex %2d trace ms %.2f cpu %.2f page ms %s",
		f.Kind, f.Scene, f.Draws, f.Indices, f.VertexBytes, f.IndexBytes, f.FBBinds, f.Finishes, f.FinishMs, f.TexUploads, f.TraceMs, f.CPUMs, page)
}

// gameJSON is a game's figures in the JSON line.
type gameJSON struct {
	DrawsMax       int     `json:"draws_max"`
	IndicesMax     int     `json:"indices_max"`
	VertexBytesMax int     `json:"vertex_bytes_max"`
	MainMsMax      float64 `json:"main_ms_max"`
	MainCPUMsMax   float64 `json:"main_cpu_ms_max"`
}

// jsonLine is the last line of the report: each game's maxima in the order
// of games, and the longest first play frame.
func jsonLine(games [][]result) string {
	var b strings.Builder
	b.WriteString("{")
	firstMs, firstCPU := 0.0, 0.0
	for _, runs := range games {
		s, first := summarise(runs), firstFrame(runs)
		g, _ := json.Marshal(gameJSON{int(s.draws.max), int(s.indices.max), int(s.vertexBytes.max), round(s.mainMs.max), round(s.cpuMs.max)})
		fmt.Fprintf(&b, "%q:%s,", runs[0].key, g)
		firstMs, firstCPU = max(firstMs, first.TraceMs), max(firstCPU, first.CPUMs)
	}
	fmt.Fprintf(&b, `"first_frame_ms":%s,"first_frame_cpu_ms":%s}`,
		strconv.FormatFloat(round(firstMs), 'f', -1, 64), strconv.FormatFloat(round(firstCPU), 'f', -1, 64))
	return b.String()
}

// round rounds ms to hundredths.
func round(ms float64) float64 { return math.Round(ms*100) / 100 }
