//go:build !js

// Command wasmbench runs a package's tests and benchmarks compiled to
// WebAssembly in headless Chromium, the engine the page runs in, and
// prints what they print:
//
//	go run ./cmd/wasmbench [-chromium PATH] PACKAGE [TEST FLAGS]
//
// for example
//
//	go run ./cmd/wasmbench ./game/ai -test.run '^$' -test.bench Search -test.benchtime 2s
//
// It builds the package's test binary for js/wasm, serves it with the
// toolchain's wasm_exec.js on a local port, runs it in a new headless
// Chromium with the flags as its arguments, and exits with the binary's
// exit code. Benchmarks that read their thread's CPU time report only
// wall-clock rates in a browser: run it on a quiet machine (taskset pins
// Chromium too, as it pins any program it starts). It is a tool of the
// host, not of the page, so it is not built for js/wasm.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wasmbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	chromium := fs.String("chromium", "", "the Chromium to run (default: /usr/bin/chromium, or chromium on the PATH)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() < 1 {
		fmt.Fprintln(stderr, "usage: wasmbench [-chromium PATH] PACKAGE [TEST FLAGS]")
		return 2
	}
	browser, err := findChromium(*chromium)
	if err != nil {
		fmt.Fprintln(stderr, "wasmbench:", err)
		return 1
	}
	dir, err := os.MkdirTemp("", "wasmbench")
	if err != nil {
		fmt.Fprintln(stderr, "wasmbench:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	if err := build(fs.Arg(0), dir, stderr); err != nil {
		fmt.Fprintln(stderr, "wasmbench:", err)
		return 1
	}
	code, err := runInChromium(context.Background(), browser, dir, fs.Args()[1:], stdout)
	if err != nil {
		fmt.Fprintln(stderr, "wasmbench:", err)
		return 1
	}
	return code
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

// build writes the package's test binary for js/wasm to dir/test.wasm,
// and the wasm_exec.js of the same toolchain to dir/wasm_exec.js.
func build(pkg, dir string, stderr io.Writer) error {
	cmd := exec.Command("go", "test", "-c", "-o", filepath.Join(dir, "test.wasm"), pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = stderr, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the tests of %s for js/wasm: %w", pkg, err)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644)
}

// argvJSON is the binary's argument list as a JavaScript array.
func argvJSON(flags []string) string {
	b, _ := json.Marshal(append([]string{"test.wasm"}, flags...))
	return string(b)
}
