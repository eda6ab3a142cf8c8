package play

import (
	"fmt"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene/scenetest"
)

// playing shows the game of rec on h, everyone by hand, the device in the
// hands of the player to move.
func playing(t *testing.T, h *scenetest.Host, rec game.Record) *PlayScene {
	t.Helper()
	r, _ := registry.Find(rec.Game)
	s, err := ResumePlayScene(h, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Ready = s.Holder()
	h.Show(s)
	return s
}

// TestHintShows checks that a first game of every kind shows its hint,
// at least the first sentence of it, with the button that hides it, on a
// phone, a tablet and a desktop, and that the room made for it leaves
// every button big enough for a finger. Conquid on a phone is the
// exception: its four actions fill the panel, and making room would take
// half the board.
func TestHintShows(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {320, 568, 2}, {768, 1024, 2}, {1920, 1080, 1}} {
		for _, r := range registry.All() {
			h := scenetest.New(t, sc.w, sc.h, sc.dpr)
			s := playing(t, h, game.Record{Game: r.ID(), Steps: []string{}})
			name := fmt.Sprintf("%s %v×%v", r.ID(), sc.w, sc.h)
			v := h.View()
			for _, b := range s.Buttons() {
				if b.R.W < v.Px(kit.TouchMin)-0.5 || b.R.H < v.Px(kit.TouchMin)-0.5 {
					t.Errorf("%s: button %q is %.0f×%.0f device px", name, b.Label, b.R.W, b.R.H)
				}
			}
			if sc.w < 400 && (r.ID() == "conquid" || sc.w < 360) {
				continue // a small phone: the hint shows where it fits
			}
			if s.hideButton() == nil {
				t.Errorf("%s: no Hide hints button; the hint has %+v", name, s.hintRect())
				continue
			}
			hr := s.hintRect()
			face := h.Fonts().Face(kit.Regular, v.Px(kit.TextBody))
			width := hr.W - s.hideButton().R.W - v.Px(kit.Gap/2)
			hint := s.Board.Hint(s.Pos, s.LegalShown())
			if kit.FitSentences(hint, face, width, int(hr.H/kit.LineHeight(face))) == "" {
				t.Errorf("%s: not one sentence of %q fits the hint's %.0f×%.0f", name, hint, width, hr.H)
			}
		}
	}
}

// TestHintsHide checks that hiding the hints removes them for good and
// gives the board its room back; turned on again (the rules screen's
// switch), they show again.
func TestHintsHide(t *testing.T) {
	h := scenetest.New(t, 360, 640, 2)
	s := playing(t, h, game.Record{Game: "patriarchs", Steps: []string{}})
	before := s.BoardR.W
	h.Click("Hide hints")
	if v, _ := h.Store().Get(HintsKey("patriarchs")); v != "off" || s.hideButton() != nil {
		t.Fatalf("after Hide hints the device keeps %q and the button is %v", v, s.hideButton())
	}
	if s.BoardR.W < before {
		t.Errorf("the board shrank from %v to %v without the hint", before, s.BoardR.W)
	}
	SetHints(h, "patriarchs", true)
	h.Show(s)
	if s.hideButton() == nil {
		t.Errorf("hints turned on again do not show")
	}
}

// TestHintsStopAfterFirstGame checks that the hints of a game stop when a
// first game of it ends, but not those of other games, nor when the
// player chose them.
func TestHintsStopAfterFirstGame(t *testing.T) {
	win := game.Record{Game: "phalanx", Position: "9/9/1BB6/4W4/4W4/9/9/9/9 b 3 2", Steps: []string{}}
	a := scenetest.New(t, 360, 640, 2)
	s := playing(t, a, win)
	if !s.Hinting() {
		t.Fatal("no hint in the first game")
	}
	s.Apply("add b8")
	if !HintsOn(a, "phalanx") {
		t.Fatal("hints stopped before the game ended")
	}
	s.Apply("add b9")
	if HintsOn(a, "phalanx") || !HintsOn(a, "parry") {
		t.Errorf("after the first game: phalanx hints %v (want off), parry %v (want on)", HintsOn(a, "phalanx"), HintsOn(a, "parry"))
	}
	SetHints(a, "phalanx", true)
	s = playing(t, a, win)
	s.Apply("add b8")
	s.Apply("add b9")
	if !HintsOn(a, "phalanx") {
		t.Error("hints the player turned on stopped at the end of a game")
	}
}

