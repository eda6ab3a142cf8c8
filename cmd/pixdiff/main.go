// Command pixdiff compares two directories of PNG screenshots, file by
// file, pixel by pixel: it prints each file that differs with the number
// of pixels that differ and the box they lie in, each file found in only
// one directory, and exits 1 if anything differs. The browser test
// TestScreens takes such screenshots of a build:
//
//	PENTARCHY_SCREENS=/tmp/a go test ./game/ui/browsertest -run TestScreens
//	# … change the code, build again …
//	PENTARCHY_SCREENS=/tmp/b go test ./game/ui/browsertest -run TestScreens
//	go run ./cmd/pixdiff /tmp/a /tmp/b
package main

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: pixdiff DIR_A DIR_B")
		os.Exit(2)
	}
	same, err := compare(os.Stdout, os.Args[1], os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, "pixdiff:", err)
		os.Exit(2)
	}
	if !same {
		os.Exit(1)
	}
}

// compare writes to w how the PNG files of dirs a and b differ, and tells
// whether they are all the same.
func compare(w io.Writer, a, b string) (bool, error) {
	na, err := pngs(a)
	if err != nil {
		return false, err
	}
	nb, err := pngs(b)
	if err != nil {
		return false, err
	}
	same := true
	for _, name := range union(na, nb) {
		if !slices.Contains(na, name) || !slices.Contains(nb, name) {
			fmt.Fprintf(w, "%s: only in one directory\n", name)
			same = false
			continue
		}
		d, err := diff(filepath.Join(a, name), filepath.Join(b, name))
		if err != nil {
			return false, err
		}
		if d != "" {
			fmt.Fprintf(w, "%s: %s\n", name, d)
			same = false
		}
	}
	if same {
		fmt.Fprintf(w, "%d screenshots, every pixel the same\n", len(na))
	}
	return same, nil
}

// pngs lists the PNG files of dir.
func pngs(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".png") {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

func union(a, b []string) []string {
	all := slices.Concat(a, b)
	slices.Sort(all)
	return slices.Compact(all)
}

// diff says how two images differ: their sizes, or how many pixels differ
// and in what box; "" when they are the same.
func diff(pathA, pathB string) (string, error) {
	a, err := decode(pathA)
	if err != nil {
		return "", err
	}
	b, err := decode(pathB)
	if err != nil {
		return "", err
	}
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("sizes differ: %v and %v", a.Bounds(), b.Bounds()), nil
	}
	n, box := 0, image.Rectangle{}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if n == 0 {
		return "", nil
	}
	return fmt.Sprintf("%d pixels differ, within %v", n, box), nil
}

func decode(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}
