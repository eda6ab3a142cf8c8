//go:build !js

package browsertest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/rules"
	"pentarchy/game/ui/speech"
)

// spokenGame is a scripted game played in the screen-reader mode: the
// menu button that opens it, the options set on the new-game screen (the
// label of the button that shows the value, and the button that moves it
// on: "" for the option's own button), its steps and the players' names.
type spokenGame struct {
	button  string
	options []spokenOption
	rec     game.Record
	names   []string
}

type spokenOption struct{ want, next string }

// spokenGames are the five scripted games, each to its end.
var spokenGames = []spokenGame{
	{"Phalanx", nil, game.Record{Game: "phalanx", Options: game.Options{}, Steps: phalanxGame}, []string{"Black", "White"}},
	{"Patriarchs", nil, game.Record{Game: "patriarchs", Options: game.Options{}, Steps: patriarchsGame}, []string{"Blue", "Red"}},
	{"Parry", []spokenOption{{parryBoard, "►"}}, game.Record{Game: "parry", Options: parryOptions, Steps: parryGame}, []string{"White", "Black"}},
	{"Conquid", []spokenOption{{"Board size: small", ""}}, game.Record{Game: "conquid", Options: game.Options{"size": "small"}, Steps: conquidGame}, []string{"Red", "Blue"}},
	// The scripted game of Source of Power ends in a draw after its three
	// turns with a turn limit of 3.
	{"Source of Power", []spokenOption{{"Turn limit: 3", ""}}, game.Record{Game: "source-of-power", Options: game.Options{"turn_limit": "3"}, Steps: powerGame}, []string{"Red", "Blue"}},
}

// TestScreenReaderGames plays the scripted game of each kind to its end
// with the screen-reader mode's text box alone: Tab says how to turn the
// mode on, F2 turns it on, and from then on every screen is worked by
// typing buttons' labels, and every step is typed. After each step the
// live region must have said it, word for word as the speech package
// words it from the record (who, what, what changed); at the end it must
// have said the result. Chromium's accessibility tree must show the live
// region as a log and the text box with its name. After a reload the mode
// is still on.
func TestScreenReaderGames(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	speakAll(t, p, "")
	checkAccessibilityTree(t, p)
}

// TestScreenReaderGamesFirefox plays the same in Firefox ESR.
func TestScreenReaderGamesFirefox(t *testing.T) {
	f := OpenFirefox(t, Serve(t, Dist(t)), Shots(t))
	speakAll(t, f, "firefox-")
}

// speakAll turns the mode on and plays every spoken game, then reloads.
func speakAll(t *testing.T, e Engine, shot string) {
	waitScene(e, "menu")
	e.PressKey("Tab")
	e.WaitFor("the offer of the mode", `document.getElementById("speech-log").textContent.includes("Press F2")`)
	e.PressKey("F2")
	e.WaitFor("the text box", `document.activeElement && document.activeElement.id === "speech-line"`)
	for _, g := range spokenGames {
		t.Run(g.button, func(t *testing.T) { playSpoken(t, e, g, shot) })
	}
	e.Reload() // the mode stays on, with the keyboard in its text box
	waitScene(e, "menu")
	e.WaitFor("the text box after a reload", `document.activeElement && document.activeElement.id === "speech-line"`)
	e.WaitFor("the menu said after a reload", `document.getElementById("speech-log").textContent.includes("main menu. Buttons: ")`)
}

// playSpoken plays g from the menu back to the menu by typed lines.
func playSpoken(t *testing.T, e Engine, g spokenGame, shot string) {
	startGame(t, e, g, func(label string) { typeLine(e, label) })
	checkOffered(e, g.rec.Steps[0])
	narr := nativeNarrator(t, g)
	narr.Follow(game.Record{Game: g.rec.Game, Options: g.rec.Options}, func(int) bool { return false })
	for i, step := range g.rec.Steps {
		if b := readyButton(e); b != "" {
			typeLine(e, b)
		}
		typeLine(e, step)
		waitStepsOn(e, i+1)
		rec := g.rec
		rec.Steps = g.rec.Steps[:i+1]
		for _, line := range narr.Follow(rec, func(int) bool { return false }) {
			waitSaid(t, e, line)
		}
	}
	if status := statusOf(t, e); !strings.Contains(status, "wins") && !strings.Contains(status, "Draw") {
		t.Errorf("the game is not over: %q", status)
	} else {
		waitSaid(t, e, status)
	}
	e.Screenshot(shot + "speech-" + g.rec.Game)
	typeLine(e, "Menu")
	waitScene(e, "menu")
}

// labelStarting is the label of the button that starts with prefix.
func labelStarting(e Engine, prefix string) string {
	for _, b := range buttonsOf(e) {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Label
		}
	}
	return prefix
}

