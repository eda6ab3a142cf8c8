package conquidview

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// The player colours of Conquid (Okabe–Ito vermillion and blue) and the
// colour of empty cells.
var (
	conquidRed   = kit.Vermillion
	conquidBlue  = kit.OkBlue
	conquidEmpty = kit.Rgb(0xeadfc8)
	conquidMark  = kit.Rgb(0xffffff)
)

// Draw draws the cells, the HQs, the marks of the last action and of the
// action being prepared, and the coordinates.
func (cv *ConquidView) Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, _ string) {
	p := cv.see(pos)
	cam := cv.cam
	if cam.Pitch() != cv.pitch {
		cv.layers.Reset()
		cv.pitch = cam.Pitch()
	}
	port := cam.Port.Snapped()
	board := dst.SubImage(image.Rect(int(port.X), int(port.Y), int(port.X+port.W), int(port.Y+port.H))).(*ebiten.Image)
	w, h := cam.Size()
	kit.FillRect(board, kit.Rect{X: cam.Ox, Y: cam.Oy, W: w, H: h}, kit.Th.BoardLine)
	path := cv.path(p, legal)
	solid := map[conquid.Cell]bool{}
	if p.Result().Over {
		for _, c := range path {
			solid[c] = true
		}
	}
	cv.drawCells(board, p, solid)
	cv.drawHQs(board, f, p)
	cv.drawMarks(board, p)
	cv.drawPath(board, p, path)
	cv.DrawLabels(dst, f)
}

// cellGap is the width of the lines between cells, in device pixels.
func (cv *ConquidView) cellGap() float64 { return max(1, math.Round(cv.v.Dpr)) }

// drawCells draws the visible cells but the HQs, each kind of cell in one
// call; a cell of a winning path (solid) is drawn plain in its colour, as
// an HQ cell is, without its letter.
func (cv *ConquidView) drawCells(dst *ebiten.Image, p *conquid.Position, solid map[conquid.Cell]bool) {
	for i := range cv.cells {
		cv.cells[i] = cv.cells[i][:0]
	}
	f0, f1, r0, r1 := cv.cam.Visible()
	for file := f0; file < f1; file++ {
		for rank := r0; rank < r1; rank++ {
			c := conquid.Cell{File: file, Rank: rank}
			s := p.At(c)
			if s.IsHQ() {
				continue
			}
			if solid[c] {
				s += conquid.RedHQ - conquid.Red
			}
			cv.cells[s] = append(cv.cells[s], cv.cam.CellRect(file, rank))
		}
	}
	for s, rs := range cv.cells {
		if len(rs) == 0 {
			continue
		}
		w, h := rs[0].Snapped().W, rs[0].Snapped().H
		cv.layers.DrawEach(dst, cellKeys[s], rs, func(img *ebiten.Image) {
			cv.paintCell(img, kit.Rect{W: w, H: h}, conquid.State(s), cv.cellGap())
		})
	}
}

// cellKeys name the layer of each kind of cell.
var cellKeys = [...]string{"cell empty", "cell red", "cell blue", "cell red plain", "cell blue plain"}

// paintCell paints a cell of state s into r, leaving a line of width gap
// on its right and bottom: empty is plain, Red has a white dot, Blue a
// white stripe, HQ cells are plain in their colour.
func (cv *ConquidView) paintCell(dst *ebiten.Image, r kit.Rect, s conquid.State, gap float64) {
	in := kit.Rect{X: r.X, Y: r.Y, W: r.W - gap, H: r.H - gap}
	fill := conquidEmpty
	switch s {
	case conquid.Red, conquid.RedHQ:
		fill = conquidRed
	case conquid.Blue, conquid.BlueHQ:
		fill = conquidBlue
	}
	kit.FillRect(dst, in, fill)
	cx, cy := in.Center()
	switch s {
	case conquid.Red:
		kit.Disc(dst, cx, cy, max(1.5, in.W*0.2), conquidMark, 0, nil)
	case conquid.Blue:
		d := in.W * 0.12
		kit.FillPolygon(dst, []float64{in.X, in.Y + in.H - d, in.X + in.W - d, in.Y, in.X + in.W, in.Y, in.X + in.W, in.Y + d,
			in.X + d, in.Y + in.H, in.X, in.Y + in.H}, conquidMark, 0, nil)
	}
}

