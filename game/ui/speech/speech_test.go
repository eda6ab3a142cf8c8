package speech_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/rng"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/rules"
	"pentarchy/game/ui/speech"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// names are the players' names the tests use, by game: those of the
// board views.
var names = map[string][]string{
	"phalanx":         {"Black", "White"},
	"patriarchs":      {"Blue", "Red"},
	"parry":           {"White", "Black", "Red", "Green", "Blue", "Magenta"},
	"conquid":         {"Red", "Blue"},
	"source-of-power": {"Red", "Blue", "Green", "Yellow"},
}

// words returns the words of the table for a game, with a plain status:
// who moves, or the result.
func words(t testing.TB, gameID string) speech.Words {
	t.Helper()
	c, err := rules.English()
	if err != nil {
		t.Fatal(err)
	}
	name := func(p int) string { return names[gameID][p-1] }
	return speech.Words{
		Text: c.Text,
		Name: name,
		Status: func(pos game.Position) string {
			if r := pos.Result(); r.Over {
				return fmt.Sprintf("Over: %v, %s.", r.Winners.List(), r.Reason)
			}
			return name(pos.Mover()) + " to play."
		},
	}
}

// narrator returns a narrator of a game at the start of rec's steps.
func narrator(t testing.TB, rec game.Record) *speech.Narrator {
	t.Helper()
	r, ok := registry.Find(rec.Game)
	if !ok {
		t.Fatalf("no game %q", rec.Game)
	}
	g, ok := games.Find(rec.Game)
	if !ok {
		t.Fatalf("no board reader for %q", rec.Game)
	}
	return speech.NewNarrator(r, g.Reader, words(t, rec.Game))
}

func nobody(int) bool { return false }

// TestWholeGames narrates a game of each kind, its steps chosen by a
// seeded source, and compares every line said with the golden file: the
// steps, what they changed, the statuses and the answers to every
// command at the end.
func TestWholeGames(t *testing.T) {
	for _, r := range registry.All() {
		t.Run(r.ID(), func(t *testing.T) {
			got := narrateGame(t, r, rng.New(7, 1))
			golden := filepath.Join("testdata", r.ID()+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("the narration differs from %s (go test -update to rewrite it):\n%s", golden, got)
			}
		})
	}
}

// narrateGame plays a random game of r to its end, or 120 steps, telling
// each step and answering each command at the end.
func narrateGame(t *testing.T, r game.Ruleset, src *rng.Rand) string {
	rec := game.Record{Game: r.ID(), Options: game.Options{}, Steps: []string{}}
	n := narrator(t, rec)
	var out strings.Builder
	say := func(lines ...string) {
		for _, l := range lines {
			out.WriteString(l + "\n")
		}
	}
	say(n.Follow(rec, nobody)...)
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	for len(rec.Steps) < 120 && !pos.Result().Over {
		legal := game.LegalTexts(pos)
		step := legal[src.IntN(len(legal))]
		if err := game.Play(pos, step); err != nil {
			t.Fatal(err)
		}
		rec.Steps = append(rec.Steps, step)
		say(n.Follow(rec, nobody)...)
	}
	legal := game.LegalTexts(pos)
	for _, cmd := range []string{"board", "cell " + n.Cells()[0].Name, "row 1", "reserve", "status", "last", "moves"} {
		say("> "+cmd, n.Answer(cmd, legal).Say)
	}
	return out.String()
}

// TestStepWords checks how steps of each notation are worded.
func TestStepWords(t *testing.T) {
	n := speech.NewNarrator(nil, nil, words(t, "phalanx"))
	for _, tc := range []struct{ step, want string }{
		{"move h2-g4", "moves h2 to g4"},
		{"push h7-g7", "pushes h7 to g7"},
		{"end", "ends the turn"},
		{"deploy cardinal d3", "deploys cardinal d3"},
		{"move 2,2-1,1", "moves 2,2 to 1,1"},
		{"place 0,0", "places a piece on 0,0"},
		{"move -3,0>-2,0>-1,1", "moves -3,0 to -2,0 to -1,1"},
		{"move 3,-1", "holds 3,-1"},
		{"attack -2,-1", "attacks -2,-1"},
		{"spawn tank 3,0", "spawns tank 3,0"},
		{"vanquish p9", "vanquishes the block at p9"},
	} {
		if got := n.StepWords(tc.step); got != tc.want {
			t.Errorf("%q is worded %q, want %q", tc.step, got, tc.want)
		}
	}
}

