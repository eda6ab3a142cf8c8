package board

import (
	"testing"

	"pentarchy/game/ui/input"
)

// TestInPolygon checks the hit test on a unit square and a concave shape.
func TestInPolygon(t *testing.T) {
	square := []input.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}}
	arrow := []input.Point{{X: 0, Y: 0}, {X: 2, Y: 1}, {X: 0, Y: 2}, {X: 1, Y: 1}} // concave at (1, 1)
	for _, tc := range []struct {
		poly []input.Point
		x, y float64
		in   bool
	}{
		{square, 0.5, 0.5, true}, {square, 1.5, 0.5, false}, {square, 0.5, -0.1, false},
		{arrow, 1.5, 1, true}, {arrow, 0.5, 1, false}, {arrow, 0.45, 0.3, true},
	} {
		if got := inPolygon(tc.poly, tc.x, tc.y); got != tc.in {
			t.Errorf("inPolygon(%v, %v, %v) = %v", tc.poly, tc.x, tc.y, got)
		}
	}
}
