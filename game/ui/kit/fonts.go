package kit

import (
	"bytes"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// fontStyle picks one of the Go fonts.
type fontStyle int

const (
	Regular fontStyle = iota
	Bold
	Mono // codes, version ids and board labels
)

// Fonts makes faces of the Go fonts at any pixel size, and keeps them.
type Fonts struct {
	sources [3]*text.GoTextFaceSource
	faces   map[faceKey]*text.GoTextFace
}

type faceKey struct {
	style fontStyle
	size  float64
}

// NewFonts parses the embedded Go fonts.
func NewFonts() *Fonts {
	f := &Fonts{faces: map[faceKey]*text.GoTextFace{}}
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomono.TTF} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			panic("ui: the embedded Go fonts do not parse: " + err.Error())
		}
		f.sources[i] = src
	}
	return f
}

// Face returns a face of the style whose size is px device pixels, rounded
// to a whole pixel so that the number of cached faces stays small.
func (f *Fonts) Face(style fontStyle, px float64) *text.GoTextFace {
	k := faceKey{style, math.Max(1, math.Round(px))}
	if face, ok := f.faces[k]; ok {
		return face
	}
	face := &text.GoTextFace{Source: f.sources[style], Size: k.size}
	f.faces[k] = face
	return face
}
