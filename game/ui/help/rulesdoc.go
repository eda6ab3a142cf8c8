package help

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/rules"
)

// DocLayout is a game's rules laid out in a column: lines of text and
// diagrams, placed in document coordinates (device pixels, y from the
// document's top), for the rules scene to draw scrolled.
type DocLayout struct {
	Lines   []DocLine
	Figures []*DocFigure
	Height  float64
}

// DocLine is one line of text: runs of text side by side, in one colour.
type DocLine struct {
	R      kit.Rect // the line's box: its width is the text's
	Runs   []docRun
	colour color.Color
}

// docRun is a piece of a line in one face, at x from the line's left.
type docRun struct {
	Text string
	Face *kit.Face
	X    float64
}

// DocFigure is a diagram: its frames' places, the arrows between them, and
// the frames' images once drawn.
type DocFigure struct {
	D      *rules.Diagram
	Vd     kit.View   // the view its board views draw on
	Frames []kit.Rect // in document coordinates
	arrows []docArrow
	Imgs   []*ebiten.Image // nil until first shown
	Err    error           // why the frames could not be drawn
}

// docArrow points from one frame to the next.
type docArrow struct {
	x, y   float64 // its centre
	across bool    // pointing right (frames side by side), else down
}

// Sizes of the rules document, in CSS pixels.
const (
	DocWidth   = 640 // the column's widest
	docIndent  = 24  // list items' text, after the mark
	docFrame   = 330 // a diagram frame's largest side
	docFrameLo = 230 // the narrowest frame that still stands beside another
	docArrowW  = 30  // the band an arrow takes between frames
	docCaption = 15  // caption text
)

// docLeading is the distance between baselines, as a multiple of the text
// size: more than the panels' 1.3, for reading at length.
const docLeading = 1.45

// docWriter lays a document out, block after block.
type docWriter struct {
	f     *kit.Fonts
	v     kit.View
	rules game.Ruleset
	views board.Views
	w     float64 // the column's width
	portH float64 // the height of the screen it scrolls in
	out   *DocLayout
	y     float64
}

// layoutDoc lays the rules of game r out in a column of width w, to be
// read scrolling in a port portH high.
func layoutDoc(doc *rules.Doc, r game.Ruleset, views board.Views, f *kit.Fonts, v kit.View, w, portH float64) *DocLayout {
	dw := &docWriter{f: f, v: v, rules: r, views: views, w: w, portH: portH, out: &DocLayout{}}
	dw.Text(doc.Title, 0, f.Face(kit.Bold, v.Px(kit.TextHeading)), f.Face(kit.Bold, v.Px(kit.TextHeading)), kit.Th.Text)
	dw.y += v.Px(kit.Gap)
	body, strong := f.Face(kit.Regular, v.Px(kit.TextBody)), f.Face(kit.Bold, v.Px(kit.TextBody))
	for i, b := range doc.Blocks {
		switch b.Kind {
		case rules.Heading:
			dw.y += v.Px(kit.Gap)
			h := f.Face(kit.Bold, v.Px(kit.TextStatus))
			dw.Text(b.Text, 0, h, h, kit.Th.Text)
			dw.y += v.Px(4)
		case rules.Paragraph:
			dw.Text(b.Text, 0, body, strong, kit.Th.Text)
			dw.y += v.Px(kit.Gap)
		case rules.Item:
			dw.item(b, body, strong)
			dw.y += v.Px(6)
			if i+1 == len(doc.Blocks) || doc.Blocks[i+1].Kind != rules.Item {
				dw.y += v.Px(kit.Gap - 6)
			}
		case rules.Figure:
			dw.figure(b.Diagram)
		}
	}
	dw.out.Height = dw.y
	return dw.out
}

// item writes a list item: its mark, and its text indented after it.
func (dw *docWriter) item(b rules.Block, body, strong *kit.Face) {
	indent := dw.v.Px(docIndent)
	lh := leading(body)
	dw.out.Lines = append(dw.out.Lines, DocLine{
		R:      kit.Rect{X: 0, Y: dw.y, W: body.Advance(b.Mark), H: lh},
		Runs:   []docRun{{Text: b.Mark, Face: body}},
		colour: kit.Th.Text,
	})
	dw.Text(b.Text, indent, body, strong, kit.Th.Text)
}

// Text writes s wrapped to the column from x on, its **bold** words in
// strong, and moves down past it.
func (dw *docWriter) Text(s string, x float64, face, strong *kit.Face, c color.Color) {
	lh := leading(face)
	space := face.Advance(" ")
	var line DocLine
	flush := func() {
		if len(line.Runs) > 0 {
			line.R = kit.Rect{X: x, Y: dw.y, W: line.R.W, H: lh}
			line.colour = c
			dw.out.Lines = append(dw.out.Lines, line)
			dw.y += lh
		}
		line = DocLine{}
	}
	for _, w := range docWords(s) {
		width := 0.0
		for _, r := range w {
			width += faceOf(r, face, strong).Advance(r.Text)
		}
		at := line.R.W
		if len(line.Runs) > 0 {
			at += space
		}
		if len(line.Runs) > 0 && x+at+width > dw.w {
			flush()
			at = 0
		}
		for _, r := range w {
			fc := faceOf(r, face, strong)
			line.Runs = append(line.Runs, docRun{Text: r.Text, Face: fc, X: at})
			at += fc.Advance(r.Text)
		}
		line.R.W = at
	}
	flush()
}

