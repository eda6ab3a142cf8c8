package patriarchsview

import (
	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/kit"
)

// Hint tells the player to act what the taps do now: the selection's
// targets, or what may act (moves, deploys, the spent unit) and the goal.
func (pv *PatriarchsView) Hint(pos game.Position, legal []string) string {
	switch {
	case len(legal) == 1 && legal[0] == "pass":
		return kit.Tr("patriarchs.hint.pass")
	case pv.sel != "":
		return kit.Tr("patriarchs.hint.selected")
	case pv.kind != patriarchs.NoKind:
		return kit.Tr("patriarchs.hint.kind")
	case pv.dsq != "":
		return kit.Tr("patriarchs.hint.square", pv.dsq)
	}
	p := pos.(*patriarchs.Position)
	var parts []string
	if sq, ok := p.Spent(); ok {
		parts = append(parts, kit.Tr("patriarchs.hint.spent", sq.String()))
	}
	parts = append(parts, kit.Tr("patriarchs.hint.act"))
	switch {
	case len(deployTargets(legal, patriarchs.NoKind)) > 0:
		parts = append(parts, kit.Tr("patriarchs.hint.deploy"))
	case hasReserve(p, p.Side()):
		parts = append(parts, kit.Tr("patriarchs.hint.no-deploy"))
	}
	return kit.JoinSentences(append(parts, kit.Tr("patriarchs.hint.goal")))
}

// hasReserve tells whether player has any unit in reserve.
func hasReserve(p *patriarchs.Position, player int) bool {
	for _, k := range patriarchs.ReserveKinds() {
		if p.Reserve(player, k) > 0 {
			return true
		}
	}
	return false
}
