package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// The player colours of Conquid (Okabe–Ito vermillion and blue) and the
// colour of empty cells.
var (
	conquidRed   = vermillion
	conquidBlue  = okBlue
	conquidEmpty = rgb(0xeadfc8)
	conquidMark  = rgb(0xffffff)
)

// draw draws the cells, the HQs, the marks of the last action and of the
// action being prepared, and the coordinates.
func (cv *conquidView) draw(dst *ebiten.Image, f *fonts, pos game.Position, legal []string, _ string) {
	p := cv.see(pos)
	cam := cv.cam
	if cam.pitch() != cv.pitch {
		cv.sprites.reset()
		cv.pitch = cam.pitch()
	}
	port := cam.port.snapped()
	board := dst.SubImage(image.Rect(int(port.x), int(port.y), int(port.x+port.w), int(port.y+port.h))).(*ebiten.Image)
	w, h := cam.size()
	vector.FillRect(board, float32(cam.ox), float32(cam.oy), float32(w), float32(h), th.boardLine, false)
	path := cv.path(p, legal)
	solid := map[conquid.Cell]bool{}
	if p.Result().Over {
		for _, c := range path {
			solid[c] = true
		}
	}
	f0, f1, r0, r1 := cam.visible()
	for file := f0; file < f1; file++ {
		for rank := r0; rank < r1; rank++ {
			c := conquid.Cell{File: file, Rank: rank}
			if s := p.At(c); !s.IsHQ() {
				cv.drawCell(board, c, s, solid[c])
			}
		}
	}
	cv.drawHQs(board, f, p)
	cv.drawMarks(board, p)
	cv.drawPath(board, p, path)
	cv.drawLabels(dst, f)
}

// cellGap is the width of the lines between cells, in device pixels.
func (cv *conquidView) cellGap() float64 { return max(1, math.Round(cv.v.dpr)) }

// drawCell draws one non-HQ cell; solid paints it plain in its colour, as a
// winning path is at the end.
func (cv *conquidView) drawCell(dst *ebiten.Image, c conquid.Cell, s conquid.State, solid bool) {
	r := cv.cam.cellRect(c.File, c.Rank)
	if solid {
		s += conquid.RedHQ - conquid.Red // drawn like an HQ cell, without its letter
	}
	cv.sprites.layer(dst, fmt.Sprint("cell ", s), r, func(img *ebiten.Image) {
		cv.paintCell(img, rect{0, 0, r.w, r.h}, s, cv.cellGap())
	})
}

// paintCell paints a cell of state s into r, leaving a line of width gap
// on its right and bottom: empty is plain, Red has a white dot, Blue a
// white stripe, HQ cells are plain in their colour.
func (cv *conquidView) paintCell(dst *ebiten.Image, r rect, s conquid.State, gap float64) {
	in := rect{r.x, r.y, r.w - gap, r.h - gap}
	fill := conquidEmpty
	switch s {
	case conquid.Red, conquid.RedHQ:
		fill = conquidRed
	case conquid.Blue, conquid.BlueHQ:
		fill = conquidBlue
	}
	vector.FillRect(dst, float32(in.x), float32(in.y), float32(in.w), float32(in.h), fill, false)
	cx, cy := in.center()
	switch s {
	case conquid.Red:
		disc(dst, cx, cy, max(1.5, in.w*0.2), conquidMark, 0, nil)
	case conquid.Blue:
		d := in.w * 0.12
		fillPolygon(dst, []float64{in.x, in.y + in.h - d, in.x + in.w - d, in.y, in.x + in.w, in.y, in.x + in.w, in.y + d,
			in.x + d, in.y + in.h, in.x, in.y + in.h}, conquidMark, 0, nil)
	}
}

