package games

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/speech"
)

// TestEveryRulesetListed: the list holds each ruleset of game/registry
// once, in its order, each with a view and a reader that reads its start
// position, and nothing else.
func TestEveryRulesetListed(t *testing.T) {
	all, rulesets := All(), registry.All()
	if len(all) != len(rulesets) {
		t.Fatalf("%d games listed, %d rulesets", len(all), len(rulesets))
	}
	words := speech.Words{Text: func(key string, _ ...any) string { return key }, Name: func(int) string { return "P" }}
	for i, r := range rulesets {
		g := all[i]
		if g.ID != r.ID() {
			t.Errorf("game %d is %q, the ruleset %q", i+1, g.ID, r.ID())
			continue
		}
		if found, ok := Find(r.ID()); !ok || found.ID != r.ID() {
			t.Errorf("Find(%q) = %q, %v", r.ID(), found.ID, ok)
		}
		if g.NewView == nil || g.NewView() == nil || g.Reader == nil {
			t.Errorf("%s: no view or no reader", r.ID())
			continue
		}
		pos, err := game.Setup(r, game.Record{Game: r.ID()})
		if err != nil {
			t.Fatal(err)
		}
		if cells := g.Reader.Cells(pos, words); len(cells) == 0 || cells[0].Name == "" {
			t.Errorf("%s: the reader reads the start as %v", r.ID(), cells)
		}
	}
	if _, ok := Find("chess"); ok {
		t.Error("Find found a game that is not listed")
	}
}