// drawHQs draws each HQ as one square in its owner's colour with a letter.
func (cv *ConquidView) drawHQs(dst *ebiten.Image, f *kit.Fonts, p *conquid.Position) {
	for _, hq := range []conquid.State{conquid.RedHQ, conquid.BlueHQ} {
		r := cv.hqRect(p, hq)
		r.W, r.H = r.W-cv.cellGap(), r.H-cv.cellGap()
		cv.paintCell(dst, kit.Rect{X: r.X, Y: r.Y, W: r.W + cv.cellGap(), H: r.H + cv.cellGap()}, hq, cv.cellGap())
		strokeInside(dst, r, max(cv.v.Px(1.5), math.Round(r.W*0.06)), kit.Th.Ink)
		letter := kit.Tr("conquid.hq-red")
		if hq == conquid.BlueHQ {
			letter = kit.Tr("conquid.hq-blue")
		}
		cx, cy := r.Center()
		kit.DrawText(dst, letter, f.Face(kit.Bold, r.H*0.62), cx, cy, kit.AlignCenter, kit.AlignCenter, conquidMark)
	}
}

// hqRect is the square an HQ covers on screen.
func (cv *ConquidView) hqRect(p *conquid.Position, hq conquid.State) kit.Rect {
	n := p.Size().HQSize()
	for file := range p.Files() {
		for rank := range p.Ranks() {
			if p.At(conquid.Cell{File: file, Rank: rank}) == hq {
				top := cv.cam.CellRect(file, rank+n-1)
				return kit.Rect{X: top.X, Y: top.Y, W: top.W * float64(n), H: top.H * float64(n)}
			}
		}
	}
	return kit.Rect{}
}

// drawMarks marks the cells of the last action (small orange squares, or
// the outline of a vanquished block), the cells acquired so far in this
// turn (orange outlines), and the preview of a Conquer or a Vanquish.
func (cv *ConquidView) drawMarks(dst *ebiten.Image, p *conquid.Position) {
	cam, pitch := cv.cam, cv.cam.Pitch()
	for _, c := range cv.last {
		x, y := cam.Center(c.File, c.Rank)
		d := max(cv.v.Px(3), pitch*0.14)
		kit.FillPolygon(dst, []float64{x - d, y - d, x + d, y - d, x + d, y + d, x - d, y + d}, kit.Th.Last, cv.v.Px(1.5), kit.Th.Ink)
	}
	if cv.lastV != nil {
		cv.outline(dst, cv.blockRect(*cv.lastV), kit.Th.Last)
	}
	for _, c := range cv.picks {
		cv.outline(dst, cam.CellRect(c.File, c.Rank), kit.Th.Last)
	}
	if cv.mode == conquering {
		for _, c := range cv.shown {
			cv.outline(dst, cam.CellRect(c.File, c.Rank), kit.Th.Place)
		}
	}
	if cv.mode == vanquishing && cv.block != nil {
		r := cv.blockRect(*cv.block)
		if p.CheckVanquish(*cv.block) == nil {
			cv.outline(dst, r, kit.Th.Place)
		} else {
			cv.cross(dst, r)
		}
	}
}

// blockRect is the square of the 4×4 block with the lower-left cell c.
func (cv *ConquidView) blockRect(c conquid.Cell) kit.Rect {
	r := cv.cam.CellRect(c.File, c.Rank+3)
	return kit.Rect{X: r.X, Y: r.Y, W: r.W * 4, H: r.H * 4}
}

// outline draws a thick outline in c, edged in ink on both sides so that
// it shows on every cell colour.
func (cv *ConquidView) outline(dst *ebiten.Image, r kit.Rect, c color.Color) {
	w := max(cv.v.Px(2), math.Round(cv.cam.Pitch()*0.1))
	r = kit.Rect{X: r.X, Y: r.Y, W: r.W - cv.cellGap(), H: r.H - cv.cellGap()}
	strokeInside(dst, r, w+2*cv.v.Px(1), kit.Th.Ink)
	strokeInside(dst, r.Inset(cv.v.Px(1)), w, c)
}

// strokeInside outlines r with a line of the given width inside it.
func strokeInside(dst *ebiten.Image, r kit.Rect, width float64, c color.Color) {
	in := r.Inset(width / 2)
	kit.StrokeRect(dst, in.Inset(-width/2), width, c) // the line straddles in's edge
}

