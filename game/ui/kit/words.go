package kit

import (
	"strings"

	"pentarchy/game"
)

// Count writes n with the word the table keeps under count.NOUN: its form
// for one (count.NOUN-one) when n is 1, else its form for many
// (count.NOUN-many): "1 cell", "3 cells".
func Count(noun string, n int) string {
	if n == 1 {
		return Tr("count."+noun+"-one", n)
	}
	return Tr("count."+noun+"-many", n)
}

// GameName is a game's name as players read it.
func GameName(r interface{ ID() string }) string { return Tr("game." + r.ID()) }

// JoinSentences writes sentences one after another.
func JoinSentences(parts []string) string { return strings.Join(parts, " ") }

// OptionKey is the key of the table under which a game's option is named;
// its choices that are words have keys under it too.
func OptionKey(r game.Ruleset, spec game.OptionSpec) string {
	return "option." + r.ID() + "." + strings.ReplaceAll(spec.Name, "_", "-")
}

// OptionLabel is the name of a game's option as players read it.
func OptionLabel(r game.Ruleset, spec game.OptionSpec) string { return Tr(OptionKey(r, spec)) }

// OptionValue is a value of a game's option as players read it: a choice
// that is a word in its own key of the table ("small"), other values as
// they are (numbers, and boards, whose names are proper names).
func OptionValue(r game.Ruleset, spec game.OptionSpec, value string) string {
	if key := OptionKey(r, spec) + "." + value; Catalog.Has(key) {
		return Tr(key)
	}
	return value
}

// OptionsText words every option of a game of r with opts, as the
// new-game screen labels them: "Players: 3, Board: …".
func OptionsText(r game.Ruleset, opts game.Options) string {
	resolved, err := game.Resolve(r, opts)
	if err != nil {
		return ""
	}
	var parts []string
	for _, spec := range r.Options() {
		parts = append(parts, Tr("newgame.option", OptionLabel(r, spec), OptionValue(r, spec, resolved[spec.Name])))
	}
	return strings.Join(parts, ", ")
}
