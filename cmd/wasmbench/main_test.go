//go:build !js

package main

import (
	"strings"
	"testing"

	"pentarchy/game/ui/browsertest"
)

// TestRunsTestsInChromium runs two of game/rng's tests in Chromium and
// checks that their results come out, with the exit code of a pass.
func TestRunsTestsInChromium(t *testing.T) {
	chromium := browsertest.Chromium(t)
	var out, errs strings.Builder
	code := run([]string{"-chromium", chromium, "pentarchy/game/rng", "-test.v", "-test.run", "Bits|Mul32"}, &out, &errs)
	if code != 0 {
		t.Fatalf("exit code %d; printed:\n%s%s", code, out.String(), errs.String())
	}
	for _, want := range []string{"--- PASS: TestBitsDrawsWhatIntNDraws", "--- PASS: TestMul32IsTheFullProduct", "PASS"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestPassesOnTheExitCode checks that a test binary that fails in the
// browser makes wasmbench fail, with the binary's message.
func TestPassesOnTheExitCode(t *testing.T) {
	chromium := browsertest.Chromium(t)
	var out, errs strings.Builder
	code := run([]string{"-chromium", chromium, "pentarchy/game/rng", "-test.run", "["}, &out, &errs)
	if code == 0 || !strings.Contains(out.String(), "invalid regexp") {
		t.Fatalf("exit code %d, output:\n%s", code, out.String())
	}
}

// TestUsage checks that wasmbench without a package says how to use it.
func TestUsage(t *testing.T) {
	var out, errs strings.Builder
	if code := run(nil, &out, &errs); code != 2 || !strings.Contains(errs.String(), "usage") {
		t.Fatalf("exit code %d, stderr %q", code, errs.String())
	}
}
