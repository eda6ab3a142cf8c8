package input_test

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/input"
)

// TestKeyRepeat checks that an arrow held down presses again after a
// delay, then at the repeat rate, and stops when released.
func TestKeyRepeat(t *testing.T) {
	var r input.Repeater
	t0 := time.Unix(0, 0)
	down := true
	held := func(ebiten.Key) bool { return down }
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	right := []ebiten.Key{ebiten.KeyArrowRight}
	for _, tc := range []struct {
		ms      int
		pressed []ebiten.Key
		down    bool
		want    int // arrows this tick
	}{
		{0, right, true, 1}, {100, nil, true, 0}, {399, nil, true, 0}, {400, nil, true, 1},
		{430, nil, true, 0}, {460, nil, true, 1}, {600, nil, true, 1}, {610, nil, false, 0}, {2000, nil, false, 0},
	} {
		down = tc.down
		if got := len(r.Update(tc.pressed, held, at(tc.ms))); got != tc.want {
			t.Errorf("at %d ms: %d presses, want %d", tc.ms, got, tc.want)
		}
	}
}
