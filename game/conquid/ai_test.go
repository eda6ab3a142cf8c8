package conquid

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
)

// TestRace checks the distances and shortest-path cells the computer
// player sees: the empty cells a side still has to acquire for a winning
// path, and where they lie.
func TestRace(t *testing.T) {
	for _, tc := range []struct {
		name     string
		size     string
		steps    []string
		red, blu int    // distances
		redOn    string // the cells on Red's shortest paths, "" for any
	}{
		{"small start", "small", nil, 4, 4, "f4 g4 h4 i4"},
		{"medium start", "medium", nil, 16, 16, ""},
		{"small red builds", "small", []string{"acquire f4", "acquire g4", "acquire a1"}, 2, 6, "h4 i4"},
		{"small blue blocks", "small", []string{"acquire f4", "acquire g4", "acquire a1", "acquire h4", "acquire a7", "acquire b7"}, 4, 5, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := Rules{}.Start(game.Options{"size": tc.size})
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tc.steps {
				if err := game.Play(pos, s); err != nil {
					t.Fatal(err)
				}
			}
			p := pos.(*Position)
			if d := p.measure(red); d != tc.red {
				t.Errorf("red distance %d, want %d", d, tc.red)
			}
			if d := p.measure(blue); d != tc.blu {
				t.Errorf("blue distance %d, want %d", d, tc.blu)
			}
			if tc.redOn != "" {
				var on rows
				p.shortest(red, &on)
				if got := cellNames(p, &on); got != tc.redOn {
					t.Errorf("red's shortest-path cells %q, want %q", got, tc.redOn)
				}
			}
		})
	}
}

func cellNames(p *Position, set *rows) string {
	s := ""
	for r := range p.b.ranks {
		for f := range p.b.files {
			if set[r]>>f&1 != 0 {
				if s != "" {
					s += " "
				}
				s += Cell{f, r}.String()
			}
		}
	}
	return s
}

// BenchmarkShortest measures the computer's race measure on the medium
// board after 30 random acquisitions: both sides' shortest ways, as each
// playout step asks for them.
func BenchmarkShortest(b *testing.B) {
	pos, err := Rules{}.Start(game.Options{"size": "medium"})
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var steps []game.Step
	for i := 0; i < 30 || pos.(*Position).Acquired() > 0; i++ {
		steps = pos.Legal(steps[:0])
		steps = slices.DeleteFunc(steps, func(s game.Step) bool { return !strings.HasPrefix(pos.FormatStep(s), "acquire") })
		pos.Apply(steps[rng.IntN(len(steps))])
	}
	p := pos.(*Position)
	var on rows
	for b.Loop() {
		p.shortest(red, &on)
		p.shortest(blue, &on)
	}
}
