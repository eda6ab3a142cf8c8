//go:build !js

package browsertest

import (
	"slices"
	"testing"
	"time"
)

// mirrorSerial reads the count of writes the page's IndexedDB mirror has
// on disk (game/ui/storage), as a string; "" when it has none.
const mirrorSerial = `new Promise((ok, bad) => {
	const open = indexedDB.open("pentarchy");
	open.onerror = () => bad(open.error);
	open.onsuccess = () => {
		const get = open.result.transaction("kept").objectStore("kept").get("pentarchy.serial");
		get.onsuccess = () => { open.result.close(); ok(get.result || ""); };
		get.onerror = () => bad(get.error);
	};
})`

// TestHotSeatKilled plays hot-seat steps, waits until the IndexedDB mirror
// has caught up with localStorage (the mirror writes a step's save in a
// task of its own after the frame that shows it), and kills the browser
// outright at once: started again on its profile, Continue has every
// step. Chromium writes localStorage to disk only every few seconds, so
// the steps come back through the mirror.
func TestHotSeatKilled(t *testing.T) {
	d := OpenDevice(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	p := d.Page
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	p.ClickCell("f3")
	p.ClickCell("e3")
	p.ClickCell("d3")
	played := p.WaitSteps(3)

	local := Eval[string](p, `localStorage.getItem("pentarchy.serial")`)
	deadline := time.Now().Add(Timeout)
	for Await[string](p, mirrorSerial) != local {
		if time.Now().After(deadline) {
			t.Fatalf("after %v the mirror's count of writes is %q, localStorage's %q", Timeout, Await[string](p, mirrorSerial), local)
		}
		time.Sleep(20 * time.Millisecond)
	}
	d.Kill()

	p = d.Start()
	p.WaitScene("menu")
	p.Click("Continue Phalanx")
	p.WaitScene("play")
	if got := p.WaitSteps(3); !slices.Equal(got, played) {
		t.Fatalf("after the kill Continue has %q, want %q", got, played)
	}
}
