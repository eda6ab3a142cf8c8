package parryview

import (
	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Hint tells the player to act what the taps do now: where to place and
// why, or how to use the bonus steps.
func (pv *ParryView) Hint(pos game.Position, legal []string) string {
	p := pv.sync(pos)
	if p.Phase() == parry.PhaseSteps {
		switch {
		case pv.sel >= 0:
			return kit.Tr("parry.hint.selected")
		case !board.HasPrefixed(legal, "move "):
			return kit.Tr("parry.hint.stuck")
		case p.StepsLeft() == 1:
			return kit.Tr("parry.hint.steps-one")
		}
		return kit.Tr("parry.hint.steps-many", p.StepsLeft())
	}
	place := kit.Tr("parry.hint.place-free")
	for _, step := range legal {
		if verb, sites := pv.decode(step); verb == "place" {
			// The legal places are all controlled sites, or none is.
			if site, ok := p.Board().Site(sites[0]); ok && p.Power(p.Turn(), site) > 0 {
				place = kit.Tr("parry.hint.place")
			}
			break
		}
	}
	return place + " " + kit.Tr("parry.hint.power")
}
