package powerview

import (
	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

// Hint tells the player entering orders what the taps do now.
func (pv *PowerView) Hint(_ game.Position, _ []string) string {
	switch pv.sel.kind {
	case selUnit:
		return kit.Tr("power.hint.path")
	case selTarget:
		return kit.Tr("power.hint.target")
	case selBase:
		return kit.Tr("power.hint.base")
	case selOrdered:
		return kit.Tr("power.hint.ordered")
	}
	return kit.Tr("power.hint.orders") + " " + kit.Tr("power.hint.hidden")
}

// News is the log of the last resolution, while it plays and until the
// mover gives an order: what happened, whether or not hints are shown.
func (pv *PowerView) News() string {
	if log := pv.show.log(); log != "" && (pv.show.playing() || pv.sel.kind == selNone && pv.freshTurn()) {
		return kit.Tr("power.news", pv.show.prev.Turn(), log)
	}
	return ""
}
