package power_test

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/power"
)

// Player 1 spawns a tank on its home base and moves it; player 2 passes.
// The last "end" resolves the turn; the events tell the play scene what
// happened.
func Example() {
	pos, _ := power.Rules{}.Start(game.Options{})
	fmt.Println(game.LegalTexts(pos))
	for _, step := range []string{"spawn tank -3,0", "move -3,0>-2,0", "end", "end"} {
		if err := game.Play(pos, step); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(pos)
	sop := pos.(*power.Position)
	for _, e := range sop.Events() {
		fmt.Println(e.Kind, sop.Map().Name(e.From), sop.Map().Name(e.To))
	}
	fmt.Println(game.Play(pos, "move -3,0"))
	// Output:
	// [end spawn artillery -3,0 spawn infantry -3,0 spawn tank -3,0]
	// SOP 5-3-3 t2 p1 | S0@1,-2 H1@-3,0 U@-1,0 S0@0,0 U@1,0 H2@3,0 S0@-1,2 | 1T3@-2,0 | 1:6/6/5/0 2:6/6/6/0 | 1[] 2[]
	// spawn - -3,0
	// move -3,0 -2,0
	// no unit of yours on -3,0
}
