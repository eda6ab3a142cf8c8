package kit

import (
	"encoding/binary"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// shapes keeps every vector shape kit draws as a small image of its own,
// keyed by the shape's geometry relative to its top left corner and its
// colours: a shape drawn again, anywhere, is one textured quad, which
// Ebitengine batches with the other quads and glyphs of the frame into a
// few draw calls. Filling a vector path instead costs several draw calls
// and framebuffer switches, and its vertices, every frame. A shape sits on
// whole pixels: its position is rounded (at most half a pixel), as a
// sprite's is. The app calls [EndFrame] after each drawn frame; shapes not
// drawn for a while are freed.
var shapes = shapeCache{m: map[string]*shapeImage{}}

type shapeCache struct {
	m     map[string]*shapeImage
	frame uint64
	key   []byte // the key being built
	op    ebiten.DrawImageOptions
}

// shapeImage is a shape drawn into an image whose top left is pad pixels
// up and left of the shape's top left.
type shapeImage struct {
	img  *ebiten.Image
	used uint64 // the frame it was last drawn in
}

// shapePad is the room around a shape in its image, for its anti-aliased
// edge.
const shapePad = 2

// keepFrames is how many drawn frames a shape is kept without being drawn.
const keepFrames = 120

// begin starts the key of a shape of a kind.
func (s *shapeCache) begin(kind byte) *shapeCache {
	s.key = append(s.key[:0], kind)
	return s
}

// num adds a length to the key, to a 64th of a pixel.
func (s *shapeCache) num(v float64) *shapeCache {
	s.key = binary.AppendVarint(s.key, int64(math.Round(v*64)))
	return s
}

// colour adds a colour to the key.
func (s *shapeCache) colour(c color.Color) *shapeCache {
	if c == nil {
		c = color.Transparent
	}
	r, g, b, a := c.RGBA()
	s.key = append(s.key, byte(r>>8), byte(g>>8), byte(b>>8), byte(a>>8))
	return s
}

// draw draws the shape whose key was built, of size w×h, with its top left
// at (x, y) in dst; the first time, paint draws it into a new image with
// its top left at (shapePad, shapePad).
func (s *shapeCache) draw(dst *ebiten.Image, x, y, w, h float64, paint func(img *ebiten.Image)) {
	sh, ok := s.m[string(s.key)]
	if !ok {
		img := ebiten.NewImage(int(math.Ceil(w))+2*shapePad, int(math.Ceil(h))+2*shapePad)
		paint(img)
		sh = &shapeImage{img: img}
		s.m[string(s.key)] = sh
	}
	sh.used = s.frame
	s.op.GeoM.Reset()
	s.op.GeoM.Translate(math.Round(x)-shapePad, math.Round(y)-shapePad)
	dst.DrawImage(sh.img, &s.op)
}

// EndFrame ends a drawn frame: it frees the shapes that no frame drew for
// a while.
func EndFrame() {
	shapes.frame++
	if shapes.frame%keepFrames != 0 {
		return
	}
	for k, sh := range shapes.m {
		if shapes.frame-sh.used > keepFrames {
			sh.img.Deallocate()
			delete(shapes.m, k)
		}
	}
}
