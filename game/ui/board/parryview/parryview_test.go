package parryview

import (
	"math"
	"testing"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// TestParryFit fits every board into a phone's and a monitor's board
// rectangles and checks that every cell is inside the rectangle and that a
// tap on each site's centre finds that site and no other.
func TestParryFit(t *testing.T) {
	for _, name := range parry.BoardNames() {
		b, err := parry.NewBoard(name)
		if err != nil {
			t.Fatal(err)
		}
		centers, cells := parryGeometry(b)
		for _, r := range []kit.Rect{{X: 32, Y: 32, W: 656, H: 656}, {X: 100, Y: 20, W: 1040, H: 1040}, {X: 0, Y: 0, W: 300, H: 200}} {
			pb := board.NewPolyBoard(centers, cells, parryPad, r)
			for s, c := range pb.Centers {
				if got := pb.At(c.X, c.Y); got != s {
					t.Fatalf("%s in %v: tap on the centre of %s finds site %d", name, r, b.SiteName(s), got)
				}
				for _, q := range pb.Cells[s] {
					if q.X < r.X-1e-6 || q.Y < r.Y-1e-6 || q.X > r.X+r.W+1e-6 || q.Y > r.Y+r.H+1e-6 {
						t.Fatalf("%s in %v: a corner of %s is off the rectangle: %v", name, r, b.SiteName(s), q)
					}
				}
			}
			// The board fills the rectangle one way or the other.
			if math.Abs(pb.Bounds.W-r.W) > 1e-6 && math.Abs(pb.Bounds.H-r.H) > 1e-6 {
				t.Errorf("%s in %v: board %v does not fill it", name, r, pb.Bounds)
			}
		}
	}
}

// TestParryResultText checks the winner's title and the ranking.
func TestParryResultText(t *testing.T) {
	st := parryResult(game.Result{Over: true, Winners: game.PlayerSet(0).With(1).With(3), Reason: "score", Scores: []int{5, 2, 5}})
	if st.Title != "White and Red win" || st.Reason != "Ranking: 1. White 5; 1. Red 5; 3. Black 2." {
		t.Errorf("result %+v", st)
	}
}
