package rules

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"

	"pentarchy/game"
)

// Doc is one game's rules: a title and its blocks in reading order.
type Doc struct {
	Title  string
	Blocks []Block
}

// BlockKind says what a block is.
type BlockKind int

const (
	Heading   BlockKind = iota // a section's title
	Paragraph                  // running text
	Item                       // an item of a list, with its Mark
	Figure                     // a diagram with its caption
)

// Block is a heading, a paragraph, a list item or a diagram. Text may hold
// **bold** words (see Spans).
type Block struct {
	Kind    BlockKind
	Text    string
	Mark    string   // Item: "•", or the number of a numbered item ("1.")
	Diagram *Diagram // Figure
}

// Diagram is a small board drawn by a game's own board view: a position,
// then one frame after another, each the board after some actions, as the
// game would show it.
type Diagram struct {
	Options  game.Options // nil: the game's defaults
	Position string       // "": the start position
	Setup    []Action     // done before the first frame
	Frames   []Frame
	Caption  string
	Line     int // the line of its ::: diagram, for messages
}

// Frame is one board of a diagram: the actions that lead to it from the
// frame before, and whether it shows the legal marks a player would see.
type Frame struct {
	Actions []Action
	Marks   bool
}

// Action is one thing done on a diagram's board, as a player or the rules
// would: Verb is "tap" (a cell or site by name), "press" (a button the board
// view offers, by label or the start of its label) or "step" (a step played
// as it is).
type Action struct {
	Verb, Arg string
}

// MaxFrames is the most frames a diagram may have: more would not fit a
// phone's screen.
const MaxFrames = 3

// Parse reads a rules file (see the package comment). An error names the
// line and what is wrong with it.
func Parse(text string) (*Doc, error) {
	p := &parser{doc: &Doc{}}
	for i, line := range strings.Split(text, "\n") {
		p.n = i + 1
		if err := p.line(line); err != nil {
			return nil, fmt.Errorf("line %d: %w", p.n, err)
		}
	}
	if p.fig != nil {
		return nil, fmt.Errorf("line %d: the diagram begun on line %d has no closing :::", p.n, p.fig.Line)
	}
	if err := p.close(); err != nil {
		return nil, err
	}
	if p.doc.Title == "" {
		return nil, fmt.Errorf("no title: the file must begin with a line \"# <game's name>\"")
	}
	return p.doc, nil
}

// parser is the state of Parse between lines.
type parser struct {
	doc  *Doc
	n    int      // the line being read, from 1
	open *Block   // the paragraph or item that the next plain line continues
	from int      // the line where open began
	fig  *Diagram // the diagram being read, until its :::
}

func (p *parser) line(s string) error {
	if p.fig != nil {
		return p.diagramLine(s)
	}
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return p.close()
	case strings.HasPrefix(s, "# "):
		return p.title(s[2:])
	case strings.HasPrefix(s, "## "):
		return p.add(Block{Kind: Heading, Text: strings.TrimSpace(s[3:])}, false)
	case strings.HasPrefix(s, "#"):
		return fmt.Errorf("%q: a title is \"# <text>\", a heading \"## <text>\"", s)
	case s == "::: diagram":
		p.fig = &Diagram{Line: p.n}
		return p.close()
	case strings.HasPrefix(s, ":::"):
		return fmt.Errorf("%q: a diagram begins with the line \"::: diagram\"", s)
	}
	if mark, rest, ok := itemMark(s); ok {
		return p.add(Block{Kind: Item, Mark: mark, Text: rest}, true)
	}
	if p.open != nil {
		p.open.Text += " " + s
		return nil
	}
	return p.add(Block{Kind: Paragraph, Text: s}, true)
}

// title sets the document's title, which comes first and once.
func (p *parser) title(t string) error {
	if p.doc.Title != "" || len(p.doc.Blocks) > 0 {
		return fmt.Errorf("a second title %q: only the first line is \"# <title>\"", t)
	}
	if strings.TrimSpace(t) == "" {
		return fmt.Errorf("an empty title")
	}
	p.doc.Title = strings.TrimSpace(t)
	return nil
}

