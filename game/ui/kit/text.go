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
// golang.org/x/image's rasteriser, each glyph once into a small image of
// its own (at a few sub-pixel offsets) that later draws stamp. The Go fonts
// need no shaping: Ebitengine's text/v2 package would bring a shaping
// engine whose tables alone are a fifth of a megabyte of the page's first
// load.
type Face struct {
	Size float64 // pixels

	face            font.Face
	ascent, descent float64
	step            fixed.Int26_6 // the sub-pixel offsets glyphs are drawn at
	glyphs          map[glyphKey]glyph
	lines           map[string]*line // laid out, so that frames do not measure again
	wraps           map[wrapKey][]string
	op              ebiten.DrawImageOptions
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

// glyph is a glyph's image and where its top left is from the origin.
type glyph struct {
	img    *ebiten.Image // nil: nothing to draw (a space)
	offset image.Point
}

// maxLines bounds the lines a face keeps laid out.
const maxLines = 2048

func newFace(f font.Face, size float64) *Face {
	m := f.Metrics()
	face := &Face{
		Size: size, face: f, ascent: toFloat(m.Ascent), descent: toFloat(m.Descent),
		glyphs: map[glyphKey]glyph{}, lines: map[string]*line{}, wraps: map[wrapKey][]string{},
	}
	face.step = 64 / fixed.Int26_6(subPixels(face.ascent+face.descent))
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
			x += f.face.Kern(prev, r)
		}
		l.runes = append(l.runes, r)
		l.at = append(l.at, x)
		a, _ := f.face.GlyphAdvance(r)
		x += a
		prev = r
	}
	l.advance = toFloat(x)
	if len(f.lines) >= maxLines {
		clear(f.lines)
	}
	f.lines[s] = l
	return l
}

// Draw draws the line s in c with its anchor at (x, y); ha and va say
// which part of the text the anchor is.
func (f *Face) Draw(dst *ebiten.Image, s string, x, y float64, ha, va Align, c color.Color) {
	l := f.layout(s)
	x -= l.advance * float64(ha) / 2
	y += f.ascent - (f.ascent+f.descent)*float64(va)/2
	ox, oy := fixed.Int26_6(math.Round(x*64)), math.Floor(y)
	f.op.ColorScale.Reset()
	f.op.ColorScale.ScaleWithColor(c)
	for i, r := range l.runes {
		pos := ox + l.at[i]
		pos -= pos & (f.step - 1)
		g := f.glyph(r, pos&63)
		if g.img == nil {
			continue
		}
		f.op.GeoM.Reset()
		f.op.GeoM.Translate(float64(pos.Floor()+g.offset.X), oy+float64(g.offset.Y))
		dst.DrawImage(g.img, &f.op)
	}
}

// glyph returns r's image drawn with its origin sub/64 of a pixel right
// of a pixel's left edge, making it the first time.
func (f *Face) glyph(r rune, sub fixed.Int26_6) glyph {
	k := glyphKey{r, sub}
	if g, ok := f.glyphs[k]; ok {
		return g
	}
	var g glyph
	dr, mask, mp, _, ok := f.face.Glyph(fixed.Point26_6{X: sub}, r)
	if ok && !dr.Empty() {
		g = glyph{img: maskImage(mask, mp, dr.Size()), offset: dr.Min}
	}
	f.glyphs[k] = g
	return g
}

// maskImage is the white image of the alpha mask's w×h pixels from mp.
func maskImage(mask image.Image, mp, size image.Point) *ebiten.Image {
	pix := make([]byte, 4*size.X*size.Y)
	alpha, fast := mask.(*image.Alpha)
	for y := range size.Y {
		for x := range size.X {
			var a byte
			if fast {
				a = alpha.AlphaAt(mp.X+x, mp.Y+y).A
			} else {
				_, _, _, a16 := mask.At(mp.X+x, mp.Y+y).RGBA()
				a = byte(a16 >> 8)
			}
			i := 4 * (y*size.X + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	img := ebiten.NewImage(size.X, size.Y)
	img.WritePixels(pix)
	return img
}
