package parryview_test

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// TestParryTaps plays the last legal step, by taps, until a bonus move
// has been played, on a phone and on a monitor, and checks that a tap on
// an occupied site shows its power and plays nothing.
func TestParryTaps(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {1920, 1080, 1}} {
		a := scenetest.New(t, sc.w, sc.h, sc.dpr)
		s, err := play.NewPlayScene(a, parry.Rules{}, game.Options{"board": "Square 5 ortho (25)"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		a.Show(s)
		pv := s.Board.(*parryview.ParryView)
		pv.Status(s.Pos) // the view learns its board, as the first frame does
		var want []string
		for !slices.ContainsFunc(want, func(st string) bool { return st[:4] == "move" }) {
			legal := game.LegalTexts(s.Pos)
			step := legal[len(legal)-1] // a move, if any: "end" sorts first
			verb, sites := pv.Decode(step)
			if verb == "move" {
				a.TapCell(sites[0])
				a.TapCell(sites[1])
			} else {
				a.TapCell(sites[0])
			}
			want = append(want, step)
			if got := s.Rec.Steps; !slices.Equal(got, want) {
				t.Fatalf("%v×%v: record %q, want %q", sc.w, sc.h, got, want)
			}
			a.TapCell(sites[len(sites)-1]) // now occupied
			if got := s.Rec.Steps; len(got) != len(want) || pv.InfoSite() < 0 {
				t.Fatalf("%v×%v: tap on an occupied site: record %q, info %d", sc.w, sc.h, got, pv.InfoSite())
			}
		}
		if st := pv.Status(s.Pos); !strings.Contains(st.Detail, "Power at ") {
			t.Errorf("%v×%v: no power in %q", sc.w, sc.h, st.Detail)
		}
	}
}
