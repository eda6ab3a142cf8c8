// Command zipdir packs a directory into a zip archive whose paths are
// relative to that directory, for uploading the built page to itch.io
// (index.html at the root of the zip):
//
//	go run ./cmd/zipdir -o pentarchy-itch.zip dist
//
// The archive is reproducible: files in sorted order, every time stamp the
// same, so the same directory gives the same bytes. Files that are already
// compressed (.gz, .png) are stored as they are; the rest are deflated.
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"time"
)

// stamp is the time every entry carries: a fixed one, so that building
// twice gives the same archive.
var stamp = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// stored lists the extensions of files kept uncompressed in the archive:
// deflating them again would cost time and save nothing.
var stored = map[string]bool{".gz": true, ".png": true}

func main() {
	out := flag.String("o", "", "the zip file to write")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: zipdir -o out.zip dir")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *out == "" || flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	n, err := zipDir(*out, flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "zipdir:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d files from %s\n", *out, n, flag.Arg(0))
}

// zipDir writes the files under dir to the archive out and returns how
// many it wrote. The archive is written next to out and renamed, so a
// failure never leaves half an archive under that name.
func zipDir(out, dir string) (int, error) {
	tmp, err := os.CreateTemp(filepath.Dir(out), ".zipdir-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	n, err := writeZip(tmp, os.DirFS(dir))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	return n, os.Rename(tmp.Name(), out)
}

// writeZip writes every regular file of fsys to w as a zip archive, in
// the lexical order fs.WalkDir visits them, and returns how many.
func writeZip(w io.Writer, fsys fs.FS) (int, error) {
	zw := zip.NewWriter(w)
	n := 0
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		n++
		return addFile(zw, fsys, name)
	})
	if err != nil {
		return 0, err
	}
	return n, zw.Close()
}

func addFile(zw *zip.Writer, fsys fs.FS, name string) error {
	method := zip.Deflate
	if stored[path.Ext(name)] {
		method = zip.Store
	}
	h := &zip.FileHeader{Name: name, Method: method, Modified: stamp}
	h.SetMode(0o644)
	dst, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	src, err := fsys.Open(name)
	if err != nil {
		return err
	}
	defer src.Close()
	_, err = io.Copy(dst, src)
	return err
}
