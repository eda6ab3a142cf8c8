package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, and that a document it
// accepts, written out again, reads back the same. The English rules are
// among its seeds.
func FuzzParse(f *testing.F) {
	f.Add("# A\n\npara\n- item\n::: diagram\nframe: tap a1\ncaption: c\n:::\n")
	f.Add("# A\n## H\n1. one\n2. **two**\n")
	for _, d := range englishRules() {
		f.Add(d.text)
	}
	f.Fuzz(func(t *testing.T, src string) {
		doc, err := Parse(src)
		if err != nil {
			return
		}
		again, err := Parse(format(doc))
		if err != nil {
			t.Fatalf("the document written out does not parse: %v\n%s", err, format(doc))
		}
		for _, d := range []*Doc{doc, again} {
			for i := range d.Blocks {
				if dg := d.Blocks[i].Diagram; dg != nil {
					dg.Line = 0
				}
			}
		}
		if !reflect.DeepEqual(doc, again) {
			t.Fatalf("written out and read again:\n%s\nwant\n%s", dump(again), dump(doc))
		}
	})
}

// FuzzParseTable checks that ParseTable never panics and keeps what it
// accepts exactly.
func FuzzParseTable(f *testing.F) {
	f.Add("a.b = One {1}\n# c\n")
	f.Add(englishTable)
	f.Fuzz(func(t *testing.T, src string) {
		table, err := ParseTable(src)
		if err != nil {
			return
		}
		var b strings.Builder
		for k, v := range table {
			b.WriteString(k + " = " + v + "\n")
		}
		again, err := ParseTable(b.String())
		if err != nil || !reflect.DeepEqual(table, again) {
			t.Fatalf("written out and read again: %v, %v; want %v", again, err, table)
		}
	})
}

// format writes a document in the rules file markup, one line a block.
func format(d *Doc) string {
	var b strings.Builder
	b.WriteString("# " + d.Title + "\n")
	for _, bl := range d.Blocks {
		b.WriteString("\n")
		switch bl.Kind {
		case Heading:
			b.WriteString("## " + bl.Text + "\n")
		case Paragraph:
			b.WriteString(bl.Text + "\n")
		case Item:
			if bl.Mark == "•" {
				b.WriteString("- " + bl.Text + "\n")
			} else {
				b.WriteString(bl.Mark + " " + bl.Text + "\n")
			}
		case Figure:
			formatDiagram(&b, bl.Diagram)
		}
	}
	return b.String()
}

func formatDiagram(b *strings.Builder, d *Diagram) {
	b.WriteString("::: diagram\n")
	if d.Options != nil {
		opts, _ := json.Marshal(map[string]string(d.Options)) // as texts: game.Options writes "007" as 7
		b.WriteString("options: " + string(opts) + "\n")
	}
	if d.Position != "" {
		b.WriteString("position: " + d.Position + "\n")
	}
	if d.Setup != nil {
		b.WriteString("setup: " + formatActions(d.Setup) + "\n")
	}
	for _, fr := range d.Frames {
		key := "result: "
		if fr.Marks {
			key = "frame: "
		}
		b.WriteString(key + formatActions(fr.Actions) + "\n")
	}
	b.WriteString("caption: " + d.Caption + "\n:::\n")
}

func formatActions(acts []Action) string {
	var parts []string
	for _, a := range acts {
		parts = append(parts, a.Verb+" "+a.Arg)
	}
	return strings.Join(parts, "; ")
}
