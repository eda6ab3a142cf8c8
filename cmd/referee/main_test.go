package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden runs the referee on every testdata/*.json record (with --trace
// when the name ends in .trace.json) and compares its output and exit code
// with the .golden file beside it.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.json")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			record, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var args []string
			if strings.HasSuffix(in, ".trace.json") {
				args = []string{"--trace"}
			}
			var out, errOut bytes.Buffer
			code := run(args, bytes.NewReader(record), &out, &errOut)
			got := fmt.Sprintf("%sexit %d\n", out.String(), code)
			golden := strings.TrimSuffix(in, ".json") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("referee output for %s:\n got %s\nwant %s", in, got, want)
			}
		})
	}
}

func TestUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"extra"}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("exit code %d for a stray argument; want 2", code)
	}
	if !strings.Contains(errOut.String(), "usage") {
		t.Errorf("stderr %q lacks usage", errOut.String())
	}
}
