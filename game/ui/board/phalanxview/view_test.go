package phalanxview_test

import (
	"slices"
	"testing"

	"pentarchy/game/phalanx"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
)

// TestPhalanxTaps plays steps by taps and checks that only legal ones
// reach the record.
func TestPhalanxTaps(t *testing.T) {
	a := scenetest.New(t, 360, 640, 2)
	p, err := play.NewPlayScene(a, phalanx.Rules{}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(p)
	if st := a.Status(); st != "Black to act — 3 actions left" {
		t.Fatalf("at the start: status %q", st)
	}
	taps := []struct {
		cells []string // taps on cells; "end" taps End turn
		want  []string // the record afterwards
	}{
		{[]string{"e5"}, nil},                // empty, no legal add: nothing
		{[]string{"b7"}, nil},                // White's stone: nothing
		{[]string{"h2", "a1"}, nil},          // select, then no target: deselect
		{[]string{"h2", "c7"}, nil},          // select, then no push there
		{[]string{"h2", "h2", "e4"}, nil},    // select, deselect, e4 is no add
		{[]string{"f3"}, []string{"add f3"}}, // an add
		{[]string{"h2", "i3"}, []string{"add f3", "move h2-i3"}},
		{[]string{"end"}, []string{"add f3", "move h2-i3", "end"}},
	}
	for _, tc := range taps {
		for _, c := range tc.cells {
			if c == "end" {
				a.Click("End turn")
			} else {
				a.TapCell(c)
			}
		}
		if got := p.Rec.Steps; !slices.Equal(got, tc.want) {
			t.Fatalf("after taps %v: record %q, want %q", tc.cells, got, tc.want)
		}
	}
	if s := a.Status(); s != "White to act — 4 actions left" {
		t.Errorf("status %q", s)
	}
	a.Click("Menu")
	if a.Scene().Name() != "menu" {
		t.Errorf("Menu shows %q", a.Scene().Name())
	}
}
