package parryview

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Preview draws, for the new-game screen, the shape of the chosen board
// on the left of r and its family and size on the right.
func (pv *ParryView) Preview(dst *ebiten.Image, f *kit.Fonts, v kit.View, r kit.Rect, opts game.Options) {
	b, err := parry.NewBoard(opts["board"])
	if err != nil {
		return
	}
	kit.FillRoundRect(dst, r.Snapped(), v.Px(kit.Radius), kit.Th.Panel)
	in := r.Inset(v.Px(kit.Gap))
	shape := kit.Rect{X: in.X, Y: in.Y, W: in.H, H: in.H}
	centers, cells := parryGeometry(b)
	pb := board.NewPolyBoard(centers, cells, 0, shape)
	for _, c := range pb.Cells {
		kit.FillPolygon(dst, board.Flat(c, 0, 0), kit.Th.Board, v.Px(1), kit.Th.BoardLine)
	}
	x := shape.X + shape.W + v.Px(kit.Gap)
	lines := []string{kit.Tr("parry.board-family", parryGroup(b.Name())), kit.Count("site", b.Len()), parryNeighbours(b)}
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	for i, l := range lines {
		y := in.Y + float64(i)*kit.LineHeight(face)
		kit.DrawText(dst, l, face, x, y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	}
}

// OptionGroup puts the boards into the families of the rules' Variants
// section, so that the new-game screen steps through one family at a
// time.
func (pv *ParryView) OptionGroup(name, value string) string {
	if name != "board" {
		return ""
	}
	return parryGroup(value)
}

// parryGroup is the family of a board by its full name: Square ortho,
// Square omni, Hex, Hex a-b, Equiversi or Cairo.
func parryGroup(board string) string {
	f := strings.Fields(board)
	switch {
	case len(f) < 3:
		return board
	case f[0] == "Square":
		return "Square " + f[2]
	case f[0] == "Hex" && strings.Contains(f[1], "-"):
		return "Hex a-b"
	}
	return f[0]
}

// parryNeighbours says how many neighbours a site of the board has.
func parryNeighbours(b *parry.Board) string {
	switch b.Family() {
	case parry.SquareOrtho:
		return kit.Tr("parry.neighbours-4")
	case parry.SquareOmni:
		return kit.Tr("parry.neighbours-8")
	case parry.Hex:
		return kit.Tr("parry.neighbours-6")
	}
	return kit.Tr("parry.neighbours-3-5")
}
