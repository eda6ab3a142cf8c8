package maptable

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// The tabs, which show the buttons of the board's sides, of the reserves
// or of the maps.
const (
	tabBoard = iota
	tabReserves
	tabMaps
)

// rows are the buttons' rows, top to bottom: the tools, the tabs, the
// chosen tab's buttons, and Back and Use. The reserve's row splits in two
// on a narrow screen.
func (s *Scene) rows(narrow bool) [][]*kit.Button {
	rows := [][]*kit.Button{s.tools, s.tabs}
	switch s.tab {
	case tabBoard:
		rows = append(rows, s.sides)
	case tabReserves:
		if narrow {
			rows = append(rows, []*kit.Button{s.whose, s.counts[0]}, []*kit.Button{s.counts[1], s.counts[2], s.counts[3]})
		} else {
			rows = append(rows, append([]*kit.Button{s.whose}, s.counts...))
		}
	case tabMaps:
		rows = append(rows, s.maps, s.shares)
	}
	return append(rows, []*kit.Button{s.backB, s.useB})
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
	narrow := panel.W < v.Px(560)
	rows := s.rows(narrow)
	// Room for the tab with the most rows (the maps'), so that the board
	// stays put from tab to tab.
	const slots = 5.0
	bh := min(v.Px(kit.ButtonH), max(v.Px(kit.TouchMin), (panel.H/2-slots*g)/slots))
	if wide {
		// On a short screen the buttons keep a finger's height, and the
		// page scrolls.
		bh = max(v.Px(kit.TouchMin), min(v.Px(kit.ButtonH), (panel.H-slots*g)/slots))
	}
	top := panel.Y + panel.H - slots*(bh+g) + g
	if wide { // the buttons in the middle of the right-hand side
		top = panel.Y + max(0, panel.H-slots*(bh+g)+g)/2
	}
	for i, row := range rows {
		y := top + float64(i)*(bh+g)
		if i == len(rows)-1 { // Back and Use at the bottom
			y = top + (slots-1)*(bh+g)
		}
		rects := kit.Rect{X: panel.X, Y: y, W: panel.W, H: bh}.Split(g, len(row))
		for j, b := range row {
			b.R = rects[j]
		}
		kit.FitRow(row, s.a.Fonts(), v)
	}
	area := kit.Rect{X: m, Y: m + head, W: v.W - 2*m, H: top - m - head - g}
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
	// The chosen tool and tab are underlined in the accent colour.
	for _, b := range []*kit.Button{s.tools[slices.Index(toolKinds, s.tool)], s.tabs[s.tab]} {
		r := b.R
		kit.FillRect(dst, kit.Rect{X: r.X + r.W*0.15, Y: r.Y + r.H - v.Px(5), W: r.W * 0.7, H: v.Px(3)}, kit.Th.Primary)
	}
}
