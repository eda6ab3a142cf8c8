//go:build !js

// Command framebench measures what the page costs to draw a frame, in each
// of the five games:
//
//	go run ./cmd/framebench [-dist dist] [-build] [-chromium PATH] [-runs 5] [-v] [-profile DIR] [-warm]
//
// It serves the built page (-dist; -build runs make dist first, as does a
// missing main.wasm.gz) on a loopback port and opens it in a new headless
// Chromium at 1280×800 CSS pixels, device scale factor 1. For each game it
// loads the page, clicks the game's button on the menu and Start on its
// new-game screen (hot-seat, default options), and plays a few steps with
// clicks on cells and buttons, as a player does (see scripts): the mouse
// moves onto the target, and once the frames of that move (a hover) have
// stopped, the button goes down for a tenth of a second and up. After each
// click it waits until the record shows the step and no GL call has come
// for a quarter of a second; a frame that comes later still counts for that
// click, up to the next click's move. The frames of a click's move count
// with it. It plays all five scripts -runs times, each time in a new
// Chromium.
//
// A counter (counter.js), run before the page's own scripts, wraps the
// WebGL2 methods and every callback the page gives the browser: animation
// frames, event listeners and timers. A frame is the GL work of one run of
// such a callback: its draw calls, the indices or vertices they draw (their
// count argument), the bytes uploaded to vertex buffers (bufferData and
// bufferSubData on ARRAY_BUFFER; index uploads are kept apart), and the
// framebuffer binds. Ebiten draws in an animation frame, but also inside
// the input handler of a click, so a click has frames of both kinds.
//
// A frame's main-thread time comes from a Chrome trace (category
// devtools.timeline): the duration of the FireAnimationFrame, EventDispatch
// or TimerFire event on the page's main thread that holds the start of the
// frame's callback. Trace timestamps are µs of the monotonic clock (time
// since boot on Linux), while performance.timeOrigin is wall-clock time, so
// the offset between the two clocks is taken from a performance.mark that
// the page makes once the trace runs. The same event's thread duration
// (tdur) is the main thread's CPU time in it: on a machine whose cores are
// busy, the GPU process (SwiftShader, in headless Chromium) included, the
// main thread also waits for a core, which counts in the duration and not
// in the CPU time. The counter also counts, for -v, the waits for the GPU
// (gl.finish, which Ebitengine calls before an upload that follows a draw)
// and the texture uploads.
// A frame the trace does not match keeps the duration of its callback as
// the counter measured it (one with no callback, none), and the table says
// how many frames matched.
//
// It prints a table: per game, the maximum and median of each figure over
// the frames drawn after the clicks that play steps, and the first frame of
// the play screen (the one after Start). The GL figures are the maximum
// over every run. A time is taken click by click: the click's slowest
// frame in each run, the median of those over the runs, and the slowest
// click's; "worst run" is the slowest frame of any run. On a machine with
// few cores, the browser's other threads (the GPU process drawing the
// previous frame in software, V8 compiling) sometimes take the main
// thread's core in the middle of a frame, which doubles that frame's time
// in that run only; the median over runs keeps a frame's own cost, and a
// frame that is slow in most runs still shows. The first frame's time is
// the median over the runs. -v prints every frame. The last line is one
// JSON object:
//
//	{"phalanx":{"draws_max":N,"indices_max":N,"vertex_bytes_max":N,"main_ms_max":F,"main_cpu_ms_max":F},"patriarchs":{…},"parry":{…},"conquid":{…},"power":{…},"first_frame_ms":F,"first_frame_cpu_ms":F}
//
// where first_frame_ms is the longest main-thread time of a first frame,
// and the _cpu_ figures the main thread's CPU time.
//
// -warm plays each game's script once before the measured run, in the
// same page, and goes back to the menu: the figures are then those of a
// page whose code V8 has compiled at its top tier and whose shapes and
// glyphs are painted, where the default run measures a page just loaded.
//
// -profile DIR also runs V8's sampling profiler (see profile.go) and
// prints where the time of each game's first play frame and slowest step
// frame went; build the page without -s -w for Go's function names. It
// is a tool of the host, not of the page, so it is not built for js/wasm.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("framebench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dist := fs.String("dist", "dist", "the built page")
	build := fs.Bool("build", false, "run make dist first")
	chromium := fs.String("chromium", "", "the Chromium to run (default: /usr/bin/chromium, or chromium on the PATH)")
	verbose := fs.Bool("v", false, "print every frame")
	var opt options
	fs.StringVar(&opt.profiles, "profile", "", "write CPU profiles of each game's start and steps to this directory, and print their heaviest functions (no build flags strip the names: build without -s -w)")
	fs.BoolVar(&opt.warm, "warm", false, "play each game's script once before the measured run, in the same page")
	runs := fs.Int("runs", 5, "how many times to play the scripts, each time in a new Chromium")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *runs < 1 || (*runs > 1 && opt.profiles != "") {
		fmt.Fprintln(stderr, "framebench: -runs must be at least 1, and 1 with -profile")
		return 2
	}
	opt.chromium = *chromium
	if err := bench(*dist, *build, *runs, opt, *verbose, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "framebench:", err)
		return 1
	}
	return 0
}

