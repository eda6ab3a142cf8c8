package ai

import (
	"math"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// setUp returns the position of a game from a position text (the start
// position when it is empty).
func setUp(t testing.TB, id string, opts game.Options, text string) game.Position {
	t.Helper()
	rules, ok := registry.Find(id)
	if !ok {
		t.Fatalf("no game %q", id)
	}
	pos, err := game.Setup(rules, game.Record{Game: id, Options: opts, Position: text})
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func level(t testing.TB, game, name string) Level {
	t.Helper()
	l, err := FindLevel(game, name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestWinsThisTurn: in positions with a win in this turn, every level plays
// the steps of the turn that win it. Other players answer with "end" where
// their orders come after (Source of Power).
func TestWinsThisTurn(t *testing.T) {
	for _, tc := range []struct {
		name, game, position string
	}{
		{"phalanx add twice to the goal", "phalanx", "9/9/1BB6/4W4/4W4/9/9/9/9 b 3 2"},
		{"phalanx push onto the goal corner", "phalanx", "1WBB5/1W7/9/5W3/5W3/9/9/9/9 b 3 2"},
		{"patriarchs cardinal takes the patriarch", "patriarchs", "9/4p4/3u5/9/4C4/9/9/4P4/9 b 1 - - 10"},
		{"patriarchs second act takes the patriarch", "patriarchs", "9/4p4/9/9/9/4C4/9/4P4/9 b 1 - - 10"},
		{"conquid declares conquest", "conquid",
			"............../............../............../....RrrrrB..../............../............../.............. r 0 8 0"},
		{"power holds the last source", "source-of-power",
			"SOP 5-3-3 t1 p1 | H1@-3,0 H2@3,0 S1@1,-2 S1@0,0 S0@-1,2 U@-1,0 U@1,0 | 1T3@-1,2 2T3@3,0 | 1:6/6/6/0 2:6/6/6/0 | 1[] 2[]"},
	} {
		for _, l := range append(Levels(tc.game), References()...) {
			if testing.Short() && l.Iterations >= 10000 {
				continue
			}
			t.Run(tc.name+"/"+l.Name, func(t *testing.T) {
				pos := setUp(t, tc.game, nil, tc.position)
				me := pos.Mover()
				s := NewSearch(pos, l, 1)
				var played []string
				for pos.Mover() == me {
					for !s.Done() {
						s.Run(100)
					}
					step, ok := s.Best()
					if !ok {
						t.Fatal("no step")
					}
					played = append(played, pos.FormatStep(step))
					pos.Apply(step)
					s.Advance(step)
				}
				for pos.Mover() != 0 && pos.Mover() != me {
					if err := game.Play(pos, "end"); err != nil {
						t.Fatal(err)
					}
				}
				if r := pos.Result(); !r.Over || !r.Winners.Has(me) {
					t.Errorf("played %q: result %+v", played, r)
				}
			})
		}
	}
}

// TestDeterministic: the same position, level and seed give the same
// steps, the same number of playouts and the same value.
func TestDeterministic(t *testing.T) {
	for _, r := range registry.All() {
		t.Run(r.ID(), func(t *testing.T) {
			pos := setUp(t, r.ID(), nil, "")
			a, b := NewSearch(pos, level(t, "", "easy"), 42), NewSearch(pos, level(t, "", "easy"), 42)
			a.Run(150)
			b.Run(150)
			sa, _ := a.Best()
			sb, _ := b.Best()
			if sa != sb || a.Iterations() != b.Iterations() || a.Value() != b.Value() {
				t.Errorf("%s (%d, %v) vs %s (%d, %v)", pos.FormatStep(sa), a.Iterations(), a.Value(),
					pos.FormatStep(sb), b.Iterations(), b.Value())
			}
		})
	}
}

// TestHiddenOrders: in Source of Power the search for player 2 does not
// depend on the orders player 1 entered this turn.
func TestHiddenOrders(t *testing.T) {
	var first game.Step
	var value float64
	for i, orders := range [][]string{
		{"end"},
		{"spawn tank -3,0", "move -3,0>-2,0", "end"},
		{"spawn infantry -3,0", "move -3,0>-1,0>1,0", "end"},
	} {
		pos := setUp(t, "source-of-power", nil, "")
		for _, o := range orders {
			if err := game.Play(pos, o); err != nil {
				t.Fatal(err)
			}
		}
		s := NewSearch(pos, level(t, "", "easy"), 9)
		s.Run(300)
		step, _ := s.Best()
		if i == 0 {
			first, value = step, s.Value()
		} else if step != first || s.Value() != value {
			t.Errorf("after %q: %s (%v), after [end]: %s (%v)", orders, pos.FormatStep(step), s.Value(), pos.FormatStep(first), value)
		}
	}
}

// TestAdvanceKeepsTree: after playing a step of its turn that it tried,
// the search starts the next step of the same turn with the playouts that
// went through it.
func TestAdvanceKeepsTree(t *testing.T) {
	for _, id := range []string{"phalanx", "conquid", "source-of-power"} {
		t.Run(id, func(t *testing.T) {
			pos := setUp(t, id, nil, "")
			s := NewSearch(pos, level(t, "", "easy"), 3)
			s.Run(500)
			step, tried := sameTurnStep(s)
			if tried == 0 {
				t.Fatal("no step of the turn was tried")
			}
			s.Advance(step)
			pos.Apply(step)
			if s.Iterations() != tried {
				t.Errorf("after %s the tree has %d playouts, want %d", pos.FormatStep(step), s.Iterations(), tried)
			}
			if s.Position().String() != pos.String() {
				t.Errorf("search at %q, game at %q", s.Position(), pos)
			}
		})
	}
}

// sameTurnStep returns the root's most tried step after which the same
// player moves again, and its playouts.
func sameTurnStep(s *Search) (game.Step, int) {
	var step game.Step
	tried := 0
	root := s.rootNode()
	for _, c := range s.tree.children(root) {
		next := s.pos.Clone()
		next.Apply(c.step)
		if next.Mover() == s.pos.Mover() && int(c.visits) > tried {
			step, tried = c.step, int(c.visits)
		}
	}
	return step, tried
}

// TestBestBeforeRun: a search that has not run yet still gives a legal step.
func TestBestBeforeRun(t *testing.T) {
	for _, r := range registry.All() {
		pos := setUp(t, r.ID(), nil, "")
		step, ok := NewSearch(pos, level(t, "", "medium"), 1).Best()
		if !ok {
			t.Fatalf("%s: no step", r.ID())
		}
		if _, err := pos.ParseStep(pos.FormatStep(step)); err != nil {
			t.Errorf("%s: %v", r.ID(), err)
		}
	}
}

// TestOverOrForced: nothing to search in a finished game or with one legal
// step.
func TestOverOrForced(t *testing.T) {
	over := setUp(t, "phalanx", nil, "9/7W1/7W1/9/9/9/1B7/1B7/9 b 3 200")
	s := NewSearch(over, level(t, "", "medium"), 1)
	if n := s.Run(10); n != 0 || !s.Done() {
		t.Errorf("finished game: ran %d, done %v", n, s.Done())
	}
	if _, ok := s.Best(); ok {
		t.Error("a finished game has a best step")
	}
	forced := setUp(t, "parry", game.Options{"board": "Square 5 ortho (25)"}, "12121/21212/12121/2121./12121 1 P")
	s = NewSearch(forced, level(t, "", "medium"), 1)
	if step, ok := s.Best(); !ok || !s.Done() || forced.FormatStep(step) != "place e2" {
		t.Errorf("forced: %s, %v, done %v", forced.FormatStep(step), ok, s.Done())
	}
}

// TestRunAllocatesNothing: once the tree's memory has grown, searching
// again allocates nothing.
func TestRunAllocatesNothing(t *testing.T) {
	for _, r := range registry.All() {
		t.Run(r.ID(), func(t *testing.T) {
			pos := setUp(t, r.ID(), nil, "")
			s := NewSearch(pos, level(t, "", "medium"), 1)
			s.Run(400)
			allocs := testing.AllocsPerRun(3, func() {
				s.clearTree()
				s.Run(400)
			})
			if allocs != 0 {
				t.Errorf("%v allocations per search", allocs)
			}
		})
	}
}

// TestWholeGames plays whole games with a computer player in every seat,
// of more than two players too: every step it picks is legal and the games
// end.
func TestWholeGames(t *testing.T) {
	for _, tc := range []struct {
		id   string
		opts game.Options
	}{
		{"parry", game.Options{"players": "3", "board": "Hex 3 (19)"}},
		{"parry", game.Options{"players": "6", "board": "Hex 4 (37)"}},
		{"source-of-power", game.Options{"players": "3"}},
		{"phalanx", nil},
	} {
		t.Run(tc.id+"/"+tc.opts["players"], func(t *testing.T) {
			if testing.Short() && tc.id != "parry" {
				t.Skip("long")
			}
			pos := setUp(t, tc.id, tc.opts, "")
			players := make([]Player, pos.Players())
			for i := range players {
				players[i], _ = NewPlayer(tc.id, "easy", uint64(i))
			}
			for steps := 0; pos.Mover() != 0; steps++ {
				if steps > 5000 {
					t.Fatalf("no end after %d steps", steps)
				}
				s := players[pos.Mover()-1].Choose(pos)
				if err := game.Play(pos, pos.FormatStep(s)); err != nil {
					t.Fatalf("step %d: %v", steps, err)
				}
			}
			t.Logf("%s: %+v", pos, pos.Result())
		})
	}
}

// TestChances: each player's chance, the mean of their rewards, sums to
// one in every game's start (a win is shared among its winners, and the
// evaluations share one too), and favours the mover of a position with a
// win this turn; before any iteration there is none.
func TestChances(t *testing.T) {
	for _, r := range registry.All() {
		s := NewSearch(setUp(t, r.ID(), nil, ""), level(t, "", "easy"), 2)
		if s.Chances() != nil {
			t.Errorf("%s: chances before any iteration", r.ID())
		}
		s.Run(200)
		sum := 0.0
		for _, c := range s.Chances() {
			sum += c
		}
		if math.Abs(sum-1) > 1e-6 {
			t.Errorf("%s: the chances %v sum to %v", r.ID(), s.Chances(), sum)
		}
	}
	pos := setUp(t, "phalanx", nil, "9/9/1BB6/4W4/4W4/9/9/9/9 b 3 2")
	s := NewSearch(pos, level(t, "", "easy"), 2)
	s.Run(400)
	if c := s.Chances(); c[pos.Mover()-1] < 0.8 {
		t.Errorf("Black, who wins this turn, has a chance of %v", c)
	}
}
