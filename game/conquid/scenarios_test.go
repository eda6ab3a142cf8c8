package conquid_test

import (
	"testing"

	"pentarchy/game/conquid"
	"pentarchy/game/gametest"
)

// TestScenarios plays every example of the rules' section 13.
func TestScenarios(t *testing.T) {
	gametest.RunScenarios(t, conquid.Rules{}, "testdata/scenarios.txt")
}