// faceOf is the face a span is written in.
func faceOf(s rules.Span, face, strong *kit.Face) *kit.Face {
	if s.Bold {
		return strong
	}
	return face
}

// leading is the line height of a document's text in face.
func leading(face *kit.Face) float64 { return math.Round(face.Size * docLeading) }

// docWords splits a text into words, each a list of spans: a word is
// what lies between spaces, so "**b9**," is one word of a bold and a
// regular span, kept together on a line.
func docWords(s string) [][]rules.Span {
	var words [][]rules.Span
	var word []rules.Span
	for _, sp := range rules.Spans(s) {
		for i, part := range strings.Split(sp.Text, " ") {
			if i > 0 && len(word) > 0 {
				words = append(words, word)
				word = nil
			}
			if part != "" {
				word = append(word, rules.Span{Text: part, Bold: sp.Bold})
			}
		}
	}
	if len(word) > 0 {
		words = append(words, word)
	}
	return words
}

// figure places a diagram's frames, beside one another where the column
// is wide enough and the board not too wide, else one under the other,
// with arrows between them; then its caption.
func (dw *docWriter) figure(d *rules.Diagram) {
	v := dw.v
	fig := &DocFigure{D: d}
	dw.out.Figures = append(dw.out.Figures, fig)
	pos, err := DiagramStart(dw.rules, d)
	if err != nil {
		fig.Err = err
		return
	}
	n := float64(len(d.Frames))
	arrow := v.Px(docArrowW)
	boxW, boardH, across := dw.frameBox(pos, n)
	fig.Vd = diagramView(dw.views, dw.rules, pos, boxW, boardH, v)
	fw, fh := frameSize(dw.views.Of(dw.rules), pos, boxW, boardH, fig.Vd)
	fw, fh = math.Ceil(fw), math.Ceil(fh)
	if across {
		x := math.Round((dw.w - n*fw - (n-1)*arrow) / 2)
		for i := range d.Frames {
			fig.Frames = append(fig.Frames, kit.Rect{X: x, Y: dw.y, W: fw, H: fh})
			if i > 0 {
				fig.arrows = append(fig.arrows, docArrow{x: x - arrow/2, y: dw.y + fh/2, across: true})
			}
			x += fw + arrow
		}
		dw.y += fh
	} else {
		x := math.Round((dw.w - fw) / 2)
		for i := range d.Frames {
			if i > 0 {
				fig.arrows = append(fig.arrows, docArrow{x: dw.w / 2, y: dw.y + arrow/2, across: false})
				dw.y += arrow
			}
			fig.Frames = append(fig.Frames, kit.Rect{X: x, Y: dw.y, W: fw, H: fh})
			dw.y += fh
		}
	}
	dw.y += v.Px(kit.Gap / 2)
	dw.Text(d.Caption, 0, dw.f.Face(kit.Regular, v.Px(docCaption)), dw.f.Face(kit.Bold, v.Px(docCaption)), kit.Th.Muted)
	dw.y += v.Px(kit.Gap * 1.5)
}

// frameBox is the room for each of a diagram's n frames: the width and
// the board's height (a panel part goes below), and whether the frames
// stand side by side. A wide board (Conquid's) takes the column's width,
// one frame under another; others stand side by side where the column
// has room, else one under another, small enough to be seen together.
func (dw *docWriter) frameBox(pos game.Position, n float64) (w, boardH float64, across bool) {
	v := dw.v
	arrow := v.Px(docArrowW)
	side := math.Floor(min(dw.w, v.Px(docFrame)))
	probe := dw.views.Of(dw.rules)
	part := partRoom(probe, v)
	bw, bh := frameSize(probe, pos, dw.w, side, diagramView(dw.views, dw.rules, pos, dw.w, side, v))
	if bw/(bh-part) > 1.4 {
		w = math.Floor(dw.w)
	} else if cell := (dw.w - (n-1)*arrow) / n; n > 1 && cell >= v.Px(docFrameLo) {
		return math.Floor(min(cell, side)), side, true
	} else {
		w = side
	}
	if n > 1 {
		side = min(side, max(v.Px(docFrameLo), (dw.portH-(n-1)*arrow)/n-part))
	}
	return w, side, false
}

// bounds is the rectangle the figure's frames cover.
func (fig *DocFigure) bounds() kit.Rect {
	if len(fig.Frames) == 0 {
		return kit.Rect{}
	}
	lo, hi := fig.Frames[0], fig.Frames[len(fig.Frames)-1]
	x0, y0 := min(lo.X, hi.X), lo.Y
	x1, y1 := max(lo.X+lo.W, hi.X+hi.W), hi.Y+hi.H
	return kit.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Render draws the figure's frames, once.
func (fig *DocFigure) Render(views board.Views, r game.Ruleset, f *kit.Fonts) {
	if fig.Imgs != nil || fig.Err != nil {
		return
	}
	for k, fr := range fig.Frames {
		img, err := RenderFrame(views, r, fig.D, k, fr.W, fr.H, fig.Vd, f)
		if err != nil {
			fig.Err = err
			fig.free()
			return
		}
		fig.Imgs = append(fig.Imgs, img)
	}
}

// free lets go of the frames' images.
func (fig *DocFigure) free() {
	for _, img := range fig.Imgs {
		img.Deallocate()
	}
	fig.Imgs = nil
}
