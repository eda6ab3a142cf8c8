package main

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the committed icons in static/icons")

// committed is where the icons the page ships live, from this package.
const committed = "../../static/icons"

// drawn is every icon drawn once, by name, for all the tests.
var drawn = sync.OnceValues(func() (map[string][]byte, error) {
	m := map[string][]byte{}
	for _, ic := range icons {
		data, err := ic.png()
		if err != nil {
			return nil, err
		}
		m[ic.name] = data
	}
	return m, nil
})

// pngOf returns the icon as cmd/icons draws it.
func pngOf(t *testing.T, ic icon) []byte {
	t.Helper()
	m, err := drawn()
	if err != nil {
		t.Fatal(err)
	}
	return m[ic.name]
}

// TestCommittedIcons draws every icon again and compares it with the
// committed file byte for byte: the files are this program's output.
func TestCommittedIcons(t *testing.T) {
	for _, ic := range icons {
		t.Run(ic.name, func(t *testing.T) {
			got := pngOf(t, ic)
			path := filepath.Join(committed, ic.name)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/icons -update to draw it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from what cmd/icons draws: run go test ./cmd/icons -update, look at it, commit it", path)
			}
		})
	}
}

// TestIconSizes checks that each icon is as large as its name says and
// that the maskable one is opaque to its corners, as platforms require.
func TestIconSizes(t *testing.T) {
	for _, ic := range icons {
		img := decode(t, ic)
		if b := img.Bounds(); b.Dx() != ic.size || b.Dy() != ic.size {
			t.Errorf("%s is %v, want %d×%d", ic.name, b.Size(), ic.size, ic.size)
		}
		if _, _, _, a := img.At(0, 0).RGBA(); ic.maskable && a != 0xffff {
			t.Errorf("%s: the corner is not opaque", ic.name)
		}
	}
}

// TestMaskableSafeZone checks that the maskable icon shows nothing but its
// background outside the safe circle (radius 40 % of the side), so no
// platform's mask cuts into the emblem.
func TestMaskableSafeZone(t *testing.T) {
	for _, ic := range icons {
		if !ic.maskable {
			continue
		}
		img := decode(t, ic)
		n := float64(ic.size)
		want := img.At(0, 0)
		for y := range ic.size {
			for x := range ic.size {
				if math.Hypot(float64(x)+0.5-n/2, float64(y)+0.5-n/2) <= 0.4*n {
					continue
				}
				if img.At(x, y) != want {
					t.Fatalf("%s: pixel %d,%d outside the safe circle is %v, not the background %v", ic.name, x, y, img.At(x, y), want)
				}
			}
		}
	}
}

func decode(t *testing.T, ic icon) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(pngOf(t, ic)))
	if err != nil {
		t.Fatalf("%s: %v", ic.name, err)
	}
	return img
}
