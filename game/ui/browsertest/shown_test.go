//go:build !js

package browsertest

import (
	"fmt"
	"net/http"
	"testing"
)

// drawnFrames is a page that draws as the app does, each frame showing
// something new: in an animation-frame callback it publishes "frame N"
// to its window.pentarchy, at once or (late) in a task after the
// callback, and only then asks for the next callback. It stops after 240
// frames.
const drawnFrames = `<!doctype html><title>frames</title><script>
const late = location.hash === "#late";
let n = 0;
window.pentarchy = {scene: () => "frames", status: () => "frame " + n, buttons: () => [{label: "b" + (n % 2)}]};
const draw = () => {
	n++;
	if (n < 240) requestAnimationFrame(frame);
};
const frame = () => late ? setTimeout(draw, 0) : draw();
requestAnimationFrame(frame);
</script>`

// TestKeepShown checks that keepShown keeps every frame a page draws,
// whether the page draws in its animation-frame callback or in a task
// after it: kept from the frame it started at, the frames' numbers go up
// one at a time to the last.
func TestKeepShown(t *testing.T) {
	url := ServeHandler(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, drawnFrames)
	}))
	for _, mode := range []string{"", "late"} {
		p := Open(t, url+"#"+mode, Screen{Width: 400, Height: 300}, Shots(t))
		p.WaitFor("a first frame", `window.pentarchy.status() !== "frame 0"`)
		keepShown(p)
		p.WaitFor("the last frame", `window.pentarchy.status() === "frame 240"`)
		p.frames()
		kept := Eval[[]string](p, `window.__shown.frames.map(f => f.status)`)
		if len(kept) == 0 || kept[len(kept)-1] != "frame 240" {
			t.Fatalf("%q: kept %q, want frames up to 240", mode, kept)
		}
		first := 240 - len(kept) + 1
		for i, st := range kept {
			if want := fmt.Sprintf("frame %d", first+i); st != want {
				t.Fatalf("%q: frame %d kept is %q, want %q (kept %q)", mode, i, st, want, kept)
			}
		}
		t.Logf("%q: kept frames %d to 240", mode, first)
	}
}
