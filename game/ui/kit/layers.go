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
}

// Draw draws the layer named key at r, making it the first time by
// calling paint with an image of r's size (whose origin is r's top left).
func (l *Layers) Draw(dst *ebiten.Image, key string, r Rect, paint func(img *ebiten.Image)) {
	r = r.Snapped()
	img, ok := l.imgs[key]
	if !ok {
		img = ebiten.NewImage(max(1, int(r.W)), max(1, int(r.H)))
		paint(img)
		if l.imgs == nil {
			l.imgs = map[string]*ebiten.Image{}
		}
		l.imgs[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, op)
}

// Reset frees every layer.
func (l *Layers) Reset() {
	for _, img := range l.imgs {
		img.Deallocate()
	}
	l.imgs = nil
}
