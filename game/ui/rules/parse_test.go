package rules

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pentarchy/game/registry"
)

// TestParse checks a small file that uses every kind of block.
func TestParse(t *testing.T) {
	src := strings.Join([]string{
		"# Game",
		"",
		"First line",
		"and its **continuation**.",
		"## Section",
		"- an item",
		"  continued",
		"- **bold** item",
		"12. numbered",
		"::: diagram",
		`options: {"size": "small", "players": 2}`,
		"position: 9/9 b 3 0",
		"setup: step add c5",
		"frame: tap d5; press End turn",
		"result:",
		"caption: It **works**.",
		":::",
		"Last.",
	}, "\n")
	doc, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	want := &Doc{Title: "Game", Blocks: []Block{
		{Kind: Paragraph, Text: "First line and its **continuation**."},
		{Kind: Heading, Text: "Section"},
		{Kind: Item, Mark: "•", Text: "an item continued"},
		{Kind: Item, Mark: "•", Text: "**bold** item"},
		{Kind: Item, Mark: "12.", Text: "numbered"},
		{Kind: Figure, Text: "It **works**.", Diagram: &Diagram{
			Options:  map[string]string{"size": "small", "players": "2"},
			Position: "9/9 b 3 0",
			Setup:    []Action{{"step", "add c5"}},
			Frames: []Frame{
				{Actions: []Action{{"tap", "d5"}, {"press", "End turn"}}, Marks: true},
				{Marks: false},
			},
			Caption: "It **works**.",
			Line:    10,
		}},
		{Kind: Paragraph, Text: "Last."},
	}}
	if !reflect.DeepEqual(doc, want) {
		t.Errorf("Parse =\n%s\nwant\n%s", dump(doc), dump(want))
	}
}

// TestParseErrors checks that each mistake is refused with the line and a
// reason a writer can act on.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"", "no title"},
		{"Text\n# Title", "line 1: text before the title"},
		{"# A\n# B", "line 2: a second title"},
		{"# A\nsome **bold\n\nnext", "line 3: in the text begun on line 2: a ** that is never closed"},
		{"# A\n## ", `line 2: "##": a title is`},
		{"# A\n### Deep", `line 2: "### Deep": a title is`},
		{"# A\n::: diagram\nframe: tap a1", "line 3: the diagram begun on line 2 has no closing :::"},
		{"# A\n::: diagram\ncaption: c\n:::", "line 4: the diagram begun on line 2 has no frame"},
		{"# A\n::: diagram\nframe:\n:::", "line 4: the diagram begun on line 2 has no caption"},
		{"# A\n::: diagram\nframe:\nframe:\nframe:\nframe:\ncaption: c\n:::", "has 4 frames, at most 3 fit"},
		{"# A\n::: diagram\ncolour: red\n:::", `line 3: unknown diagram field "colour"`},
		{"# A\n::: diagram\nnothing here\n:::", `line 3: "nothing here" in a diagram`},
		{"# A\n::: diagram\nframe: jump a1\n:::", `line 3: unknown action "jump a1"`},
		{"# A\n::: diagram\nframe: tap\n:::", `line 3: "tap" says what to do but not on what`},
		{"# A\n::: diagram\noptions: {\n:::", "line 3: unexpected end of JSON input"},
		{"# A\n::: figure", `line 2: "::: figure": a diagram begins`},
	} {
		_, err := Parse(tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): error %v, want one containing %q", tc.src, err, tc.want)
		}
	}
}

// TestSpans checks the split at ** marks.
func TestSpans(t *testing.T) {
	got := Spans("a **b c** d**e**")
	want := []Span{{"a ", false}, {"b c", true}, {" d", false}, {"e", true}}
	if !slices.Equal(got, want) {
		t.Errorf("Spans = %v, want %v", got, want)
	}
}

