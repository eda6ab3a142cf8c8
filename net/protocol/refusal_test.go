package protocol

import (
	"errors"
	"fmt"
	"testing"
)

// TestAsRefusal finds a refusal as errors.As does: itself, wrapped once
// or twice, and none in another error.
func TestAsRefusal(t *testing.T) {
	r := refuse(Malformed, "bad")
	for _, err := range []error{r, fmt.Errorf("guest 2: %w", r), fmt.Errorf("a: %w", fmt.Errorf("b: %w", r)), errors.New("other"), nil} {
		var want *Refusal
		wantOK := errors.As(err, &want)
		got, ok := asRefusal(err)
		if ok != wantOK || got != want {
			t.Errorf("asRefusal(%v) = %v, %v; errors.As finds %v, %v", err, got, ok, want, wantOK)
		}
	}
}
