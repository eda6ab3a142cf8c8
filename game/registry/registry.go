// Package registry lists the rulesets Pentarchy plays. The UI, the referee,
// the computer players and the network all find games here, by id.
package registry

import (
	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/parry"
	"pentarchy/game/patriarchs"
	"pentarchy/game/phalanx"
	"pentarchy/game/power"
)

// All returns every ruleset, in the order the menu shows them. A game's
// place in the list, from 1, is its number in an invite (net/session):
// a new game goes at the end.
func All() []game.Ruleset {
	return []game.Ruleset{
		patriarchs.Rules{},
		parry.Rules{},
		conquid.Rules{},
		phalanx.Rules{},
		power.Rules{},
	}
}

// Find returns the ruleset with the given id (the name of its rules file).
func Find(id string) (game.Ruleset, bool) {
	for _, r := range All() {
		if r.ID() == id {
			return r, true
		}
	}
	return nil, false
}
