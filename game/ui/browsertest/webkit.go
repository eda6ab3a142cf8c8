//go:build !js

package browsertest

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// WebKit is a page open in WebKitGTK's MiniBrowser (the engine of Safari),
// driven by WebKitWebDriver through classic WebDriver: JSON over HTTP.
// Like Firefox it runs on a virtual display (xvfb-run). Only what the
// tests need is here: navigate, evaluate, screenshot, and the keyboard and
// mouse of driverInput.
type WebKit struct {
	t       testing.TB
	base    string // the session's URL
	shots   string
	browser string // MiniBrowser's path
	driverInput
}

// webKitBrowser is where Debian's WebKitGTK keeps MiniBrowser.
var webKitBrowser = []string{
	"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
}

// OpenWebKit starts WebKitWebDriver and a MiniBrowser session on a
// virtual display, showing url, and ends them when the test ends. Without
// WebKitWebDriver, MiniBrowser and xvfb-run the test is skipped (failed
// under CI=true).
func OpenWebKit(t testing.TB, url, shots string) *WebKit {
	t.Helper()
	for _, tool := range []string{"WebKitWebDriver", "xvfb-run"} {
		if _, err := exec.LookPath(tool); err != nil {
			unavailable(t, "no %s on the PATH: install it (apt-get install webkit2gtk-driver xvfb xauth)", tool)
		}
	}
	w := &WebKit{t: t, shots: shots}
	w.driverInput = driverInput{t, w.act}
	for _, b := range webKitBrowser {
		if _, err := os.Stat(b); err == nil {
			w.browser = b
		}
	}
	if w.browser == "" {
		unavailable(t, "no MiniBrowser at %v: install webkit2gtk-driver", webKitBrowser)
	}
	port := freePort(t)
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "WebKitWebDriver", "--port="+strconv.Itoa(port))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	// A profile of its own, as Chromium's and Firefox's: WebKitGTK keeps
	// its data (service workers, caches, storage) under the XDG folders.
	home := t.TempDir()
	cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CACHE_HOME="+filepath.Join(home, "cache"), "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	if err := cmd.Start(); err != nil {
		t.Fatalf("start WebKitWebDriver: %v", err)
	}
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // xvfb-run, Xvfb, the driver and MiniBrowser
		cmd.Wait()
	})
	driver := fmt.Sprintf("http://127.0.0.1:%d", port)
	var session struct{ SessionID string }
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName":              "MiniBrowser",
		"webkitgtk:browserOptions": map[string]any{"binary": w.browser, "args": []string{"--automation"}},
	}}}
	for deadline := time.Now().Add(Timeout); ; time.Sleep(100 * time.Millisecond) {
		raw, err := w.do("POST", driver+"/session", caps)
		if err == nil {
			w.decode(raw, &session)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no WebDriver session from WebKitWebDriver: %v", err)
		}
	}
	w.base = driver + "/session/" + session.SessionID
	t.Cleanup(func() { w.do("DELETE", w.base, nil) })
	w.Navigate(url)
	return w
}

// freePort is a loopback TCP port nobody listens on now.
func freePort(t testing.TB) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// do sends a WebDriver command and returns its value, or the error the
// driver answered.
func (w *WebKit) do(method, url string, body any) (json.RawMessage, error) {
	var in io.Reader = http.NoBody
	if body != nil {
		data, _ := json.Marshal(body)
		in = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, url, in)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	client := http.Client{Timeout: Timeout}
	res, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var answer struct {
		Value json.RawMessage
	}
	if err := json.NewDecoder(res.Body).Decode(&answer); err != nil {
		return nil, fmt.Errorf("%s %s: %v", method, url, err)
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s %s: %s", method, url, answer.Value)
	}
	return answer.Value, nil
}

// call sends a command to the session; an error fails the test.
func (w *WebKit) call(method, path string, body any) json.RawMessage {
	w.t.Helper()
	raw, err := w.do(method, w.base+path, body)
	if err != nil {
		w.t.Fatal(err)
	}
	return raw
}

func (w *WebKit) decode(raw json.RawMessage, v any) {
	w.t.Helper()
	if err := json.Unmarshal(raw, v); err != nil {
		w.t.Fatalf("decode %s: %v", raw, err)
	}
}

// Navigate loads url and waits until it has loaded.
func (w *WebKit) Navigate(url string) {
	w.t.Helper()
	w.call("POST", "/url", map[string]any{"url": url})
}

// Reload reloads the page.
func (w *WebKit) Reload() {
	w.t.Helper()
	w.call("POST", "/refresh", map[string]any{})
}

// Value runs a JavaScript expression, awaiting a promise, and decodes
// its value, passed through JSON.stringify, into v.
func (w *WebKit) Value(expr string, v any) {
	w.t.Helper()
	if err := w.try(expr, v); err != nil {
		w.t.Fatal(err)
	}
}

// try is Value, returning what went wrong.
func (w *WebKit) try(expr string, v any) error {
	script := "const done = arguments[arguments.length - 1]; Promise.resolve(" + expr + ").then(v => done(JSON.stringify(v)), e => done(String(e)))"
	raw, err := w.do("POST", w.base+"/execute/async", map[string]any{"script": script, "args": []any{}})
	var text string
	if err == nil {
		err = json.Unmarshal(raw, &text)
	}
	if err == nil {
		err = json.Unmarshal([]byte(text), v)
	}
	if err != nil {
		return fmt.Errorf("evaluate %s: %v", expr, err)
	}
	return nil
}

// WaitFor polls a JavaScript condition until it holds, failing after
// Timeout with what the page shows.
func (w *WebKit) WaitFor(what, cond string) {
	w.t.Helper()
	pollDriven(w.t, "WebKit", w.try, what, cond)
}

// act performs input actions and lets the app see them.
func (w *WebKit) act(actions []map[string]any) {
	w.t.Helper()
	w.call("POST", "/actions", map[string]any{"actions": actions})
	driverFrames(w.Value)
}

// Screenshot saves the page as <name>.png in the screenshot directory.
func (w *WebKit) Screenshot(name string) string {
	w.t.Helper()
	var data string
	w.decode(w.call("GET", "/screenshot", nil), &data)
	png, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		w.t.Fatal(err)
	}
	path := filepath.Join(w.shots, strings.ReplaceAll(name, " ", "-")+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		w.t.Fatal(err)
	}
	w.t.Logf("screenshot %s", path)
	return path
}
