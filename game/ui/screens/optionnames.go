package screens

import (
	"strings"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

// OptionKey is the key of the table under which a game's option is named;
// its choices that are words have keys under it too.
func OptionKey(r game.Ruleset, spec game.OptionSpec) string {
	return "option." + r.ID() + "." + strings.ReplaceAll(spec.Name, "_", "-")
}

// optionLabel is the name of a game's option as players read it.
func optionLabel(r game.Ruleset, spec game.OptionSpec) string { return kit.Tr(OptionKey(r, spec)) }

// optionValue is a value of a game's option as players read it: a choice
// that is a word in its own key of the table ("small"), other values as
// they are (numbers, and boards, whose names are proper names).
func optionValue(r game.Ruleset, spec game.OptionSpec, value string) string {
	if key := OptionKey(r, spec) + "." + value; kit.Catalog.Has(key) {
		return kit.Tr(key)
	}
	return value
}
