package game

import "sort"

// Play parses a step text, checks it is legal in pos and applies it.
// An illegal or malformed step leaves pos unchanged.
func Play(pos Position, text string) error {
	s, err := pos.ParseStep(text)
	if err != nil {
		return err
	}
	pos.Apply(s)
	return nil
}

// LegalTexts returns the legal steps of pos as texts sorted in byte order,
// the form the rules files, the referee and the UI use. It is never nil.
func LegalTexts(pos Position) []string {
	steps := pos.Legal(nil)
	texts := make([]string, len(steps))
	for i, s := range steps {
		texts[i] = pos.FormatStep(s)
	}
	sort.Strings(texts)
	return texts
}
