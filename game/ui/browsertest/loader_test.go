//go:build !js

package browsertest

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoaderHostDecodes serves main.wasm.gz with Content-Encoding: gzip, as
// a host that compresses on the fly would: the browser inflates it, the
// page must see no gzip magic and use the bytes as they are. It also
// checks that the loader made WebGL's flush a no-op before the game ran.
func TestLoaderHostDecodes(t *testing.T) {
	dist := Dist(t)
	files := http.FileServer(http.Dir(dist))
	url := ServeHandler(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".gz") {
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Content-Type", "application/octet-stream")
		}
		files.ServeHTTP(w, r)
	}))
	p := Open(t, url, Screen{Width: 800, Height: 600}, Shots(t))
	p.WaitScene("menu")
	// The loader leaves WebGL's flushes to the browser (loader.js).
	if flush := Eval[string](p, "WebGL2RenderingContext.prototype.flush.toString()"); strings.Contains(flush, "[native code]") {
		t.Errorf("the game's WebGL flush is the browser's own (%s): the loader should have left flushing to the browser", flush)
	}
}

// TestLoaderReportsFailure serves a site without main.wasm.gz: the page
// must say that it could not load, not stay blank.
func TestLoaderReportsFailure(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"index.html", "loader.js", "page.css", "wasm_exec.js"} {
		data, err := os.ReadFile(filepath.Join(Dist(t), name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := Open(t, Serve(t, dir), Screen{Width: 800, Height: 600}, Shots(t))
	p.WaitFor("the loader's error message", `document.getElementById("msg").textContent.includes("could not load")`)
	if msg := Eval[string](p, `document.getElementById("msg").textContent`); !strings.Contains(msg, "404") {
		t.Errorf("the message %q does not say what failed", msg)
	}
}
