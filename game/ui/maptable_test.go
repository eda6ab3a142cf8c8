//go:build !js

package ui

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/maptable"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
)

// openMapTable shows the new-game screen of Source of Power and its map
// table on a phone.
func openMapTable(t *testing.T) *App {
	t.Helper()
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Source of Power")
	a.click(t, "Map: standard")
	if a.scene.Name() != "maptable" {
		t.Fatalf("the map button shows %s", a.scene.Name())
	}
	return a
}

// mapText is the map on the table now, as the hook reports it: the
// record of the game it starts, whose position less its order lists is
// the map (rules §12.3).
func mapText(a *App) string {
	var rec game.Record
	if err := json.Unmarshal([]byte(a.snapshot().Record()), &rec); err != nil {
		panic(err)
	}
	return rec.Position[:strings.LastIndex(rec.Position, " | ")]
}

// TestMapTableByTouch builds a 4-player map by taps (§12.2): two more home
// bases make Green and Yellow, a tap on a source takes it away and a tap
// with the upgrade tool on an empty cell places one; the reserve buttons
// set Yellow's reserve; the map starts a game of 4 that plays a turn.
func TestMapTableByTouch(t *testing.T) {
	a := openMapTable(t)
	start := "SOP 5-3-3 t1 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2 | - | 1:6/6/6/0 2:6/6/6/0"
	if got := mapText(a); got != start {
		t.Fatalf("the table opens on %s; want the standard map %s", got, start)
	}
	a.click(t, "Home base")
	a.tapCell(t, "0,-2")
	a.tapCell(t, "0,2")
	a.click(t, "Source")
	a.tapCell(t, "1,-2") // a source tapped with the source tool goes
	a.click(t, "Upgrade")
	a.tapCell(t, "-2,2")
	a.click(t, "Reserves")
	a.click(t, "Reserve of Red")
	a.click(t, "Reserve of Blue")
	a.click(t, "Reserve of Green")
	a.click(t, "Tanks: 6") // to 8
	want := "SOP 5-3-3 t1 p1 | H3@0,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 U@-2,2 S0@-1,2 H4@0,2 | - | 1:6/6/6/0 2:6/6/6/0 3:6/6/6/0 4:6/6/8/0"
	if got := mapText(a); got != want {
		t.Fatalf("map %s; want %s", got, want)
	}
	if st := a.snapshot().Status; !strings.HasPrefix(st, "Ready: 4 players on 5-3-3") {
		t.Errorf("status %q", st)
	}
	a.click(t, "Use this map")
	if a.scene.Name() != "newgame" || !hasButton(a, "Map: 4 players on 5-3-3") || hasButton(a, "Players: 2") {
		t.Fatalf("back on %s with buttons %v", a.scene.Name(), a.labels())
	}
	a.click(t, "Start")
	s := a.scene.(*play.PlayScene)
	if s.Pos.Players() != 4 || s.Rec.Position != want+" | 1[] 2[] 3[] 4[]" || s.Rec.Options["players"] != "" {
		t.Fatalf("started %d players from %q, options %v", s.Pos.Players(), s.Rec.Position, s.Rec.Options)
	}
	for range 4 {
		s.Play("end")
	}
	if s.Pos.(*power.Position).Turn() != 2 {
		t.Errorf("after four ends: %s", s.Pos)
	}
}

// TestMapTableByKeys places with the original's keys: p, s and u choose
// what Enter at the board's cursor places, Delete takes away.
func TestMapTableByKeys(t *testing.T) {
	a := openMapTable(t)
	a.press(ebiten.KeyDelete, ebiten.KeyRight, ebiten.KeyEnter) // the cursor shows on the first arrow
	before := mapText(a)
	cursor := a.kb.cursor
	if cursor == "" {
		t.Fatal("no board cursor after an arrow")
	}
	a.press(ebiten.KeyU, ebiten.KeyEnter)
	if got := mapText(a); !strings.Contains(got, "U@"+cursor+" ") {
		t.Errorf("u and Enter on %s: %s (before %s)", cursor, got, before)
	}
	a.press(ebiten.KeyDelete, ebiten.KeyEnter)
	if got := mapText(a); strings.Contains(got, "@"+cursor+" ") {
		t.Errorf("Delete and Enter on %s left %s", cursor, got)
	}
	a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyP}})
	a.press(ebiten.KeyEnter)
	if got := mapText(a); !strings.Contains(got, "H3@"+cursor+" ") {
		t.Errorf("p and Enter on %s: %s", cursor, got)
	}
}

