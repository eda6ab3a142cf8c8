package main

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"
)

var site = fstest.MapFS{
	"index.html":         {Data: []byte("<!doctype html>")},
	"main.wasm.gz":       {Data: []byte{0x1f, 0x8b, 8, 0}},
	"icons/icon-192.png": {Data: []byte("\x89PNG")},
	"sw.js":              {Data: bytes.Repeat([]byte("self;"), 100)},
}

// TestZip checks that the archive holds every file under its path relative
// to the directory, index.html at the root, with the same bytes, and
// already compressed files stored as they are.
func TestZip(t *testing.T) {
	var buf bytes.Buffer
	n, err := writeZip(&buf, site)
	if err != nil {
		t.Fatal(err)
	}
	if n != len(site) {
		t.Errorf("wrote %d files, want %d", n, len(site))
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		want := site[f.Name]
		if want == nil {
			t.Errorf("unexpected entry %q", f.Name)
			continue
		}
		if got := read(t, f); !bytes.Equal(got, want.Data) {
			t.Errorf("%s holds %q, want %q", f.Name, got, want.Data)
		}
		method := zip.Deflate
		if stored[filepath.Ext(f.Name)] {
			method = zip.Store
		}
		if f.Method != method {
			t.Errorf("%s: compression method %d, want %d", f.Name, f.Method, method)
		}
	}
	if want := []string{"icons/icon-192.png", "index.html", "main.wasm.gz", "sw.js"}; !slices.Equal(names, want) {
		t.Errorf("entries %q, want %q", names, want)
	}
}

// TestZipReproducible checks that packing the same files twice gives the
// same bytes.
func TestZipReproducible(t *testing.T) {
	var a, b bytes.Buffer
	if _, err := writeZip(&a, site); err != nil {
		t.Fatal(err)
	}
	if _, err := writeZip(&b, site); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two archives of the same files differ")
	}
}

// TestZipDir checks the whole command on a real directory: the archive
// appears under its name and no temporary file is left beside it.
func TestZipDir(t *testing.T) {
	dir, out := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	zipPath := filepath.Join(out, "site.zip")
	if n, err := zipDir(zipPath, dir); err != nil || n != 1 {
		t.Fatalf("zipDir = %d, %v; want 1, nil", n, err)
	}
	left, _ := os.ReadDir(out)
	if len(left) != 1 || left[0].Name() != "site.zip" {
		t.Errorf("the output folder holds %v, want only site.zip", left)
	}
	if _, err := zipDir(zipPath, filepath.Join(dir, "missing")); err == nil {
		t.Error("zipDir of a missing folder did not fail")
	}
}

func read(t *testing.T, f *zip.File) []byte {
	t.Helper()
	rc, err := f.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