// nativeNarrator words g as the page does, without the status lines,
// which come from the board views.
func nativeNarrator(t *testing.T, g spokenGame) *speech.Narrator {
	c, err := rules.English()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := registry.Find(g.rec.Game)
	v, _ := games.Find(g.rec.Game)
	return speech.NewNarrator(r, v.Reader, speech.Words{
		Text:   c.Text,
		Name:   func(pl int) string { return g.names[pl-1] },
		Status: func(game.Position) string { return "" },
	})
}

// checkOffered types the first word and the last cell of step without
// Enter, and waits until the text box offers step among legal steps that
// all fit; then it empties the box.
func checkOffered(e Engine, step string) {
	fields := strings.Fields(step)
	typed := fields[0]
	if len(fields) > 1 { // the last cell: after the last ">", or the "-" after a digit
		last := fields[len(fields)-1]
		last = last[strings.LastIndex(last, ">")+1:]
		if i := strings.LastIndex(last, "-"); i > 0 && last[i-1] >= '0' && last[i-1] <= '9' {
			last = last[i+1:]
		}
		typed += " " + last
	}
	e.Insert(typed)
	// The offers follow what is typed a frame later: wait for those that
	// fit it all.
	offered := `[...document.querySelectorAll("#speech-steps option")].map(o => o.value)`
	e.WaitFor(fmt.Sprintf("%q offered for %q, and only steps that fit", step, typed),
		fmt.Sprintf("%s.includes(%q) && %s.every(o => o.startsWith(%q))", offered, step, offered, fields[0]))
	for range typed {
		e.PressKey("Backspace")
	}
	e.WaitFor("an empty text box", `document.getElementById("speech-line").value === ""`)
}

// readyButton is the hand-over screen's button ("Blue is ready"), if it
// shows.
func readyButton(e Engine) string {
	for _, b := range buttonsOf(e) {
		if strings.HasSuffix(b.Label, " is ready") {
			return b.Label
		}
	}
	return ""
}

// typeLine types a line in the screen-reader mode's text box, which has
// the keyboard, and presses Enter.
func typeLine(e Engine, line string) {
	e.Insert(line)
	e.PressKey("Enter")
}

// startGame goes from the menu to g's game, pressing buttons by press
// (a click, a typed label): the game's, its options' and Start.
func startGame(t *testing.T, e Engine, g spokenGame, press func(label string)) {
	t.Helper()
	press(g.button)
	waitScene(e, "newgame")
	setOptions(t, e, g.options, press)
	press("Start")
	waitScene(e, "play")
}

// setOptions sets the options of the new-game screen, pressing each
// option's button (by press: a click, a typed label) until its label is
// the one wanted, and waiting after each press until the screen shows the
// change.
func setOptions(t *testing.T, e Engine, options []spokenOption, press func(label string)) {
	t.Helper()
	const labels = `JSON.stringify(window.pentarchy.buttons().map(b => b.label))`
	for _, o := range options {
		for i := 0; !hasButtonOn(e, o.want); i++ {
			if i > 40 {
				t.Fatalf("no %q on the new-game screen: %v", o.want, buttonsOf(e))
			}
			next := o.next
			if next == "" {
				next = labelStarting(e, strings.SplitAfter(o.want, ": ")[0])
			}
			var before string
			e.Value(labels, &before)
			press(next)
			e.WaitFor(fmt.Sprintf("the press of %q", next), fmt.Sprintf("%s !== %q", labels, before))
		}
	}
}

// waitSaid waits until the live region has said line.
func waitSaid(t *testing.T, e Engine, line string) {
	t.Helper()
	for deadline := time.Now().Add(Timeout); ; time.Sleep(50 * time.Millisecond) {
		var said []string
		e.Value(`[...document.querySelectorAll("#speech-log p")].map(p => p.textContent)`, &said)
		if slices.Contains(said, line) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the live region did not say %q; its last lines: %q", line, said[max(0, len(said)-4):])
		}
	}
}

// checkAccessibilityTree checks what Chromium's accessibility tree shows a
// screen reader: a log (the live region) and a text box named for what it
// takes (a combobox: it offers the legal steps).
func checkAccessibilityTree(t *testing.T, p *Page) {
	t.Helper()
	res, err := chromedp.Call(p.ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		t.Fatalf("the accessibility tree: %v", err)
	}
	var roles []string
	for _, n := range res.Nodes {
		if n.Role == nil || n.Name == nil {
			continue
		}
		role, name := strings.Trim(string(n.Role.Value), `"`), strings.Trim(string(n.Name.Value), `"`)
		roles = append(roles, role+": "+name)
	}
	for _, want := range []string{"log: ", "combobox: Step or command"} {
		if !slices.ContainsFunc(roles, func(r string) bool { return strings.HasPrefix(r, want) }) {
			t.Errorf("the accessibility tree has no %q: %q", want, roles)
		}
	}
}

// TestScreenReaderGamesWebKit plays the same in WebKitGTK's MiniBrowser.
func TestScreenReaderGamesWebKit(t *testing.T) {
	w := OpenWebKit(t, Serve(t, Dist(t)), Shots(t))
	speakAll(t, w, "webkit-")
}
