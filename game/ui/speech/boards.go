package speech

import (
	"strings"

	"pentarchy/game"
)

// Grid lists the cells of a files×ranks board named as squares ("a1"),
// the top rank first, each rank from file a, with what at says of each.
func Grid(files, ranks int, at func(f, r int) string) []Cell {
	cells := make([]Cell, 0, files*ranks)
	for r := ranks - 1; r >= 0; r-- {
		for f := range files {
			cells = append(cells, Cell{game.SquareName(f, r), at(f, r)})
		}
	}
	return cells
}

// joinAnd joins words as a list: "a, b and c".
func joinAnd(w Words, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	last := len(items) - 1
	return w.Text("speech.and", strings.Join(items[:last], ", "), items[last])
}
