package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Layers keeps what changes only with the layout, such as a board without
// its pieces, each drawn once into an image of its own and then drawn
// whole. Layers belong to one layout; Reset frees them when sizes change.
// (Small shapes are kept by kit's shape functions themselves.)
type Layers struct {
	imgs map[string]*ebiten.Image
	op   ebiten.DrawImageOptions
	vs   []ebiten.Vertex
	is   []uint32
}

// Draw draws the layer named key at r, making it the first time by
// calling paint with an image of r's size (whose origin is r's top left).
func (l *Layers) Draw(dst *ebiten.Image, key string, r Rect, paint func(img *ebiten.Image)) {
	r = r.Snapped()
	img := l.layer(key, r, paint)
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, &l.op)
}

// DrawEach draws the layer named key at the top left of each of rs, all in
// one call, making it the first time at the size of rs[0] as Draw does. A
// board of hundreds of alike cells costs one call, not one a cell.
func (l *Layers) DrawEach(dst *ebiten.Image, key string, rs []Rect, paint func(img *ebiten.Image)) {
	if len(rs) == 0 {
		return
	}
	img := l.layer(key, rs[0].Snapped(), paint)
	w, h := float32(img.Bounds().Dx()), float32(img.Bounds().Dy())
	l.vs, l.is = l.vs[:0], l.is[:0]
	for _, r := range rs {
		r = r.Snapped()
		x, y := float32(r.X), float32(r.Y)
		n := uint32(len(l.vs))
		l.vs = append(l.vs,
			ebiten.Vertex{DstX: x, DstY: y, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			ebiten.Vertex{DstX: x + w, DstY: y, SrcX: w, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			ebiten.Vertex{DstX: x, DstY: y + h, SrcY: h, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			ebiten.Vertex{DstX: x + w, DstY: y + h, SrcX: w, SrcY: h, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
		l.is = append(l.is, n, n+1, n+2, n+1, n+3, n+2)
	}
	dst.DrawTriangles32(l.vs, l.is, img, nil)
}

// Has tells whether the layer named key is made.
func (l *Layers) Has(key string) bool {
	_, ok := l.imgs[key]
	return ok
}

// Make makes the layer named key at r's size, if it is not made yet,
// without drawing it: work done ahead, in a tick, so that a frame finds it
// ready.
func (l *Layers) Make(key string, r Rect, paint func(img *ebiten.Image)) {
	l.layer(key, r.Snapped(), paint)
}

// layer returns the layer named key, painting it at r's size the first
// time.
func (l *Layers) layer(key string, r Rect, paint func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := l.imgs[key]; ok {
		return img
	}
	img := ebiten.NewImage(max(1, int(r.W)), max(1, int(r.H)))
	paint(img)
	if l.imgs == nil {
		l.imgs = map[string]*ebiten.Image{}
	}
	l.imgs[key] = img
	return img
}

// Reset frees every layer.
func (l *Layers) Reset() {
	for _, img := range l.imgs {
		img.Deallocate()
	}
	l.imgs = nil
}
