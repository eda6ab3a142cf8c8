package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
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
		if got := board.InPolygon(tc.poly, tc.x, tc.y); got != tc.in {
			t.Errorf("inPolygon(%v, %v, %v) = %v", tc.poly, tc.x, tc.y, got)
		}
	}
}

// TestParryFit fits every board into a phone's and a monitor's board
// rectangles and checks that every cell is inside the rectangle and that a
// tap on each site's centre finds that site and no other.
func TestParryFit(t *testing.T) {
	for _, name := range parry.BoardNames() {
		b, err := parry.NewBoard(name)
		if err != nil {
			t.Fatal(err)
		}
		centers, cells := parryview.ParryGeometry(b)
		for _, r := range []kit.Rect{{X: 32, Y: 32, W: 656, H: 656}, {X: 100, Y: 20, W: 1040, H: 1040}, {X: 0, Y: 0, W: 300, H: 200}} {
			pb := board.NewPolyBoard(centers, cells, parryview.ParryPad, r)
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

// TestParryTaps plays the last legal step, by taps, until a bonus move
// has been played, on a phone and on a monitor, and checks that a tap on
// an occupied site shows its power and plays nothing.
func TestParryTaps(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}} {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		a.click(t, "Parry")
		for range parry.BoardNames() {
			if a.scene.(*screens.NewGameScene).Opts["board"] == "Square 5 ortho (25)" {
				break
			}
			a.click(t, "►")
		}
		a.click(t, "Start")
		s := a.scene.(*play.PlayScene)
		pv := s.Board.(*parryview.ParryView)
		pv.Status(s.Pos) // the view learns its board, as the first frame does
		var want []string
		for !slices.ContainsFunc(want, func(st string) bool { return st[:4] == "move" }) {
			legal := game.LegalTexts(s.Pos)
			step := legal[len(legal)-1] // a move, if any: "end" sorts first
			verb, sites := pv.Decode(step)
			if verb == "move" {
				a.tapCell(t, sites[0])
				a.tapCell(t, sites[1])
			} else {
				a.tapCell(t, sites[0])
			}
			want = append(want, step)
			if got := steps(t, a); !slices.Equal(got, want) {
				t.Fatalf("%v×%v: record %q, want %q", sc.w, sc.h, got, want)
			}
			a.tapCell(t, sites[len(sites)-1]) // now occupied
			if got := steps(t, a); len(got) != len(want) || pv.Info < 0 {
				t.Fatalf("%v×%v: tap on an occupied site: record %q, info %d", sc.w, sc.h, got, pv.Info)
			}
		}
		if st := pv.Status(s.Pos); !strings.Contains(st.Detail, "Power at ") {
			t.Errorf("%v×%v: no power in %q", sc.w, sc.h, st.Detail)
		}
	}
}

// TestParryResultText checks the winner's title and the ranking.
func TestParryResultText(t *testing.T) {
	st := parryview.ParryResult(game.Result{Over: true, Winners: game.PlayerSet(0).With(1).With(3), Reason: "score", Scores: []int{5, 2, 5}})
	if st.Title != "White and Red win" || st.Reason != "Ranking: 1. White 5; 1. Red 5; 3. Black 2." {
		t.Errorf("result %+v", st)
	}
}
