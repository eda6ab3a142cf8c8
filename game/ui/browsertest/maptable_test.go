//go:build !js

package browsertest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"pentarchy/game"
	"pentarchy/game/power"
)

// TestMapTableInPage makes a map for 4 players on a phone's map table: two
// home bases by touch, an upgrade tile by the keyboard's cursor and the
// original's key u, a reserve by a typed line in the screen-reader mode.
// Its link, opened in a second browser process, shows the same map there.
// The map then starts a hot-seat game, whose four players end their orders
// for two turns.
func TestMapTableInPage(t *testing.T) {
	url := Serve(t, Dist(t))
	p := Open(t, url, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, Shots(t))
	p.WaitScene("menu")
	p.Click("Source of Power")
	p.WaitScene("newgame")
	p.Click("Map: standard")
	p.WaitScene("maptable")
	p.Click("Home base")
	p.ClickCell("0,-2")
	waitMap(p, "H3@0,-2 ")
	p.ClickCell("0,2")
	waitMap(p, "H4@0,2 ")
	ups := strings.Count(mapOf(t, p), "U@")
	p.Key(kb.ArrowUp, "u", kb.Enter) // the cursor shows on the first arrow
	p.WaitFor("an upgrade tile placed by key", fmt.Sprintf(`(JSON.parse(window.pentarchy.record()).position.match(/U@/g) || []).length === %d`, ups+1))
	p.PressKey("F2")
	p.WaitFor("the text box", `document.activeElement && document.activeElement.id === "speech-line"`)
	typeLine(p, "reserve Yellow tanks 8")
	waitMap(p, "4:6/6/8/0")
	typeLine(p, "board")
	p.WaitFor("the map read out", `document.getElementById("speech-log").textContent.includes("Board 5-3-3, 4 players.")`)
	p.PressKey("F2")
	made := mapOf(t, p)
	p.Screenshot("maptable-phone")

	p.Click("Copy map link") // the status shows the link, copied or to copy by hand
	p.WaitFor("the link", `window.pentarchy.status().includes("#map=")`)
	link := p.Status()[strings.Index(p.Status(), "http"):]
	other := Open(t, link, Screen{Width: 1280, Height: 800}, Shots(t))
	other.WaitScene("maptable")
	if got := mapOf(t, other); got != made {
		t.Errorf("the link opens the map\n%s\nwant\n%s", got, made)
	}
	other.Screenshot("maptable-desktop")

	p.Click("Use this map")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	for turn := 1; turn <= 2; turn++ {
		for player := 1; player <= 4; player++ {
			p.Click("End orders")
			p.WaitFor("the hand-over", `window.pentarchy.status().startsWith("Pass the device to ")`)
			next := strings.TrimSuffix(strings.TrimPrefix(p.Status(), "Pass the device to "), " — tap when ready")
			p.Click(next + " is ready")
			p.WaitFor("orders of "+next, `window.pentarchy.status().startsWith("`+next+` gives orders")`)
		}
	}
	rec, err := game.ParseRecord([]byte(p.Record()))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(power.Rules{}, rec, nil)
	if err != nil || pos.Players() != 4 || pos.(*power.Position).Turn() != 3 || !strings.HasPrefix(rec.Position, made) {
		t.Errorf("after two turns: %v (%v), from %q", pos, err, rec.Position)
	}
}

// mapOf is the map on a page's map table: its start position less the
// order lists (rules §12.3).
func mapOf(t *testing.T, e Engine) string {
	t.Helper()
	var rec game.Record
	e.Value("JSON.parse(window.pentarchy.record())", &rec)
	return rec.Position[:strings.LastIndex(rec.Position, " | ")]
}

// waitMap waits until the map on the table has text in it.
func waitMap(e Engine, text string) {
	e.WaitFor("the map with "+text, fmt.Sprintf(`JSON.parse(window.pentarchy.record()).position.includes(%q)`, text))
}

// TestMapTableOnlineFour makes a map for 4 players by mouse on a desktop's
// map table and plays it online with a device for each player (separate
// Chromium processes): every device shows the map, and two turns resolve
// alike on all four.
func TestMapTableOnlineFour(t *testing.T) {
	made := ""
	l := openLobbyWith(t, "Source of Power", 4, func(h *Page) {
		h.Click("Map: standard")
		h.WaitScene("maptable")
		h.Click("Home base")
		h.ClickCell("0,-2")
		h.ClickCell("0,2")
		waitMap(h, "H4@0,2 ")
		made = mapOf(t, h)
		h.Click("Use this map")
		h.WaitScene("newgame")
	})
	for i, p := range l.pages() {
		if rec := recordOf(t, p); !strings.HasPrefix(rec.Position, made+" | ") {
			t.Fatalf("device %d plays from %q; want the map %s", i, rec.Position, made)
		}
	}
	for turn := 1; turn <= 2; turn++ {
		for _, p := range l.pages() {
			p.Click("End orders")
		}
		l.host.WaitSteps(4 * turn)
		for _, p := range l.pages()[1:] {
			p.WaitFor(fmt.Sprintf("turn %d", turn+1), fmt.Sprintf(`window.pentarchy.status().includes("turn %d")`, turn+1))
		}
	}
	l.host.Screenshot("maptable-online-four")
}
