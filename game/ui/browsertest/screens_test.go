//go:build !js

package browsertest

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// TestScreens opens every game at a phone's and a laptop's size and saves
// screenshots of its settled screens in $PENTARCHY_SCREENS: the menu and
// the open screen; for each game the new-game screen, the start of play,
// the play screen after a first tap on one of its cells, and the rules;
// Source of Power's map table, with its standard map and a random one;
// and the share screen of a game of Phalanx. Two builds' screenshots
// compared file by file (cmd/pixdiff) show what a change did to the
// looks; a change that only moves code must leave every pixel as it was.
// Without $PENTARCHY_SCREENS there is nowhere to put them: skipped.
func TestScreens(t *testing.T) {
	dir := os.Getenv("PENTARCHY_SCREENS")
	if dir == "" {
		t.Skip("set PENTARCHY_SCREENS to a directory to take the screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	url := Serve(t, Dist(t))
	for _, screen := range []Screen{{Width: 360, Height: 640, Scale: 2, Touch: true}, {Width: 1280, Height: 800}} {
		p := Open(t, url, screen, dir)
		p.WaitScene("menu")
		size := fmt.Sprintf("%dx%d", screen.Width, screen.Height)
		settled(p).Screenshot(size + "-menu")
		p.Click("Open a game")
		p.WaitScene("open")
		settled(p).Screenshot(size + "-open")
		p.Click("Back")
		p.WaitScene("menu")
		for _, name := range []string{"Patriarchs", "Parry", "Conquid", "Phalanx", "Source of Power"} {
			shot := func(what string) { settled(p).Screenshot(fmt.Sprintf("%s-%s-%s", size, name, what)) }
			p.Click(name)
			p.WaitScene("newgame")
			shot("newgame")
			if name == "Source of Power" {
				p.Click("Map: standard")
				p.WaitScene("maptable")
				shot("maptable")
				p.Click("Random fair")
				shot("maptable-random")
				p.Click("Back")
				p.WaitScene("newgame")
			}
			p.Click("Start")
			p.WaitScene("play")
			shot("start")
			if Eval[bool](p, fmt.Sprintf("window.pentarchy.cellCenter(%q) !== null", firstTaps[name])) {
				p.ClickCell(firstTaps[name])
				shot("tapped")
			}
			p.Click("Rules")
			p.WaitScene("rules")
			shot("rules")
			p.Click("Back")
			p.WaitScene("play")
			if name == "Phalanx" {
				p.Click("End turn")
				p.Click("Moves")
				p.Click("Share")
				p.WaitScene("share")
				shot("share")
				p.Click("Back")
				p.WaitScene("play")
				p.Click("Close")
			}
			p.Click("Menu")
			p.WaitScene("menu")
		}
	}
}

// firstTaps is a cell of each game's board to tap at the start.
var firstTaps = map[string]string{
	"Patriarchs": "e1", "Parry": "a1", "Conquid": "b2", "Phalanx": "g2", "Source of Power": "-3,0",
}

// settled waits until the page has drawn its last frame of any animation.
func settled(p *Page) *Page {
	time.Sleep(800 * time.Millisecond)
	p.settle()
	return p
}
