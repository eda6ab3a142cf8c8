package registry

import (
	"testing"

	"pentarchy/game"
)

// TestEveryRulesetStarts checks that ids are unique and match Find, and
// that every game starts with its default options and is ready to play.
func TestEveryRulesetStarts(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range All() {
		if seen[r.ID()] {
			t.Errorf("id %q listed twice", r.ID())
		}
		seen[r.ID()] = true
		if found, ok := Find(r.ID()); !ok || found.ID() != r.ID() {
			t.Errorf("Find(%q) = %v, %v", r.ID(), found, ok)
		}
		pos, err := r.Start(nil)
		if err != nil {
			t.Errorf("%s: Start(nil): %v", r.ID(), err)
			continue
		}
		if pos.Mover() != 1 || len(game.LegalTexts(pos)) == 0 {
			t.Errorf("%s: start has mover %d and legal %v", r.ID(), pos.Mover(), game.LegalTexts(pos))
		}
	}
	if _, ok := Find("chess"); ok {
		t.Error("Find(chess) found a game")
	}
}
