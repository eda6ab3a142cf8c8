//go:build !js

package browsertest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// parryBoard is the board of the scripted game: small enough to play to the
// end by clicks.
const parryBoard = "Hex 3 (19)"

// parryGame is a whole 2-player game on Hex 3 (19). It has turns whose
// bonus steps run out on their own ("place 3,4", "move 4,4-3,3"), turns
// ended early with end, and one with five bonus steps in a row. White wins
// 10 to 9.
var parryGame = []string{
	"place 2,0", "place 4,4", "place 1,0", "end", "place 3,4", "move 4,4-3,3",
	"place 3,1", "move 1,0-1,1", "place 4,3", "end", "place 2,1", "move 3,1-4,2",
	"move 4,2-3,2", "move 3,2-2,2", "place 2,3", "move 3,3-4,4", "place 1,2", "end",
	"place 3,3", "move 2,3-1,3", "move 4,3-3,2", "move 1,3-2,4", "place 0,2",
	"move 1,1-0,0", "place 2,3", "end", "place 3,1", "move 0,0-1,0", "place 4,3",
	"move 3,2-4,2", "move 3,3-3,2", "move 4,4-3,3", "place 0,0", "end", "place 4,4",
	"move 2,3-1,3", "move 3,3-2,3", "move 3,4-3,3", "place 1,1", "move 1,2-0,1",
	"move 2,2-1,2", "move 2,1-2,2", "move 3,1-2,1", "move 2,0-3,1", "place 3,4", "end",
	"place 2,0", "end",
}

// parryShot is the step before which the test takes a screenshot with the
// sliding piece selected, to show its blue rings.
const parryShot = "move 2,2-1,2"

// parryOptions are the options of the scripted game as the record keeps
// them: only the board, chosen on the new-game screen; 2 players is the
// default.
var parryOptions = game.Options{"board": parryBoard}

// TestParryScript checks the scripted game with the ruleset alone.
func TestParryScript(t *testing.T) {
	pos, err := game.Replay(parry.Rules{}, game.Record{Game: "parry", Options: parryOptions, Steps: parryGame}, nil)
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	res := pos.Result()
	if !res.Over || !slices.Equal(res.Winners.List(), []int{1}) || !slices.Equal(res.Scores, []int{10, 9}) {
		t.Fatalf("the scripted game ends %+v, want White winning 10 to 9", res)
	}
}

// TestParryByTouch plays the scripted game on a 360×640 phone at device
// pixel ratio 2 with taps, from the title menu to the final ranking, and
// then shows the largest boards.
func TestParryByTouch(t *testing.T) {
	t.Run("script", TestParryScript)
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
	defer func() { t.Logf("whole test took %v", time.Since(began).Round(time.Millisecond)) }()
	startParry(t, p, parryBoard, 2)
	if got, want := p.Status(), "White to place"; got != want {
		t.Errorf("status at the start = %q, want %q", got, want)
	}
	for i, step := range parryGame {
		playParryStep(t, p, step, "parry-phone")
		if got := p.WaitSteps(i + 1); got[i] != step {
			t.Fatalf("step %d: the record has %q, want %q", i+1, got[i], step)
		}
		if i == 3 && p.Status() != "Black to place" {
			t.Errorf("after %q: status %q", step, p.Status())
		}
	}
	want, _ := json.Marshal(game.Record{Game: "parry", Options: parryOptions, Steps: parryGame})
	if got := p.Record(); got != string(want) {
		t.Errorf("record() =\n%s\nwant\n%s", got, want)
	}
	checkParryEnd(t, p)
	p.Screenshot("parry-phone-gameover")
	checkIdle(t, p, "phone")
	p.Click("Menu")
	parryShots(t, p, "phone", game.Options{"board": "Hex 7-8 (147)", "players": "6"}, 12)
}

