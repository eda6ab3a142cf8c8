//go:build !js

package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// page runs test.wasm. What the binary prints goes to window.out, a line
// at a time, and its exit code to window.exitCode.
const page = `<!doctype html><meta charset="utf-8"><title>wasmbench</title>` +
	`<script src="wasm_exec.js"></script><script src="run.js"></script>`

// runJS starts the binary with the arguments ARGV.
const runJS = `window.out = [];
console.log = (...a) => { window.out.push(...a.join(" ").split("\n")); };
const go = new Go();
go.argv = ARGV;
go.exit = code => { window.exitCode = code; };
WebAssembly.instantiateStreaming(fetch("test.wasm"), go.importObject)
	.then(r => go.run(r.instance))
	.catch(e => { window.out.push("wasmbench: " + e); window.exitCode = 1; });
`

// runInChromium serves dir, runs its test.wasm in a headless Chromium
// with flags as its arguments, copies what it prints to stdout as it
// comes, and returns its exit code.
func runInChromium(ctx context.Context, browser, dir string, flags []string, stdout io.Writer) (int, error) {
	url, stop, err := serve(dir, strings.Replace(runJS, "ARGV", argvJSON(flags), 1))
	if err != nil {
		return 0, err
	}
	defer stop()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	tab, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		return 0, fmt.Errorf("open %s: %w", url, err)
	}
	return relay(tab, stdout)
}

// relay copies the page's new lines to stdout every half second until the
// binary has exited, and returns its exit code.
func relay(tab context.Context, stdout io.Writer) (int, error) {
	printed := 0
	for {
		time.Sleep(500 * time.Millisecond)
		state, err := chromedp.Run(tab, chromedp.Evaluate[struct {
			Out  []string
			Code *int
		}](`({Out: window.out || [], Code: window.exitCode ?? null})`))
		if err != nil {
			return 0, err
		}
		for _, line := range state.Out[printed:] {
			fmt.Fprintln(stdout, line)
		}
		printed = len(state.Out)
		if state.Code != nil {
			return *state.Code, nil
		}
	}
}

// serve serves dir and run.js on a local port; stop ends it.
func serve(dir, run string) (url string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	files := http.FileServer(http.Dir(dir))
	mux := http.NewServeMux()
	mux.HandleFunc("/{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	})
	mux.HandleFunc("/run.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		io.WriteString(w, run)
	})
	mux.Handle("/", files)
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + "/", func() { srv.Close() }, nil
}
