package phalanx

import (
	"path/filepath"
	"testing"

	"pentarchy/game/gametest"
)

// TestScenarios runs the test scenarios of the rules specification (§11),
// transcribed, and scenarios of our own making.
func TestScenarios(t *testing.T) {
	for _, file := range []string{"testdata/scenarios.txt", "testdata/more-scenarios.txt"} {
		t.Run(filepath.Base(file), func(t *testing.T) {
			gametest.RunScenarios(t, Rules{}, file)
		})
	}
}
