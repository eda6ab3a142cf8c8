//go:build !js

package browsertest

import (
	"testing"
	"time"
)

// TestClockInPage plays Phalanx hot-seat with a clock of 30 s a turn,
// chosen on the new-game screen: Black plays a turn by clicks; White does
// nothing, and 30 s later the page ends the game, Black winning on time,
// with no step played after it. The screenshot shows both times in the
// panel.
func TestClockInPage(t *testing.T) {
	p := Open(t, Serve(t, Dist(t)), Screen{Width: 1280, Height: 800}, Shots(t))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	for i := 0; !p.HasButton("Clock: 30 s a turn"); i++ {
		if i > len("0123456789") {
			t.Fatalf("no clock of 30 s a turn: %v", buttonsOf(p))
		}
		p.Click(labelStarting(p, "Clock: "))
	}
	p.Screenshot("clock-newgame-desktop")
	p.Click("Start")
	p.WaitScene("play")
	playStep(t, p, "clock", "add f3")
	playStep(t, p, "clock", "end")
	began := time.Now()
	p.Screenshot("clock-play-desktop")
	p.WaitFor("White's time run out", `window.pentarchy.status().startsWith("Black wins")`)
	took := time.Since(began)
	if took < 25*time.Second {
		t.Errorf("White's 30 s ran out after %v", took)
	}
	t.Logf("White's 30 s ran out %v after Black's turn ended, as the page saw it", took.Round(100*time.Millisecond))
	if n := len(recordOf(t, p).Steps); n != 2 {
		t.Errorf("the record has %d steps, want Black's 2", n)
	}
	p.Screenshot("clock-over-desktop")
}
