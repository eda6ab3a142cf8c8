//go:build !js

package browsertest

import (
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// offlineSteps are the first Black turn of phalanxGame: three moves.
var offlineSteps = phalanxGame[:3]

// TestOffline loads the page once, waits until the service worker controls
// it and has cached every file of the site, checks that the page can be
// installed as an app, really stops the server,
// reloads, and plays a few steps of Phalanx: after one visit the page needs
// no network. Go's file server redirects index.html to ./, the case a
// precached index.html gets wrong.
func TestOffline(t *testing.T) {
	dist := Dist(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(dist)))
	t.Cleanup(srv.Close)
	p := Open(t, "about:blank", Screen{Width: 800, Height: 600}, Shots(t))
	p.WatchCSP()
	p.Navigate(srv.URL + "/")
	p.WaitScene("menu")
	cache := p.WaitController()
	checkPrecached(t, p, dist, cache, srv.URL+"/")
	if errs := p.InstallabilityErrors(); len(errs) > 0 {
		t.Errorf("Chromium would not install the page as an app: %q", errs)
	}
	p.CheckCSP()

	srv.Close()
	if res, err := http.Get(srv.URL + "/"); err == nil {
		res.Body.Close()
		t.Fatal("the server still answers after Close")
	}
	began := time.Now()
	p.Reload()
	p.WaitScene("menu")
	t.Logf("offline reload: menu after %v", time.Since(began).Round(time.Millisecond))
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	for i, step := range offlineSteps {
		playStep(t, p, "offline", step)
		p.WaitSteps(i + 1)
	}
	p.Screenshot("offline-play")
	p.CheckCSP()
}

// checkPrecached checks that the cache holds every file of the site: the
// page (index.html) as ./, and all the others but the service worker
// itself, which the browser keeps.
func checkPrecached(t *testing.T, p *Page, dist, cache, base string) {
	t.Helper()
	var want []string
	err := filepath.WalkDir(dist, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dist, path)
		switch rel = filepath.ToSlash(rel); rel {
		case "sw.js":
		case "index.html":
			want = append(want, "./")
		default:
			want = append(want, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	urls := Await[[]string](p, fmt.Sprintf(`caches.open(%q).then(c => c.keys()).then(rs => rs.map(r => r.url))`, cache))
	var got []string
	for _, u := range urls {
		rel := strings.TrimPrefix(u, base)
		if rel == "" {
			rel = "./"
		}
		got = append(got, rel)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the cache %q holds %q; want every file of the site: %q (update FILES in static/sw.js)", cache, got, want)
	}
}

// TestUpdate serves build A, then deploys build B in its place: the
// running game must offer "New version — reload", and a click must bring
// up build B with only B's cache left and the game in progress kept.
func TestUpdate(t *testing.T) {
	url, deployB := twoBuilds(t)

	began := time.Now()
	p := Open(t, url, Screen{Width: 800, Height: 600}, Shots(t))
	p.WaitScene("menu")
	cacheA := p.WaitController()
	versionA := p.Version()
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	playStep(t, p, "update", offlineSteps[0])
	p.WaitSteps(1)

	t.Logf("build A cached and played %v after opening", time.Since(began).Round(time.Millisecond))
	deployB()
	deployed := time.Now()
	Await[bool](p, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)`)
	p.WaitFor("the update banner", `window.pentarchy.buttons().some(b => b.label === "New version — reload")`)
	t.Logf("the update banner shows %v after build B is deployed", time.Since(deployed).Round(time.Millisecond))
	if got := p.Version(); got != versionA {
		t.Fatalf("the page runs %q before the reload, want A, %q", got, versionA)
	}
	p.Screenshot("update-offer")
	clicked := time.Now()
	p.Click("New version — reload")
	p.WaitFor("build B running", `window.pentarchy && window.pentarchy.version === "update-test-b"`)
	t.Logf("build B runs %v after the click", time.Since(clicked).Round(time.Millisecond))
	cacheB := p.WaitOneCache()
	if cacheB == cacheA || !strings.Contains(cacheB, "update-test-b") {
		t.Errorf("after the update the cache is %q (before: %q), want only build B's", cacheB, cacheA)
	}
	p.WaitScene("menu")
	p.Click("Continue Phalanx")
	p.WaitScene("play")
	if got := p.WaitSteps(1); got[0] != offlineSteps[0] {
		t.Errorf("the game after the update has %q, want %q", got, offlineSteps[:1])
	}
}

// TestUpdateOtherTab opens build A in two tabs, deploys build B and takes
// it in the first: the second, which still runs A, must offer the new
// version too, and its reload must bring up build B.
func TestUpdateOtherTab(t *testing.T) {
	url, deployB := twoBuilds(t)
	first := Open(t, url, Screen{Width: 800, Height: 600}, Shots(t))
	first.WaitScene("menu")
	first.WaitController()
	second := first.OpenTab(url, Screen{Width: 800, Height: 600})
	second.WaitScene("menu")
	second.WaitController()
	versionA := second.Version()

	deployB()
	Await[bool](first, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)`)
	first.WaitFor("the update banner", `window.pentarchy.buttons().some(b => b.label === "New version — reload")`)
	first.Click("New version — reload")
	first.WaitFor("build B running", `window.pentarchy && window.pentarchy.version === "update-test-b"`)
	second.WaitFor("the update banner in the other tab", `window.pentarchy.buttons().some(b => b.label === "New version — reload")`)
	if got := second.Version(); got != versionA {
		t.Fatalf("the other tab runs %q before its reload, want A, %q", got, versionA)
	}
	second.Click("New version — reload")
	second.WaitFor("build B running in the other tab", `window.pentarchy && window.pentarchy.version === "update-test-b"`)
}

// twoBuilds serves build A, the built site, and returns its URL and the
// function that deploys build B ("update-test-b") in its place.
func twoBuilds(t *testing.T) (url string, deployB func()) {
	t.Helper()
	distA := Dist(t)
	distB := buildDist(t, "update-test-b")
	var site atomic.Pointer[string]
	site.Store(&distA)
	url = ServeHandler(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.FileServer(http.Dir(*site.Load())).ServeHTTP(w, r)
	}))
	return url, func() { site.Store(&distB) }
}

