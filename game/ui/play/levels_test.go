package play

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
)

// TestLevelChoiceCycle: Next and Prev go round levels 1 to 8 and Match me,
// each the other's inverse.
func TestLevelChoiceCycle(t *testing.T) {
	c := LevelChoice{Adapts: true}
	var seen []LevelChoice
	for range 9 {
		next := c.Next()
		if next.Prev() != c {
			t.Errorf("%+v: Next then Prev gives %+v", c, next.Prev())
		}
		seen = append(seen, next)
		c = next
	}
	if c != (LevelChoice{Adapts: true}) || seen[0] != (LevelChoice{Rung: 1}) || seen[7] != (LevelChoice{Rung: 8}) {
		t.Errorf("round the choices: %+v", seen)
	}
}

// TestStepTime: the estimate grows with the budget: a level of a billion
// playouts a step is slow on any device, one of a single playout is not.
func TestStepTime(t *testing.T) {
	r, _ := registry.Find("phalanx")
	pos, _ := game.Setup(r, game.Record{Game: "phalanx"})
	if slow := StepTime(pos, ai.Level{Iterations: 1e9, PlayoutTurns: 4}); slow <= SlowStep {
		t.Errorf("a billion playouts a step would take %v", slow)
	}
	if quick := StepTime(pos, ai.Level{Iterations: 1, PlayoutTurns: 4}); quick >= SlowStep || quick <= 0 {
		t.Errorf("one playout a step would take %v", quick)
	}
}
