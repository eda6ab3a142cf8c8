// Command fontstrip writes the Go fonts without their hinting: the
// TrueType instructions in every glyph and the tables that only hinting
// reads (fpgm, prep, cvt, hdmx, LTSH, VDMX). The page draws text through
// golang.org/x/image's sfnt rasteriser, which never hints, so those bytes
// only make the page's first load longer. Outlines, advances, kerning and
// names stay as they were; kit's tests check that against the originals.
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

func main() {
	out := flag.String("o", "game/ui/kit/gofonts", "the directory to write the fonts to")
	flag.Parse()
	fonts := map[string][]byte{"goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF, "gomono.ttf": gomono.TTF}
	for name, ttf := range fonts {
		stripped, err := Strip(ttf)
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
