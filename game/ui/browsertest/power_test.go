//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/power"
)

// powerGame is a 2-player game of three turns written by hand from
// shared/rules/source-of-power.md. Turn 1: both sides spawn an infantry
// and send it by drop-off jumps to the source 0,0; the tie makes both fall
// back onto the upgrade tiles, which upgrade them. Turn 2: Red spawns a
// tank and moves its infantry onto 0,0 firing at Blue's infantry, which
// loses its upgrade and dies; Blue spawns an artillery. Turn 3: Red's
// infantry stays unordered and captures 0,0, Red's tank moves, Blue's
// artillery shells 1,0.
var powerGame = []string{
	"spawn infantry -3,0", "move -3,0>-1,0>0,0", "end",
	"spawn infantry 3,0", "move 3,0>1,0>0,0", "end",
	"spawn tank -3,0", "move -1,0>0,0", "attack 1,0", "end",
	"spawn artillery 3,0", "end",
	"move -3,0>-2,0", "end",
	"move 3,0", "attack 1,0", "end",
}

// powerTurn3 is the position after the first two turns of powerGame
// (12 steps), and powerFinal the one after all of it.
const powerTurn3 = "SOP 5-3-3 t3 p1 | S0@1,-2 H1@-3,0 S0@0,0 H2@3,0 S0@-1,2 | 1T3@-3,0 1I2+@0,0 2A1@3,0 | 1:6/6/5/0 2:5/5/6/1 | 1[] 2[]"
const powerFinal = "SOP 5-3-3 t4 p1 | S0@1,-2 H1@-3,0 S1@0,0 H2@3,0 S0@-1,2 | 1T3@-2,0 1I2+@0,0 2A1@3,0 | 1:6/6/5/0 2:5/5/6/1 | 1[] 2[]"

// TestPowerScript checks the scripted game with the ruleset alone.
func TestPowerScript(t *testing.T) {
	pos, err := game.Replay(power.Rules{}, game.Record{Game: "source-of-power", Steps: powerGame}, nil)
	if err != nil {
		t.Fatalf("the scripted game is wrong: %v", err)
	}
	if got := pos.String(); got != powerFinal {
		t.Fatalf("the scripted game ends in\n%s\nwant\n%s", got, powerFinal)
	}
}

// TestPowerByMouse plays the first two turns of the scripted game (the
// fall-back and the kill) on a 1920×1080 desktop with real mouse clicks;
// a whole game there would cost the software renderer a minute more.
func TestPowerByMouse(t *testing.T) {
	playPower(t, Screen{Width: 1920, Height: 1080}, "power-desktop", 12, powerTurn3)
}

// TestPowerByTouch plays the whole scripted game on a 360×640 phone at
// device pixel ratio 2 with touch events only.
func TestPowerByTouch(t *testing.T) {
	playPower(t, Screen{Width: 360, Height: 640, Scale: 2, Touch: true}, "power-phone", len(powerGame), powerFinal)
}

// playPower plays the first n steps of powerGame from the title menu and
// checks the record, the position it replays to (want) and the status.
func playPower(t *testing.T, screen Screen, device string, n int, want string) {
	t.Run("script", TestPowerScript)
	began := time.Now()
	p := Open(t, Serve(t, Dist(t)), screen, Shots(t))
	defer func() { t.Logf("%s: whole test took %v", device, time.Since(began).Round(time.Millisecond)) }()
	p.WaitScene("menu")
	p.Click("Source of Power")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	checkTargets(t, p)
	if got, want := p.Status(), "Red gives orders — turn 1"; got != want {
		t.Errorf("status at the start = %q, want %q", got, want)
	}
	script := powerGame[:n]
	for i := 0; i < n; i++ {
		i += powerStep(t, p, device, i)
		if got := p.WaitSteps(i + 1); got[i] != powerGame[i] {
			t.Fatalf("step %d: the record has %q, want %q", i+1, got[i], powerGame[i])
		}
		if powerGame[i] == "end" {
			handOver(t, p, device, i)
		}
	}
	wantRec, _ := json.Marshal(game.Record{Game: "source-of-power", Options: game.Options{}, Steps: script})
	if got := p.Record(); got != string(wantRec) {
		t.Errorf("record() =\n%s\nwant\n%s", got, wantRec)
	}
	rec, err := game.ParseRecord([]byte(p.Record()))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(power.Rules{}, rec, nil)
	if err != nil || pos.String() != want {
		t.Errorf("the page's record replays to %v (%v), want %s", pos, err, want)
	}
	turn := pos.(*power.Position).Turn()
	if got, want := p.Status(), fmt.Sprintf("Red gives orders — turn %d", turn); got != want {
		t.Errorf("status at the end = %q, want %q", got, want)
	}
	p.Screenshot(fmt.Sprintf("%s-turn%d", device, turn))
}

