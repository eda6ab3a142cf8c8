package kit

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// glyphPages keeps the glyphs of every face on a few shared images
// ("pages"), so that a line of text is one DrawTriangles call over one
// page, and the glyphs a line lacks go to the GPU in one upload. Ebitengine
// waits for the GPU to finish everything queued before each upload that
// follows a draw (glFinish), so an upload per glyph, as when each glyph
// was an image of its own, cost a wait per glyph in every frame that
// showed new text.
//
// When more than maxGlyphPages pages are in use at the end of a frame,
// all of them are freed and every face draws its glyphs again.
var glyphPages glyphStore

// glyphPage is the side of a page in pixels; maxGlyphPages is how many
// pages are kept from one frame to the next.
const (
	glyphPage     = 512
	maxGlyphPages = 6
)

type glyphStore struct {
	pages   []*ebiten.Image
	current *ebiten.Image // the page being filled
	packer  shelfPacker   // the room left on it
	gen     int           // counts the times every page was freed
	pix     []byte        // the pixels of the last upload, kept for the next
}

// pixels returns n bytes for an upload; Ebitengine copies what it is
// given, so they are the same bytes every time.
func (s *glyphStore) pixels(n int) []byte {
	if cap(s.pix) < n {
		s.pix = make([]byte, n)
	}
	s.pix = s.pix[:n]
	clear(s.pix)
	return s.pix
}

// room returns a page and where on it a w×h box of pixels goes. A box too
// big for a page gets a page of its own.
func (s *glyphStore) room(w, h int) (*ebiten.Image, image.Point) {
	if w >= glyphPage || h >= glyphPage {
		page := ebiten.NewImage(w, h)
		s.pages = append(s.pages, page)
		return page, image.Point{}
	}
	if s.current != nil {
		if at, ok := s.packer.place(w, h); ok {
			return s.current, at
		}
	}
	s.current = ebiten.NewImage(glyphPage, glyphPage)
	s.pages = append(s.pages, s.current)
	s.packer = shelfPacker{size: glyphPage}
	at, _ := s.packer.place(w, h)
	return s.current, at
}

// endFrame frees every page when there are too many.
func (s *glyphStore) endFrame() {
	if len(s.pages) <= maxGlyphPages {
		return
	}
	for _, p := range s.pages {
		p.Deallocate()
	}
	*s = glyphStore{gen: s.gen + 1, pix: s.pix}
}

// shelfPacker places boxes on a square page in shelves: rows as high as
// the first box put on them, filled from the left. Glyphs of one face are
// much the same height, so little room is lost.
type shelfPacker struct {
	size    int
	shelves []shelf
	bottom  int // the top of the room below the last shelf
}

type shelf struct{ y, h, x int }

// place returns the top left of room for a w×h box, with a pixel to spare
// right of and below it; ok is false when the page has no such room.
func (p *shelfPacker) place(w, h int) (at image.Point, ok bool) {
	w, h = w+1, h+1
	for i := range p.shelves {
		s := &p.shelves[i]
		if h <= s.h && 4*h >= 3*s.h && s.x+w <= p.size {
			at = image.Point{s.x, s.y}
			s.x += w
			return at, true
		}
	}
	if w > p.size || p.bottom+h > p.size {
		return image.Point{}, false
	}
	p.shelves = append(p.shelves, shelf{y: p.bottom, h: h, x: w})
	at = image.Point{0, p.bottom}
	p.bottom += h
	return at, true
}
