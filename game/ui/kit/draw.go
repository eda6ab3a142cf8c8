package kit

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DrawText draws one line of s with its anchor at (x, y); ha and va say
// which part of the text the anchor is (start, centre or end).
func DrawText(dst *ebiten.Image, s string, face *Face, x, y float64, ha, va Align, c color.Color) {
	face.Draw(dst, s, math.Round(x), math.Round(y), ha, va, c)
}

// WrapText breaks s into lines no wider than width, at spaces.
func WrapText(s string, face *Face, width float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && face.Advance(try) > width {
			lines = append(lines, line)
			try = word
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// LineHeight is the distance between the baselines of two lines of face.
func LineHeight(face *Face) float64 { return math.Round(face.Size * 1.3) }

// DrawParagraph draws s wrapped to r's width from r's top. When it does not
// all fit in r's height, it draws the whole sentences that do, so a hint is
// never cut off in the middle.
func DrawParagraph(dst *ebiten.Image, s string, face *Face, r Rect, c color.Color) {
	lh := LineHeight(face)
	for i, l := range WrapText(FitSentences(s, face, r.W, int(r.H/lh)), face, r.W) {
		DrawText(dst, l, face, r.X, r.Y+float64(i)*lh, AlignStart, AlignStart, c)
	}
}

// FitSentences returns the longest run of s's first sentences that wraps
// into at most n lines of the given width; "" when not even one does.
func FitSentences(s string, face *Face, width float64, n int) string {
	fit := ""
	for end := 0; end < len(s); {
		next := strings.IndexAny(s[end:], ".?!")
		if next < 0 {
			next = len(s) - end - 1
		}
		end += next + 1
		if len(WrapText(s[:end], face, width)) > n {
			break
		}
		fit = s[:end]
	}
	return fit
}

// Kinds of shapes, in their keys.
const (
	shapeRoundRect byte = iota
	shapeRoundFrame
	shapePolygon
	shapeDisc
	shapeRing
	shapePolyline
)

// FillRoundRect fills r with corners of radius rad.
func FillRoundRect(dst *ebiten.Image, r Rect, rad float64, c color.Color) {
	shapes.begin(shapeRoundRect).num(r.W).num(r.H).num(rad).colour(c).draw(dst, r.X, r.Y, r.W, r.H, func(img *ebiten.Image) {
		vector.FillPath(img, roundRectPath(Rect{shapePad, shapePad, r.W, r.H}, rad), nil, PathOptions(c))
	})
}

// StrokeRoundRect outlines r with a line of the given width inside it.
func StrokeRoundRect(dst *ebiten.Image, r Rect, rad, width float64, c color.Color) {
	shapes.begin(shapeRoundFrame).num(r.W).num(r.H).num(rad).num(width).colour(c).draw(dst, r.X, r.Y, r.W, r.H, func(img *ebiten.Image) {
		in := Rect{shapePad, shapePad, r.W, r.H}.Inset(width / 2)
		vector.StrokePath(img, roundRectPath(in, rad-width/2), &vector.StrokeOptions{Width: float32(width)}, PathOptions(c))
	})
}

func roundRectPath(r Rect, rad float64) *vector.Path {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	q := float32(rad)
	p := &vector.Path{}
	p.MoveTo(x0+q, y0)
	p.ArcTo(x1, y0, x1, y1, q)
	p.ArcTo(x1, y1, x0, y1, q)
	p.ArcTo(x0, y1, x0, y0, q)
	p.ArcTo(x0, y0, x1, y0, q)
	p.Close()
	return p
}

// FillPolygon fills the polygon through the points xy (x0, y0, x1, y1, …)
// and, if width > 0, outlines it in edge.
func FillPolygon(dst *ebiten.Image, xy []float64, fill color.Color, width float64, edge color.Color) {
	box := pointsBox(xy).Inset(-width / 2)
	shapes.begin(shapePolygon).num(width).colour(fill).colour(edge)
	for i := 0; i+1 < len(xy); i += 2 {
		shapes.num(xy[i] - box.X).num(xy[i+1] - box.Y)
	}
	shapes.draw(dst, box.X, box.Y, box.W, box.H, func(img *ebiten.Image) {
		p := pointsPath(xy, shapePad-box.X, shapePad-box.Y)
		p.Close()
		vector.FillPath(img, p, nil, PathOptions(fill))
		if width > 0 {
			vector.StrokePath(img, p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, PathOptions(edge))
		}
	})
}

// StrokePolyline strokes the line through the points xy (x0, y0, x1, y1, …)
// with round joins and caps, or square ones if square is true.
func StrokePolyline(dst *ebiten.Image, xy []float64, width float64, c color.Color, square bool) {
	box := pointsBox(xy).Inset(-width)
	shapes.begin(shapePolyline).num(width).colour(c)
	if square {
		shapes.num(1)
	}
	for i := 0; i+1 < len(xy); i += 2 {
		shapes.num(xy[i] - box.X).num(xy[i+1] - box.Y)
	}
	shapes.draw(dst, box.X, box.Y, box.W, box.H, func(img *ebiten.Image) {
		op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
		if square {
			op.LineJoin, op.LineCap = vector.LineJoinMiter, vector.LineCapSquare
		}
		vector.StrokePath(img, pointsPath(xy, shapePad-box.X, shapePad-box.Y), op, PathOptions(c))
	})
}

// pointsBox is the smallest rectangle holding the points xy.
func pointsBox(xy []float64) Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(xy); i += 2 {
		x0, x1 = math.Min(x0, xy[i]), math.Max(x1, xy[i])
		y0, y1 = math.Min(y0, xy[i+1]), math.Max(y1, xy[i+1])
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// pointsPath is the open path through the points xy shifted by (dx, dy).
func pointsPath(xy []float64, dx, dy float64) *vector.Path {
	p := &vector.Path{}
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			p.MoveTo(float32(xy[i]+dx), float32(xy[i+1]+dy))
		} else {
			p.LineTo(float32(xy[i]+dx), float32(xy[i+1]+dy))
		}
	}
	return p
}

// Disc fills a circle and, if width > 0, gives it an outline of that width
// in edge, inside the radius.
func Disc(dst *ebiten.Image, x, y, r float64, fill color.Color, width float64, edge color.Color) {
	shapes.begin(shapeDisc).num(r).num(width).colour(fill).colour(edge).draw(dst, x-r, y-r, 2*r, 2*r, func(img *ebiten.Image) {
		c := float32(shapePad + r)
		rad := r
		if width > 0 {
			vector.FillCircle(img, c, c, float32(rad), edge, true)
			rad -= width
		}
		vector.FillCircle(img, c, c, float32(rad), fill, true)
	})
}

// Ring fills the band between the radii r-width/2 and r+width/2. (A filled
// band has no seam where a stroked circle starts and ends.)
func Ring(dst *ebiten.Image, x, y, r, width float64, c color.Color) {
	out := r + width/2
	shapes.begin(shapeRing).num(r).num(width).colour(c).draw(dst, x-out, y-out, 2*out, 2*out, func(img *ebiten.Image) {
		cx := float32(shapePad + out)
		p := &vector.Path{}
		p.Arc(cx, cx, float32(out), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		p.Arc(cx, cx, float32(r-width/2), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		vector.FillPath(img, p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, PathOptions(c))
	})
}

func PathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	return op
}
