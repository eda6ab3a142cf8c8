package ui

import (
	"pentarchy/game"
	"pentarchy/game/parry"
)

// hint tells the player to act what the taps do now: where to place and
// why, or how to use the bonus steps.
func (pv *parryView) hint(pos game.Position, legal []string) string {
	p := pv.sync(pos)
	if p.Phase() == parry.PhaseSteps {
		switch {
		case pv.sel >= 0:
			return tr("parry.hint.selected")
		case !hasPrefixed(legal, "move "):
			return tr("parry.hint.stuck")
		case p.StepsLeft() == 1:
			return tr("parry.hint.steps-one")
		}
		return tr("parry.hint.steps-many", p.StepsLeft())
	}
	place := tr("parry.hint.place-free")
	for _, step := range legal {
		if verb, sites := parryStep(step); verb == "place" {
			// The legal places are all controlled sites, or none is.
			if site, ok := p.Board().Site(sites[0]); ok && p.Power(p.Turn(), site) > 0 {
				place = tr("parry.hint.place")
			}
			break
		}
	}
	return place + " " + tr("parry.hint.power")
}
