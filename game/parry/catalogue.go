package parry

import (
	"fmt"
	"strings"
)

// DefaultBoard is the board of a game whose options name none (spec §2.5,
// OUR RULE): Ludii's default board, with the project's default of 2 players.
const DefaultBoard = "Equiversi 3-5 (36)"

// boardSpec is one entry of the catalogue: a full board name, its family
// and its size parameters.
type boardSpec struct {
	name   string
	family Family
	// Square families: a = N. Hexagonal family: a and b are the two side
	// lengths of the name (Hex N is a = b = N), so A = a−1, B = b−1 and
	// Q = R = a+b−2 (spec §2.3).
	a, b int
}

// catalogue lists the 26 boards in the order of spec §8, each under its
// full Ludii option name.
func catalogue() []boardSpec {
	return []boardSpec{
		{"Equiversi 2-4 (18)", Hex, 2, 4},
		{"Hex 3 (19)", Hex, 3, 3},
		{"Square 5 ortho (25)", SquareOrtho, 5, 5},
		{"Square 4 omni (25)", SquareOmni, 4, 4},
		{"Hex 3-4 (27)", Hex, 3, 4},
		{"Equiversi 3-5 (36)", Hex, 3, 5},
		{"Square 6 ortho (36)", SquareOrtho, 6, 6},
		{"Hex 4 (37)", Hex, 4, 4},
		{"Square 5 omni (41)", SquareOmni, 5, 5},
		{"Hex 4-5 (48)", Hex, 4, 5},
		{"Cairo 1 (dual 48)", Cairo, 0, 0},
		{"Square 7 ortho (49)", SquareOrtho, 7, 7},
		{"Equiversi 4-6 (60)", Hex, 4, 6},
		{"Hex 5 (61)", Hex, 5, 5},
		{"Square 6 omni (61)", SquareOmni, 6, 6},
		{"Square 8 ortho (64)", SquareOrtho, 8, 8},
		{"Hex 5-6 (75)", Hex, 5, 6},
		{"Square 9 ortho (81)", SquareOrtho, 9, 9},
		{"Square 7 omni (85)", SquareOmni, 7, 7},
		{"Equiversi 5-7 (90)", Hex, 5, 7},
		{"Hex 6 (91)", Hex, 6, 6},
		{"Square 10 ortho (100)", SquareOrtho, 10, 10},
		{"Hex 6-7 (108)", Hex, 6, 7},
		{"Equiversi 6-8 (126)", Hex, 6, 8},
		{"Hex 7 (127)", Hex, 7, 7},
		{"Hex 7-8 (147)", Hex, 7, 8},
	}
}

// BoardNames returns the full names of the 26 boards, in the order of the
// rules (spec §8): the values of the "board" option.
func BoardNames() []string {
	var names []string
	for _, spec := range catalogue() {
		names = append(names, spec.name)
	}
	return names
}

// FullBoardName returns the full name of a board given by its full name
// ("Hex 3 (19)") or by its name without the bracket ("Hex 3"), which a
// referee also accepts (spec §6.3). ok is false for any other text.
func FullBoardName(name string) (full string, ok bool) {
	spec, ok := findSpec(name)
	return spec.name, ok
}

func findSpec(name string) (boardSpec, bool) {
	for _, spec := range catalogue() {
		short, _, _ := strings.Cut(spec.name, " (")
		if name == spec.name || name == short {
			return spec, true
		}
	}
	return boardSpec{}, false
}

// NewBoard builds the board of the given full or short name.
func NewBoard(name string) (*Board, error) {
	spec, ok := findSpec(name)
	if !ok {
		return nil, fmt.Errorf("unknown board %q", name)
	}
	switch spec.family {
	case SquareOrtho, SquareOmni:
		return buildSquare(spec), nil
	case Hex:
		return buildHex(spec), nil
	}
	return buildCairo(spec.name)
}
