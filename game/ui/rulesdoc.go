package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
	"pentarchy/game/ui/rules"
)

// docLayout is a game's rules laid out in a column: lines of text and
// diagrams, placed in document coordinates (device pixels, y from the
// document's top), for the rules scene to draw scrolled.
type docLayout struct {
	lines   []docLine
	figures []*docFigure
	height  float64
}

// docLine is one line of text: runs of text side by side, in one colour.
type docLine struct {
	r      rect // the line's box: its width is the text's
	runs   []docRun
	colour color.Color
}

// docRun is a piece of a line in one face, at x from the line's left.
type docRun struct {
	text string
	face *text.GoTextFace
	x    float64
}

// docFigure is a diagram: its frames' places, the arrows between them, and
// the frames' images once drawn.
type docFigure struct {
	d      *rules.Diagram
	vd     view   // the view its board views draw on
	frames []rect // in document coordinates
	arrows []docArrow
	imgs   []*ebiten.Image // nil until first shown
	err    error           // why the frames could not be drawn
}

// docArrow points from one frame to the next.
type docArrow struct {
	x, y   float64 // its centre
	across bool    // pointing right (frames side by side), else down
}

// Sizes of the rules document, in CSS pixels.
const (
	docWidth   = 640 // the column's widest
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
	f     *fonts
	v     view
	rules game.Ruleset
	w     float64 // the column's width
	portH float64 // the height of the screen it scrolls in
	out   *docLayout
	y     float64
}

// layoutDoc lays the rules of game r out in a column of width w, to be
// read scrolling in a port portH high.
func layoutDoc(doc *rules.Doc, r game.Ruleset, f *fonts, v view, w, portH float64) *docLayout {
	dw := &docWriter{f: f, v: v, rules: r, w: w, portH: portH, out: &docLayout{}}
	dw.text(doc.Title, 0, f.face(bold, v.px(textHeading)), f.face(bold, v.px(textHeading)), th.text)
	dw.y += v.px(gap)
	body, strong := f.face(regular, v.px(textBody)), f.face(bold, v.px(textBody))
	for i, b := range doc.Blocks {
		switch b.Kind {
		case rules.Heading:
			dw.y += v.px(gap)
			h := f.face(bold, v.px(textStatus))
			dw.text(b.Text, 0, h, h, th.text)
			dw.y += v.px(4)
		case rules.Paragraph:
			dw.text(b.Text, 0, body, strong, th.text)
			dw.y += v.px(gap)
		case rules.Item:
			dw.item(b, body, strong)
			dw.y += v.px(6)
			if i+1 == len(doc.Blocks) || doc.Blocks[i+1].Kind != rules.Item {
				dw.y += v.px(gap - 6)
			}
		case rules.Figure:
			dw.figure(b.Diagram)
		}
	}
	dw.out.height = dw.y
	return dw.out
}

// item writes a list item: its mark, and its text indented after it.
func (dw *docWriter) item(b rules.Block, body, strong *text.GoTextFace) {
	indent := dw.v.px(docIndent)
	lh := leading(body)
	dw.out.lines = append(dw.out.lines, docLine{
		r:      rect{0, dw.y, text.Advance(b.Mark, body), lh},
		runs:   []docRun{{text: b.Mark, face: body}},
		colour: th.text,
	})
	dw.text(b.Text, indent, body, strong, th.text)
}

// text writes s wrapped to the column from x on, its **bold** words in
// strong, and moves down past it.
func (dw *docWriter) text(s string, x float64, face, strong *text.GoTextFace, c color.Color) {
	lh := leading(face)
	space := text.Advance(" ", face)
	var line docLine
	flush := func() {
		if len(line.runs) > 0 {
			line.r = rect{x, dw.y, line.r.w, lh}
			line.colour = c
			dw.out.lines = append(dw.out.lines, line)
			dw.y += lh
		}
		line = docLine{}
	}
	for _, w := range docWords(s) {
		width := 0.0
		for _, r := range w {
			width += text.Advance(r.Text, faceOf(r, face, strong))
		}
		at := line.r.w
		if len(line.runs) > 0 {
			at += space
		}
		if len(line.runs) > 0 && x+at+width > dw.w {
			flush()
			at = 0
		}
		for _, r := range w {
			fc := faceOf(r, face, strong)
			line.runs = append(line.runs, docRun{text: r.Text, face: fc, x: at})
			at += text.Advance(r.Text, fc)
		}
		line.r.w = at
	}
	flush()
}