// options are how framebench measures: the Chromium to run ("" for the
// default), where to write CPU profiles ("" for none), and whether to
// play each script once before the measured run.
type options struct {
	chromium, profiles string
	warm               bool
}

// bench builds the page if asked or needed, plays every script runs
// times and prints the report.
func bench(dist string, build bool, runs int, opt options, verbose bool, stdout, stderr io.Writer) error {
	if err := ensureDist(dist, build, stderr); err != nil {
		return err
	}
	games := make([][]result, len(scripts))
	for run := range runs {
		results, err := measureAll(dist, opt, stderr)
		if err != nil {
			return err
		}
		for i, r := range results {
			games[i] = append(games[i], r)
			if verbose {
				printFrames(stdout, r, fmt.Sprintf(" run %d", run+1))
			}
		}
	}
	printTable(stdout, games)
	fmt.Fprintln(stdout, jsonLine(games))
	return nil
}

// measureAll plays every script on the page built in dist and returns
// what each game measured, in the order of scripts.
func measureAll(dist string, opt options, log io.Writer) ([]result, error) {
	browser, err := findChromium(opt.chromium)
	if err != nil {
		return nil, err
	}
	url, stop, err := serve(dist)
	if err != nil {
		return nil, err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	t, closeTab := openTab(ctx, browser)
	defer closeTab()
	t.profiles, t.warm, t.log = opt.profiles, opt.warm, log
	var results []result
	for _, s := range scripts {
		began := time.Now()
		r := t.measure(url, s)
		if t.err != nil {
			return nil, fmt.Errorf("%s: %w", s.key, t.err)
		}
		fmt.Fprintf(log, "framebench: %s measured in %v\n", s.key, time.Since(began).Round(time.Millisecond))
		results = append(results, r)
	}
	return results, nil
}

// ensureDist runs make dist when asked to or when dist has no
// main.wasm.gz.
func ensureDist(dist string, build bool, stderr io.Writer) error {
	if _, err := os.Stat(filepath.Join(dist, "main.wasm.gz")); err == nil && !build {
		return nil
	}
	cmd := exec.Command("make", "dist", "DIST="+dist)
	cmd.Stdout, cmd.Stderr = stderr, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("make dist: %w", err)
	}
	return nil
}

// findChromium returns path if set, else /usr/bin/chromium or chromium on
// the PATH.
func findChromium(path string) (string, error) {
	if path != "" {
		return path, nil
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium", nil
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("no Chromium at /usr/bin/chromium or on the PATH: install it, or name it with -chromium")
}
