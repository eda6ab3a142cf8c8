package patriarchs

import (
	"fmt"
	"testing"

	"pentarchy/game"
	"pentarchy/game/gametest"
)

// TestNotationDecode reads every legal step of random games back from its
// text without a position, and checks that Decode names the squares that
// Describe does.
func TestNotationDecode(t *testing.T) {
	gametest.Playouts(t, Rules{}, nil, 20, 2000, func(pos game.Position) error {
		p := pos.(*Position)
		for _, s := range p.Legal(nil) {
			text := p.FormatStep(s)
			back, err := ParseNotation(text)
			if err != nil || back != s {
				return fmt.Errorf("ParseNotation(%q) = %v, %v; want %v", text, back, err, s)
			}
			info := p.Describe(s)
			if kind, from, to := Decode(s); kind != info.Kind || from != info.From || to != info.To {
				return fmt.Errorf("Decode(%q) = %v %v %v; Describe says %v %v %v", text, kind, from, to, info.Kind, info.From, info.To)
			}
		}
		return nil
	})
	if _, err := ParseNotation("move e3"); err == nil {
		t.Error(`ParseNotation("move e3") is no error`)
	}
}
