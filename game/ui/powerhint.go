package ui

import (
	"pentarchy/game"
)

// hint tells the player entering orders what the taps do now.
func (pv *powerView) hint(_ game.Position, _ []string) string {
	switch pv.sel.kind {
	case selUnit:
		return tr("power.hint.path")
	case selTarget:
		return tr("power.hint.target")
	case selBase:
		return tr("power.hint.base")
	}
	return tr("power.hint.orders") + " " + tr("power.hint.hidden")
}

// news is the log of the last resolution, while it plays and until the
// mover gives an order: what happened, whether or not hints are shown.
func (pv *powerView) news() string {
	if log := pv.show.log(); log != "" && (pv.show.playing() || pv.sel.kind == selNone && pv.freshTurn()) {
		return tr("power.news", pv.show.prev.Turn(), log)
	}
	return ""
}
