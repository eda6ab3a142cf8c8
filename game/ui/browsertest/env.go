//go:build !js

package browsertest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// inCI tells whether the tests run in CI, where a missing prerequisite is a
// failure and not a reason to skip.
func inCI() bool { return os.Getenv("CI") == "true" }

// unavailable skips t, or fails it under CI=true, with a message saying
// what to do.
func unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	if inCI() {
		t.Fatalf("CI=true: "+format, args...)
	}
	t.Skipf("SKIPPED, NOT TESTED: "+format, args...)
}

// RepoRoot returns the directory of the pentarchy module: the nearest
// directory above the working directory (the test's package) with a go.mod
// that declares it.
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(mod, []byte("module pentarchy\n")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod of module pentarchy above the working directory")
		}
		dir = parent
	}
}

// Dist returns the directory of the built site: $PENTARCHY_DIST, or dist/
// in the repository. If it has no main.wasm.gz the test is skipped (failed
// under CI=true).
func Dist(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("PENTARCHY_DIST")
	if dir == "" {
		dir = filepath.Join(RepoRoot(t), "dist")
	}
	if _, err := os.Stat(filepath.Join(dir, "main.wasm.gz")); err != nil {
		unavailable(t, "no built site in %s (%v): run `make build` first", dir, err)
	}
	return dir
}

// Chromium returns the path of the Chromium to drive: /usr/bin/chromium,
// or chromium on the PATH. Without one the test is skipped (failed under
// CI=true).
func Chromium(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	unavailable(t, "no Chromium at /usr/bin/chromium or on the PATH: install it (apt-get install chromium)")
	return ""
}

// Shots returns the directory to save screenshots in: $PENTARCHY_SHOTS
// (created if needed), or the test's temporary directory.
func Shots(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("PENTARCHY_SHOTS")
	if dir == "" {
		return t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
