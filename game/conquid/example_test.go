package conquid_test

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// A Red chain from the Red HQ (e4) to the Blue HQ (j4) must still be
// declared with conquest, a turn later.
func Example() {
	pos, _ := conquid.Rules{}.Start(game.Options{"size": "small"})
	p := pos.(*conquid.Position)
	for _, step := range []string{
		"acquire f4", "acquire g4", "acquire h4", // Red
		"conquer",                                // Blue: a quiet turn
		"acquire i4", "acquire a1", "acquire a2", // Red joins the HQs
		"acquire n1", "acquire n2", "acquire n3", // Blue does not break it
	} {
		if err := game.Play(pos, step); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(p.ConquestPath(1))
	fmt.Println(game.Play(pos, "acquire e4"))
	fmt.Println(game.Play(pos, "conquest"), p.Result().Winners.List(), p.Result().Reason)
	fmt.Println(p)
	// Output:
	// [f4 g4 h4 i4]
	// e4 is an HQ cell, not empty
	// <nil> [1] conquest
	// ............../............../............../....RrrrrB..../.............b/r............b/r............b r 0 5 0
}

// ConquerCells previews a Conquer without playing it.
func ExamplePosition_ConquerCells() {
	pos, _ := conquid.Rules{}.ParsePosition(nil,
		"rrrrrr......../bbbbbbb......./r........r..../..rbR...rBr.../.........r.r.r/............b./...........r.r r 0 0 0")
	fmt.Println(pos.(*conquid.Position).ConquerCells())
	// Output:
	// [a6 b6 c6 d6 e6 f6]
}
