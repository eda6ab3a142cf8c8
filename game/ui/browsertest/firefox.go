//go:build !js

package browsertest

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/websocket"
)

// Firefox is a page open in Firefox ESR, driven through WebDriver BiDi:
// JSON commands over a websocket, the W3C protocol Firefox speaks
// natively (it accepts the websocket only from the origin it is told,
// http://localhost, which the client claims). Headless Firefox has no
// WebGL 2 here, so it runs on a virtual X display (xvfb-run), where Mesa
// gives it one. Only what the tests need is here: navigate, evaluate,
// screenshot, and the keyboard and mouse of driverInput.
type Firefox struct {
	t       testing.TB
	ws      *websocket.Conn
	context string // the browsing context (the tab)
	next    int    // the next command's id
	shots   string
	driverInput
}

// firefoxPrefs keep a fresh profile quiet: no first-run pages, no update
// or telemetry traffic, no restored session after a kill; and let WebRTC
// use loopback host addresses.
const firefoxPrefs = `user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.aboutwelcome.enabled", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.disabledForTesting", true);
user_pref("media.peerconnection.ice.obfuscate_host_addresses", false);
user_pref("media.peerconnection.ice.loopback", true);
user_pref("browser.sessionstore.resume_from_crash", false);
`

// OpenFirefox starts Firefox ESR with a fresh profile on a virtual
// display, showing url, and quits it when the test ends. Without
// firefox-esr and xvfb-run the test is skipped (failed under CI=true).
func OpenFirefox(t testing.TB, url, shots string) *Firefox {
	t.Helper()
	f, kill := launchFirefox(t, firefoxProfile(t), url, shots)
	t.Cleanup(kill)
	return f
}

// firefoxProfile is a new profile directory with firefoxPrefs.
func firefoxProfile(t testing.TB) string {
	t.Helper()
	for _, tool := range []string{"firefox-esr", "xvfb-run"} {
		if _, err := exec.LookPath(tool); err != nil {
			unavailable(t, "no %s on the PATH: install it (apt-get install firefox-esr xvfb xauth)", tool)
		}
	}
	profile := t.TempDir()
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(firefoxPrefs), 0o644); err != nil {
		t.Fatal(err)
	}
	return profile
}

// launchFirefox starts Firefox on the profile on a virtual display,
// showing url, and returns it with the function that kills it outright:
// Xvfb, Firefox and its content processes, at once.
func launchFirefox(t testing.TB, profile, url, shots string) (*Firefox, func()) {
	t.Helper()
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x800x24",
		"firefox-esr", "--no-remote", "--profile", profile, "--remote-debugging-port", "0", "--remote-allow-origins", "http://localhost", "--width", "1280", "--height", "800", "about:blank")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start Firefox: %v", err)
	}
	var ws *websocket.Conn
	kill := func() {
		if ws != nil {
			ws.Close()
		}
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	}
	addr, err := bidiAddress(stderr)
	if err == nil {
		ws, err = websocket.Dial(addr+"/session", "", "http://localhost/")
	}
	if err != nil {
		kill()
		t.Fatalf("no WebDriver BiDi from Firefox: %v", err)
	}
	f := &Firefox{t: t, ws: ws, shots: shots}
	f.driverInput = driverInput{t, f.act}
	f.call("session.new", map[string]any{"capabilities": map[string]any{}})
	var tree struct {
		Contexts []struct{ Context string }
	}
	f.decode(f.call("browsingContext.getTree", map[string]any{}), &tree)
	if len(tree.Contexts) == 0 {
		kill()
		t.Fatal("Firefox has no tab")
	}
	f.context = tree.Contexts[0].Context
	f.Navigate(url)
	return f, kill
}

// FirefoxDevice is a player's own Firefox, as Device is a Chromium: a
// profile of its own that outlives the browser, which Kill ends outright
// and Start opens again.
type FirefoxDevice struct {
	t                   testing.TB
	profile, url, shots string
	Page                *Firefox // the page, while the browser runs
	kill                func()
}

// OpenFirefoxDevice starts a Firefox of its own on url; it is killed when
// the test ends.
func OpenFirefoxDevice(t testing.TB, url, shots string) *FirefoxDevice {
	t.Helper()
	d := &FirefoxDevice{t: t, profile: firefoxProfile(t), url: url, shots: shots}
	d.Start()
	t.Cleanup(func() {
		if d.kill != nil {
			d.kill()
		}
	})
	return d
}

// Start opens Firefox on the device's profile and the page at its
// address.
func (d *FirefoxDevice) Start() *Firefox {
	d.t.Helper()
	d.Page, d.kill = launchFirefox(d.t, d.profile, d.url, d.shots)
	return d.Page
}

// Kill ends the browser outright (SIGKILL to every process of it) and
// waits until they are gone.
func (d *FirefoxDevice) Kill() {
	d.t.Helper()
	d.kill()
	d.Page, d.kill = nil, nil
}

