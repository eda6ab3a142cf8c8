package kit

import (
	_ "embed"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// The Go fonts without their hinting, which the page never uses (see
// cmd/fontstrip, which makes them; their licence is in gofonts/LICENSE).
var (
	//go:embed gofonts/goregular.ttf
	goRegular []byte
	//go:embed gofonts/gobold.ttf
	goBold []byte
	//go:embed gofonts/gomono.ttf
	goMono []byte
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
	sources [3]*opentype.Font
	faces   map[faceKey]*Face
}

type faceKey struct {
	style fontStyle
	size  float64
}

// NewFonts parses the embedded Go fonts.
func NewFonts() *Fonts {
	f := &Fonts{faces: map[faceKey]*Face{}}
	for i, ttf := range [][]byte{goRegular, goBold, goMono} {
		src, err := opentype.Parse(ttf)
		if err != nil {
			panic("ui: the embedded Go fonts do not parse: " + err.Error())
		}
		f.sources[i] = src
	}
	return f
}

// Face returns a face of the style whose size is px device pixels, rounded
// to a whole pixel so that the number of cached faces stays small.
func (f *Fonts) Face(style fontStyle, px float64) *Face {
	k := faceKey{style, math.Max(1, math.Round(px))}
	if face, ok := f.faces[k]; ok {
		return face
	}
	xf, err := opentype.NewFace(f.sources[style], &opentype.FaceOptions{Size: k.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("ui: no face of the Go fonts: " + err.Error())
	}
	face := newFace(xf, k.size)
	f.faces[k] = face
	return face
}
