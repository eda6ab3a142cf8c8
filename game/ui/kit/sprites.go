package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprites draws each small shape (a stone, a marker) once into an image of
// its own and then stamps that image wherever it is needed: stamping costs
// far less per frame than filling vector paths again, on a weak GPU or in
// software rendering. Sprites belong to one layout; reset frees them when
// sizes change.
type Sprites struct {
	imgs map[string]*ebiten.Image
}

// Stamp draws the sprite named key centred on (x, y). The first time, it
// makes a square image big enough for a shape of radius r and calls paint
// to draw the shape centred on (c, c) in it.
func (s *Sprites) Stamp(dst *ebiten.Image, key string, r, x, y float64, paint func(img *ebiten.Image, c float64)) {
	img, ok := s.imgs[key]
	if !ok {
		half := math.Ceil(r) + 2
		img = ebiten.NewImage(int(2*half), int(2*half))
		paint(img, half)
		if s.imgs == nil {
			s.imgs = map[string]*ebiten.Image{}
		}
		s.imgs[key] = img
	}
	half := float64(img.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-half), math.Round(y-half))
	dst.DrawImage(img, op)
}

// Layer draws the image named key at r, making it the first time by
// calling paint with an image of r's size (whose origin is r's top left).
// Layers hold what changes only with the layout, such as a board without
// its pieces.
func (s *Sprites) Layer(dst *ebiten.Image, key string, r Rect, paint func(img *ebiten.Image)) {
	r = r.Snapped()
	img, ok := s.imgs[key]
	if !ok {
		img = ebiten.NewImage(max(1, int(r.W)), max(1, int(r.H)))
		paint(img)
		if s.imgs == nil {
			s.imgs = map[string]*ebiten.Image{}
		}
		s.imgs[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, op)
}

// Reset frees every sprite.
func (s *Sprites) Reset() {
	for _, img := range s.imgs {
		img.Deallocate()
	}
	s.imgs = nil
}