// TestParseTable checks the strings file format and its errors.
func TestParseTable(t *testing.T) {
	table, err := ParseTable("# comment\n\na.b = One {1}\nc-d=Two = three\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]string{"a.b": "One {1}", "c-d": "Two = three"}; !reflect.DeepEqual(table, want) {
		t.Errorf("table %v, want %v", table, want)
	}
	for _, tc := range []struct{ src, want string }{
		{"a.b One", `line 1: "a.b One" is not "key = text"`},
		{"A = x", `line 1: "A" is not a key`},
		{"a = x\na = y", `line 2: the key "a" again`},
		{"a =", `line 1: the key "a" has no text`},
	} {
		if _, err := ParseTable(tc.src); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseTable(%q): error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestText checks that arguments fill their places, in any order, and
// that a missing key shows.
func TestText(t *testing.T) {
	c := &Catalog{table: map[string]string{"k": "{2} before {1}, not {3}"}}
	if got := c.Text("k", "a", 7); got != "7 before a, not {3}" {
		t.Errorf("Text = %q", got)
	}
	if got := c.Text("missing"); got != "[missing]" {
		t.Errorf("missing key: %q", got)
	}
	for text, want := range map[string]string{
		"{{1}}": "{x}", "{}": "{}", "{1": "{1", "{a} {1}": "{a} x", "{0}{+1}": "{0}{+1}", "1.5 {1}{1}": "1.5 xx", "}{": "}{",
	} {
		c := &Catalog{table: map[string]string{"k": text}}
		if got := c.Text("k", "x"); got != want {
			t.Errorf("Text of %q = %q, want %q", text, got, want)
		}
	}
}

// FuzzText checks that any text and argument come out whole: every
// placeholder of the argument replaced, everything else as it was.
func FuzzText(f *testing.F) {
	f.Add("{2} before {1}, not {3}", "a")
	f.Add("{{1}}", "{1}")
	f.Fuzz(func(t *testing.T, text, arg string) {
		c := &Catalog{table: map[string]string{"k": text}}
		got := c.Text("k", arg)
		// With one argument only {1} names it (and {01}, {001} …, left out).
		want := strings.ReplaceAll(text, "{1}", arg)
		if !strings.Contains(arg, "{") && !strings.Contains(text, "{0") && got != want {
			t.Errorf("Text of %q with %q = %q, want %q", text, arg, got, want)
		}
	})
}

// TestEnglish checks that the English texts load, that every game of the
// registry has its rules with two to four diagrams and a few sections, and
// nothing else has rules.
func TestEnglish(t *testing.T) {
	c, err := English()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range registry.All() {
		ids = append(ids, r.ID())
		doc, ok := c.Doc(r.ID())
		if !ok {
			t.Errorf("no rules for %s", r.ID())
			continue
		}
		if doc.Title != r.Name() {
			t.Errorf("%s: title %q, want the game's name %q", r.ID(), doc.Title, r.Name())
		}
		figures, headings := 0, 0
		for _, b := range doc.Blocks {
			switch b.Kind {
			case Figure:
				figures++
			case Heading:
				headings++
			}
		}
		if figures < 2 || figures > 4 || headings < 3 {
			t.Errorf("%s: %d diagrams and %d sections, want 2 to 4 diagrams and at least 3 sections", r.ID(), figures, headings)
		}
	}
	got := c.Games()
	slices.Sort(got)
	slices.Sort(ids)
	if !slices.Equal(got, ids) {
		t.Errorf("rules for %v, want %v", got, ids)
	}
}

// dump writes a document readably, for failure messages.
func dump(d *Doc) string {
	var b strings.Builder
	fmt.Fprintf(&b, "title %q\n", d.Title)
	for _, bl := range d.Blocks {
		fmt.Fprintf(&b, "%d %q %q", bl.Kind, bl.Mark, bl.Text)
		if bl.Diagram != nil {
			fmt.Fprintf(&b, " %+v", *bl.Diagram)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestEveryFileIsEmbedded fails when a file of en/ is not among the texts
// the catalog embeds, or differs from it.
func TestEveryFileIsEmbedded(t *testing.T) {
	files, err := os.ReadDir("en")
	if err != nil {
		t.Fatal(err)
	}
	embedded := map[string]string{stringsFile: englishTable}
	for _, d := range englishRules() {
		embedded[d.game+".txt"] = d.text
	}
	for _, f := range files {
		data, err := os.ReadFile("en/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		if text, ok := embedded[f.Name()]; !ok || text != string(data) {
			t.Errorf("en/%s is not embedded as it is", f.Name())
		}
		delete(embedded, f.Name())
	}
	if len(embedded) > 0 {
		t.Errorf("embedded texts without a file: %v", embedded)
	}
}
