package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// LastMark marks where the last action went (filled) or came from
// (hollow): a square of half-side d centred on (x, y), its edge width w.
func LastMark(dst *ebiten.Image, x, y, d, w float64, filled bool) {
	box := []float64{x - d, y - d, x + d, y - d, x + d, y + d, x - d, y + d}
	if filled {
		kit.FillPolygon(dst, box, kit.Th.Last, w, kit.Th.Ink)
	} else {
		kit.FillPolygon(dst, box, color.Transparent, w*1.5, kit.Th.Ink)
	}
}