// TestHintsFollowState checks that each game's hint says what the taps do
// in the state shown: the phase of the turn, the selection, the action
// being prepared.
func TestHintsFollowState(t *testing.T) {
	for _, tc := range []struct {
		rec   game.Record
		taps  []string // cells to tap, or buttons to press ("press Acquire")
		wants []string // the keys of the texts the hint starts with
	}{
		{game.Record{Game: "phalanx"}, nil, []string{"phalanx.hint.act"}},
		{game.Record{Game: "phalanx"}, []string{"h2"}, []string{"phalanx.hint.selected"}},
		{game.Record{Game: "phalanx", Position: "9/9/9/6W2/BBBBWWW2/9/9/9/9 b 3 2"}, []string{"d5"}, []string{"phalanx.hint.selected-push"}},
		{game.Record{Game: "phalanx", Position: "9/7W1/7W1/9/9/BBB6/BBB6/BBB6/9 b 3 2"}, nil, []string{"phalanx.hint.full"}},
		{game.Record{Game: "patriarchs"}, nil, []string{"patriarchs.hint.act", "patriarchs.hint.deploy"}},
		{game.Record{Game: "patriarchs"}, []string{"e3"}, []string{"patriarchs.hint.selected"}},
		{game.Record{Game: "patriarchs"}, []string{"d3"}, []string{"patriarchs.hint.square"}},
		{game.Record{Game: "patriarchs"}, []string{"press Cardinal"}, []string{"patriarchs.hint.kind"}},
		{game.Record{Game: "patriarchs", Position: "9/4p4/4C4/9/9/9/9/4P4/9 r 1 - - 12", Steps: []string{"move e8-e7"}}, nil, []string{"patriarchs.hint.pass"}},
		{game.Record{Game: "patriarchs", Steps: []string{"move e3-e4", "move e7-e6"}}, nil, []string{"patriarchs.hint.spent", "patriarchs.hint.act"}},
		{game.Record{Game: "conquid", Options: game.Options{"size": "small"}}, nil, []string{"conquid.hint.choose"}},
		{game.Record{Game: "conquid", Options: game.Options{"size": "small"}}, []string{"press Acquire"}, []string{"conquid.hint.acquire-many"}},
		{game.Record{Game: "conquid", Options: game.Options{"size": "small"}, Steps: []string{"acquire a1", "acquire a2"}}, nil, []string{"conquid.hint.acquire-one"}},
		{game.Record{Game: "conquid", Options: game.Options{"size": "small"}}, []string{"press Vanquish"}, []string{"conquid.hint.vanquish"}},
		{game.Record{Game: "conquid", Options: game.Options{"size": "small"}, Position: "............../............../.....rrr....../....RrbrrB..../......bb....../............../.............. r 0 12 0"}, nil, []string{"conquid.hint.conquest"}},
		{game.Record{Game: "parry"}, nil, []string{"parry.hint.place-free", "parry.hint.power"}},
		{game.Record{Game: "parry", Options: game.Options{"board": "Square 5 ortho (25)"}, Position: "...../...2./..1../.1.../..... 1 P"}, nil, []string{"parry.hint.place", "parry.hint.power"}},
		{game.Record{Game: "parry", Options: game.Options{"board": "Square 5 ortho (25)"}, Position: "...../...2./..1../.1.../..... 1 P", Steps: []string{"place c2"}}, nil, []string{"parry.hint.steps-many"}},
		{game.Record{Game: "parry", Options: game.Options{"board": "Square 5 ortho (25)"}, Position: "...../...2./..1../.1.../..... 1 P", Steps: []string{"place c2"}}, []string{"b2"}, []string{"parry.hint.selected"}},
		{game.Record{Game: "source-of-power"}, nil, []string{"power.hint.orders", "power.hint.hidden"}},
		{game.Record{Game: "source-of-power"}, []string{"-3,0"}, []string{"power.hint.base"}},
	} {
		h := scenetest.New(t, 1920, 1080, 1)
		if tc.rec.Steps == nil {
			tc.rec.Steps = []string{}
		}
		s := playing(t, h, tc.rec)
		for _, tap := range tc.taps {
			if label, ok := strings.CutPrefix(tap, "press "); ok {
				clickPrefix(t, h, label)
			} else {
				h.TapCell(tap)
			}
		}
		var want []string
		for _, k := range tc.wants {
			want = append(want, kit.Catalog.Text(k))
		}
		got := s.Board.Hint(s.Pos, s.LegalShown())
		if !strings.HasPrefix(got, textStart(strings.Join(want, " "))) {
			t.Errorf("%s %v after %v: hint %q, want it to start with %q", tc.rec.Game, tc.rec.Steps, tc.taps, got, want)
		}
	}
}

// textStart is a text up to its first placeholder, which the app fills.
func textStart(s string) string {
	if i := strings.Index(s, "{"); i >= 0 {
		return s[:i]
	}
	return s
}

// clickPrefix taps the button whose label is label or starts with it and
// a space ("Cardinal ×2").
func clickPrefix(t *testing.T, h *scenetest.Host, label string) {
	t.Helper()
	for _, b := range h.Scene().Buttons() {
		if (b.Label == label || strings.HasPrefix(b.Label, label+" ")) && !b.Disabled {
			h.Tap(b.R.Center())
			return
		}
	}
	t.Fatalf("no button %q in scene %s", label, h.Scene().Name())
}
