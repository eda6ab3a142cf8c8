//go:build !js

package browsertest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pentarchy/game"
	"pentarchy/game/registry"
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
	p.WaitScene("menu")
	p.Key("\t")
	p.WaitFor("the offer of the mode", `document.getElementById("speech-log").textContent.includes("Press F2")`)
	p.Key(kb.F2)
	p.WaitFor("the text box", `document.activeElement && document.activeElement.id === "speech-line"`)
	checkAccessibilityTree(t, p)
	for _, g := range spokenGames {
		t.Run(g.button, func(t *testing.T) { playSpoken(t, p, g) })
	}
	p.Screenshot("speech-end")
	p.Reload() // the mode stays on, with the keyboard in its text box
	p.WaitScene("menu")
	p.WaitFor("the text box after a reload", `document.activeElement && document.activeElement.id === "speech-line"`)
	p.WaitFor("the menu said after a reload", `document.getElementById("speech-log").textContent.includes("main menu. Buttons: ")`)
}

// playSpoken plays g from the menu back to the menu by typed lines.
func playSpoken(t *testing.T, p *Page, g spokenGame) {
	p.typeLine(g.button)
	p.WaitScene("newgame")
	for _, o := range g.options {
		for i := 0; !p.HasButton(o.want); i++ {
			if i > 40 {
				t.Fatalf("no %q on the new-game screen: %v", o.want, p.Buttons())
			}
			next := o.next
			if next == "" {
				next = optionLabel(p, strings.SplitAfter(o.want, ": ")[0])
			}
			p.typeLine(next)
		}
	}
	p.typeLine("Start")
	p.WaitScene("play")
	narr := nativeNarrator(t, g)
	narr.Follow(game.Record{Game: g.rec.Game, Options: g.rec.Options}, func(int) bool { return false })
	for i, step := range g.rec.Steps {
		if b := readyButton(p); b != "" {
			p.typeLine(b)
		}
		p.typeLine(step)
		p.WaitSteps(i + 1)
		rec := g.rec
		rec.Steps = g.rec.Steps[:i+1]
		for _, line := range narr.Follow(rec, func(int) bool { return false }) {
			p.waitSaid(line)
		}
	}
	if status := p.Status(); !strings.Contains(status, "wins") && !strings.Contains(status, "Draw") {
		t.Errorf("the game is not over: %q", status)
	} else {
		p.waitSaid(status)
	}
	p.Screenshot("speech-" + g.rec.Game)
	p.typeLine("Menu")
	p.WaitScene("menu")
}

// nativeNarrator words g as the page does, without the status lines,
// which come from the board views.
func nativeNarrator(t *testing.T, g spokenGame) *speech.Narrator {
	c, err := rules.English()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := registry.Find(g.rec.Game)
	b, _ := speech.BoardOf(g.rec.Game)
	return speech.NewNarrator(r, b, speech.Words{
		Text:   c.Text,
		Name:   func(pl int) string { return g.names[pl-1] },
		Status: func(game.Position) string { return "" },
	})
}

// readyButton is the hand-over screen's button ("Blue is ready"), if it
// shows.
func readyButton(p *Page) string {
	for _, b := range p.Buttons() {
		if strings.HasSuffix(b.Label, " is ready") {
			return b.Label
		}
	}
	return ""
}

// typeLine types a line in the screen-reader mode's text box, which has
// the keyboard, and presses Enter.
func (p *Page) typeLine(line string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.inputContext(), input.InsertText, input.InsertTextParams{Text: line}); err != nil {
		p.t.Fatalf("type %q: %v", line, err)
	}
	p.Key(kb.Enter)
}

// waitSaid waits until the live region has said line.
func (p *Page) waitSaid(line string) {
	p.t.Helper()
	p.WaitFor(fmt.Sprintf("the live region to say %q", line),
		fmt.Sprintf(`[...document.querySelectorAll("#speech-log p")].some(p => p.textContent === %q)`, line))
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
