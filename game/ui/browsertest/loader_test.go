//go:build !js

package browsertest

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gamepadSpy, run before the loader, counts the calls of the browser's
// navigator.getGamepads.
const gamepadSpy = `window.gamepadCalls = 0;
const getGamepads = Navigator.prototype.getGamepads;
Navigator.prototype.getGamepads = function () { window.gamepadCalls++; return getGamepads.call(this); };`

// TestLoaderHostDecodes serves main.wasm.gz with Content-Encoding: gzip, as
// a host that compresses on the fly would: the browser inflates it, the
// page must see no gzip magic and use the bytes as they are. It also
// checks what the loader changes before the game runs: WebGL's flush is a
// no-op, and the browser is never asked for gamepads (which would start
// its polling of the devices).
func TestLoaderHostDecodes(t *testing.T) {
	dist := Dist(t)
	files := http.FileServer(http.Dir(dist))
	url := ServeHandler(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasSuffix(r.URL.Path, ".gz"):
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Content-Type", "application/octet-stream")
		case r.URL.Path == "/spy.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte(gamepadSpy))
			return
		case r.URL.Path == "/" || r.URL.Path == "/index.html":
			page, err := os.ReadFile(filepath.Join(dist, "index.html"))
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(strings.Replace(string(page), "<script ", `<script src="spy.js"></script><script `, 1)))
			return
		}
		files.ServeHTTP(w, r)
	}))
	p := Open(t, url, Screen{Width: 800, Height: 600}, Shots(t))
	p.WaitScene("menu")
	// The loader leaves WebGL's flushes to the browser (loader.js).
	if flush := Eval[string](p, "WebGL2RenderingContext.prototype.flush.toString()"); strings.Contains(flush, "[native code]") {
		t.Errorf("the game's WebGL flush is the browser's own (%s): the loader should have left flushing to the browser", flush)
	}
	p.MoveTo(400, 300) // one more frame, in which the engine looks for gamepads again
	p.MoveTo(410, 310)
	if calls := Eval[int](p, "window.gamepadCalls"); calls != 0 {
		t.Errorf("the game asked the browser for gamepads %d times: the loader should have answered it", calls)
	}
	if spied := Eval[bool](p, `typeof window.gamepadCalls === "number"`); !spied {
		t.Error("the spy on navigator.getGamepads did not run before the page's scripts")
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
