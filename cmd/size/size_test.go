package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPackageOf(t *testing.T) {
	for name, want := range map[string]string{
		"github.com_pion_webrtc_v4.__DataChannel_.Send":  "github.com/pion/webrtc/v4",
		"pentarchy_game_ui_kit.__Face_.Draw":             "pentarchy/game/ui/kit",
		"runtime.mallocgc":                               "runtime",
		"go:buildid":                                     "buildid",
		"type_.eq.image.Point":                           "(type algorithms)",
		"golang.org_x_image_font_sfnt.__Font_.LoadGlyph": "golang.org/x/image/font/sfnt",
		"internal_runtime_maps.__Map_.getWithKeySmall":   "internal/runtime/maps",
		"slices.SortFunc_go.shape.string":                "slices",
		"rsc.io_qr_coding.__Bits_.Bytes":                 "rsc.io/qr/coding",
	} {
		if got := packageOf(name); got != want {
			t.Errorf("packageOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// tinyModule is a module with one imported function and two of its own,
// named "a.f" and "b.g", and 3 bytes of data.
func tinyModule() []byte {
	sec := func(id byte, body ...byte) []byte { return append([]byte{id, byte(len(body))}, body...) }
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, sec(1, 1, 0x60, 0, 0)...)                          // one type: func()
	m = append(m, sec(2, 1, 1, 'm', 1, 'i', 0, 0)...)                // import m.i, a function
	m = append(m, sec(3, 2, 0, 0)...)                                // two functions
	m = append(m, sec(10, 2, 2, 0, 0x0b, 3, 0, 0x01, 0x0b)...)       // their bodies: 2 and 3 bytes
	m = append(m, sec(11, 1, 0, 0x41, 0, 0x0b, 3, 'x', 'y', 'z')...) // 9 bytes of data section
	names := []byte{2, 1, 3, 'a', '.', 'f', 2, 3, 'b', '.', 'g'}     // function 1 is a.f, 2 is b.g
	names = append([]byte{1, byte(len(names))}, names...)            // the function names subsection
	custom := append([]byte{4, 'n', 'a', 'm', 'e'}, names...)
	return append(m, sec(0, custom...)...)
}

func TestReadModule(t *testing.T) {
	m, err := readModule(tinyModule())
	if err != nil {
		t.Fatal(err)
	}
	if len(m.functions) != 2 || m.functions[0].name != "a.f" || m.functions[1].name != "b.g" ||
		len(m.functions[0].body) != 2 || len(m.functions[1].body) != 3 || m.data != 9 {
		t.Fatalf("read %+v", m)
	}
	pkgs := byPackage(m.functions)
	if len(pkgs) != 2 || pkgs[0].path != "b" || pkgs[0].raw != 3 {
		t.Errorf("by package %+v", pkgs)
	}
}

func TestReadModuleRefusesBrokenOnes(t *testing.T) {
	whole := tinyModule()
	for _, n := range []int{0, 4, 9, 20, 30, len(whole) - 1} {
		if _, err := readModule(whole[:n]); err == nil {
			t.Errorf("the first %d bytes: no error", n)
		}
	}
}

func FuzzReadModule(f *testing.F) {
	f.Add(tinyModule())
	f.Fuzz(func(t *testing.T, b []byte) {
		readModule(b) // must not panic
	})
}

// TestPageSize builds the page as the Makefile does and checks what its
// first load costs: no more gzip bytes than the bare Ebitengine + pion page,
// and none of pion's native stack (its ICE agent, and with it TURN, DTLS
// and TLS) kept by the linker, as a field of a pion type in a value stored
// in an interface or a call of pion's candidate parser would keep it.
func TestPageSize(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the page twice")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(root)
	page, deps, err := build(".", "-s -w -dumpdep")
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{"github.com/pion/ice/v4.(*Agent)", "crypto/tls.(*Conn)"} {
		if line := edgeTo(string(deps), kept); line != "" {
			t.Errorf("the page keeps %s: %s", kept, line)
		}
	}
	bare, _, err := build("./cmd/size/testdata/bare", "-s -w")
	if err != nil {
		t.Fatal(err)
	}
	p, b := gzipSize(page), gzipSize(bare)
	t.Logf("page %d bytes gzip, bare page %d: ratio %.3f", p, b, float64(p)/float64(b))
	if p > b {
		t.Errorf("the page is %d bytes gzip, more than the bare page's %d", p, b)
	}
}

func TestEdgeTo(t *testing.T) {
	deps := "main.main -> fmt.Println\n" +
		"type:*github.com/pion/ice/v4.Agent <UsedInIface> -> github.com/pion/ice/v4.(*Agent).Accept\n"
	if edgeTo(deps, "github.com/pion/ice/v4.(*Agent)") == "" || edgeTo(deps, "crypto/tls.(*Conn)") != "" {
		t.Error("edgeTo misreads the linker's dependencies")
	}
}

// edgeTo returns the first line of the linker's -dumpdep output that
// reaches a symbol starting with sym, or "".
func edgeTo(deps, sym string) string {
	for line := range strings.Lines(deps) {
		if _, to, ok := strings.Cut(line, " -> "); ok && strings.HasPrefix(to, sym) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// TestGcflagsAreTheMakefiles checks that the size report builds the page
// with the compiler flags the Makefile builds it with.
func TestGcflagsAreTheMakefiles(t *testing.T) {
	makefile, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	want := "GCFLAGS  := " + strings.Join(gcflags, " ") + "\n"
	if !strings.Contains(string(makefile), want) {
		t.Errorf("the Makefile has no line %q", want)
	}
}
