package input_test

import (
	"math"
	"testing"

	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// hexCentres are the centres of a small board of pointy-top hexagons of
// radius 1: rows of five, every other row shifted half a cell.
func hexCentres() []input.Point {
	var pts []input.Point
	w := math.Sqrt(3)
	for row := range 5 {
		for col := range 5 {
			pts = append(pts, input.Point{X: float64(col)*w + float64(row%2)*w/2, Y: float64(row) * 1.5})
		}
	}
	return pts
}

// TestNextPoint moves on a square grid and on hexagons: straight along a
// row, none past the edge, and up a hex board zigzagging about the column
// it started in instead of drifting to one side.
func TestNextPoint(t *testing.T) {
	var grid []input.Point
	for y := range 3 {
		for x := range 3 {
			grid = append(grid, input.Point{X: float64(x), Y: float64(y)})
		}
	}
	for _, tc := range []struct {
		name     string
		at, want int
		d        input.Point
	}{
		{"right along the row", 3, 4, input.DirRight},
		{"down the column", 1, 4, input.DirDown},
		{"none past the right edge", 5, -1, input.DirRight},
		{"none above the top row", 1, -1, input.DirUp},
	} {
		if got := input.NextPoint(grid, tc.at, tc.d, grid[tc.at]); got != tc.want {
			t.Errorf("grid, %s: %d, want %d", tc.name, got, tc.want)
		}
	}

	hex := hexCentres()
	at, goal := 22, hex[22] // the bottom row's middle
	var xs []float64
	for {
		next := input.NextPoint(hex, at, input.DirUp, goal)
		if next < 0 {
			break
		}
		goal = input.FollowGoal(goal, hex[next], input.DirUp)
		at = next
		xs = append(xs, hex[at].X)
	}
	if len(xs) != 4 {
		t.Fatalf("up the hex board went %d rows, want 4", len(xs))
	}
	for _, x := range xs {
		if math.Abs(x-hex[22].X) > math.Sqrt(3)/2+1e-9 {
			t.Errorf("up the hex board the cursor drifted to x %.2f from %.2f (%v)", x, hex[22].X, xs)
		}
	}
}

// TestNextRect moves the focus among buttons: to the one beside it in its
// row before one nearer by centre but out of line, down a column to the
// wide button below, and by centres when nothing is in line.
func TestNextRect(t *testing.T) {
	rs := []kit.Rect{
		{X: 0, Y: 0, W: 100, H: 40},   // 0: top left
		{X: 300, Y: 0, W: 100, H: 40}, // 1: top right, far but in the row
		{X: 120, Y: 50, W: 60, H: 40}, // 2: near by centre, below the row
		{X: 0, Y: 100, W: 400, H: 40}, // 3: a wide button below everything
		{X: 500, Y: 300, W: 50, H: 40},
	}
	for _, tc := range []struct {
		name     string
		at, want int
		d        input.Point
	}{
		{"beside it in the row", 0, 1, input.DirRight},
		{"the wide button below", 1, 3, input.DirDown},
		{"back up to the button in line", 3, 2, input.DirUp},
		{"by centres when none is in line: the nearer", 3, 1, input.DirRight},
		{"none to the left", 0, -1, input.DirLeft},
	} {
		if got := input.NextRect(rs, tc.at, tc.d); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestNearestAndSpacing finds the point nearest a tap, none among no
// points, and a cell's size from its nearest neighbour.
func TestNearestAndSpacing(t *testing.T) {
	hex := hexCentres()
	if got := input.NearestPoint(hex, input.Point{X: hex[7].X + 0.3, Y: hex[7].Y - 0.2}); got != 7 {
		t.Errorf("nearest to a point beside cell 7: %d", got)
	}
	if got := input.NearestPoint(nil, input.Point{}); got != -1 {
		t.Errorf("nearest among no points: %d, want -1", got)
	}
	if got := input.Spacing(hex, 12); math.Abs(got-math.Sqrt(3)) > 1e-9 {
		t.Errorf("the spacing of hexagons of radius 1: %.3f, want √3", got)
	}
}
