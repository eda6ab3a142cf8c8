package screens

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// fitRows is the height of a row of buttons, and the gap between rows,
// for n rows under fixed device pixels of other content: cssH CSS pixels
// where the screen has room, and on a short screen less, down to the
// least a finger needs.
func fitRows(v kit.View, n int, fixed, cssH float64) (bh, g float64) {
	bh, g = v.Px(cssH), v.Px(kit.Gap)
	room := v.H - 2*v.Px(kit.Margin) - fixed
	if float64(n)*(bh+g) <= room {
		return bh, g
	}
	g = v.Px(kit.Gap / 2)
	return max(v.Px(kit.TouchMin), room/float64(n)-g), g
}

// placeRow puts the buttons side by side in r, equally wide, gap apart.
func placeRow(bs []*kit.Button, r kit.Rect, gap float64) {
	weights := make([]float64, len(bs))
	for i := range weights {
		weights[i] = 1
	}
	for i, place := range r.Row(gap, weights...) {
		bs[i].R = place
	}
}

// drawMenuKeys writes menuKeys centred under the menu's buttons, whose
// lowest edge is at top: the whole sentences that fit above the version
// line at the bottom of the screen.
func drawMenuKeys(dst *ebiten.Image, f *kit.Fonts, v kit.View, top float64) {
	face := f.Face(kit.Regular, v.Px(14))
	lh, width := kit.LineHeight(face), v.Column(400).W
	y := top + v.Px(kit.Gap)
	room := int((v.H - v.Px(kit.Margin+versionH+kit.Gap) - y) / lh)
	for _, l := range kit.WrapText(kit.FitSentences(kit.Tr("menu.keys"), face, width, room), face, width) {
		kit.DrawText(dst, l, face, v.W/2, y, kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
		y += lh
	}
}
