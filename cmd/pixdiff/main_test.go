package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestCompare finds one changed pixel, a file missing on one side, and
// nothing at all between two copies.
func TestCompare(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 4, 3))
	writePNG(t, filepath.Join(a, "x.png"), img)
	writePNG(t, filepath.Join(b, "x.png"), img)
	var out strings.Builder
	if same, err := compare(&out, a, b); err != nil || !same {
		t.Fatalf("two copies: same %v, %v: %s", same, err, out.String())
	}
	img.Set(2, 1, color.RGBA{R: 255, A: 255})
	writePNG(t, filepath.Join(b, "x.png"), img)
	writePNG(t, filepath.Join(b, "y.png"), img)
	out.Reset()
	same, err := compare(&out, a, b)
	if err != nil || same {
		t.Fatalf("a changed pixel: same %v, %v", same, err)
	}
	for _, want := range []string{"x.png: 1 pixels differ, within (2,1)-(3,2)", "y.png: only in one directory"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report %q lacks %q", out.String(), want)
		}
	}
}
