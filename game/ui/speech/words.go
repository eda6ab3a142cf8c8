package speech

import (
	"strings"

	"pentarchy/game"
)

// Words is what speech says things with.
type Words struct {
	// Text is the table of texts: the text under key, {1}, {2} … filled
	// in by args.
	Text func(key string, args ...any) string
	// Name is how the players call player p ("White", "Red").
	Name func(p int) string
	// Status is the status of a position as the panel says it: whose turn
	// and what is left, or the result.
	Status func(pos game.Position) string
}

// Cell is one cell, point or site of a board and what is on it in words;
// What is "" for an empty cell.
type Cell struct {
	Name string
	What string
}

// Board reads one game's positions in words.
type Board interface {
	// Cells lists every cell of the board in reading order: the top row
	// first, each row from the left.
	Cells(pos game.Position, w Words) []Cell
	// Reserve says what each player still has to bring onto the board,
	// or "" for a game without a reserve.
	Reserve(pos game.Position, w Words) string
}

// what says an empty cell's What as "empty".
func what(w Words, c Cell) string {
	if c.What == "" {
		return w.Text("speech.empty")
	}
	return c.What
}

// Sentence joins parts with ", " and ends them with a full stop.
func Sentence(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ", ") + "."
}
