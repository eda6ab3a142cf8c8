// Command size reports what the page's first load costs: main.wasm's raw
// and gzip bytes, their ratio to a bare Ebitengine + pion page built the
// same way (testdata/bare: one line of text and a data channel), and the
// itch.io zip; with -packages N, the N packages whose code weighs most,
// read from the names section of a build that keeps it.
//
//	go run ./cmd/size [-dist dist] [-itch pentarchy-itch.zip] [-packages 25]
//
// Run it from the module's root (make size does).
package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

func main() {
	dist := flag.String("dist", "dist", "the built page's directory")
	itch := flag.String("itch", "", "the itch.io zip, if it should be reported")
	packages := flag.Int("packages", 0, "list the code of this many packages, heaviest first")
	flag.Parse()
	if err := report(os.Stdout, *dist, *itch, *packages); err != nil {
		fmt.Fprintln(os.Stderr, "size:", err)
		os.Exit(1)
	}
}

func report(w io.Writer, dist, itch string, packages int) error {
	gz, err := os.ReadFile(filepath.Join(dist, "main.wasm.gz"))
	if err != nil {
		return err
	}
	raw, err := gunzip(gz)
	if err != nil {
		return err
	}
	bare, _, err := build("./cmd/size/testdata/bare", "-s -w")
	if err != nil {
		return err
	}
	pageGz, bareGz := gzipSize(raw), gzipSize(bare)
	fmt.Fprintf(w, "main.wasm: %d bytes raw, %d bytes gzip\n", len(raw), len(gz))
	fmt.Fprintf(w, "bare Ebitengine + pion page: %d bytes raw\n", len(bare))
	fmt.Fprintf(w, "gzip ratio to the bare page: %.3f (%d / %d bytes, both by Go's gzip -9)\n",
		float64(pageGz)/float64(bareGz), pageGz, bareGz)
	if itch != "" {
		if err := reportZip(w, itch); err != nil {
			return err
		}
	}
	if packages > 0 {
		named, _, err := build(".", "-w")
		if err != nil {
			return err
		}
		return reportPackages(w, named, packages)
	}
	return nil
}

// gcflags are the compiler flags of the Makefile's GCFLAGS: no inlining in
// the user interface, the network code, the clock and the analysis, whose
// time goes into the rules and the search (TestGcflagsAreTheMakefiles).
var gcflags = []string{"-gcflags=pentarchy/game/ui/...=-l", "-gcflags=pentarchy/net/...=-l", "-gcflags=pentarchy/game/clock=-l", "-gcflags=pentarchy/game/analysis=-l"}

// build builds the package at path for the page with the compiler flags
// gcflags and the linker flags ldflags (as the Makefile does) and returns
// the WebAssembly and what the build printed (the linker's -dumpdep goes
// there).
func build(path, ldflags string) (wasm, printed []byte, err error) {
	dir, err := os.MkdirTemp("", "size")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "main.wasm")
	args := append([]string{"build", "-trimpath"}, gcflags...)
	cmd := exec.Command("go", append(args, "-ldflags="+ldflags, "-o", out, path)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	printed, err = cmd.CombinedOutput()
	if err != nil {
		return nil, printed, fmt.Errorf("go build %s: %v\n%.2000s", path, err, printed)
	}
	wasm, err = os.ReadFile(out)
	return wasm, printed, err
}

func gunzip(gz []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}

// gzipSize is the size of b compressed as the Makefile does (gzip -9).
func gzipSize(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

func reportZip(w io.Writer, path string) error {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return err
	}
	defer zr.Close()
	var unpacked uint64
	for _, f := range zr.File {
		unpacked += f.UncompressedSize64
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s: %d files, %d bytes unpacked, %d bytes zipped\n", filepath.Base(path), len(zr.File), unpacked, st.Size())
	return nil
}
