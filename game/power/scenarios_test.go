package power

import (
	"testing"

	"pentarchy/game/gametest"
)

// TestScenarios runs the scenarios of the rules specification (§9) and ours.
func TestScenarios(t *testing.T) {
	gametest.RunScenarios(t, Rules{}, "testdata/scenarios.txt")
}
