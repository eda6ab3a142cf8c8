package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
)

// TestCommittedFonts checks that the fonts the page embeds are what this
// command makes of the Go fonts now (kit's tests check that they draw the
// same as the originals).
func TestCommittedFonts(t *testing.T) {
	for name := range originals {
		want, err := made(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := os.ReadFile(filepath.Join("..", "..", "game", "ui", "kit", "gofonts", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what fontstrip makes: run go run ./cmd/fontstrip", name)
		}
	}
}

func TestStripRefusesBrokenFonts(t *testing.T) {
	cut := goregular.TTF[:len(goregular.TTF)/2]
	for name, ttf := range map[string][]byte{"empty": nil, "short": goregular.TTF[:20], "cut": cut} {
		if _, err := Strip(ttf); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func FuzzStrip(f *testing.F) {
	f.Add(goregular.TTF[:600])
	f.Add(goregular.TTF)
	f.Fuzz(func(t *testing.T, ttf []byte) {
		Strip(ttf) // must not panic
	})
}
