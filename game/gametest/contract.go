package gametest

import (
	"fmt"
	"slices"

	"pentarchy/game"
)

// CheckContract checks that pos keeps the promises of game.Position: its
// text round-trips with the same hash, every legal step round-trips through
// its text and is listed once, the game is over exactly when nothing is
// legal, refused steps change nothing, and copies are independent.
func CheckContract(rules game.Ruleset, opts game.Options, pos game.Position) error {
	text := pos.String()
	back, err := rules.ParsePosition(opts, text)
	if err != nil {
		return fmt.Errorf("position %q does not parse back: %v", text, err)
	}
	if back.String() != text || back.Hash() != pos.Hash() {
		return fmt.Errorf("position %q reads back as %q (hash %x vs %x)", text, back, back.Hash(), pos.Hash())
	}
	if err := checkSteps(pos); err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	if err := checkCopies(pos); err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	return nil
}

func checkSteps(pos game.Position) error {
	steps := pos.Legal(nil)
	over := pos.Result().Over
	if over != (len(steps) == 0) || over != (pos.Mover() == 0) {
		return fmt.Errorf("over=%v but %d legal steps and mover %d", over, len(steps), pos.Mover())
	}
	texts := make([]string, len(steps))
	for i, s := range steps {
		texts[i] = pos.FormatStep(s)
		parsed, err := pos.ParseStep(texts[i])
		if err != nil || parsed != s {
			return fmt.Errorf("legal step %q parses as %v, %v", texts[i], parsed, err)
		}
	}
	slices.Sort(texts)
	if i := duplicateAt(texts); i >= 0 {
		return fmt.Errorf("step %q is listed twice", texts[i])
	}
	before := pos.String()
	for _, bad := range []string{"", "end end", "\x00", "move", "z99"} {
		if slices.Contains(texts, bad) {
			continue
		}
		if _, err := pos.ParseStep(bad); err == nil {
			return fmt.Errorf("step %q is accepted but not listed", bad)
		}
	}
	if pos.String() != before {
		return fmt.Errorf("refused steps changed the position to %q", pos)
	}
	return nil
}

func duplicateAt(sorted []string) int {
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return i
		}
	}
	return -1
}

func checkCopies(pos game.Position) error {
	text, hash := pos.String(), pos.Hash()
	clone := pos.Clone()
	if clone.String() != text || clone.Hash() != hash {
		return fmt.Errorf("clone differs: %q", clone)
	}
	if steps := clone.Legal(nil); len(steps) > 0 {
		clone.Apply(steps[len(steps)-1])
		if pos.String() != text {
			return fmt.Errorf("playing on a clone changed the original to %q", pos)
		}
	}
	clone.CopyFrom(pos)
	if clone.String() != text || clone.Hash() != hash {
		return fmt.Errorf("CopyFrom gives %q", clone)
	}
	return nil
}