// powerStep plays step i of powerGame as a player does, and returns how
// many more steps it played (1 for a move with its attack).
func powerStep(t *testing.T, e Engine, device string, i int) int {
	t.Helper()
	verb, rest, _ := strings.Cut(powerGame[i], " ")
	switch verb {
	case "end":
		clickLabel(e, "End orders")
		if i == 5 {
			e.Screenshot(device + "-playback")
		}
	case "spawn":
		typ, cell, _ := strings.Cut(rest, " ")
		clickCell(e, cell)
		clickPrefix(e, "Spawn "+typ+" (")
	case "move":
		cells := strings.Split(rest, ">")
		for _, c := range cells {
			clickCell(e, c)
		}
		if i+1 < len(powerGame) && strings.HasPrefix(powerGame[i+1], "attack ") {
			e.Screenshot(fmt.Sprintf("%s-path-%d", device, i))
			clickLabel(e, "Fire…")
			waitStepsOn(e, i+1)
			e.Screenshot(fmt.Sprintf("%s-aim-%d", device, i))
			clickCell(e, strings.TrimPrefix(powerGame[i+1], "attack "))
			return 1
		}
		if !pathFull(t, i, cells) {
			clickLabel(e, "Done path")
		}
		if powerGame[i] == "move -3,0>-2,0" {
			waitStepsOn(e, i+1)
			clickLabel(e, "Undo order")
			waitStepsOn(e, i)
			clickCell(e, "-3,0")
			clickCell(e, "-2,0")
		}
	default:
		t.Fatalf("step %q is not scripted", powerGame[i])
	}
	return 0
}

// pathFull tells whether the path of step i uses all its unit's move
// points: then the page orders it as soon as its last cell is tapped.
func pathFull(t *testing.T, i int, cells []string) bool {
	t.Helper()
	pos, err := game.Replay(power.Rules{}, game.Record{Game: "source-of-power", Steps: powerGame[:i]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := pos.(*power.Position)
	c, _ := p.Map().Cell(cellQR(cells[0]))
	mp := 0
	if u, ok := p.Unit(c); ok {
		mp = u.Type.MovePoints()
	}
	for _, o := range p.Orders(p.Mover()) {
		if o.Kind == power.OrderSpawn && o.Cell == c {
			mp = o.Type.MovePoints()
		}
	}
	return len(cells)-1 == mp
}

// cellQR reads a cell name "q,r".
func cellQR(s string) (q, r int) {
	a, b, _ := strings.Cut(s, ",")
	q, _ = strconv.Atoi(a)
	r, _ = strconv.Atoi(b)
	return q, r
}

// handOver passes the hand-over screen after the end at step i: the status
// names the next player, the previous player's orders are not in view,
// and the next player's ready button lifts it.
func handOver(t *testing.T, e Engine, device string, i int) {
	t.Helper()
	e.WaitFor("the hand-over screen", `window.pentarchy.status().startsWith("Pass the device to ")`)
	st := statusOf(t, e)
	next := strings.TrimSuffix(strings.TrimPrefix(st, "Pass the device to "), " — tap when ready")
	if next != "Red" && next != "Blue" {
		t.Fatalf("hand-over status %q", st)
	}
	for _, b := range buttonsOf(e) {
		if b.Label == "End orders" || b.Label == "Undo order" {
			t.Errorf("the hand-over screen offers %q", b.Label)
		}
	}
	switch i {
	case 2:
		e.Screenshot(device + "-handover")
	case 5, 11:
		e.Screenshot(fmt.Sprintf("%s-resolution-%d", device, i))
	}
	clickLabel(e, next+" is ready")
	e.WaitFor("orders of "+next, `window.pentarchy.status().startsWith("`+next+` gives orders")`)
}