// TestMapTableByTypedLines makes a map in the screen-reader mode with the
// table's typed lines, and reads it back.
func TestMapTableByTypedLines(t *testing.T) {
	a := openMapTable(t)
	a.toggleSpeech()
	seen := 0
	a.heard(&seen)
	// The standard map's features keep their cells on the larger board; a
	// base on a base changes nothing.
	for _, line := range []string{"board 5-5-4", "base 3,0", "base 0,-4", "base 0,3", "source 0,0",
		"upgrade 1,1", "remove 0,3", "base 1,2", "reserve Green tanks 8", "reserve Blue upgrades 2"} {
		a.typeLine(line)
	}
	want := "SOP 5-5-4 t1 p1 | H3@0,-4 S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 U@1,1 S0@-1,2 H4@1,2 | - | 1:6/6/6/0 2:6/6/6/2 3:6/6/8/0 4:6/6/6/0"
	if got := mapText(a); got != want {
		t.Errorf("map %s; want %s", got, want)
	}
	a.typeLine("board")
	if got := a.heard(&seen); !strings.Contains(got, "Board 5-5-4, 4 players.") || !strings.Contains(got, "Green: home base 0,-4, reserve 6 infantry, 6 artillery, 8 tanks, 0 upgrades.") ||
		!strings.Contains(got, "Sources: 1,-2, 0,0, -1,2.") || !strings.Contains(got, "Upgrade tiles: -1,0, 1,0, 1,1.") {
		t.Errorf("board reads %q", got)
	}
	a.typeLine("base 9,9")
	if got := a.heard(&seen); !strings.Contains(got, "9,9 is not a cell of this board") {
		t.Errorf("a cell off the board: %q", got)
	}
	a.typeLine("random 42")
	if got := a.heard(&seen); !strings.Contains(got, "seed 42") {
		t.Errorf("random 42 says %q", got)
	}
	l, _ := power.FairLayout("5-5-4", 4, 42)
	if got := mapText(a); got != l.String() {
		t.Errorf("random 42 put %s; want %s", got, l)
	}
}

// TestMapTableOnline plays a map made on the table online, a device for
// each of its 4 players: every guest learns the map from the hub and shows
// it, and two turns resolve alike everywhere.
func TestMapTableOnline(t *testing.T) {
	net := nettest.New()
	host := newNetApp(t, net)
	host.click(t, "Source of Power")
	host.click(t, "Map: standard")
	host.click(t, "Home base")
	host.tapCell(t, "0,-2")
	host.tapCell(t, "0,2")
	made := mapText(host)
	host.click(t, "Use this map")
	apps := inviteEach(t, net, host, 4)
	for i, a := range apps {
		s := a.scene.(*play.PlayScene)
		if s.Pos.Players() != 4 || !strings.HasPrefix(s.Rec.Position, made+" | ") {
			t.Fatalf("device %d plays %d players from %q; want the map %s", i, s.Pos.Players(), s.Rec.Position, made)
		}
	}
	for turn := 1; turn <= 2; turn++ {
		endEverywhere(t, apps, turn, 4*turn)
	}
}

// TestMapTableKeptAndLinked keeps a map on the device, finds it again
// after another map, and opens its link in a new app (another device): the
// same map on its table, which goes on to the new-game screen.
func TestMapTableKeptAndLinked(t *testing.T) {
	a := openMapTable(t)
	a.click(t, "Random fair")
	made := mapText(a)
	a.click(t, "Keep this map")
	if st := a.snapshot().Status; st != "Map kept on this device (1 kept)." {
		t.Errorf("after Keep: %q", st)
	}
	a.click(t, "Standard")
	a.click(t, "Kept: 1")
	if got := mapText(a); got != made {
		t.Errorf("the kept map is %s; want %s", got, made)
	}
	l, err := power.ParseLayout(made)
	if err != nil {
		t.Fatal(err)
	}
	link := maptable.Link(l)
	_, fragment, _ := strings.Cut(link, "#")
	b := newTestApp(t, 1280, 800, 1)
	screens.OpenLink(b, "#"+fragment)
	if b.scene.Name() != "maptable" || mapText(b) != made {
		t.Fatalf("the link %s opens %s", link, b.scene.Name())
	}
	b.click(t, "Use this map")
	if !hasButton(b, "Map: 2 players on 5-3-3") {
		t.Errorf("after Use this map: %v", b.labels())
	}
	c := newTestApp(t, 1280, 800, 1)
	screens.OpenLink(c, "#map=1damaged")
	if c.scene.Name() != "menu" {
		t.Errorf("a damaged map link shows %s", c.scene.Name())
	}
}

// TestMapTableWinRule: a map without a source serves a game won by home
// bases; once the new-game screen asks to win by sources, Start says what
// the map lacks.
func TestMapTableWinRule(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.click(t, "Source of Power")
	a.click(t, "To win: own every source")
	a.click(t, "To win: own every base")
	a.click(t, "Map: standard")
	for _, cell := range []string{"1,-2", "0,0", "-1,2"} {
		a.tapCell(t, cell) // the source tool takes each source away
	}
	if strings.Contains(mapText(a), "S0@") {
		t.Fatalf("sources left: %s", mapText(a))
	}
	a.click(t, "Use this map")
	a.click(t, "To win: own every home base")
	if !hasButton(a, "Start") {
		t.Fatalf("a map without sources cannot start a game won by home bases: %v", a.snapshot().Status)
	}
	a.click(t, "To win: be the last one standing") // round to sources
	if hasButton(a, "Start") || !strings.Contains(a.snapshot().Status, "place a source") {
		t.Errorf("won by sources on a map without any: Start %v, %q", hasButton(a, "Start"), a.snapshot().Status)
	}
}
