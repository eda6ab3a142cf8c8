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

// summary sums a game's step frames up.
type summary struct {
	frames                                     int
	draws, indices, vertexBytes, mainMs, cpuMs stat
}

// summarise returns the summary of the frames after the clicks.
func summarise(clicks [][]frame) summary {
	var draws, indices, bytes, ms, cpu []float64
	for _, fs := range clicks {
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
	return summary{frames: len(draws), draws: statOf(draws), indices: statOf(indices), vertexBytes: statOf(bytes), mainMs: statOf(ms), cpuMs: statOf(cpu)}
}

// printTable prints one row a game: the maximum and median of each figure
// over its step frames, and its first play frame.
func printTable(w io.Writer, results []result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\tclicks\tframes\ttraced\tdraws max/med\tindices max/med\tvertex B max/med\tmain ms max/med\tcpu ms max/med\tfirst ms\tcpu ms\tdraws\tindices\tvertex B\t")
	for _, r := range results {
		s := summarise(r.clicks)
		first, _ := r.first.mainMs()
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d/%d\t%.0f/%.0f\t%.0f/%.0f\t%.0f/%.0f\t%.2f/%.2f\t%.2f/%.2f\t%.2f\t%.2f\t%d\t%d\t%d\t\n",
			r.key, len(r.clicks), s.frames, r.matched, r.total,
			s.draws.max, s.draws.median, s.indices.max, s.indices.median,
			s.vertexBytes.max, s.vertexBytes.median, s.mainMs.max, s.mainMs.median, s.cpuMs.max, s.cpuMs.median,
			first, r.first.CPUMs, r.first.Draws, r.first.Indices, r.first.VertexBytes)
	}
	tw.Flush()
}

// printFrames prints every frame of a game: the first play frame, then
// the frames of each click.
func printFrames(w io.Writer, r result) {
	fmt.Fprintf(w, "%s first play frame: %s\n", r.key, describe(r.first))
	for i, fs := range r.clicks {
		for _, f := range fs {
			fmt.Fprintf(w, "%s click %d: %s\n", r.key, i+1, describe(f))
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
// of results, and the longest first play frame.
func jsonLine(results []result) string {
	var b strings.Builder
	b.WriteString("{")
	firstMs, firstCPU := 0.0, 0.0
	for _, r := range results {
		s := summarise(r.clicks)
		g, _ := json.Marshal(gameJSON{int(s.draws.max), int(s.indices.max), int(s.vertexBytes.max), round(s.mainMs.max), round(s.cpuMs.max)})
		fmt.Fprintf(&b, "%q:%s,", r.key, g)
		ms, _ := r.first.mainMs()
		firstMs, firstCPU = max(firstMs, ms), max(firstCPU, r.first.CPUMs)
	}
	fmt.Fprintf(&b, `"first_frame_ms":%s,"first_frame_cpu_ms":%s}`,
		strconv.FormatFloat(round(firstMs), 'f', -1, 64), strconv.FormatFloat(round(firstCPU), 'f', -1, 64))
	return b.String()
}

// round rounds ms to hundredths.
func round(ms float64) float64 { return math.Round(ms*100) / 100 }
