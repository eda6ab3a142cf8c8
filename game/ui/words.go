package ui

import (
	"strings"

	"pentarchy/game"
	"pentarchy/game/ai"
)

// count writes n with the word the table keeps under count.NOUN: its form
// for one (count.NOUN-one) when n is 1, else its form for many
// (count.NOUN-many): "1 cell", "3 cells".
func count(noun string, n int) string {
	if n == 1 {
		return tr("count."+noun+"-one", n)
	}
	return tr("count."+noun+"-many", n)
}

// gameName is a game's name as players read it.
func gameName(r game.Ruleset) string { return tr("game." + r.ID()) }

// levelName is the name of a level of the computer as players read it.
func levelName(l ai.Level) string { return tr("level." + l.Name) }

// optionKey is the key of the table under which a game's option is named;
// its choices that are words have keys under it too.
func optionKey(r game.Ruleset, spec game.OptionSpec) string {
	return "option." + r.ID() + "." + strings.ReplaceAll(spec.Name, "_", "-")
}

// optionLabel is the name of a game's option as players read it.
func optionLabel(r game.Ruleset, spec game.OptionSpec) string { return tr(optionKey(r, spec)) }

// optionValue is a value of a game's option as players read it: a choice
// that is a word in its own key of the table ("small"), other values as
// they are (numbers, and boards, whose names are proper names).
func optionValue(r game.Ruleset, spec game.OptionSpec, value string) string {
	if key := optionKey(r, spec) + "." + value; catalog.Has(key) {
		return tr(key)
	}
	return value
}
