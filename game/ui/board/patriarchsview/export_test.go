package patriarchsview

import (
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// What the tests of package patriarchsview_test, which play through the
// play scene (it cannot be imported here), read of a view.

// Selected is the selected unit's square, or "".
func (pv *PatriarchsView) Selected() string { return pv.sel }

// Chip is where the panel shows player's reserve of kind.
func (pv *PatriarchsView) Chip(player int, k patriarchs.Kind) kit.Rect { return pv.res.Chip(player, k) }

// Animation is the animation playing, or nil.
func (pv *PatriarchsView) Animation() *Animation {
	a := pv.anim
	if a == nil {
		return nil
	}
	return &Animation{a.from, a.to, a.taken, a.takenTo, a.takenEnd}
}

// Animation is where an animation's unit glides from and to, and the unit
// it captures, where that flies to and its radius there.
type Animation struct {
	From, To input.Point
	Taken    patriarchs.Unit
	TakenTo  input.Point
	TakenEnd float64
}
