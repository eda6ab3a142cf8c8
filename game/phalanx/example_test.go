package phalanx_test

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

// Black pushes a White stone off the board.
func Example() {
	pos, _ := phalanx.Rules{}.ParsePosition(nil, "3WWW3/3B5/3B5/9/9/9/6B2/6B2/9 b 3 2")
	fmt.Println(game.Play(pos, "push d7-d8"))
	fmt.Println(game.Play(pos, "push d8-d9"))
	fmt.Println(pos)
	fmt.Println(pos.Result().Over, pos.(*phalanx.Position).ActionsLeft())
	// Output:
	// no enemy stone on d8
	// <nil>
	// 3BWW3/3B5/9/9/9/9/6B2/6B2/9 b 2 2
	// false 2
}

// The stones and counters a board view draws.
func ExamplePosition_At() {
	pos, _ := phalanx.Rules{}.Start(nil)
	p := pos.(*phalanx.Position)
	for rank := phalanx.Size - 1; rank >= 0; rank-- {
		for file := range phalanx.Size {
			fmt.Printf("%c", ".BW"[p.At(file, rank)])
		}
		fmt.Println()
	}
	fmt.Println(p.Mover(), p.ActionsLeft(), p.TurnsCompleted(), p.Supply(phalanx.Black))
	fmt.Println(phalanx.Goal(phalanx.Black))
	// Output:
	// .........
	// .WW......
	// .WW......
	// .........
	// .........
	// .........
	// ......BB.
	// ......BB.
	// .........
	// 1 3 0 5
	// 0 8
}