// drawHQs draws each HQ as one square in its owner's colour with a letter.
func (cv *conquidView) drawHQs(dst *ebiten.Image, f *fonts, p *conquid.Position) {
	for _, hq := range []conquid.State{conquid.RedHQ, conquid.BlueHQ} {
		r := cv.hqRect(p, hq)
		r.w, r.h = r.w-cv.cellGap(), r.h-cv.cellGap()
		cv.paintCell(dst, rect{r.x, r.y, r.w + cv.cellGap(), r.h + cv.cellGap()}, hq, cv.cellGap())
		strokeInside(dst, r, max(cv.v.px(1.5), math.Round(r.w*0.06)), th.ink)
		letter := tr("conquid.hq-red")
		if hq == conquid.BlueHQ {
			letter = tr("conquid.hq-blue")
		}
		cx, cy := r.center()
		drawText(dst, letter, f.face(bold, r.h*0.62), cx, cy, text.AlignCenter, text.AlignCenter, conquidMark)
	}
}

// hqRect is the square an HQ covers on screen.
func (cv *conquidView) hqRect(p *conquid.Position, hq conquid.State) rect {
	n := p.Size().HQSize()
	for file := range p.Files() {
		for rank := range p.Ranks() {
			if p.At(conquid.Cell{File: file, Rank: rank}) == hq {
				top := cv.cam.cellRect(file, rank+n-1)
				return rect{top.x, top.y, top.w * float64(n), top.h * float64(n)}
			}
		}
	}
	return rect{}
}

// drawMarks marks the cells of the last action (small orange squares, or
// the outline of a vanquished block), the cells acquired so far in this
// turn (orange outlines), and the preview of a Conquer or a Vanquish.
func (cv *conquidView) drawMarks(dst *ebiten.Image, p *conquid.Position) {
	cam, pitch := cv.cam, cv.cam.pitch()
	for _, c := range cv.last {
		x, y := cam.center(c.File, c.Rank)
		d := max(cv.v.px(3), pitch*0.14)
		fillPolygon(dst, []float64{x - d, y - d, x + d, y - d, x + d, y + d, x - d, y + d}, th.last, cv.v.px(1.5), th.ink)
	}
	if cv.lastV != nil {
		cv.outline(dst, cv.blockRect(*cv.lastV), th.last)
	}
	for _, c := range cv.picks {
		cv.outline(dst, cam.cellRect(c.File, c.Rank), th.last)
	}
	if cv.mode == conquering {
		for _, c := range cv.shown {
			cv.outline(dst, cam.cellRect(c.File, c.Rank), th.place)
		}
	}
	if cv.mode == vanquishing && cv.block != nil {
		r := cv.blockRect(*cv.block)
		if p.CheckVanquish(*cv.block) == nil {
			cv.outline(dst, r, th.place)
		} else {
			cv.cross(dst, r)
		}
	}
}

// blockRect is the square of the 4×4 block with the lower-left cell c.
func (cv *conquidView) blockRect(c conquid.Cell) rect {
	r := cv.cam.cellRect(c.File, c.Rank+3)
	return rect{r.x, r.y, r.w * 4, r.h * 4}
}

// outline draws a thick outline in c, edged in ink on both sides so that
// it shows on every cell colour.
func (cv *conquidView) outline(dst *ebiten.Image, r rect, c color.Color) {
	w := max(cv.v.px(2), math.Round(cv.cam.pitch()*0.1))
	r = rect{r.x, r.y, r.w - cv.cellGap(), r.h - cv.cellGap()}
	strokeInside(dst, r, w+2*cv.v.px(1), th.ink)
	strokeInside(dst, r.inset(cv.v.px(1)), w, c)
}

// strokeInside outlines r with a line of the given width inside it.
func strokeInside(dst *ebiten.Image, r rect, width float64, c color.Color) {
	in := r.inset(width / 2)
	vector.StrokeRect(dst, float32(in.x), float32(in.y), float32(in.w), float32(in.h), float32(width), c, false)
}

