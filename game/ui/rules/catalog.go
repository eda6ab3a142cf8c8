package rules

import (
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The English texts, a file each in en/: the table of short texts and
// each game's rules. A translation would embed its own folder's files the
// same way. (Strings, not an embed.FS: the file system's code would add
// itself to the page.)
var (
	//go:embed en/strings.txt
	englishTable string
	//go:embed en/phalanx.txt
	englishPhalanx string
	//go:embed en/patriarchs.txt
	englishPatriarchs string
	//go:embed en/parry.txt
	englishParry string
	//go:embed en/conquid.txt
	englishConquid string
	//go:embed en/source-of-power.txt
	englishPower string
)

// englishRules are the games' rules, as game id and text.
func englishRules() []gameText {
	return []gameText{
		{"phalanx", englishPhalanx}, {"patriarchs", englishPatriarchs}, {"parry", englishParry},
		{"conquid", englishConquid}, {"source-of-power", englishPower},
	}
}

// gameText is the text of one game's rules.
type gameText struct{ game, text string }

// stringsFile is the name of the table of short texts in a language's
// folder; every other .txt file is the rules of the game its name gives.
const stringsFile = "strings.txt"

// Catalog is every text of one language: the rules of each game and the
// table of short texts.
type Catalog struct {
	docs  map[string]*Doc
	table map[string]string
}

// English returns the catalog of the English texts.
func English() (*Catalog, error) { return load(englishTable, englishRules()) }

// load reads a language's table of short texts and its games' rules.
func load(table string, docs []gameText) (*Catalog, error) {
	c := &Catalog{docs: map[string]*Doc{}}
	var err error
	if c.table, err = ParseTable(table); err != nil {
		return nil, fmt.Errorf("%s: %w", stringsFile, err)
	}
	for _, d := range docs {
		if c.docs[d.game], err = Parse(d.text); err != nil {
			return nil, fmt.Errorf("%s.txt: %w", d.game, err)
		}
	}
	return c, nil
}

// Doc returns the rules of the game with the given id.
func (c *Catalog) Doc(game string) (*Doc, bool) {
	d, ok := c.docs[game]
	return d, ok
}

// Games lists the ids of the games that have rules.
func (c *Catalog) Games() []string {
	var ids []string
	for id := range c.docs {
		ids = append(ids, id)
	}
	return ids
}

// Has tells whether the table has a text under key.
func (c *Catalog) Has(key string) bool {
	_, ok := c.table[key]
	return ok
}

// Keys lists the table's keys.
func (c *Catalog) Keys() []string {
	var keys []string
	for k := range c.table {
		keys = append(keys, k)
	}
	return keys
}

// Text returns the table's text under key with {1}, {2} … replaced by
// the arguments. A missing key comes back as itself in brackets, so that a
// gap shows on screen instead of nothing.
func (c *Catalog) Text(key string, args ...any) string {
	t, ok := c.table[key]
	if !ok {
		return "[" + key + "]"
	}
	if !strings.Contains(t, "{") {
		return t
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(t, '{')
		if open < 0 {
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:open])
		t = t[open:]
		n := 1 // the digits after the brace
		for n < len(t) && '0' <= t[n] && t[n] <= '9' {
			n++
		}
		i, _ := strconv.Atoi(t[1:n])
		if n == 1 || n == len(t) || t[n] != '}' || i < 1 || i > len(args) {
			b.WriteByte('{') // no placeholder, or one naming no argument
			t = t[1:]
			continue
		}
		b.WriteString(argument(args[i-1]))
		t = t[n+1:]
	}
}

// argument is an argument as a text shows it: plainly.
func argument(a any) string {
	switch a := a.(type) {
	case string:
		return a
	case int:
		return strconv.Itoa(a)
	}
	return fmt.Sprint(a)
}

// keyPattern is what a key looks like: words of lower-case letters and
// digits joined by dots and dashes ("phalanx.hint.push").
var keyPattern = regexp.MustCompile(`^[a-z0-9]+([.-][a-z0-9]+)*$`)

// ParseTable reads a strings file: "key = text" lines, blank lines and #
// comments. A key appears once.
func ParseTable(s string) (map[string]string, error) {
	table := map[string]string{}
	for i, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, text, ok := strings.Cut(line, "=")
		key, text = strings.TrimSpace(key), strings.TrimSpace(text)
		switch _, dup := table[key]; {
		case !ok:
			return nil, fmt.Errorf("line %d: %q is not \"key = text\"", i+1, line)
		case !keyPattern.MatchString(key):
			return nil, fmt.Errorf("line %d: %q is not a key (lower-case words joined by . or -)", i+1, key)
		case dup:
			return nil, fmt.Errorf("line %d: the key %q again", i+1, key)
		case text == "":
			return nil, fmt.Errorf("line %d: the key %q has no text", i+1, key)
		}
		table[key] = text
	}
	return table, nil
}
