package speech

import (
	"slices"
	"strings"
)

// Match returns the legal steps a typed line names: the one it spells
// exactly (in any case), else every step whose cells and words it gives
// in order, its verb written or left out ("h2 to g4", "moves h2 g4",
// "cardinal d3").
func (n *Narrator) Match(line string, legal []string) []string {
	line = strings.TrimSpace(strings.ToLower(line))
	if i := slices.IndexFunc(legal, func(s string) bool { return strings.ToLower(s) == line }); i >= 0 {
		return legal[i : i+1]
	}
	typed := n.tokens(line)
	if len(typed) == 0 {
		return nil
	}
	var found []string
	for _, s := range legal {
		verb, words, cells := parts(strings.ToLower(s))
		rest := append(slices.Clone(words), cells...)
		switch {
		case slices.Equal(typed, rest), slices.Equal(typed, cells):
		case len(typed) > 0 && n.isVerb(typed[0], verb) && slices.Equal(typed[1:], rest):
		default:
			continue
		}
		found = append(found, s)
	}
	return found
}

// Suggest returns the legal steps that a line being typed may become: those
// with a word or cell starting with each word typed so far, at most max.
func (n *Narrator) Suggest(line string, legal []string, max int) []string {
	typed := n.tokens(strings.ToLower(line))
	var found []string
	for _, s := range legal {
		if len(found) == max {
			break
		}
		verb, words, cells := parts(strings.ToLower(s))
		all := append(append([]string{verb}, words...), cells...)
		if n.everyStarts(typed, all) {
			found = append(found, s)
		}
	}
	return found
}

// everyStarts tells whether each of typed begins some word of all.
func (n *Narrator) everyStarts(typed, all []string) bool {
	for _, t := range typed {
		if !slices.ContainsFunc(all, func(w string) bool { return strings.HasPrefix(w, t) || n.isVerb(t, w) }) {
			return false
		}
	}
	return true
}

// tokens takes a typed line apart as parts does a step, leaving out the
// filler words ("to", "from").
func (n *Narrator) tokens(line string) []string {
	fillers := strings.Fields(n.w.Text("speech.fillers"))
	var out []string
	for _, f := range strings.Fields(line) {
		for _, t := range splitCells(f) {
			if !slices.Contains(fillers, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// isVerb tells whether a typed word is the verb of a step, as the notation
// writes it or as speech says it ("moves", "pushes").
func (n *Narrator) isVerb(word, verb string) bool {
	if word == verb {
		return true
	}
	said := strings.Fields(n.w.Text("speech.verb." + verb))
	return len(said) > 0 && word == strings.ToLower(said[0])
}
