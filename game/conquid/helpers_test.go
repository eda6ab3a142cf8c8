package conquid_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// parse reads a position text or fails the test.
func parse(t testing.TB, text string) *conquid.Position {
	t.Helper()
	pos, err := conquid.Rules{}.ParsePosition(nil, text)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", text, err)
	}
	return pos.(*conquid.Position)
}

// play plays steps on pos or fails the test.
func play(t testing.TB, pos game.Position, steps ...string) {
	t.Helper()
	for _, s := range steps {
		if err := game.Play(pos, s); err != nil {
			t.Fatalf("%s: %q: %v", pos, s, err)
		}
	}
}

// randomPosition fills each non-HQ cell of a board of the size with Red
// with probability fill/2, Blue with fill/2, else leaves it empty; the side
// to move is random.
func randomPosition(t testing.TB, rng *rand.Rand, size string, fill float64) *conquid.Position {
	return biasedPosition(t, rng, size, fill, 0.5)
}

// biasedPosition is randomPosition with a share redShare of the filled cells
// Red and the rest Blue.
func biasedPosition(t testing.TB, rng *rand.Rand, size string, fill, redShare float64) *conquid.Position {
	t.Helper()
	start, err := conquid.Rules{}.Start(game.Options{"size": size})
	if err != nil {
		t.Fatal(err)
	}
	board, _, _ := strings.Cut(start.String(), " ")
	cells := []byte(board)
	for i, c := range cells {
		if c != '.' {
			continue
		}
		switch x := rng.Float64(); {
		case x < fill*redShare:
			cells[i] = 'r'
		case x < fill:
			cells[i] = 'b'
		}
	}
	counters := " r 0 0 0"
	if rng.IntN(2) == 1 {
		counters = " b 0 1 0"
	}
	return parse(t, string(cells)+counters)
}
