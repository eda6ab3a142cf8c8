package ui

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"pentarchy/game/ui/kit"
)

// machineTexts lists, one Go-quoted string a line, the string literals of
// the package that are not words for players: step notation, ids, keys of
// the browser's storage, names of JavaScript APIs, cache keys of sprites,
// messages for developers. Every other literal with a letter in it must be
// a key of the table of texts, so that the app can be translated.
const machineTexts = "testdata/machine-texts.txt"

// TestNoLooseText fails on a string literal with letters in it that is
// neither a key of the table (or a prefix of keys, like "game.") nor in
// machineTexts: a text for players written in the code instead of the
// table.
func TestNoLooseText(t *testing.T) {
	allowed := readMachineTexts(t)
	fset := token.NewFileSet()
	for _, name := range uiSources(t) {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.Field:
				n.Tag = nil // struct tags name JSON fields
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); n.Kind == token.STRING && err == nil && !textKey(s) && !allowed[s] {
					t.Errorf("%s: %q is neither a key of the table of texts nor in %s", fset.Position(n.Pos()), s, machineTexts)
				}
			}
			return true
		})
	}
}

// uiSources lists the Go files of the user interface, tests left out: this
// package's and its subpackages', but not the browser tests', the test
// doubles' (scene/scenetest), the store's or the texts' own.
func uiSources(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (slices.Contains([]string{"browsertest", "storage", "rules", "testdata"}, path) || strings.HasSuffix(path, "test")):
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// textKey tells whether s needs no translation: it has no letter, or it
// is a key of the table, or the start of keys completed at run time.
func textKey(s string) bool {
	if !strings.ContainsFunc(s, unicode.IsLetter) || kit.Catalog.Has(s) {
		return true
	}
	if !strings.HasSuffix(s, ".") {
		return false
	}
	for _, k := range kit.Catalog.Keys() {
		if strings.HasPrefix(k, s) {
			return true
		}
	}
	return false
}

func readMachineTexts(t *testing.T) map[string]bool {
	t.Helper()
	file, err := os.Open(machineTexts)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	allowed := map[string]bool{}
	sc := bufio.NewScanner(file)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := strconv.Unquote(line)
		if err != nil {
			t.Fatalf("%s:%d: %v", machineTexts, n, err)
		}
		allowed[s] = true
	}
	return allowed
}
