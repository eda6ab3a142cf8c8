//go:build !js

package main

import (
	"os"
	"strings"
	"testing"
)

// The GL work a frame after a step may cost at most (issue: frames that
// redraw only what changed). Unlike time, these counts do not depend on
// the machine, so a test can hold the page to them.
const (
	maxDraws       = 40
	maxIndices     = 30000
	maxVertexBytes = 1 << 20
)

// maxFirstUploads is how many textures the first play frame may upload:
// the new-game screen has drawn the game ahead (scene.Rehearser), so its
// shapes and glyphs are ready; painted then, they cost 36 to 77 uploads,
// each a wait for the GPU.
const maxFirstUploads = 8

// TestFrameBudget plays every script on the built page ($PENTARCHY_DIST,
// as make test sets it) and fails when a frame after a step draws more
// than the budget: a shape filled as a vector path every frame, or a board
// drawn again whole, shows here. It logs the main-thread times, which it
// does not judge (they depend on the machine).
func TestFrameBudget(t *testing.T) {
	dist := os.Getenv("PENTARCHY_DIST")
	if dist == "" || testing.Short() {
		t.Skip("set PENTARCHY_DIST to a built page (make test does)")
	}
	if _, err := findChromium(""); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	results, err := measureAll(dist, options{}, testWriter{t})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range results {
		s := summarise([]result{r})
		t.Logf("%s: %d frames; draws ≤ %.0f, indices ≤ %.0f, vertex bytes ≤ %.0f, main thread ≤ %.1f ms (median %.1f); first frame %d draws, %d uploads",
			r.key, s.frames, s.draws.max, s.indices.max, s.vertexBytes.max, s.mainMs.max, s.mainMs.median, r.first.Draws, r.first.TexUploads)
		if s.frames == 0 {
			t.Errorf("%s: no frame measured", r.key)
		}
		if s.draws.max > maxDraws || s.indices.max > maxIndices || s.vertexBytes.max > maxVertexBytes {
			t.Errorf("%s: a frame after a step drew %.0f draw calls, %.0f indices, %.0f bytes of vertices; the budget is %d, %d, %d",
				r.key, s.draws.max, s.indices.max, s.vertexBytes.max, maxDraws, maxIndices, maxVertexBytes)
		}
		if r.first.TexUploads > maxFirstUploads {
			t.Errorf("%s: the first play frame uploaded %d textures, more than %d: it was not drawn ahead", r.key, r.first.TexUploads, maxFirstUploads)
		}
	}
}

// testWriter writes to the test's log.
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSuffix(string(p), "\n"))
	return len(p), nil
}
