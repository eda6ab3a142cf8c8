package picture_test

import (
	"image"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/picture"
)

// TestPictureBoardFills lays Conquid's wide board out in a picture and
// in a video frame: with nobody to zoom, its cells take the height above
// the caption, with no room kept for zoom controls.
func TestPictureBoardFills(t *testing.T) {
	r, rec := someGame(t, "conquid", 0)
	pos, _ := game.Setup(r, rec)
	for _, size := range []image.Point{picture.Wide, picture.Video} {
		g, _ := games.Find("conquid")
		view := g.NewView()
		picture.Lay(view, pos, size)
		at := view.Cells()
		_, top, ok1 := at("a14")
		_, bottom, ok2 := at("a1")
		if span := (bottom - top) * 14 / 13; !ok1 || !ok2 || span < 0.6*float64(size.Y) {
			t.Errorf("%v: the board's 14 rows are %.0f pixels high, less than 60 %% of the picture", size, span)
		}
	}
}