// TestEveryVerbHasWords fails when a step of any game begins with a verb
// the table has no words for: random playouts find the verbs.
func TestEveryVerbHasWords(t *testing.T) {
	c, err := rules.English()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range registry.All() {
		src := rng.New(3, 2)
		for range 5 {
			pos, _ := r.Start(nil)
			for i := 0; i < 300 && !pos.Result().Over; i++ {
				legal := game.LegalTexts(pos)
				for _, s := range legal {
					if verb, _, _ := speech.Parts(s); !c.Has("speech.verb." + verb) {
						t.Fatalf("%s: no words for the verb of %q (speech.verb.%s)", r.ID(), s, verb)
					}
				}
				game.Play(pos, legal[src.IntN(len(legal))])
			}
		}
	}
}

// TestMatch checks which legal steps a typed line names.
func TestMatch(t *testing.T) {
	n := speech.NewNarrator(nil, nil, words(t, "phalanx"))
	legal := []string{"add c6", "end", "move h2-g4", "move h2-h4", "push h2-g4x", "deploy cardinal d3", "deploy support d3", "move -3,0>-2,0"}
	for _, tc := range []struct {
		line string
		want []string
	}{
		{"move h2-g4", []string{"move h2-g4"}},
		{"MOVE H2-G4", []string{"move h2-g4"}},
		{"h2 to g4", []string{"move h2-g4"}},
		{"moves h2 g4", []string{"move h2-g4"}},
		{"from h2 to h4", []string{"move h2-h4"}},
		{"h2", nil},
		{"end", []string{"end"}},
		{"c6", []string{"add c6"}},
		{"d3", []string{"deploy cardinal d3", "deploy support d3"}},
		{"support d3", []string{"deploy support d3"}},
		{"deploys the cardinal on d3", []string{"deploy cardinal d3"}},
		{"-3,0 to -2,0", []string{"move -3,0>-2,0"}},
		{"g4 h2", nil},
		{"", nil},
	} {
		if got := n.Match(tc.line, legal); !slices.Equal(got, tc.want) {
			t.Errorf("%q matches %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestSuggest checks the steps offered while a line is typed.
func TestSuggest(t *testing.T) {
	n := speech.NewNarrator(nil, nil, words(t, "phalanx"))
	legal := []string{"add c6", "add c7", "end", "move h2-g4", "move h3-g4", "push h2-h4"}
	for _, tc := range []struct {
		line string
		want []string
	}{
		{"", []string{"add c6", "add c7", "end"}},
		{"h2", []string{"move h2-g4", "push h2-h4"}},
		{"mo", []string{"move h2-g4", "move h3-g4"}},
		{"c", []string{"add c6", "add c7"}},
		{"g4 h3", []string{"move h3-g4"}},
		{"pushes", []string{"push h2-h4"}},
		{"x9", nil},
	} {
		if got := n.Suggest(tc.line, legal, 3); !slices.Equal(got, tc.want) {
			t.Errorf("%q suggests %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestFollow checks what is said when steps come, are taken back, or
// replace others from some point on.
func TestFollow(t *testing.T) {
	rec := func(steps ...string) game.Record {
		return game.Record{Game: "phalanx", Options: game.Options{}, Steps: steps}
	}
	n := narrator(t, rec())
	for _, tc := range []struct {
		rec  game.Record
		want []string
	}{
		{rec(), []string{"Black to play."}},
		{rec("move h2-g4", "add f3"), []string{
			"Black moves h2 to g4. g4 now Black stone; h2 now empty.",
			"Black adds f3. f3 now Black stone.",
		}},
		{rec("move h2-g4", "add f3"), nil},
		{rec("move h2-g4"), []string{"Steps taken back: 1.", "Black to play."}},
		{rec("move h2-g4", "add h2"), []string{"Black adds h2. h2 now Black stone."}},
		{rec("add f3"), []string{"Black adds f3. f3 now Black stone."}}, // from the start again
	} {
		if got := n.Follow(tc.rec, nobody); !slices.Equal(got, tc.want) {
			t.Errorf("after %q: said %q, want %q", tc.rec.Steps, got, tc.want)
		}
	}
}

// TestSecretOrders checks that the orders of a player who is not at this
// device are said only as orders given, and what they did only once the
// turn resolves.
func TestSecretOrders(t *testing.T) {
	rec := game.Record{Game: "source-of-power", Options: game.Options{}}
	n := narrator(t, rec)
	n.Follow(rec, nobody)
	rec.Steps = []string{"spawn infantry -3,0", "move -3,0>-2,0", "end", "spawn tank 3,0", "move 3,0>2,0", "end"}
	blueAway := func(p int) bool { return p == 2 }
	got := strings.Join(n.Follow(rec, blueAway), "\n")
	want := []string{
		"Red spawns infantry -3,0.", "Red moves -3,0 to -2,0.", "Red ends the turn.",
		"Blue gives an order.\nBlue gives an order.\nBlue ends their orders. ",
		"2,0 now Blue tank, 3 HP",
	}
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("said %q, want %q in it", got, w)
		}
	}
	if strings.Contains(got, "Blue spawns") || strings.Contains(got, "Blue moves") {
		t.Errorf("Blue's orders were told: %q", got)
	}
}

// TestAnswers checks the commands' answers on a position of Phalanx.
func TestAnswers(t *testing.T) {
	rec := game.Record{Game: "phalanx", Options: game.Options{}, Steps: []string{"move h2-g4"}}
	n := narrator(t, rec)
	n.Follow(rec, nobody)
	legal := []string{"add f3", "end", "move g4-g5", "move g4-f5", "push g4-g5"}
	for _, tc := range []struct{ line, say, step string }{
		{"help", "Commands: board", ""},
		{"?", "Commands: board", ""},
		{"b", "White stone: b8, c8, b7 and c7. Black stone: g4, g3, h3 and g2. 73 empty.", ""},
		{"cell G4", "g4: Black stone.", ""},
		{"c z9", "There is no cell z9.", ""},
		{"g3", "g3: Black stone.", ""},
		{"row 2", "Row 2: a2 empty, b2 empty, c2 empty, d2 empty, e2 empty, f2 empty, g2 Black stone, h2 empty, i2 empty.", ""},
		{"row 12", "There is no row 12.", ""},
		{"reserve", "Black has 5 stones in supply, White has 5 stones in supply.", ""},
		{"status", "Black to play.", ""},
		{"last", "Black moves h2 to g4. g4 now Black stone; h2 now empty.", ""},
		{"moves", "5 legal steps: add f3; end; move g4-g5; move g4-f5; push g4-g5.", ""},
		{"m g4", "3 legal steps: move g4-g5; move g4-f5; push g4-g5.", ""},
		{"m a1", "No legal step uses a1.", ""},
		{"g4", "g4: Black stone.", ""},
		{"g4 g5", "Which step? move g4-g5; push g4-g5.", ""},
		{"g4 to f5", "", "move g4-f5"},
		{"End", "", "end"},
		{"fly away", "fly away is not a legal step. Type moves for the legal steps, or help.", ""},
	} {
		got := n.Answer(tc.line, legal)
		if got.Step != tc.step || !strings.Contains(got.Say, tc.say) {
			t.Errorf("%q answered %+v, want step %q and %q said", tc.line, got, tc.step, tc.say)
		}
	}
	if got := n.Answer("f3", nil); got.Step != "" || got.Say != "It is not your turn to play here." {
		t.Errorf("a step with none legal: %+v", got)
	}
}

// FuzzAnswer answers any line: a step it gives is always a legal one,
// and it always says something else.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{"help", "b", "cell e5", "row 3", "m g4", "g4 to f5", "-3,0>-2,0", "move h2-", ">>", "-", "c", ""} {
		f.Add(s)
	}
	rec := game.Record{Game: "phalanx", Options: game.Options{}, Steps: []string{"move h2-g4"}}
	n := narrator(f, rec)
	n.Follow(rec, nobody)
	legal := []string{"add f3", "end", "move g4-g5", "move g4-f5"}
	f.Fuzz(func(t *testing.T, line string) {
		got := n.Answer(line, legal)
		if (got.Step == "") == (got.Say == "") {
			t.Fatalf("%q answered %+v: a step or words, not both or neither", line, got)
		}
		if got.Step != "" && !slices.Contains(legal, got.Step) {
			t.Fatalf("%q gave the step %q, which is not legal", line, got.Step)
		}
	})
}
