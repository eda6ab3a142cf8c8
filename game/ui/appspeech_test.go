//go:build !js

package ui

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/storage"
)

// heard returns the lines the live region got since the last call.
func (a *App) heard(from *int) string {
	said := a.speech.page.Said()
	out := strings.Join(said[min(*from, len(said)):], "\n")
	*from = len(said)
	return out
}

// typeLine types a line in the text box and lets a tick answer it.
func (a *App) typeLine(line string) {
	a.speech.page.Type(line)
	a.followSpeech()
	a.followSpeech() // the scene the line opened says itself
}

// TestSpeechOfferAndToggle: the first Tab with the mode off says how to
// turn it on, once; F2 turns it on, shows the text box and keeps the
// setting, which a new app on the device finds.
func TestSpeechOfferAndToggle(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	seen := 0
	tab := input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyTab}}
	a.keys(tab)
	a.keys(tab)
	if got := a.heard(&seen); strings.Count(got, "Press F2") != 1 {
		t.Errorf("two Tabs said %q, want the offer once", got)
	}
	a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyF2}})
	a.followSpeech()
	got := a.heard(&seen)
	if !a.speech.page.Shown() || !strings.Contains(got, "Screen-reader mode on") || !strings.Contains(got, "main menu. Buttons: ") || !strings.Contains(got, "Phalanx") {
		t.Errorf("after F2: shown %v, said %q", a.speech.page.Shown(), got)
	}
	b := newApp(store)
	b.followSpeech()
	if !b.speech.on || !b.speech.page.Shown() || b.SpeechLabel() != "Reader: on" {
		t.Errorf("a new app does not find the mode on")
	}
	a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyF2}})
	if a.speech.page.Shown() || !strings.Contains(a.heard(&seen), "mode off") {
		t.Errorf("a second F2 does not turn the mode off")
	}
}

// TestSpeechPlaysPhalanx goes from the menu to a game and plays it by
// typed lines only: buttons by their labels, steps in words and in the
// notation, commands; every step is said with what it changed.
func TestSpeechPlaysPhalanx(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.toggleSpeech()
	a.followSpeech()
	seen := 0
	a.heard(&seen)
	a.typeLine("Phalanx")
	if got := a.heard(&seen); a.scene.Name() != "newgame" || !strings.Contains(got, "New game. Buttons: ") || !strings.Contains(got, "Start") {
		t.Fatalf("typing Phalanx: scene %s, said %q", a.scene.Name(), got)
	}
	a.typeLine("start")
	s, ok := a.scene.(*play.PlayScene)
	if got := a.heard(&seen); !ok || !strings.Contains(got, "Phalanx. Buttons: ") || !strings.Contains(got, "Black to act — 3 actions left") {
		t.Fatalf("typing start: scene %s, said %q", a.scene.Name(), got)
	}
	for _, tc := range []struct{ line, step, said string }{
		{"h2 to g4", "move h2-g4", "Black moves h2 to g4. g4 now Black stone; h2 now empty."},
		{"ADD C6", "", "ADD C6 is not a legal step"}, // Black cannot add beside White
		{"add f3", "add f3", "Black adds f3. f3 now Black stone."},
		{"h3", "", "h3: Black stone."},
		{"board", "", "White stone: b8, c8, b7 and c7. Black stone: g4, f3, g3, h3 and g2. 72 empty."},
		{"moves g4", "", "legal steps: "},
		{"end", "end", "Black ends the turn."},
		{"last", "", "Black moves h2 to g4."},
		{"reserve", "", "Black has 4 stones in supply, White has 5 stones in supply."},
		{"zork", "", "zork is not a legal step"},
		{"undo", "", "taken back"},
	} {
		before := slices.Clone(s.Rec.Steps)
		a.typeLine(tc.line)
		got := a.heard(&seen)
		if !strings.Contains(got, tc.said) {
			t.Errorf("%q said %q, want %q in it", tc.line, got, tc.said)
		}
		if tc.step != "" && !slices.Equal(s.Rec.Steps, append(before, tc.step)) {
			t.Errorf("%q: steps %q, want %q added", tc.line, s.Rec.Steps, tc.step)
		}
	}
	a.followSpeech()
	if got, want := a.speech.page.Offered(), s.Legal[:min(len(s.Legal), 40)]; !slices.Equal(got, want) {
		t.Errorf("offered %q for an empty line, want the legal steps %q", got, want)
	}
	a.speech.page.Typing("mo g")
	a.followSpeech()
	offered := a.speech.page.Offered()
	for _, o := range offered {
		if !strings.HasPrefix(o, "move ") || !strings.Contains(o, " g") && !strings.Contains(o, "-g") {
			t.Errorf("for %q offered %q: no move with a cell of file g", "mo g", o)
		}
	}
	if len(offered) == 0 {
		t.Errorf("nothing offered for %q", "mo g")
	}
}

