//go:build !js

package browsertest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmExecMatchesToolchain checks that the committed wasm_exec.js is the
// one of the Go toolchain in use: the loader and the compiled program must
// come from the same Go version.
func TestWasmExecMatchesToolchain(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatalf("the toolchain's wasm_exec.js: %v", err)
	}
	got, err := os.ReadFile(filepath.Join(RepoRoot(t), "wasm_exec.js"))
	if err != nil {
		t.Fatalf("the committed wasm_exec.js: %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("wasm_exec.js differs from $(go env GOROOT)/lib/wasm/wasm_exec.js; copy it again:\n\tcp \"$(go env GOROOT)/lib/wasm/wasm_exec.js\" .")
	}
}
