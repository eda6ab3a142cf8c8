package parry

import (
	"testing"

	"pentarchy/game/gametest"
)

// TestSpecScenarios runs the test scenarios of the rules (§9) and ours.
func TestSpecScenarios(t *testing.T) {
	gametest.RunScenarios(t, Rules{}, "testdata/scenarios.txt")
}