// TestSpeechHidesTheComputersOrders plays Source of Power against the
// computer by typed lines: the computer's orders are said only as orders
// given, and what they did once the turn resolves.
func TestSpeechHidesTheComputersOrders(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.toggleSpeech()
	a.typeLine("source of power")
	seen := 0
	a.heard(&seen)
	a.typeLine("Blue: person")
	if got := a.heard(&seen); got != "Now: Blue: computer; Computer: level 3, it adapts; ◄; ►." {
		t.Errorf("pressing Blue: person said %q", got)
	}
	a.typeLine("start")
	s := a.scene.(*play.PlayScene)
	if s.Seats[1].Person() {
		t.Fatalf("Blue is a person")
	}
	a.heard(&seen)
	a.typeLine("spawn infantry -3,0")
	a.typeLine("end")
	for ticks := 0; s.Pos.Mover() == 2; ticks++ {
		if ticks > 100000 {
			t.Fatalf("the computer gave no orders: %q", s.Rec.Steps)
		}
		s.Tick()
		a.followSpeech()
	}
	got := a.heard(&seen)
	if !strings.Contains(got, "Red spawns infantry -3,0.") || !strings.Contains(got, "Blue ends their orders.") || !strings.Contains(got, "-3,0 now Red infantry") {
		t.Errorf("said %q", got)
	}
	orders := len(s.Rec.Steps) - 3 // all but Red's spawn and end, and Blue's end
	if n := strings.Count(got, "Blue gives an order."); n != orders {
		t.Errorf("%d orders of the computer in %q, said %d times: %q", orders, s.Rec.Steps, n, got)
	}
	for _, step := range s.Rec.Steps[2:] {
		if verb, _, _ := strings.Cut(step, " "); verb != "end" && strings.Contains(got, "Blue "+verb) {
			t.Errorf("the computer's order %q was told: %q", step, got)
		}
	}
}

// TestSpeechOnline plays a turn of Source of Power between two devices in
// the screen-reader mode, each by typed lines: each device hears the
// friend's orders only as orders given, and what the turn did.
func TestSpeechOnline(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	connect(t, host, guest, "Source of Power")
	heard := map[*App]*int{host: new(int), guest: new(int)}
	for _, a := range []*App{host, guest} {
		a.toggleSpeech()
		a.followSpeech()
		a.heard(heard[a])
	}
	red := []string{"spawn infantry -3,0", "move -3,0>-1,0>0,0", "end"}
	blue := []string{"spawn infantry 3,0", "move 3,0>1,0>0,0", "end"}
	for _, step := range red {
		host.typeLine(step)
	}
	tickUntil(t, "Red's seal", func() bool { return strings.Contains(say(guest), "sealed") }, host, guest)
	for _, step := range blue {
		guest.typeLine(step)
	}
	turn := append(slices.Clone(red), blue...)
	tickUntil(t, "the turn resolved on both", func() bool {
		return slices.Equal(steps(t, host), turn) && slices.Equal(steps(t, guest), append(turn, "end"))
	}, host, guest)
	host.scene.(*play.PlayScene).Link.(interface{ Chat(string) }).Chat("good luck")
	tickUntil(t, "the chat line", func() bool { return strings.Contains(say(guest), "good luck") }, host, guest)
	for a, tc := range map[*App]struct{ me, friend string }{host: {"Red", "Blue"}, guest: {"Blue", "Red"}} {
		a.followSpeech()
		got := a.heard(heard[a])
		wants := []string{tc.me + " spawns infantry", tc.friend + " gives an order.", tc.friend + " ends their orders.", "-1,0 now Red upgraded infantry"}
		if a == guest {
			wants = append(wants, "Friend: good luck")
		}
		for _, want := range wants {
			if !strings.Contains(got, want) {
				t.Errorf("%s's device said %q, want %q in it", tc.me, got, want)
			}
		}
		if strings.Contains(got, tc.friend+" spawns") || strings.Contains(got, tc.friend+" moves") || strings.Contains(got, "taken back") {
			t.Errorf("%s's device told the friend's orders: %q", tc.me, got)
		}
	}
}

