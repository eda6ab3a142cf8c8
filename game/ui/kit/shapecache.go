package kit

import (
	"encoding/binary"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// shapes keeps every shape kit draws (rounded rectangles, polygons,
// discs, rings, lines) as a small image of its own, painted once on the
// CPU (see raster) and keyed by the shape's geometry relative to its top
// left corner and by its colours. A shape drawn again, anywhere, is one
// textured quad from Ebitengine's atlas, which Ebitengine batches with the
// frame's other quads and glyphs into a few draw calls; filling a vector
// path on the GPU instead costs several draw calls, framebuffer switches
// and thousands of vertices, every frame. A shape sits on whole pixels:
// its position is rounded (by at most half a pixel). The app calls
// [EndFrame] after each drawn frame; shapes no frame drew for a while are
// freed.
var shapes = shapeCache{m: map[string]*shapeImage{}}

type shapeCache struct {
	m     map[string]*shapeImage
	frame uint64
	key   []byte // the key being built
	op    ebiten.DrawImageOptions
	warm  *ebiten.Image // WarmUp's scratch image, until it is drawn
}

// shapeImage is a shape drawn into an image whose top left is shapePad pixels
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
// at (x, y) in dst; the first time, paint makes its image, with the
// shape's top left at (shapePad, shapePad).
func (s *shapeCache) draw(dst *ebiten.Image, x, y, w, h float64, paint func() *ebiten.Image) {
	img := s.image(paint)
	s.op.GeoM.Reset()
	s.op.GeoM.Translate(math.Round(x)-shapePad, math.Round(y)-shapePad)
	s.op.ColorScale.Reset()
	s.op.ColorScale.ScaleAlpha(opacity)
	dst.DrawImage(img, &s.op)
}

// image returns the image of the shape whose key was built, made by paint
// the first time, and notes that this frame draws it.
func (s *shapeCache) image(paint func() *ebiten.Image) *ebiten.Image {
	sh, ok := s.m[string(s.key)]
	if !ok {
		sh = &shapeImage{img: paint()}
		s.m[string(s.key)] = sh
	}
	sh.used = s.frame
	return sh.img
}

// EndFrame ends a drawn frame: it frees the shapes that no frame drew for
// a while, and the glyph pages when there are too many.
func EndFrame() {
	if shapes.warm != nil {
		shapes.warm.Deallocate()
		shapes.warm = nil
	}
	glyphPages.endFrame()
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

// WarmUp has the GPU compile the shader that filling a rectangle (and a
// big shape's straight parts) uses, by drawing one once into a scratch
// image. The app calls it while the menu shows, so that the first play
// screen does not wait for it.
func WarmUp() {
	img := ebiten.NewImage(8, 8)
	FillRect(img, Rect{1, 1, 6, 6}, color.Black)
	shapes.warm = img // kept until the first EndFrame, when the drawing has been done
}
