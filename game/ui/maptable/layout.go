package maptable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// rows are the buttons' rows, top to bottom; the reserve's row splits in
// two on a narrow screen.
func (s *Scene) rows(narrow bool) [][]*kit.Button {
	reserve := [][]*kit.Button{append([]*kit.Button{s.whose}, s.counts...)}
	if narrow {
		reserve = [][]*kit.Button{{s.whose, s.counts[0]}, {s.counts[1], s.counts[2], s.counts[3]}}
	}
	rows := [][]*kit.Button{s.tools, s.sides}
	rows = append(rows, reserve...)
	return append(rows, s.maps, []*kit.Button{s.backB, s.useB})
}

// Layout puts the title and what the map lacks at the top, the board in
// the middle and the buttons below it; on a wide screen the buttons go
// to the right of the board.
func (s *Scene) Layout(v kit.View) {
	s.v = v
	m, g := v.Px(kit.Margin), v.Px(kit.Gap/2)
	head := v.Px(kit.TextHeading*1.3 + kit.TextBody*1.3*3 + kit.Gap)
	wide := v.W > v.H*1.25
	panel := kit.Rect{X: m, Y: m + head, W: v.W - 2*m, H: v.H - 2*m - head}
	if wide {
		panel = kit.Rect{X: v.W - m - min(v.Px(460), v.W*0.42), Y: m, W: min(v.Px(460), v.W*0.42), H: v.H - 2*m}
	}
	rows := s.rows(panel.W < v.Px(560))
	bh := min(v.Px(kit.ButtonH), max(v.Px(kit.TouchMin), (panel.H/2-float64(len(rows))*g)/float64(len(rows))))
	if wide {
		bh = min(v.Px(kit.ButtonH), (panel.H-float64(len(rows))*g)/float64(len(rows)))
	}
	y := panel.Y + panel.H - float64(len(rows))*(bh+g) + g
	if wide { // the buttons in the middle of the right-hand side
		y = panel.Y + (panel.H-float64(len(rows))*(bh+g)+g)/2
	}
	for _, row := range rows {
		rects := kit.Rect{X: panel.X, Y: y, W: panel.W, H: bh}.Split(g, len(row))
		for i, b := range row {
			b.R = rects[i]
		}
		kit.FitRow(row, s.a.Fonts(), v)
		y += bh + g
	}
	area := kit.Rect{X: m, Y: m + head, W: v.W - 2*m, H: panel.Y + panel.H - float64(len(rows))*(bh+g) - m - head - g}
	s.title = kit.Rect{X: m, Y: m, W: v.W - 2*m, H: head}
	if wide {
		area = kit.Rect{X: m, Y: m + head, W: panel.X - 2*m, H: v.H - 2*m - head}
		s.title.W = panel.X - 2*m
	}
	bw, bhgt := s.pv.Fit(s.pos, area.W, area.H, v)
	s.boardR = kit.Rect{X: area.X + (area.W-bw)/2, Y: area.Y + (area.H-bhgt)/2, W: bw, H: bhgt}
	s.pv.Layout(s.boardR, v)
}

func (s *Scene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.v
	cx := s.title.X + s.title.W/2
	kit.DrawText(dst, kit.Tr("maptable.title"), f.Face(kit.Bold, v.Px(kit.TextHeading)), cx, s.title.Y, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	y := s.title.Y + v.Px(kit.TextHeading*1.3+kit.Gap/2)
	for i, l := range kit.WrapText(s.info, face, s.title.W) {
		if i < 3 {
			kit.DrawText(dst, l, face, cx, y+float64(i)*kit.LineHeight(face), kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
		}
	}
	s.pv.Draw(dst, f, s.pos, nil, "")
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
	// The chosen tool is underlined in the accent colour.
	for i, k := range toolKinds {
		if k == s.tool {
			r := s.tools[i].R
			kit.FillRect(dst, kit.Rect{X: r.X + r.W*0.15, Y: r.Y + r.H - v.Px(5), W: r.W * 0.7, H: v.Px(3)}, kit.Th.Primary)
		}
	}
}
