package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Align says which part of a text its anchor is: along the line, its
// start, centre or end; across it, its top, middle or bottom.
type Align int

const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// Face is a font at one size in pixels that draws text through
// golang.org/x/image's rasteriser, each glyph once (at a few sub-pixel
// offsets) onto the glyph pages that later draws stamp. The Go fonts
// need no shaping: Ebitengine's text/v2 package would bring a shaping
// engine whose tables alone are a fifth of a megabyte of the page's first
// load.
type Face struct {
	Size float64 // pixels

	face            font.Face
	ascent, descent float64
	step            fixed.Int26_6 // the sub-pixel offsets glyphs are drawn at
	glyphs          map[glyphKey]glyph
	advances        map[rune]fixed.Int26_6
	kerns           map[[2]rune]fixed.Int26_6
	lines           map[string]*line // laid out, so that frames do not measure again
	wraps           map[wrapKey][]string
	gen             int // the generation of glyphPages its glyphs are on
	vs              []ebiten.Vertex
	is              []uint16
	top             ebiten.DrawTrianglesOptions // colours premultiplied, as ColorScale gives them
	strip           []newGlyph                  // the glyphs drawn for the next upload
	masks           []byte                      // their alpha masks
}

// wrapKey is a text wrapped to a width (see WrapText).
type wrapKey struct {
	s     string
	width float64
}

// line is a line of text laid out: its runes, where each one's origin is
// from the line's start (kerned), and its width.
type line struct {
	runes   []rune
	at      []fixed.Int26_6
	advance float64
}

type glyphKey struct {
	r   rune
	sub fixed.Int26_6
}

// glyph is where a glyph's pixels are on the glyph pages, and where its
// top left is from the origin.
type glyph struct {
	page   *ebiten.Image // nil: nothing to draw (a space)
	src    image.Rectangle
	offset image.Point
}

// maxLines bounds the lines a face keeps laid out, maxKerns the kerning
// pairs.
const (
	maxLines = 2048
	maxKerns = 1 << 14
)

func newFace(f font.Face, size float64) *Face {
	m := f.Metrics()
	face := &Face{
		Size: size, face: f, ascent: toFloat(m.Ascent), descent: toFloat(m.Descent),
		glyphs: map[glyphKey]glyph{}, lines: map[string]*line{}, wraps: map[wrapKey][]string{},
		advances: map[rune]fixed.Int26_6{}, kerns: map[[2]rune]fixed.Int26_6{},
	}
	face.step = 64 / fixed.Int26_6(subPixels(face.ascent+face.descent))
	face.top.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	return face
}

// subPixels is how many horizontal positions within a pixel glyphs of a
// line this high are drawn at: small text needs finer steps to space
// evenly; large text looks the same at whole pixels.
func subPixels(height float64) int {
	switch {
	case height < 20:
		return 8
	case height < 40:
		return 4
	case height < 80:
		return 2
	}
	return 1
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// Height is the height of a line: from the top of its tallest letters to
// the bottom of its lowest.
func (f *Face) Height() float64 { return f.ascent + f.descent }

// Advance is the width of the line s in face.
func (f *Face) Advance(s string) float64 { return f.layout(s).advance }

// layout lays the line s out, or returns it as laid out before.
func (f *Face) layout(s string) *line {
	if l, ok := f.lines[s]; ok {
		return l
	}
	l := &line{}
	var x fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			x += f.kern(prev, r)
		}
		l.runes = append(l.runes, r)
		l.at = append(l.at, x)
		x += f.advance(r)
		prev = r
	}
	l.advance = toFloat(x)
	if len(f.lines) >= maxLines {
		clear(f.lines)
	}
	f.lines[s] = l
	return l
}

// advance is how far r moves the pen, kept: the font's tables are read
// once a rune.
func (f *Face) advance(r rune) fixed.Int26_6 {
	a, ok := f.advances[r]
	if !ok {
		a, _ = f.face.GlyphAdvance(r)
		f.advances[r] = a
	}
	return a
}

// kern is the kerning between a and b, kept (up to maxKerns pairs).
func (f *Face) kern(a, b rune) fixed.Int26_6 {
	k, ok := f.kerns[[2]rune{a, b}]
	if !ok {
		if len(f.kerns) >= maxKerns {
			clear(f.kerns)
		}
		k = f.face.Kern(a, b)
		f.kerns[[2]rune{a, b}] = k
	}
	return k
}

// Draw draws the line s in c with its anchor at (x, y); ha and va say
// which part of the text the anchor is. The line is one DrawTriangles call
// over the glyph pages (see glyphPages), and the glyphs it lacks are
// uploaded first, together.
func (f *Face) Draw(dst *ebiten.Image, s string, x, y float64, ha, va Align, c color.Color) {
	l := f.layout(s)
	x -= l.advance * float64(ha) / 2
	y += f.ascent - (f.ascent+f.descent)*float64(va)/2
	ox, oy := fixed.Int26_6(math.Round(x*64)), float32(math.Floor(y))
	f.addGlyphs(l, ox)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	cs.ScaleAlpha(opacity)
	var page *ebiten.Image
	for i, r := range l.runes {
		pos := f.snap(ox + l.at[i])
		g := f.glyphs[glyphKey{r, pos & 63}]
		if g.page == nil {
			continue
		}
		if g.page != page || len(f.vs) > math.MaxUint16-4 {
			f.flush(dst, page)
			page = g.page
		}
		f.quad(g, float32(pos.Floor()+g.offset.X), oy+float32(g.offset.Y), cs)
	}
	f.flush(dst, page)
}