// bidiAddress reads Firefox's standard error until it says where WebDriver
// BiDi listens, and keeps draining it afterwards.
func bidiAddress(stderr interface{ Read([]byte) (int, error) }) (string, error) {
	found := make(chan string, 1)
	listening := regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			if m := listening.FindStringSubmatch(lines.Text()); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	select {
	case addr := <-found:
		return addr, nil
	case <-time.After(Timeout):
		return "", fmt.Errorf("no address on its standard error after %v", Timeout)
	}
}

// call sends a command and returns its result; an error answer fails the
// test.
func (f *Firefox) call(method string, params any) json.RawMessage {
	f.t.Helper()
	res, err := f.tryCall(method, params)
	if err != nil {
		f.t.Fatal(err)
	}
	return res
}

// tryCall is call, returning the error.
func (f *Firefox) tryCall(method string, params any) (json.RawMessage, error) {
	f.next++
	id := f.next
	if err := websocket.JSON.Send(f.ws, map[string]any{"id": id, "method": method, "params": params}); err != nil {
		return nil, fmt.Errorf("%s: %v", method, err)
	}
	for {
		var answer struct {
			ID      int
			Type    string
			Error   string
			Message string
			Result  json.RawMessage
		}
		f.ws.SetReadDeadline(time.Now().Add(Timeout))
		if err := websocket.JSON.Receive(f.ws, &answer); err != nil {
			return nil, fmt.Errorf("%s: %v", method, err)
		}
		switch {
		case answer.ID != id:
			continue // an event, or an answer to nothing we wait for
		case answer.Type == "error":
			return nil, fmt.Errorf("%s: %s: %s", method, answer.Error, answer.Message)
		}
		return answer.Result, nil
	}
}

func (f *Firefox) decode(raw json.RawMessage, v any) {
	f.t.Helper()
	if err := json.Unmarshal(raw, v); err != nil {
		f.t.Fatalf("decode %s: %v", raw, err)
	}
}

// Preload runs the JavaScript function declaration fn in every page
// loaded from now on, before the page's own scripts.
func (f *Firefox) Preload(fn string) {
	f.t.Helper()
	f.call("script.addPreloadScript", map[string]any{"functionDeclaration": fn})
}

// Navigate loads url in the tab and waits until it has loaded.
func (f *Firefox) Navigate(url string) {
	f.t.Helper()
	f.call("browsingContext.navigate", map[string]any{"context": f.context, "url": url, "wait": "complete"})
}

// Reload reloads the page.
func (f *Firefox) Reload() {
	f.t.Helper()
	f.call("browsingContext.reload", map[string]any{"context": f.context, "wait": "complete"})
}

// Eval runs a JavaScript expression in the page, awaiting a promise, and
// decodes its value, passed through JSON.stringify, into v.
func (f *Firefox) Eval(expr string, v any) {
	f.t.Helper()
	if err := f.try(expr, v); err != nil {
		f.t.Fatal(err)
	}
}

// try is Eval, returning what went wrong.
func (f *Firefox) try(expr string, v any) error {
	var res struct {
		Type   string
		Result struct {
			Type  string
			Value string
		}
		ExceptionDetails struct{ Text string }
	}
	raw, err := f.tryCall("script.evaluate", map[string]any{
		"expression":   "(async () => JSON.stringify(await (" + expr + ")))()",
		"target":       map[string]any{"context": f.context},
		"awaitPromise": true,
	})
	if err == nil {
		err = json.Unmarshal(raw, &res)
	}
	if err == nil && res.Type != "success" {
		err = errors.New(res.ExceptionDetails.Text)
	}
	if err == nil {
		err = json.Unmarshal([]byte(res.Result.Value), v)
	}
	if err != nil {
		return fmt.Errorf("evaluate %s: %v", expr, err)
	}
	return nil
}

// True evaluates a JavaScript condition.
func (f *Firefox) True(cond string) bool {
	f.t.Helper()
	var ok bool
	f.Eval("!!("+cond+")", &ok)
	return ok
}

// WaitFor polls a JavaScript condition until it holds, failing after
// Timeout with what the page shows.
func (f *Firefox) WaitFor(what, cond string) {
	f.t.Helper()
	pollDriven(f.t, "Firefox", f.try, what, cond)
}

// Screenshot saves the tab as <name>.png in the screenshot directory.
func (f *Firefox) Screenshot(name string) string {
	f.t.Helper()
	var shot struct{ Data string }
	f.decode(f.call("browsingContext.captureScreenshot", map[string]any{"context": f.context}), &shot)
	png, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		f.t.Fatal(err)
	}
	path := filepath.Join(f.shots, strings.ReplaceAll(name, " ", "-")+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		f.t.Fatal(err)
	}
	f.t.Logf("screenshot %s", path)
	return path
}

// Value runs a JavaScript expression and decodes its value into v.
func (f *Firefox) Value(expr string, v any) { f.Eval(expr, v) }

// act performs input actions and lets the app see them.
func (f *Firefox) act(actions []map[string]any) {
	f.t.Helper()
	f.call("input.performActions", map[string]any{"context": f.context, "actions": actions})
	driverFrames(f.Eval)
}
