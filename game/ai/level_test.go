package ai

import (
	"math"
	"strings"
	"testing"
)

func TestLevels(t *testing.T) {
	levels := Levels()
	if len(levels) < 3 {
		t.Fatalf("%d levels", len(levels))
	}
	for i, l := range levels {
		if found, err := FindLevel(l.Name); err != nil || found != l {
			t.Errorf("FindLevel(%q) = %v, %v", l.Name, found, err)
		}
		if l.Iterations < 1 || l.Millis < 1 {
			t.Errorf("%s: no budget", l.Name)
		}
		if i > 0 && l.Iterations <= levels[i-1].Iterations {
			t.Errorf("%s searches no more than %s", l.Name, levels[i-1].Name)
		}
	}
	if _, err := FindLevel("grandmaster"); err == nil || !strings.Contains(err.Error(), "easy") {
		t.Errorf("FindLevel(grandmaster): %v", err)
	}
}

func TestNewPlayer(t *testing.T) {
	for _, tc := range []struct {
		spec string
		ok   bool
	}{
		{"easy", true}, {"medium", true}, {"hard", true}, {"random", true}, {"uct:1000", true},
		{"uct:0", false}, {"uct:", false}, {"uct:x", false}, {"Medium", false}, {"", false},
	} {
		if _, err := NewPlayer(tc.spec, 1); (err == nil) != tc.ok {
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
	for _, s := range []string{"easy", "medium", "hard", "random", "uct:1000", "uct:0", "uct:-3", "uct:", "uct:9x", "Easy", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		p, err := NewPlayer(spec, 1)
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
		case *random:
			if spec != "random" {
				t.Fatalf("NewPlayer(%q) plays at random", spec)
			}
		}
	})
}