// snap moves a glyph's origin left to the sub-pixel offset it is drawn at.
func (f *Face) snap(pos fixed.Int26_6) fixed.Int26_6 { return pos - pos&(f.step-1) }

// quad adds glyph g, its top left at (x, y), to the triangles to draw.
func (f *Face) quad(g glyph, x, y float32, cs ebiten.ColorScale) {
	w, h := float32(g.src.Dx()), float32(g.src.Dy())
	sx, sy := float32(g.src.Min.X), float32(g.src.Min.Y)
	n := uint16(len(f.vs))
	for _, corner := range [4][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		dx, dy := corner[0]*w, corner[1]*h
		f.vs = append(f.vs, ebiten.Vertex{
			DstX: x + dx, DstY: y + dy, SrcX: sx + dx, SrcY: sy + dy,
			ColorR: cs.R(), ColorG: cs.G(), ColorB: cs.B(), ColorA: cs.A(),
		})
	}
	f.is = append(f.is, n, n+1, n+2, n+1, n+3, n+2)
}

// flush draws the triangles added from page, if any.
func (f *Face) flush(dst, page *ebiten.Image) {
	if len(f.is) > 0 {
		dst.DrawTriangles(f.vs, f.is, page, &f.top)
	}
	f.vs, f.is = f.vs[:0], f.is[:0]
}

// addGlyphs draws the glyphs of l that the face lacks, with the line's
// start at ox, and uploads them to the glyph pages: side by side in
// strips, one upload per strip.
func (f *Face) addGlyphs(l *line, ox fixed.Int26_6) {
	if f.gen != glyphPages.gen {
		clear(f.glyphs)
		f.gen = glyphPages.gen
	}
	f.strip, f.masks = f.strip[:0], f.masks[:0]
	width := 0
	for i, r := range l.runes {
		k := glyphKey{r, f.snap(ox+l.at[i]) & 63}
		if _, ok := f.glyphs[k]; ok {
			continue
		}
		dr, mask, mp, _, ok := f.face.Glyph(fixed.Point26_6{X: k.sub}, r)
		if !ok || dr.Empty() {
			f.glyphs[k] = glyph{}
			continue
		}
		if width+dr.Dx()+1 > glyphPage && len(f.strip) > 0 {
			f.upload(width)
			f.strip, f.masks, width = f.strip[:0], f.masks[:0], 0
		}
		f.glyphs[k] = glyph{offset: dr.Min}
		f.strip = append(f.strip, newGlyph{k, len(f.masks), dr.Size()})
		f.masks = appendMask(f.masks, mask, mp, dr.Size())
		width += dr.Dx() + 1
	}
	if len(f.strip) > 0 {
		f.upload(width)
	}
}

// newGlyph is a glyph drawn and not yet uploaded: its mask is the size.X ×
// size.Y bytes of the face's masks from at.
type newGlyph struct {
	key  glyphKey
	at   int
	size image.Point
}

// upload puts the glyphs of the face's strip, width pixels wide in all,
// side by side on a glyph page in one upload, and notes where each one is.
func (f *Face) upload(width int) {
	height := 0
	for _, g := range f.strip {
		height = max(height, g.size.Y)
	}
	page, at := glyphPages.room(width, height)
	pix := glyphPages.pixels(4 * width * height)
	x := 0
	for _, ng := range f.strip {
		w := ng.size.X
		for row := range ng.size.Y {
			mask := f.masks[ng.at+row*w : ng.at+(row+1)*w]
			for col, v := range mask {
				i := 4 * (row*width + x + col)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, v
			}
		}
		g := f.glyphs[ng.key]
		g.page = page
		g.src = image.Rectangle{Min: at.Add(image.Pt(x, 0)), Max: at.Add(image.Pt(x+w, ng.size.Y))}
		f.glyphs[ng.key] = g
		x += w + 1
	}
	page.SubImage(image.Rect(at.X, at.Y, at.X+width, at.Y+height)).(*ebiten.Image).WritePixels(pix)
}

// appendMask appends the size.X×size.Y alpha values of the mask from mp to
// masks: the face reuses its mask for the next glyph.
func appendMask(masks []byte, mask image.Image, mp, size image.Point) []byte {
	m, fast := mask.(*image.Alpha)
	for y := range size.Y {
		if fast {
			i := m.PixOffset(mp.X, mp.Y+y)
			masks = append(masks, m.Pix[i:i+size.X]...)
			continue
		}
		for x := range size.X {
			_, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA()
			masks = append(masks, byte(a>>8))
		}
	}
	return masks
}
