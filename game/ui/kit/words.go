package kit

import (
	"strings"
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
