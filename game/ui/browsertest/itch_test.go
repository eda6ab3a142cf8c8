//go:build !js

package browsertest

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// itch.io's limits for an HTML5 game's zip.
const (
	itchMaxFiles = 1000
	itchMaxBytes = 500 << 20 // unpacked
)

// TestItchEmbed unpacks the itch.io zip (make itch), serves it the way a
// static CDN does (files only: no folder index, no redirects) on one
// origin, and embeds it, as itch.io does, in an iframe with
// allowfullscreen on a page of another site. There the player clicks into
// the game, plays by clicks and keys, and goes full screen.
func TestItchEmbed(t *testing.T) {
	dir := unpackItch(t, ItchZip(t))
	game := httptest.NewServer(staticCDN(dir))
	t.Cleanup(game.Close)
	frameURL := game.URL + "/index.html" // http://127.0.0.1:port/index.html
	parent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, itchParent, frameURL)
	}))
	t.Cleanup(parent.Close)
	parentURL := strings.Replace(parent.URL, "127.0.0.1", "localhost", 1) + "/"

	host := Open(t, parentURL, Screen{Width: 1000, Height: 760}, Shots(t))
	p := host.Frame("#game", game.URL+"/")
	p.WaitScene("menu")
	p.WaitController() // a service worker works in a third-party iframe too
	host.Screenshot("itch-menu")

	p.Click("Phalanx") // the first click: the canvas gets the keyboard
	p.WaitScene("newgame")
	p.Key(kb.Enter) // Start
	p.WaitScene("play")
	for _, step := range phalanxGame[:4] { // Black's three moves, White adds
		playStep(t, p, "itch", step)
	}
	p.Key(kb.Enter) // End turn
	if got := p.WaitSteps(5); got[4] != "end" {
		t.Errorf("Enter played %q, want end", got[4])
	}
	host.Screenshot("itch-play")
	p.Key(kb.Escape) // Menu
	p.WaitScene("menu")

	p.Click(labelFullscreen)
	p.WaitFor("the game in full screen", "document.fullscreenElement !== null")
	p.WaitFor("the control to leave full screen", fmt.Sprintf("window.pentarchy.buttons().some(b => b.label === %q)", labelExitFullscreen))
	host.Screenshot("itch-fullscreen")
	p.Key("f")
	p.WaitFor("the game out of full screen", "document.fullscreenElement === null")
}

// Labels of the menu's fullscreen control (game/ui/fullscreen.go).
const (
	labelFullscreen     = "Fullscreen"
	labelExitFullscreen = "Exit fullscreen"
)

// itchParent is a page like itch.io's game page: the game in an iframe of
// another origin, allowed to go full screen. %s is the game's URL.
const itchParent = `<!doctype html>
<title>A game page on another site</title>
<style>
  body { margin: 0; background: #333; }
  iframe { position: absolute; left: 60px; top: 40px; width: 800px; height: 600px; border: 0; }
</style>
<iframe id="game" src="%s" allowfullscreen allow="fullscreen; autoplay"></iframe>`

// ItchZip returns the path of the itch.io zip: $PENTARCHY_ITCH, or
// pentarchy-itch.zip in the repository. Without it the test is skipped
// (failed under CI=true).
func ItchZip(t testing.TB) string {
	t.Helper()
	p := os.Getenv("PENTARCHY_ITCH")
	if p == "" {
		p = filepath.Join(RepoRoot(t), "pentarchy-itch.zip")
	}
	if _, err := os.Stat(p); err != nil {
		unavailable(t, "no itch.io zip at %s (%v): run `make itch` first", p, err)
	}
	return p
}

// unpackItch checks the zip against what itch.io asks of an HTML5 game
// (index.html at the root, relative paths only, within its limits) and
// unpacks it into a temporary directory.
func unpackItch(t *testing.T, zipPath string) string {
	t.Helper()
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	dir := t.TempDir()
	var total uint64
	hasIndex := false
	for _, f := range zr.File {
		if !f.Mode().IsRegular() {
			continue
		}
		if !filepath.IsLocal(f.Name) || strings.HasPrefix(f.Name, "/") || strings.Contains(f.Name, `\`) {
			t.Fatalf("the zip holds %q, not a relative path", f.Name)
		}
		hasIndex = hasIndex || f.Name == "index.html"
		total += f.UncompressedSize64
		unpackFile(t, f, filepath.Join(dir, filepath.FromSlash(f.Name)))
	}
	if !hasIndex {
		t.Error("the zip has no index.html at its root")
	}
	if n := len(zr.File); n > itchMaxFiles || total > itchMaxBytes {
		t.Errorf("the zip holds %d files, %d bytes unpacked; itch.io takes at most %d files, %d bytes", n, total, itchMaxFiles, itchMaxBytes)
	}
	t.Logf("%s: %d files, %d bytes unpacked", filepath.Base(zipPath), len(zr.File), total)
	return dir
}

func unpackFile(t *testing.T, f *zip.File, dst string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := f.Open()
	if err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
	defer src.Close()
	out, err := os.Create(dst)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if _, err := io.Copy(out, src); err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
}

// staticCDN serves the files under dir as a static file CDN does, as
// itch.io's does: a file's path gives the file, with a content type from
// its extension; a folder (./) is not found and index.html is not
// redirected.
func staticCDN(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean(r.URL.Path)
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		fi, err := f.Stat()
		if err != nil || fi.IsDir() {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, fi.ModTime(), f)
	})
}
