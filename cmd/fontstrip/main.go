// Command fontstrip writes the Go fonts without their hinting: the
// TrueType instructions in every glyph and the tables that only hinting
// reads (fpgm, prep, cvt, hdmx, LTSH, VDMX). The page draws text through
// golang.org/x/image's sfnt rasteriser, which never hints, so those bytes
// only make the page's first load longer. Outlines, advances, kerning and
// names stay as they were; kit's tests check that against the originals.
// Go Mono, which the page draws codes, version ids and board labels with,
// keeps the outlines of printable ASCII only (StripTo): its other glyphs
// draw nothing.
//
//	go run ./cmd/fontstrip -o game/ui/kit/gofonts
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// originals are the Go fonts the page embeds, by file name.
var originals = map[string][]byte{"goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF, "gomono.ttf": gomono.TTF}

// made is the font of the file name as this command makes it.
func made(name string) ([]byte, error) {
	if name == "gomono.ttf" {
		return StripTo(originals[name], func(r rune) bool { return r >= 0x20 && r <= 0x7e })
	}
	return Strip(originals[name])
}

func main() {
	out := flag.String("o", "game/ui/kit/gofonts", "the directory to write the fonts to")
	flag.Parse()
	for name, ttf := range originals {
		stripped, err := made(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "fontstrip: %s: %v\n", name, err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), stripped, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fontstrip:", err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d -> %d bytes\n", name, len(ttf), len(stripped))
	}
}
