package board

import (
	"slices"
	"strings"
)

// What a view reads off the legal steps, in the style of chessground's
// movable.dests: the views never decide what is legal, they look it up.

// HasPrefixed tells whether some legal step starts with prefix.
func HasPrefixed(legal []string, prefix string) bool {
	return slices.ContainsFunc(legal, func(s string) bool { return strings.HasPrefix(s, prefix) })
}

// Prefixed returns the legal steps that start with one of the prefixes:
// the moves of a piece, "move a1-".
func Prefixed(legal []string, prefixes ...string) []string {
	var out []string
	for _, s := range legal {
		if slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) }) {
			out = append(out, s)
		}
	}
	return out
}

// After returns what follows prefix in the legal steps that start with
// it: the targets of a piece's moves, "b2" of "move a1-b2".
func After(legal []string, prefix string) []string {
	var out []string
	for _, s := range legal {
		if rest, ok := strings.CutPrefix(s, prefix); ok {
			out = append(out, rest)
		}
	}
	return out
}
