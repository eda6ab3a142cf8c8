//go:build !js

package browsertest

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"pentarchy/game"
	"pentarchy/game/share"
)

// TestUndoMovesAndContinue takes steps back and plays them again, looks
// back through the moves list, then reloads the tab and continues the
// game exactly where it was.
func TestUndoMovesAndContinue(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	p.ClickCell("f3")
	p.ClickCell("e3")
	p.WaitSteps(2)
	p.Click("Undo")
	p.WaitSteps(1)
	p.Click("Redo")
	p.WaitSteps(2)

	p.Click("Moves")
	p.Click("◄")
	p.WaitFor("the position one step back", `window.pentarchy.status().startsWith("Black to act — 2 actions left")`)
	p.Screenshot("moves-desktop")
	p.Click("Close")
	p.WaitFor("the game as it stands", `window.pentarchy.status().startsWith("Black to act — 1 action left")`)

	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	p.WaitScene("menu")
	p.Click("Continue Phalanx")
	p.WaitScene("play")
	if got := p.WaitSteps(2); !slices.Equal(got, []string{"add f3", "add e3"}) {
		t.Fatalf("continued record %q", got)
	}
	p.ClickCell("f4")
	if got := p.WaitSteps(3); got[2] != "add f4" {
		t.Fatalf("after continuing: %q", got)
	}
	if st := p.Status(); !strings.HasPrefix(st, "White to act") {
		t.Errorf("status %q after Black's third action", st)
	}
}

// TestShareLink shares a game through the link shown in the Share box and
// opens it in a fresh browser: the game replays from its start and plays
// on from there.
func TestShareLink(t *testing.T) {
	url := Serve(t, Dist(t))
	p := Open(t, url, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	p.ClickCell("f3")
	p.Click("End turn")
	p.ClickCell("c6")
	p.WaitSteps(3)
	p.Click("Moves")
	p.Click("Share")
	p.WaitScene("share")
	p.Screenshot("share-phone")
	link := Eval[string](p, `document.querySelector("textarea").value`)
	if !strings.Contains(link, "#game=") {
		t.Fatalf("the Share box holds %q", link)
	}

	q := Open(t, link, Screen{Width: 1280, Height: 800}, Shots(t))
	q.WaitScene("play")
	q.WaitFor("the replay at its start", `window.pentarchy.status().startsWith("Black to act — 3 actions left")`)
	q.Click("►|")
	q.Click("Close")
	if got := q.WaitSteps(3); !slices.Equal(got, []string{"add f3", "end", "add c6"}) {
		t.Fatalf("the shared game has %q", got)
	}
	if h := Eval[string](q, "location.hash"); h != "" {
		t.Errorf("the link stays in the address bar (%q): a reload would open it again", h)
	}
	q.ClickCell("c5")
	q.WaitSteps(4)
}

// TestShareLinkOtherEngines opens a shared game's link in Firefox and in
// WebKitGTK: the game replays from its start, ►| goes to its end, the link
// leaves the address bar, and the game plays on by a click.
func TestShareLinkOtherEngines(t *testing.T) {
	code, err := share.Encode(game.Record{Game: "phalanx", Options: game.Options{}, Steps: []string{"add f3", "end", "add c6"}})
	if err != nil {
		t.Fatal(err)
	}
	link := Serve(t, Dist(t)) + "#game=" + code
	t.Run("firefox", func(t *testing.T) { openShared(t, OpenFirefox(t, link, Shots(t))) })
	t.Run("webkit", func(t *testing.T) { openShared(t, OpenWebKit(t, link, Shots(t))) })
}

// openShared checks the shared game of TestShareLinkOtherEngines.
func openShared(t *testing.T, e Engine) {
	waitScene(e, "play")
	e.WaitFor("the replay at its start", `window.pentarchy.status().startsWith("Black to act — 3 actions left")`)
	clickLabel(e, "►|")
	clickLabel(e, "Close")
	waitStepsOn(e, 3)
	var hash string
	e.Value("location.hash", &hash)
	if hash != "" {
		t.Errorf("the link stays in the address bar (%q): a reload would open it again", hash)
	}
	clickCell(e, "c5")
	waitStepsOn(e, 4)
}