// faceOf is the face a span is written in.
func faceOf(s rules.Span, face, strong *text.GoTextFace) *text.GoTextFace {
	if s.Bold {
		return strong
	}
	return face
}

// leading is the line height of a document's text in face.
func leading(face *text.GoTextFace) float64 { return math.Round(face.Size * docLeading) }

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
	fig := &docFigure{d: d}
	dw.out.figures = append(dw.out.figures, fig)
	pos, err := diagramStart(dw.rules, d)
	if err != nil {
		fig.err = err
		return
	}
	n := float64(len(d.Frames))
	arrow := v.px(docArrowW)
	boxW, boardH, across := dw.frameBox(pos, n)
	fig.vd = diagramView(dw.rules, pos, boxW, boardH, v)
	fw, fh := frameSize(boardViews[dw.rules.ID()](), pos, boxW, boardH, fig.vd)
	fw, fh = math.Ceil(fw), math.Ceil(fh)
	if across {
		x := math.Round((dw.w - n*fw - (n-1)*arrow) / 2)
		for i := range d.Frames {
			fig.frames = append(fig.frames, rect{x, dw.y, fw, fh})
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
			fig.frames = append(fig.frames, rect{x, dw.y, fw, fh})
			dw.y += fh
		}
	}
	dw.y += v.px(gap / 2)
	dw.text(d.Caption, 0, dw.f.face(regular, v.px(docCaption)), dw.f.face(bold, v.px(docCaption)), th.muted)
	dw.y += v.px(gap * 1.5)
}

// frameBox is the room for each of a diagram's n frames: the width and
// the board's height (a panel part goes below), and whether the frames
// stand side by side. A wide board (Conquid's) takes the column's width,
// one frame under another; others stand side by side where the column
// has room, else one under another, small enough to be seen together.
func (dw *docWriter) frameBox(pos game.Position, n float64) (w, boardH float64, across bool) {
	v := dw.v
	arrow := v.px(docArrowW)
	side := math.Floor(min(dw.w, v.px(docFrame)))
	probe := boardViews[dw.rules.ID()]()
	part := partRoom(probe, v)
	bw, bh := frameSize(probe, pos, dw.w, side, diagramView(dw.rules, pos, dw.w, side, v))
	if bw/(bh-part) > 1.4 {
		w = math.Floor(dw.w)
	} else if cell := (dw.w - (n-1)*arrow) / n; n > 1 && cell >= v.px(docFrameLo) {
		return math.Floor(min(cell, side)), side, true
	} else {
		w = side
	}
	if n > 1 {
		side = min(side, max(v.px(docFrameLo), (dw.portH-(n-1)*arrow)/n-part))
	}
	return w, side, false
}

// bounds is the rectangle the figure's frames cover.
func (fig *docFigure) bounds() rect {
	if len(fig.frames) == 0 {
		return rect{}
	}
	lo, hi := fig.frames[0], fig.frames[len(fig.frames)-1]
	x0, y0 := min(lo.x, hi.x), lo.y
	x1, y1 := max(lo.x+lo.w, hi.x+hi.w), hi.y+hi.h
	return rect{x0, y0, x1 - x0, y1 - y0}
}

// render draws the figure's frames, once.
func (fig *docFigure) render(r game.Ruleset, f *fonts) {
	if fig.imgs != nil || fig.err != nil {
		return
	}
	for k, fr := range fig.frames {
		img, err := renderFrame(r, fig.d, k, fr.w, fr.h, fig.vd, f)
		if err != nil {
			fig.err = err
			fig.free()
			return
		}
		fig.imgs = append(fig.imgs, img)
	}
}

// free lets go of the frames' images.
func (fig *docFigure) free() {
	for _, img := range fig.imgs {
		img.Deallocate()
	}
	fig.imgs = nil
}
