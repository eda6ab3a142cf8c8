package phalanx

import (
	"fmt"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestNotation reads every legal step of random games back from its text
// without a position.
func TestNotation(t *testing.T) {
	gametest.Playouts(t, Rules{}, nil, 20, 2000, func(pos game.Position) error {
		for _, s := range pos.Legal(nil) {
			text := pos.FormatStep(s)
			if back, err := ParseNotation(text); err != nil || back != s {
				return fmt.Errorf("ParseNotation(%q) = %v, %v; want %v", text, back, err, s)
			}
		}
		return nil
	})
	if _, err := ParseNotation("push e5"); err == nil {
		t.Error(`ParseNotation("push e5") is no error`)
	}
}
