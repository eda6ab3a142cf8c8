// Package picture draws a picture of a game to share: the board as the
// page draws it, in the player's theme, with a caption strip under it (the
// game, the step shown of how many, and the status or result), at a size
// made for sharing whatever the window's size; and a film of the whole
// game, frame by frame, for a replay video.
package picture

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// The sizes a picture is made at: a link preview's, and a square.
var (
	Wide   = image.Pt(1200, 630)
	Square = image.Pt(1080, 1080)
)

// dpr is the picture's device pixels per CSS pixel: its texts are the
// page's, twice as large as on a plain screen.
const dpr = 2

// Draw draws on dst (of one of the sizes) the position of rec after all
// its steps, as view draws it, with the caption: name is the game's, and
// total is how many steps the whole game has (rec may stop before).
func Draw(dst *ebiten.Image, f *kit.Fonts, view board.View, r game.Ruleset, rec game.Record, name string, total int) error {
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		return err
	}
	last := ""
	if n := len(rec.Steps); n > 0 {
		last = rec.Steps[n-1]
	}
	drawAt(dst, f, view, pos, last, name, len(rec.Steps), total)
	return nil
}

// drawAt draws pos, reached by step last, the step-th of total.
func drawAt(dst *ebiten.Image, f *kit.Fonts, view board.View, pos game.Position, last, name string, step, total int) {
	v := Lay(view, pos, dst.Bounds().Size())
	dst.Fill(kit.Th.Background)
	view.Draw(dst, f, pos, nil, last)
	caption(dst, f, v, view.Status(pos), name, step, total)
}

// Lay lays view out for a picture of pos at size: the board as large as
// it fits above the caption strip, centred, and a view's band of pieces
// in hand (Patriarchs' reserves) beside it where there is room, else
// under it. It returns the picture's screen.
func Lay(view board.View, pos game.Position, size image.Point) kit.View {
	if still, ok := view.(board.StillView); ok {
		still.Still() // nobody taps a picture: no zoom controls
	}
	v := kit.NewView(float64(size.X)/dpr, float64(size.Y)/dpr, dpr)
	m, g := v.Px(kit.Margin), v.Px(kit.Gap)
	h := v.H - stripHeight(v) - 2*m
	part, hasPart := view.(panelPart)
	if !hasPart {
		bw, bh := board.BoardFit(view, pos, v.W-2*m, h, v)
		view.Layout(kit.Rect{X: (v.W - bw) / 2, Y: m + (h-bh)/2, W: bw, H: bh}, v)
		return v
	}
	ph, pw := part.PartHeight(v), v.Px(partWidth)
	bw, bh := board.BoardFit(view, pos, v.W-2*m, h, v)
	if bw+g+pw <= v.W-2*m { // beside
		x := (v.W - bw - g - pw) / 2
		view.Layout(kit.Rect{X: x, Y: m + (h-bh)/2, W: bw, H: bh}, v)
		part.PlacePart(kit.Rect{X: x + bw + g, Y: m + (h-ph)/2, W: pw, H: ph})
		return v
	}
	bw, bh = board.BoardFit(view, pos, v.W-2*m, h-ph-g, v) // under
	top := m + (h-bh-g-ph)/2
	view.Layout(kit.Rect{X: (v.W - bw) / 2, Y: top, W: bw, H: bh}, v)
	part.PlacePart(kit.Rect{X: (v.W - max(bw, pw)) / 2, Y: top + bh + g, W: max(bw, pw), H: ph})
	return v
}

// panelPart is a board view with a band of its own that the play scene
// places under its panel (game/ui/play's PanelPart).
type panelPart interface {
	PartHeight(v kit.View) float64
	PlacePart(r kit.Rect)
}

// partWidth is the width of a view's band in the picture, in CSS pixels.
const partWidth = 240

// stripHeight is the caption strip's height on v: two lines and a gap
// around them.
func stripHeight(v kit.View) float64 {
	return v.Px(kit.TextStatus*1.3 + kit.TextBody*1.3 + 2*kit.Gap)
}

// caption draws the strip at the bottom: the game and the step, then the
// status or the result.
func caption(dst *ebiten.Image, f *kit.Fonts, v kit.View, st board.Status, name string, step, total int) {
	band := kit.Rect{X: 0, Y: v.H - stripHeight(v), W: v.W, H: stripHeight(v)}
	kit.FillRect(dst, band, kit.Th.Panel)
	title, say := kit.Tr("picture.step", name, step, total), st.Text
	if st.Over {
		say = st.Title
		if st.Reason != "" {
			say = kit.Tr("picture.result", st.Title, st.Reason)
		}
	}
	x, y := v.Px(kit.Margin), band.Y+v.Px(kit.Gap)
	kit.DrawText(dst, title, f.Face(kit.Bold, v.Px(kit.TextStatus)), x, y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	kit.DrawText(dst, say, f.Face(kit.Regular, v.Px(kit.TextBody)), x, y+v.Px(kit.TextStatus*1.3), kit.AlignStart, kit.AlignStart, kit.Th.Muted)
}
