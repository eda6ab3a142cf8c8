package patriarchs

import (
	"testing"

	"pentarchy/game/gametest"
)

// TestSpecScenarios runs the test scenarios T1–T19 of the rules file.
func TestSpecScenarios(t *testing.T) {
	gametest.RunScenarios(t, Rules{}, "testdata/scenarios.txt")
}

// TestRuleScenarios runs our own scenarios, one rule each.
func TestRuleScenarios(t *testing.T) {
	gametest.RunScenarios(t, Rules{}, "testdata/rules.txt")
}
