package phalanxview

import (
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/phalanx"
	"pentarchy/game/ui/kit"
)

// Hint tells the player to act what the taps do now: with a stone
// selected, its rings and arrows; otherwise adding, moving and pushing,
// the squares that win, and the rule that kills lone stones.
func (pv *PhalanxView) Hint(pos game.Position, legal []string) string {
	if pv.sel != "" {
		pushes := slices.ContainsFunc(phalanxTargets(legal, pv.sel), func(s string) bool { return strings.HasPrefix(s, "push ") })
		if pushes {
			return kit.Tr("phalanx.hint.selected-push")
		}
		return kit.Tr("phalanx.hint.selected")
	}
	p := pos.(*phalanx.Position)
	mover := p.Mover()
	first := kit.Tr("phalanx.hint.act")
	if p.Stones(mover) >= phalanx.MaxStones {
		first = kit.Tr("phalanx.hint.full")
	}
	f, r := phalanx.Goal(mover)
	side, up := f+1, r+1 // the goal's neighbours along its rank and its file
	if side >= PhalanxSize {
		side = f - 1
	}
	if up >= PhalanxSize {
		up = r - 1
	}
	goal := kit.Tr("phalanx.hint.goal", game.SquareName(side, r), game.SquareName(f, up))
	return first + " " + goal + " " + kit.Tr("phalanx.hint.die")
}