// add appends a block; continued tells whether following plain lines
// join it.
func (p *parser) add(b Block, continued bool) error {
	if p.doc.Title == "" {
		return fmt.Errorf("text before the title: the file must begin with \"# <game's name>\"")
	}
	if b.Text == "" {
		return fmt.Errorf("an empty heading or item")
	}
	if err := p.close(); err != nil {
		return err
	}
	p.doc.Blocks = append(p.doc.Blocks, b)
	if !continued {
		return checkBold(b.Text)
	}
	p.open, p.from = &p.doc.Blocks[len(p.doc.Blocks)-1], p.n
	return nil
}

// close ends the paragraph or item that plain lines were continuing.
func (p *parser) close() error {
	if p.open == nil {
		return nil
	}
	b := p.open
	p.open = nil
	if err := checkBold(b.Text); err != nil {
		return fmt.Errorf("in the text begun on line %d: %w", p.from, err)
	}
	return nil
}

// itemMark recognises the start of a list item, "- text" or "12. text"
// (with no text, an empty item).
func itemMark(s string) (mark, rest string, ok bool) {
	if s == "-" || strings.HasPrefix(s, "- ") {
		return "•", strings.TrimSpace(s[1:]), true
	}
	digits := strings.TrimLeftFunc(s, unicode.IsDigit)
	if n := len(s) - len(digits); n > 0 && n <= 3 && (digits == "." || strings.HasPrefix(digits, ". ")) {
		return s[:n+1], strings.TrimSpace(digits[1:]), true
	}
	return "", "", false
}

// checkBold refuses a text whose ** marks do not pair up.
func checkBold(s string) error {
	if strings.Count(s, "**")%2 == 1 {
		return fmt.Errorf("a ** that is never closed in %q", s)
	}
	return nil
}

// diagramLine reads one line of a diagram: a field, or the closing :::.
func (p *parser) diagramLine(s string) error {
	d := p.fig
	s = strings.TrimSpace(s)
	if s == ":::" {
		p.fig = nil
		return p.closeDiagram(d)
	}
	key, value, ok := strings.Cut(s, ":")
	value = strings.TrimSpace(value)
	if !ok {
		return fmt.Errorf("%q in a diagram: each line is \"field: value\", or ::: to close it", s)
	}
	var err error
	switch key {
	case "options":
		err = json.Unmarshal([]byte(value), &d.Options)
	case "position":
		d.Position = value
	case "setup":
		d.Setup, err = parseActions(value)
	case "frame", "result":
		var acts []Action
		acts, err = parseActions(value)
		d.Frames = append(d.Frames, Frame{Actions: acts, Marks: key == "frame"})
	case "caption":
		d.Caption = value
		err = checkBold(value)
	default:
		err = fmt.Errorf("unknown diagram field %q (options, position, setup, frame, result, caption)", key)
	}
	return err
}

// closeDiagram checks a diagram at its ::: and adds it.
func (p *parser) closeDiagram(d *Diagram) error {
	switch {
	case len(d.Frames) == 0:
		return fmt.Errorf("the diagram begun on line %d has no frame", d.Line)
	case len(d.Frames) > MaxFrames:
		return fmt.Errorf("the diagram begun on line %d has %d frames, at most %d fit", d.Line, len(d.Frames), MaxFrames)
	case d.Caption == "":
		return fmt.Errorf("the diagram begun on line %d has no caption", d.Line)
	}
	return p.add(Block{Kind: Figure, Text: d.Caption, Diagram: d}, false)
}

// parseActions reads "tap e5; press End turn; step end". An empty text is
// no action.
func parseActions(s string) ([]Action, error) {
	var acts []Action
	for part := range strings.SplitSeq(s, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		verb, arg, _ := strings.Cut(part, " ")
		arg = strings.TrimSpace(arg)
		if verb != "tap" && verb != "press" && verb != "step" {
			return nil, fmt.Errorf("unknown action %q: actions are tap, press and step", part)
		}
		if arg == "" {
			return nil, fmt.Errorf("%q says what to do but not on what", part)
		}
		acts = append(acts, Action{Verb: verb, Arg: arg})
	}
	return acts, nil
}

// Span is a run of text in one weight.
type Span struct {
	Text string
	Bold bool
}

// Spans splits a text at its ** marks into runs of regular and bold text.
// Empty runs are left out.
func Spans(s string) []Span {
	var out []Span
	for i, part := range strings.Split(s, "**") {
		if part != "" {
			out = append(out, Span{Text: part, Bold: i%2 == 1})
		}
	}
	return out
}
