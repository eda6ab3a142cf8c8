package ai

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"pentarchy/game/registry"
)

// TestLevels: every game has a ladder of 8 levels named 1 to 8, each
// searching more and choosing no more loosely than the one below, and the
// reference levels are found by name in every game.
func TestLevels(t *testing.T) {
	for _, r := range registry.All() {
		levels := Levels(r.ID())
		if len(levels) != 8 {
			t.Fatalf("%s: %d levels", r.ID(), len(levels))
		}
		for i, l := range append(levels, References()...) {
			if found, err := FindLevel(r.ID(), l.Name); err != nil || found != l {
				t.Errorf("%s: FindLevel(%q) = %v, %v", r.ID(), l.Name, found, err)
			}
			if l.Iterations < 1 || l.Temperature < 0 {
				t.Errorf("%s, %s: no budget", r.ID(), l.Name)
			}
			if i == 0 || i >= len(levels) {
				continue
			}
			if below := levels[i-1]; l.Name != fmt.Sprint(i+1) || l.Iterations <= below.Iterations || l.Temperature > below.Temperature {
				t.Errorf("%s: level %s (%+v) is not above %s (%+v)", r.ID(), l.Name, l, below.Name, below)
			}
		}
	}
	if _, err := FindLevel("phalanx", "grandmaster"); err == nil || !strings.Contains(err.Error(), "1 to 8") {
		t.Errorf("FindLevel(grandmaster): %v", err)
	}
}

func TestNewPlayer(t *testing.T) {
	for _, tc := range []struct {
		spec string
		ok   bool
	}{
		{"easy", true}, {"medium", true}, {"hard", true}, {"random", true}, {"uct:1000", true},
		{"1", true}, {"8", true}, {"greedy", true}, {"0", false}, {"9", false},
		{"uct:0", false}, {"uct:", false}, {"uct:x", false}, {"Medium", false}, {"", false},
	} {
		if _, err := NewPlayer("phalanx", tc.spec, 1); (err == nil) != tc.ok {
			t.Errorf("NewPlayer(%q): %v", tc.spec, err)
		}
	}
}

// TestFastExp: the priors' e^x is within 1 % of math.Exp from −80 to 0,
// and 0 below.
func TestFastExp(t *testing.T) {
	for x := float32(-80); x <= 0; x += 0.01 {
		want := math.Exp(float64(x))
		if got := float64(fastExp(x)); math.Abs(got-want) > 0.01*want {
			t.Fatalf("fastExp(%v) = %v, want %v", x, got, want)
		}
	}
	for _, x := range []float32{-81, -1e9, float32(math.Inf(-1)), float32(math.NaN())} {
		if got := fastExp(x); got != 0 {
			t.Errorf("fastExp(%v) = %v, want 0", x, got)
		}
	}
}

// FuzzNewPlayer: any spec is refused with an error or makes a player that
// the spec names.
func FuzzNewPlayer(f *testing.F) {
	for _, s := range []string{"1", "8", "greedy", "easy", "medium", "hard", "random", "uct:1000", "uct:0", "uct:-3", "uct:", "uct:9x", "Easy", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		p, err := NewPlayer("phalanx", spec, 1)
		if err != nil {
			if p != nil || !strings.Contains(err.Error(), "player") {
				t.Fatalf("NewPlayer(%q) = %v, %v", spec, p, err)
			}
			return
		}
		switch p := p.(type) {
		case *levelPlayer:
			if p.level.Name != spec {
				t.Fatalf("NewPlayer(%q) plays level %q", spec, p.level.Name)
			}
		case *uct:
			if !strings.HasPrefix(spec, "uct:") || p.iterations < 1 {
				t.Fatalf("NewPlayer(%q) is uct with %d playouts", spec, p.iterations)
			}
		case *greedy:
			if spec != "greedy" {
				t.Fatalf("NewPlayer(%q) is greedy", spec)
			}
		case *random:
			if spec != "random" {
				t.Fatalf("NewPlayer(%q) plays at random", spec)
			}
		}
	})
}
