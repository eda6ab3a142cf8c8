package screens_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// menuOn shows the title menu on a phone's screen over store.
func menuOn(t *testing.T, store storage.Store) *scenetest.Host {
	t.Helper()
	h := scenetest.NewWithStore(t, 360, 640, 2, store)
	h.Show(screens.NewMenuScene(h))
	return h
}

// steps is the record of the game the scene shows.
func steps(t *testing.T, h *scenetest.Host) []string {
	t.Helper()
	snap := h.Snapshot()
	if snap.Record == nil {
		t.Fatalf("scene %s shows no game", snap.Scene)
	}
	var rec game.Record
	if err := json.Unmarshal([]byte(snap.Record()), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	return rec.Steps
}

// want checks the record of the game the scene shows.
func want(t *testing.T, h *scenetest.Host, wanted ...string) {
	t.Helper()
	if got := steps(t, h); !slices.Equal(got, wanted) {
		t.Fatalf("record %q, want %q", got, wanted)
	}
}

// playFromMenu starts the named game from the menu with its defaults and
// taps the cells, then leaves for the menu (a stand-in) and shows the menu
// again.
func playFromMenu(t *testing.T, h *scenetest.Host, name string, cells ...string) {
	t.Helper()
	h.Click(name)
	h.Click("Start")
	for _, c := range cells {
		h.TapCell(c)
	}
	h.Click("Menu")
	h.Show(screens.NewMenuScene(h))
}

// TestNewGameBoardFollowsPlayers: Source of Power's new-game screen shows
// the board the game will really have when only the players are chosen,
// and the game starts with just the option chosen.
func TestNewGameBoardFollowsPlayers(t *testing.T) {
	r, _ := registry.Find("source-of-power")
	h := scenetest.New(t, 1920, 1080, 1)
	h.Show(screens.NewNewGameScene(h, r))
	for _, label := range []string{"Board: 5-3-3", "Board: 4-4-4", "Board: 5-5-5", "Board: 6-6-6", "Board: 5-3-3"} {
		h.Click(label) // round to the default, 5-3-3
	}
	h.Show(screens.NewNewGameScene(h, r))
	for _, label := range []string{"Players: 2", "Board: 4-4-4", "Board: 5-5-5", "Board: 6-6-6", "Board: 5-3-3", "Players: 3"} {
		h.Click(label) // with 3 players the board shows as resolved; pressing it moves on
	}
	h.Show(screens.NewNewGameScene(h, r))
	h.Click("Players: 2")
	h.Click("Start")
	s, ok := h.Scene().(*play.PlayScene)
	if !ok || s.Pos.Players() != 3 || len(s.Rec.Options) != 1 || s.Rec.Options["players"] != "3" {
		t.Fatalf("Start shows %s", h.Scene().Name())
	}
}

// TestShareLinkRoundTrip shares a game by link and opens the link on
// another device: the game replays from its start, and plays on from any
// point.
func TestShareLinkRoundTrip(t *testing.T) {
	h := menuOn(t, storage.Memory{})
	h.Click("Phalanx")
	h.Click("Start")
	h.TapCell("f3")
	h.Click("End turn")
	h.TapCell("c6")
	game := h.Scene()
	sh := screens.NewShareScene(h, game, game.(*play.PlayScene).Rec)
	h.Show(sh)
	if !strings.HasPrefix(sh.Link, kit.PageURL()+screens.LinkPrefix) || sh.Box.Text() != sh.Link {
		t.Fatalf("link %q, box %q", sh.Link, sh.Box.Text())
	}
	h.Click("Back")
	if h.Scene() != game {
		t.Fatalf("Back from Share shows %s", h.Scene().Name())
	}

	other := scenetest.New(t, 360, 640, 2)
	screens.OpenLink(other, sh.Link[len(kit.PageURL()):])
	if other.Scene().Name() != "play" {
		t.Fatalf("the link opens %s", other.Scene().Name())
	}
	want(t, other, "add f3", "end", "add c6")
	other.Click("►")
	other.Click("Play from here")
	want(t, other, "add f3")
	other.TapCell("e3")
	want(t, other, "add f3", "add e3")
}

// TestShareVideoNotRecorded: where the browser records no video (here,
// outside a browser), the share screen's video button says so and is
// disabled.
func TestShareVideoNotRecorded(t *testing.T) {
	h := menuOn(t, storage.Memory{})
	h.Click("Phalanx")
	h.Click("Start")
	h.TapCell("f3")
	game := h.Scene()
	h.Show(screens.NewShareScene(h, game, game.(*play.PlayScene).Rec))
	if b := h.Button("This browser cannot record video"); b == nil || h.Enabled(b.Label) || h.Button("Replay video") != nil {
		t.Errorf("the video's button is %+v", b)
	}
}

// TestOpenBadGames refuses texts that are not games, saying why, and
// keeps what was pasted.
func TestOpenBadGames(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "paste a game link"},
		{"{not json", "bad game record"},
		{`{"game":"chess","steps":[]}`, "does not know"},
		{`{"game":"phalanx","steps":["add z9"]}`, `step 1 "add z9"`},
		{"http://x/#game=1abc", "damaged"},
		{"9zzzz", "newer version"},
	} {
		h := menuOn(t, storage.Memory{})
		h.Click("Open a game")
		s := h.Scene().(*screens.OpenScene)
		s.Box.SetText(tc.text)
		h.Click("Open")
		if h.Scene() != s || !strings.Contains(s.Info, tc.want) || s.Box.Text() != tc.text {
			t.Errorf("Open %q: scene %s, message %q, want it to contain %q", tc.text, h.Scene().Name(), s.Info, tc.want)
		}
	}
}