// cross marks a block that may not be vanquished: an ink outline and a
// diagonal cross.
func (cv *ConquidView) cross(dst *ebiten.Image, r kit.Rect) {
	w := max(cv.v.Px(2), cv.cam.Pitch()*0.1)
	cv.outline(dst, r, conquidMark)
	x0, y0, x1, y1 := r.X, r.Y, r.X+r.W, r.Y+r.H
	for _, c := range []color.Color{kit.Th.Ink, conquidMark} {
		kit.StrokePolyline(dst, []float64{x0, y0, x1, y1}, w, c, false)
		kit.StrokePolyline(dst, []float64{x0, y1, x1, y0}, w, c, false)
		w /= 2
	}
}

// path is the winning path to show: the winner's after a Conquest, or the
// mover's while Conquest is legal.
func (cv *ConquidView) path(p *conquid.Position, legal []string) []conquid.Cell {
	if res := p.Result(); res.Reason == conquid.ReasonConquest || !res.Over && slices.Contains(legal, "conquest") {
		return p.ConquestPath(p.Side())
	}
	return nil
}

// drawPath draws a line along the winning path, from the edge of one HQ
// through the centres of the path's cells to the edge of the other.
func (cv *ConquidView) drawPath(dst *ebiten.Image, p *conquid.Position, cells []conquid.Cell) {
	if len(cells) == 0 {
		return
	}
	own, other := conquid.RedHQ, conquid.BlueHQ
	if p.Side() == 2 {
		own, other = other, own
	}
	pts := []input.Point{cv.hqEdge(p, cells[0], own)}
	for _, c := range cells {
		x, y := cv.cam.Center(c.File, c.Rank)
		pts = append(pts, input.Point{X: x, Y: y})
	}
	pts = append(pts, cv.hqEdge(p, cells[len(cells)-1], other))
	xy := make([]float64, 0, 2*len(pts))
	for _, q := range pts {
		xy = append(xy, q.X, q.Y)
	}
	w := max(cv.v.Px(3), cv.cam.Pitch()*0.16)
	kit.StrokePolyline(dst, xy, w+cv.v.Px(2), kit.Th.Ink, false)
	kit.StrokePolyline(dst, xy, w, kit.Th.Last, false)
}

// hqEdge is the middle of the edge between cell c and a neighbouring cell
// of the HQ hq (c's centre if it has none).
func (cv *ConquidView) hqEdge(p *conquid.Position, c conquid.Cell, hq conquid.State) input.Point {
	x, y := cv.cam.Center(c.File, c.Rank)
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		n := conquid.Cell{File: c.File + d[0], Rank: c.Rank + d[1]}
		if n.File >= 0 && n.Rank >= 0 && p.At(n) == hq {
			h := cv.cam.Pitch() / 2
			return input.Point{X: x + float64(d[0])*h, Y: y - float64(d[1])*h}
		}
	}
	return input.Point{X: x, Y: y}
}

// DrawLabels writes the file letters below the viewport and the rank
// numbers left of it, every few cells when cells are small.
func (cv *ConquidView) DrawLabels(dst *ebiten.Image, f *kit.Fonts) {
	cam, v := cv.cam, cv.v
	pitch := cam.Pitch()
	face := f.Face(kit.Mono, v.Px(11))
	f0, f1, r0, r1 := cam.Visible()
	every := int(math.Ceil(v.Px(24) / pitch))
	y := cam.Port.Y + cam.Port.H + cv.strip/2
	for file := f0; file < f1; file++ {
		if x, _ := cam.Center(file, 0); file%every == 0 && x-v.Px(8) >= cam.Port.X-cv.strip && x+v.Px(8) <= cam.Port.X+cam.Port.W {
			name := conquid.Cell{File: file}.String()
			kit.DrawText(dst, name[:len(name)-1], face, x, y, kit.AlignCenter, kit.AlignCenter, kit.Th.Muted)
		}
	}
	every = int(math.Ceil(v.Px(15) / pitch))
	for rank := r0; rank < r1; rank++ {
		if _, y := cam.Center(0, rank); (rank+1)%every == 0 || every == 1 {
			if y >= cam.Port.Y && y < cam.Port.Y+cam.Port.H {
				kit.DrawText(dst, strconv.Itoa(rank+1), face, cam.Port.X-cv.strip/2, y, kit.AlignCenter, kit.AlignCenter, kit.Th.Muted)
			}
		}
	}
}

// PlayerInk is the colour of the player's cells.
func (cv *ConquidView) PlayerInk(p int) color.RGBA {
	if p == 2 {
		return conquidBlue
	}
	return conquidRed
}
