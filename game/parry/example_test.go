package parry_test

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// A turn of spec §9 T4: a placement with power 2 earns two bonus steps.
func Example() {
	pos, _ := parry.Rules{}.ParsePosition(game.Options{"board": "Square 5 ortho (25)"}, "...../...2./..1../.1.../..... 1 P")
	fmt.Println(game.LegalTexts(pos))
	_ = game.Play(pos, "place c2")
	fmt.Println(pos)
	fmt.Println(game.Play(pos, "move c2-d2"))
	_ = game.Play(pos, "move b2-b1")
	fmt.Println(game.Play(pos, "move b1-b2"))
	_ = game.Play(pos, "move c3-c4")
	fmt.Println(pos)
	// Output:
	// [place a2 place b1 place b3 place c2]
	// ...../...2./..1../.11../..... 1 S 2 c2 -
	// the placed piece may not move
	// that board already occurred this turn
	// ...../..12./...../..1../.1... 2 P
}

// What a board view reads: the board's geometry, and for each site its
// occupant, power, controller and territory; then scores, phase and steps.
func ExamplePosition() {
	p, _ := parry.ParsePosition(game.Options{"board": "Square 5 ortho (25)"}, "...../.2.../.12../..1../..... 1 P")
	b := p.Board()
	c3, _ := b.Site("c3")
	fmt.Println(b.Name(), b.Len(), b.Center(c3), b.Cell(c3))
	fmt.Println(p.At(c3), p.Power(1, c3), p.Controller(c3), p.Territory(c3))
	fmt.Println(p.Scores(), p.Turn(), p.Phase(), p.StepsLeft(), p.Placed())
	// Output:
	// Square 5 ortho (25) 25 {2 2} [{1.5 1.5} {2.5 1.5} {2.5 2.5} {1.5 2.5}]
	// 2 1 1 1
	// [6 6] 1 P 0 -1
}

// The 2-player tie-break of spec §5 (OUR RULE): the last placer wins.
func ExamplePosition_Result() {
	pos, _ := parry.ParsePosition(game.Options{}, "111/1111/11111/211112/1122222/222222/22222 1 P")
	r := pos.Result()
	fmt.Println(r.Over, r.Winners.List(), r.Reason, r.Scores)
	// Output:
	// true [2] tie: last placer wins [18 18]
}