// cross marks a block that may not be vanquished: an ink outline and a
// diagonal cross.
func (cv *conquidView) cross(dst *ebiten.Image, r rect) {
	w := float32(max(cv.v.px(2), cv.cam.pitch()*0.1))
	cv.outline(dst, r, conquidMark)
	x0, y0, x1, y1 := float32(r.x), float32(r.y), float32(r.x+r.w), float32(r.y+r.h)
	for _, c := range []color.Color{th.ink, conquidMark} {
		vector.StrokeLine(dst, x0, y0, x1, y1, w, c, true)
		vector.StrokeLine(dst, x0, y1, x1, y0, w, c, true)
		w /= 2
	}
}

// path is the winning path to show: the winner's after a Conquest, or the
// mover's while Conquest is legal.
func (cv *conquidView) path(p *conquid.Position, legal []string) []conquid.Cell {
	if res := p.Result(); res.Reason == conquid.ReasonConquest || !res.Over && slices.Contains(legal, "conquest") {
		return p.ConquestPath(p.Side())
	}
	return nil
}

// drawPath draws a line along the winning path, from the edge of one HQ
// through the centres of the path's cells to the edge of the other.
func (cv *conquidView) drawPath(dst *ebiten.Image, p *conquid.Position, cells []conquid.Cell) {
	if len(cells) == 0 {
		return
	}
	own, other := conquid.RedHQ, conquid.BlueHQ
	if p.Side() == 2 {
		own, other = other, own
	}
	pts := []point{cv.hqEdge(p, cells[0], own)}
	for _, c := range cells {
		x, y := cv.cam.center(c.File, c.Rank)
		pts = append(pts, point{x, y})
	}
	pts = append(pts, cv.hqEdge(p, cells[len(cells)-1], other))
	path := &vector.Path{}
	path.MoveTo(float32(pts[0].x), float32(pts[0].y))
	for _, q := range pts[1:] {
		path.LineTo(float32(q.x), float32(q.y))
	}
	w := max(cv.v.px(3), cv.cam.pitch()*0.16)
	for _, line := range []struct {
		w float64
		c color.Color
	}{{w + cv.v.px(2), th.ink}, {w, th.last}} {
		op := &vector.StrokeOptions{Width: float32(line.w), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
		vector.StrokePath(dst, path, op, pathOptions(line.c))
	}
}

// hqEdge is the middle of the edge between cell c and a neighbouring cell
// of the HQ hq (c's centre if it has none).
func (cv *conquidView) hqEdge(p *conquid.Position, c conquid.Cell, hq conquid.State) point {
	x, y := cv.cam.center(c.File, c.Rank)
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		n := conquid.Cell{File: c.File + d[0], Rank: c.Rank + d[1]}
		if n.File >= 0 && n.Rank >= 0 && p.At(n) == hq {
			h := cv.cam.pitch() / 2
			return point{x + float64(d[0])*h, y - float64(d[1])*h}
		}
	}
	return point{x, y}
}

// drawLabels writes the file letters below the viewport and the rank
// numbers left of it, every few cells when cells are small.
func (cv *conquidView) drawLabels(dst *ebiten.Image, f *fonts) {
	cam, v := cv.cam, cv.v
	pitch := cam.pitch()
	face := f.face(mono, v.px(11))
	f0, f1, r0, r1 := cam.visible()
	every := int(math.Ceil(v.px(24) / pitch))
	y := cam.port.y + cam.port.h + cv.strip/2
	for file := f0; file < f1; file++ {
		if x, _ := cam.center(file, 0); file%every == 0 && x-v.px(8) >= cam.port.x-cv.strip && x+v.px(8) <= cam.port.x+cam.port.w {
			name := conquid.Cell{File: file}.String()
			drawText(dst, name[:len(name)-1], face, x, y, text.AlignCenter, text.AlignCenter, th.muted)
		}
	}
	every = int(math.Ceil(v.px(15) / pitch))
	for rank := r0; rank < r1; rank++ {
		if _, y := cam.center(0, rank); (rank+1)%every == 0 || every == 1 {
			if y >= cam.port.y && y < cam.port.y+cam.port.h {
				drawText(dst, strconv.Itoa(rank+1), face, cam.port.x-cv.strip/2, y, text.AlignCenter, text.AlignCenter, th.muted)
			}
		}
	}
}
