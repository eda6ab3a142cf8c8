package ui

import (
	"slices"

	"pentarchy/game"
)

// hint tells the player what the action being prepared needs, or which
// actions there are; on boards that zoom, how to zoom.
func (cv *conquidView) hint(pos game.Position, legal []string) string {
	p := cv.see(pos)
	var s string
	switch {
	case cv.mode == acquiring || p.Acquired() > 0:
		s = tr("conquid.hint.acquire-many", 3-p.Acquired())
		if p.Acquired() == 2 {
			s = tr("conquid.hint.acquire-one")
		}
	case cv.mode == conquering:
		return tr("conquid.hint.conquer")
	case cv.mode == vanquishing:
		s = tr("conquid.hint.vanquish")
	case slices.Contains(legal, "conquest"):
		return tr("conquid.hint.conquest")
	default:
		s = tr("conquid.hint.choose")
	}
	if cv.zoomIn != nil {
		s += " " + tr("conquid.hint.zoom")
	}
	return s
}