// TestSpeechHandOver plays Source of Power hot-seat by typed lines: when
// the hand-over screen comes up it says so and names its buttons; typing
// the ready button's label takes it down, and the status is said.
func TestSpeechHandOver(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.toggleSpeech()
	a.typeLine("source of power")
	a.typeLine("start")
	seen := 0
	a.heard(&seen)
	a.typeLine("spawn infantry -3,0")
	a.typeLine("end")
	got := a.heard(&seen)
	if !strings.Contains(got, "Buttons: Blue is ready") {
		t.Fatalf("the hand-over screen said %q", got)
	}
	a.typeLine("spawn tank 3,0")
	if got := a.heard(&seen); !strings.Contains(got, "not your turn") {
		t.Errorf("a step behind the hand-over screen said %q", got)
	}
	a.typeLine("Blue is ready")
	if got := a.heard(&seen); !strings.Contains(got, "Blue gives orders") {
		t.Errorf("Blue is ready said %q", got)
	}
	a.typeLine("spawn tank 3,0")
	if got := a.heard(&seen); !strings.Contains(got, "Blue spawns tank 3,0.") {
		t.Errorf("Blue's order said %q", got)
	}
}

// TestSpeechChart: in a finished game, the typed command chart opens the
// chart and says so; once the analysis is done the chart is read out:
// the result and the biggest swings, each with its step, mover, chances
// and the better step; chart again says it again.
func TestSpeechChart(t *testing.T) {
	a := newTestApp(t, 1024, 768, 1)
	r, _ := registry.Find("phalanx")
	var rec game.Record // level 1 against itself to the end: its swings are big
	if data, err := os.ReadFile("testdata/phalanx-level1.json"); err != nil || json.Unmarshal(data, &rec) != nil {
		t.Fatalf("the kept game: %v", err)
	}
	p, err := play.ResumePlayScene(a, r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(p)
	a.toggleSpeech()
	seen := 0
	a.followSpeech()
	a.heard(&seen)
	a.typeLine("chart")
	if got := a.heard(&seen); !strings.Contains(got, "analysing the game") {
		t.Fatalf("chart said %q", got)
	}
	tickUntil(t, "the analysis", func() bool { return p.ChartWords() != "" }, a)
	a.followSpeech()
	said := a.heard(&seen)
	want := fmt.Sprintf("Chart of %d steps. %s. ", len(rec.Steps), p.Status().Text)
	if !strings.HasPrefix(said, want) || !strings.Contains(said, "Biggest swings: 1. Step ") || !strings.Contains(said, "% to ") || !strings.Contains(said, "; better: ") {
		t.Errorf("the chart said %q, want it to begin %q and name its swings", said, want)
	}
	a.typeLine("chart")
	if again := a.heard(&seen); !strings.Contains(again, p.ChartWords()) || !strings.HasPrefix(p.ChartWords(), "Chart of") {
		t.Errorf("chart again said %q", again)
	}
}
