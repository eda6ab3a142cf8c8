package play

import "testing"

// TestMovesHideOrders plays Source of Power by hand on one device: the
// moves list never shows a turn's orders before the turn resolves, not
// even those of a player who has ended, nor the mover's own.
func TestMovesHideOrders(t *testing.T) {
	_, s := newGame(t, "source-of-power", nil, nil)
	for i, c := range []struct {
		step  string
		shown int
	}{
		{"order", 0},
		{"end", 0},
		{"order", 0},
		{"end", 4}, // the turn resolves
		{"end", 4},
		{"order", 4},
	} {
		if c.step == "order" {
			c.step = s.Legal[1] // after "end"
		}
		s.Play(c.step)
		if len(s.Rec.Steps) != i+1 {
			t.Fatalf("step %q refused; legal %q", c.step, s.Legal)
		}
		s.OpenMoves()
		s.ShowAt(len(s.Rec.Steps))
		if s.Moves.Shown != c.shown {
			t.Errorf("after %q, step %d, the list shows %d steps, want %d", c.step, i+1, s.Moves.Shown, c.shown)
		}
		s.Moves = nil
	}
}
