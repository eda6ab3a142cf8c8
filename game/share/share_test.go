package share

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// TestRoundTrip shares a played game of every ruleset and reads it back:
// the same record, replaying to the same position.
func TestRoundTrip(t *testing.T) {
	for _, r := range registry.All() {
		rec := playout(t, r, 120)
		text, err := Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(text, "+/=#&?") {
			t.Errorf("%s: %q is not safe in a URL fragment", r.ID(), text)
		}
		back, err := Decode(text)
		if err != nil {
			t.Fatalf("%s: %v", r.ID(), err)
		}
		if back.Game != rec.Game || !slices.Equal(back.Steps, rec.Steps) {
			t.Fatalf("%s: round trip changed the record", r.ID())
		}
		t.Logf("%s: %d steps in %d characters", r.ID(), len(rec.Steps), len(text))
	}
}

// playout plays up to n first legal steps of r from its start.
func playout(t *testing.T, r game.Ruleset, n int) game.Record {
	t.Helper()
	pos, err := r.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.Record{Game: r.ID(), Options: game.Options{}, Steps: []string{}}
	for range n {
		legal := game.LegalTexts(pos)
		if len(legal) == 0 {
			break
		}
		step := legal[len(rec.Steps)*7%len(legal)]
		if err := game.Play(pos, step); err != nil {
			t.Fatal(err)
		}
		rec.Steps = append(rec.Steps, step)
	}
	return rec
}

// TestDamaged refuses texts that are not whole shared games, with the
// message a player can act on.
func TestDamaged(t *testing.T) {
	good, _ := Encode(game.Record{Game: "phalanx", Steps: []string{"add f3"}})
	for _, tc := range []struct {
		text string
		want error
	}{
		{"", ErrDamaged},
		{"x", ErrDamaged},
		{good[:len(good)-3], ErrDamaged},
		{"1!!!", ErrDamaged},
		{"2" + good[1:], ErrNewer},
		{"1" + good[2:], ErrDamaged},
	} {
		if _, err := Decode(tc.text); !errors.Is(err, tc.want) {
			t.Errorf("Decode(%q) = %v, want %v", tc.text, err, tc.want)
		}
	}
}

// TestBomb refuses a small text that inflates past the limit.
func TestBomb(t *testing.T) {
	huge := game.Record{Game: "phalanx", Steps: []string{strings.Repeat("a", maxRecord)}}
	text, err := Encode(huge)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(text); !errors.Is(err, ErrDamaged) {
		t.Fatalf("a %d-character text inflating past the limit: %v", len(text), err)
	}
}

func FuzzDecode(f *testing.F) {
	good, _ := Encode(game.Record{Game: "phalanx", Steps: []string{"add f3", "end"}})
	for _, s := range []string{good, "", "1", "2abc", good[:10]} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := Decode(text)
		if err != nil {
			return
		}
		again, err := Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := Decode(again); err != nil || back.Game != rec.Game || !slices.Equal(back.Steps, rec.Steps) {
			t.Fatalf("a decoded record does not round-trip: %v", err)
		}
	})
}
