package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// preview draws, for the new-game screen, the shape of the chosen board
// on the left of r and its family and size on the right.
func (pv *parryView) preview(dst *ebiten.Image, f *fonts, v view, r rect, opts game.Options) {
	b, err := parry.NewBoard(opts["board"])
	if err != nil {
		return
	}
	fillRoundRect(dst, r.snapped(), v.px(radius), th.panel)
	in := r.inset(v.px(gap))
	shape := rect{in.x, in.y, in.h, in.h}
	centers, cells := parryGeometry(b)
	pb := newPolyBoard(centers, cells, 0, shape)
	for _, c := range pb.cells {
		fillPolygon(dst, flat(c, 0, 0), th.board, v.px(1), th.boardLine)
	}
	x := shape.x + shape.w + v.px(gap)
	lines := []string{tr("parry.board-family", parryGroup(b.Name())), count("site", b.Len()), parryNeighbours(b)}
	face := f.face(regular, v.px(textBody))
	for i, l := range lines {
		y := in.y + float64(i)*lineHeight(face)
		drawText(dst, l, face, x, y, text.AlignStart, text.AlignStart, th.text)
	}
}

// optionGroup puts the boards into the families of the rules' Variants
// section, so that the new-game screen steps through one family at a
// time.
func (pv *parryView) optionGroup(name, value string) string {
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
		return tr("parry.neighbours-4")
	case parry.SquareOmni:
		return tr("parry.neighbours-8")
	case parry.Hex:
		return tr("parry.neighbours-6")
	}
	return tr("parry.neighbours-3-5")
}
