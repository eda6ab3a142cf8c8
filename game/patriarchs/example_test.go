package patriarchs_test

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
)

// A game played through the contract: Blue's first turn has one act, and
// Red may not move a unit twice in a turn.
func Example() {
	pos, _ := patriarchs.Rules{}.Start(nil)
	fmt.Println(game.Play(pos, "deploy cardinal d3"))
	fmt.Println(len(game.LegalTexts(pos)), "legal steps for Red")
	fmt.Println(game.Play(pos, "move e7-e6"))
	fmt.Println(game.Play(pos, "move e6-e5"))
	fmt.Println(pos)
	// Output:
	// <nil>
	// 29 legal steps for Red
	// <nil>
	// the support on e6 has already acted this turn: act 2 must use another unit
	// 4u4/3upu3/9/4u4/9/9/3CU4/3UPU3/4U4 r 2 e6 CSSccss 2
}

// What a board view reads: the units, the reserves and the counters.
func ExamplePosition_accessors() {
	start, _ := patriarchs.Rules{}.Start(nil)
	pos := start.(*patriarchs.Position)
	_ = game.Play(pos, "move e3-e4")
	_ = game.Play(pos, "deploy secondary d7")
	for r := patriarchs.Size - 1; r >= 0; r-- {
		for f := range patriarchs.Size {
			fmt.Printf("%c", pos.At(patriarchs.Square{File: f, Rank: r}).Letter())
		}
		fmt.Println()
	}
	spent, _ := pos.Spent()
	fmt.Printf("turn %d, player %d, act %d of %d, %v spent\n",
		pos.Turn(), pos.Side(), pos.Act(), pos.ActsInTurn(), spent)
	fmt.Println("Red holds", pos.Reserve(patriarchs.Red, patriarchs.Secondary), "secondary")
	// Output:
	// ....u....
	// ...upu...
	// ...su....
	// .........
	// .........
	// ....U....
	// .........
	// ...UPU...
	// ....U....
	// turn 2, player 2, act 2 of 2, d7 spent
	// Red holds 1 secondary
}
