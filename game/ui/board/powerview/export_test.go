package powerview

import "pentarchy/game/ui/kit"

// What the tests of package powerview_test, which play through the play
// scene, need of the view and of this package's own tests.

// StripRect is where the panel's strip of turns is.
func (pv *PowerView) StripRect() kit.Rect { return pv.strip }

// PowerScript is a game of three turns, and PowerPosition the position
// after it (timeline_test.go).
var PowerScript, PowerPosition = powerScript, powerPosition
