package conquidview

import (
	"slices"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

// Hint tells the player what the action being prepared needs, or which
// actions there are; on boards that zoom, how to zoom.
func (cv *ConquidView) Hint(pos game.Position, legal []string) string {
	p := cv.see(pos)
	var s string
	switch {
	case cv.mode == acquiring || p.Acquired() > 0:
		s = kit.Tr("conquid.hint.acquire-many", 3-p.Acquired())
		if p.Acquired() == 2 {
			s = kit.Tr("conquid.hint.acquire-one")
		}
	case cv.mode == conquering:
		return kit.Tr("conquid.hint.conquer")
	case cv.mode == vanquishing:
		s = kit.Tr("conquid.hint.vanquish")
	case slices.Contains(legal, "conquest"):
		return kit.Tr("conquid.hint.conquest")
	default:
		s = kit.Tr("conquid.hint.choose")
	}
	if cv.zoomIn != nil {
		s += " " + kit.Tr("conquid.hint.zoom")
	}
	return s
}
