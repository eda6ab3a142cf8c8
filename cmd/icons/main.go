// Command icons draws Pentarchy's app icons, the PNG files the web app
// manifest lists: go run ./cmd/icons [-dir static/icons]. The drawing is
// deterministic, so running it again gives the same bytes; the files are
// committed and a test checks them.
package main

import (
	"bytes"
	"flag"
	"image/png"
	"log"
	"os"
	"path/filepath"
)

// icon is one icon file: its name, its size in pixels, and whether it is
// maskable (the platform cuts it into its own shape, so the background
// fills the whole square and the emblem keeps to the safe circle in the
// middle, 80 % of the side across: the emblem, 88.4 % across, is
// shrunk to 90 %).
type icon struct {
	name     string
	size     int
	maskable bool
}

const maskableScale = 0.9

var icons = []icon{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
}

func main() {
	dir := flag.String("dir", "static/icons", "directory to write the icons to")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	for _, ic := range icons {
		data, err := ic.png()
		if err != nil {
			log.Fatalf("%s: %v", ic.name, err)
		}
		if err := os.WriteFile(filepath.Join(*dir, ic.name), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// png draws the icon and encodes it.
func (ic icon) png() ([]byte, error) {
	c := newCanvas(ic.size)
	if ic.maskable {
		c.fill(roundSquare(0, 0), background)
	} else {
		c.fill(roundSquare(0, 0.19), background)
	}
	for _, l := range emblem() {
		s := l.s
		if ic.maskable {
			s = scaled(s, maskableScale)
		}
		c.fill(s, l.c)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, c.image()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