// TestOpenRecord opens a pasted record for replay.
func TestOpenRecord(t *testing.T) {
	h := menuOn(t, storage.Memory{})
	h.Click("Open a game")
	h.Scene().(*screens.OpenScene).Box.SetText(`{"game":"phalanx","steps":["add f3","end"]}`)
	h.Click("Open")
	want(t, h, "add f3", "end")
}

// TestContinue plays a step, leaves for the menu and, on the page loaded
// again, continues: the same record comes back from the device's store,
// and play goes on.
func TestContinue(t *testing.T) {
	store := storage.Memory{}
	h := menuOn(t, store)
	if h.Button("Continue Phalanx") != nil {
		t.Fatal("Continue offered with nothing kept")
	}
	playFromMenu(t, h, "Phalanx", "f3")
	again := menuOn(t, store)
	again.Click("Continue Phalanx")
	want(t, again, "add f3")
	again.TapCell("e3")
	want(t, again, "add f3", "add e3")
}

// TestContinueDamaged: the menu offers no Continue for a damaged save.
func TestContinueDamaged(t *testing.T) {
	for _, text := range []string{`{`, `{"record":{"game":"phalanx","steps":["add z9"]},"seats":["person","person"]}`} {
		h := menuOn(t, storage.Memory{play.GamePrefix + "1": text})
		if h.Button("Continue Phalanx") != nil {
			t.Errorf("the menu offers Continue for %s", text)
		}
	}
}

// TestSavedGames keeps two games, lists them the last played first, goes
// on with the older one and deletes one.
func TestSavedGames(t *testing.T) {
	h := menuOn(t, storage.Memory{})
	playFromMenu(t, h, "Phalanx", "f3")
	playFromMenu(t, h, "Patriarchs", "e3", "e4")
	h.Click("Saved games")
	s := h.Scene().(*screens.SavedScene)
	if len(s.Rows) != 2 || !strings.HasPrefix(s.Rows[0].Label, "Patriarchs") || !strings.HasPrefix(s.Rows[1].Label, "Phalanx · 1 step") {
		t.Fatalf("rows %q", []string{s.Rows[0].Label, s.Rows[1].Label})
	}
	h.Click(s.Rows[1].Label)
	want(t, h, "add f3")
	h.TapCell("e3")
	h.Click("Menu")
	h.Show(screens.NewMenuScene(h))
	if h.Button("Continue Phalanx") == nil {
		t.Fatal("no Continue for the game played last")
	}
	h.Click("Saved games")
	s = h.Scene().(*screens.SavedScene)
	h.Click(s.Rows[0].Label)
	want(t, h, "add f3", "add e3")
	h.Click("Menu")
	h.Show(screens.NewMenuScene(h))
	h.Click("Saved games")
	s = h.Scene().(*screens.SavedScene)
	h.Tap(s.Deletes[0].R.X+1, s.Deletes[0].R.Y+1)
	if len(play.KeptGames(h)) != 1 || len(s.Rows) != 1 || !strings.HasPrefix(s.Rows[0].Label, "Patriarchs") {
		t.Fatalf("after Delete: %d kept, %d rows", len(play.KeptGames(h)), len(s.Rows))
	}
}

// TestComputerPlaysAGame: on the new-game screen White is set to a person
// and Black to the computer, at level 1; White plays the first legal step
// each turn by hand, the computer answers tick by tick, and the game ends.
// The status card says when the computer thinks; the kept game keeps the
// computer's seat.
func TestComputerPlaysAGame(t *testing.T) {
	store := storage.Memory{}
	h := menuOn(t, store)
	h.Click("Parry")
	ng := h.Scene().(*screens.NewGameScene)
	for i := 0; ng.Opts["board"] != "Hex 3 (19)"; i++ {
		if i > 30 {
			t.Fatalf("no Hex 3 (19) among the boards: %q", ng.Opts)
		}
		h.Click(ng.Rows[0].Label)
	}
	h.Click("Black: person") // now the computer
	if got := h.Status(); got != "You against the computer (1 side)" {
		t.Errorf("new-game info %q", got)
	}
	h.Click("Computer: level 3, it adapts") // Match me, at first
	if h.Button("Computer: level 1") == nil {
		t.Fatal("after Match me, not level 1")
	}
	h.Click("Start")
	s := h.Scene().(*play.PlayScene)
	if _, ok := s.Seats[1].(*play.ComputerSeat); !ok || !s.Seats[0].Person() {
		t.Fatalf("seats %#v", s.Seats)
	}
	thought := false
	for ticks := 0; s.Pos.Mover() != 0; ticks++ {
		if ticks > 100000 {
			t.Fatalf("no end after %d ticks: %q", ticks, s.Rec.Steps)
		}
		if s.ByHand() {
			s.Play(s.Legal[0])
			continue
		}
		s.Tick()
		thought = thought || strings.Contains(s.Status().Detail, "thinking")
	}
	if !thought {
		t.Error("the status never said the computer was thinking")
	}
	if _, err := game.Replay(s.Rules, s.Rec, nil); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	again := menuOn(t, store)
	if play.LastUnfinished(again) != nil {
		t.Errorf("a finished game is offered to continue")
	}
	if kept := play.KeptGames(again); len(kept) != 1 || !slices.Equal(kept[0].Seats, []string{"person", "computer:1"}) {
		t.Errorf("kept %+v", kept)
	}
}
