package ai

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/rng"
)

// TestNeverLosesAtOnce: over positions of every game reached by play
// between greedy players with random steps mixed in, the weak levels never play a step that loses at once while
// another legal step does not. A step loses at once when it ends the game
// without its mover among the winners, or when it passes the turn and the
// next player can end the game so with a single step (in a game without
// simultaneous orders). The test counts the positions where some legal
// step lost at once and another did not, and fails when it found too few
// to prove anything.
func TestNeverLosesAtOnce(t *testing.T) {
	for _, r := range registry.All() {
		t.Run(r.ID(), func(t *testing.T) {
			start := setUp(t, r.ID(), nil, "")
			_, simultaneous := start.(Simultaneous)
			random := rng.New(7, 1)
			trap, games := 0, 0
			for ; trap < 8 && games < 400; games++ {
				pos, greedy := start.Clone(), newGreedy(uint64(games))
				for depth := random.IntN(200); depth > 0 && pos.Mover() != 0; depth-- {
					step := greedy.Choose(pos)
					if random.IntN(2) == 0 {
						legal := pos.Legal(nil)
						step = legal[random.IntN(len(legal))]
					}
					pos.Apply(step)
				}
				if pos.Mover() == 0 {
					continue
				}
				losing, safe := splitLosing(pos, simultaneous)
				if len(losing) == 0 || len(safe) == 0 {
					continue
				}
				trap++
				for _, name := range []string{"1", "2", "3"} {
					s := NewSearch(pos, level(t, r.ID(), name), uint64(games))
					for !s.Done() {
						s.Run(64)
					}
					step, _ := s.Best()
					if losing[step] {
						t.Errorf("level %s in %s played %s, which loses at once; %s did not", name, pos, pos.FormatStep(step), pos.FormatStep(safe[0]))
					}
				}
			}
			t.Logf("%d positions with a step that loses at once, in %d random games", trap, games)
			if trap < 3 && r.ID() != "parry" && r.ID() != "source-of-power" {
				t.Errorf("only %d positions with a step that loses at once: the test proves little", trap)
			}
		})
	}
}

// splitLosing sorts pos's legal steps into those that lose at once and
// those that do not.
func splitLosing(pos game.Position, simultaneous bool) (losing map[game.Step]bool, safe []game.Step) {
	losing = make(map[game.Step]bool)
	mover := pos.Mover()
	lost := func(p game.Position) bool { return p.Mover() == 0 && !p.Result().Winners.Has(mover) }
	for _, s := range pos.Legal(nil) {
		after := pos.Clone()
		after.Apply(s)
		loses := lost(after)
		if next := after.Mover(); !loses && next != 0 && next != mover && !simultaneous {
			for _, reply := range after.Legal(nil) {
				p := after.Clone()
				p.Apply(reply)
				if lost(p) {
					loses = true
					break
				}
			}
		}
		if loses {
			losing[s] = true
		} else {
			safe = append(safe, s)
		}
	}
	return losing, safe
}