// buildDist builds the site again with another build id into a temporary
// directory, with the Makefile's own recipe, and returns the directory.
func buildDist(t *testing.T, buildID string) string {
	t.Helper()
	if _, err := exec.LookPath("make"); err != nil {
		unavailable(t, "no make to build a second version of the site: %v", err)
	}
	dir := filepath.Join(t.TempDir(), "dist")
	began := time.Now()
	cmd := exec.Command("make", "--no-print-directory", "-C", RepoRoot(t), "dist", "DIST="+dir, "BUILD_ID="+buildID)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make dist: %v\n%s", err, out)
	}
	t.Logf("built version %s in %v", buildID, time.Since(began).Round(time.Millisecond))
	return dir
}

// TestOfflineOtherEngines loads the page in Firefox and in WebKitGTK once,
// waits for its service worker to take charge, stops the server and
// reloads: the page must come back from the worker's cache and play.
func TestOfflineOtherEngines(t *testing.T) {
	t.Run("firefox", func(t *testing.T) {
		srv := httptest.NewServer(http.FileServer(http.Dir(Dist(t))))
		t.Cleanup(srv.Close)
		playOffline(t, OpenFirefox(t, srv.URL+"/", Shots(t)), srv)
	})
	t.Run("webkit", func(t *testing.T) {
		srv := httptest.NewServer(http.FileServer(http.Dir(Dist(t))))
		t.Cleanup(srv.Close)
		playOffline(t, OpenWebKit(t, srv.URL+"/", Shots(t)), srv)
	})
}

// playOffline checks TestOfflineOtherEngines in one engine.
func playOffline(t *testing.T, e Engine, srv *httptest.Server) {
	waitScene(e, "menu")
	e.WaitFor("a service worker in charge", "navigator.serviceWorker.controller")
	srv.Close()
	e.Reload()
	waitScene(e, "menu")
	clickLabel(e, "Phalanx")
	waitScene(e, "newgame")
	clickLabel(e, "Start")
	waitScene(e, "play")
	clickCell(e, "f3")
	waitStepsOn(e, 1)
}