// TestParryByMouse shows Parry on a 1920×1080 desktop, choosing boards
// and players with mouse clicks and playing a few steps on each.
func TestParryByMouse(t *testing.T) {
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1920, Height: 1080}, Shots(t))
	defer func() { t.Logf("whole test took %v", time.Since(began).Round(time.Millisecond)) }()
	parryShots(t, p, "desktop", game.Options{"board": "Cairo 1 (dual 48)", "players": "6"}, 12)
	parryShots(t, p, "desktop", game.Options{"board": "Square 5 omni (41)", "players": "3"}, 6)
}

// parryShots starts a game from the title menu, plays n steps chosen
// from the legal ones by clicks, takes a screenshot and goes back to the
// menu. The screenshot of the first game also shows the new-game screen.
func parryShots(t *testing.T, p *Page, device string, opts game.Options, n int) {
	t.Helper()
	players := int(opts["players"][0] - '0')
	pos, err := parry.NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	startParry(t, p, opts["board"], players)
	name := "parry-" + device + "-" + strings.Fields(opts["board"])[0] + "-" + opts["players"] + "p"
	for i := range n {
		legal := game.LegalTexts(pos)
		step := legal[(i*5)%len(legal)]
		playParryStep(t, p, step, "parry-"+device)
		if got := p.WaitSteps(i + 1); got[i] != step {
			t.Fatalf("%s step %d: the record has %q, want %q", name, i+1, got[i], step)
		}
		if err := game.Play(pos, step); err != nil {
			t.Fatal(err)
		}
	}
	p.Screenshot(name)
	p.Click("Menu")
}

// startParry goes from the title menu to a game of Parry on the board with
// the given number of players, choosing them with the arrow and option
// buttons of the new-game screen.
func startParry(t *testing.T, p *Page, board string, players int) {
	t.Helper()
	p.WaitScene("menu")
	p.Click("Parry")
	p.WaitScene("newgame")
	for range len(parry.BoardNames()) {
		if p.HasButton(board) {
			break
		}
		p.Click("►")
	}
	for range 6 {
		if p.HasButton("Players: " + string(rune('0'+players))) {
			break
		}
		p.Click(optionLabel(p, "Players: "))
	}
	checkTargets(t, p)
	p.Screenshot("parry-newgame-" + strings.Fields(board)[0])
	p.Click("Start")
	p.WaitScene("play")
	want := `"board":"` + board + `"`
	p.WaitFor("a game on "+board, "(window.pentarchy.record() || '').includes('"+want+"')")
}

// optionLabel returns the label of the button that starts with prefix.
func optionLabel(p *Page, prefix string) string {
	for _, b := range p.Buttons() {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Label
		}
	}
	return prefix
}

// playParryStep plays one step the way a player does: End turn for "end",
// a click on the site for "place", clicks on the piece and its target
// for "move".
func playParryStep(t *testing.T, e Engine, step, device string) {
	t.Helper()
	verb, rest, _ := strings.Cut(step, " ")
	switch verb {
	case "end":
		clickLabel(e, "End turn")
	case "place":
		clickCell(e, rest)
	case "move":
		from, to, _ := strings.Cut(rest, "-")
		clickCell(e, from)
		if step == parryShot {
			e.Screenshot(device + "-selected")
		}
		clickCell(e, to)
	default:
		t.Fatalf("unknown step %q", step)
	}
}

// checkParryEnd checks the final status against the scores of the record
// replayed by the ruleset.
func checkParryEnd(t *testing.T, p *Page) {
	t.Helper()
	var rec game.Record
	if err := json.Unmarshal([]byte(p.Record()), &rec); err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(parry.Rules{}, rec, nil)
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	scores := pos.(*parry.Position).Scores()
	if !slices.Equal(scores, []int{10, 9}) {
		t.Errorf("replayed scores %v, want [10 9]", scores)
	}
	if got, want := p.Status(), "White wins — White 10, Black 9"; got != want {
		t.Errorf("status at the end = %q, want %q", got, want)
	}
	if !p.HasButton("New game") {
		t.Errorf("no New game button at the end: %v", p.Buttons())
	}
}
