//go:build !js

package browsertest

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Device is a player's own browser: a Chromium process of its own, with a
// profile directory of its own that outlives the process, as a phone's
// browser keeps what pages stored. Kill ends the browser outright, as a
// dead battery or the system does, with no chance to write anything
// more; Start opens it again on the same profile.
type Device struct {
	t      testing.TB
	url    string
	screen Screen
	shots  string
	flags  []chromedp.ExecAllocatorOption
	dir    string // the profile

	Page *Page  // the page, while the browser runs
	end  func() // closes the browser politely
}

// OpenDevice starts a browser of its own on url, its page on screen; flags
// are more Chromium flags. The browser is closed when the test ends.
func OpenDevice(t testing.TB, url string, screen Screen, shots string, flags ...chromedp.ExecAllocatorOption) *Device {
	t.Helper()
	d := &Device{t: t, url: url, screen: screen, shots: shots, flags: flags, dir: t.TempDir()}
	d.Start()
	t.Cleanup(func() {
		if d.end != nil {
			d.end()
		}
	})
	return d
}

// Start opens the browser on the device's profile and the page at its
// address.
func (d *Device) Start() *Page {
	d.t.Helper()
	flags := append(append([]chromedp.ExecAllocatorOption{}, d.flags...), chromedp.UserDataDir(d.dir))
	d.Page, d.end = open(d.t, d.url, d.screen, d.shots, flags...)
	return d.Page
}

// URL is the address the device opens.
func (d *Device) URL() string { return d.url }

// Kill sends SIGKILL to the browser and every process of its profile at
// once, and waits until they are gone.
func (d *Device) Kill() {
	d.t.Helper()
	pids := d.processes()
	if browser := chromedp.FromContext(d.Page.ctx).Browser.Process(); browser != nil {
		pids = append(pids, browser.Pid)
	}
	if len(pids) == 0 {
		d.t.Fatal("no browser process to kill")
	}
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(d.processes()) > 0 {
		if time.Now().After(deadline) {
			d.t.Fatalf("the killed browser's processes %v are still there", d.processes())
		}
		time.Sleep(20 * time.Millisecond)
	}
	d.end()
	d.Page, d.end = nil, nil
}

// processes lists the live processes whose command line names the
// device's profile directory.
func (d *Device) processes() []int {
	var pids []int
	mark := []byte("--user-data-dir=" + d.dir)
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmd, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil || !bytes.Contains(cmd, mark) {
			continue
		}
		if stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat")); err == nil && bytes.Contains(stat, []byte(") Z ")) {
			continue // a zombie: dead, waiting for its parent to reap it
		}
		pids = append(pids, pid)
	}
	return pids
}
