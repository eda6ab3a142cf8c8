package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
)

// boardView draws one game's board and turns taps on it into candidate
// steps, in the style of Abstract Play: a tap yields the step text it asks
// for, and that text is played only if game.LegalTexts lists it. A view
// reads the legal texts to know what to highlight; it never decides
// legality.
type boardView interface {
	// layout places the board in the square r.
	layout(r rect, v view)
	// tap returns the step a tap at (x, y) asks for, or "" when the tap
	// only changed the selection.
	tap(x, y float64, legal []string) string
	// deselect drops the selection, after a step or at the end of a turn.
	deselect()
	// draw draws pos, the selection with its legal targets, and last, the
	// last action played ("" for none).
	draw(dst *ebiten.Image, f *fonts, pos game.Position, legal []string, last string)
	// cells returns a function that gives the centre of a cell or site by
	// its name, in device pixels, or ok = false when there is no such cell
	// on screen. The function keeps the layout of the moment it was made.
	cells() func(name string) (x, y float64, ok bool)
	// status describes pos for the panel beside the board.
	status(pos game.Position) status
	// token draws a small round piece of the player, for the panel.
	token(dst *ebiten.Image, x, y, r float64, player int)
	// hint tells a new player what the taps do now, given the position
	// and the legal steps shown (none while they are hidden): it follows
	// the selection and the phase of the turn.
	hint(pos game.Position, legal []string) string
	// actions are the panel buttons for what is not a tap on the board
	// ("End turn", "Pass", "Conquer"), given the legal steps now; the first
	// is the main one.
	actions(pos game.Position, legal []string) []action
}

// action is a panel button that a board view offers. do returns the step
// to play, or "" when the press only changed the view (a preview to confirm).
// A disabled action is shown dimmed and cannot be pressed. An action with
// undo > 0 instead takes back that many of the last steps (the play scene
// replays the record without them; do is not called).
type action struct {
	label    string
	do       func() string
	disabled bool
	undo     int
}

// stepAction is the action that plays step as it is.
func stepAction(label, step string) action {
	return action{label: label, do: func() string { return step }}
}

// status is what the panel says about a position.
type status struct {
	player int    // whose token goes with the text: the mover, or the winner; 0 for none
	text   string // what the player reads first: whose turn and what is left, or the result
	detail string // a quieter second line
	over   bool   // the game is over: title and reason fill the banner
	title  string // "Black wins", "Draw"
	reason string // why, as a sentence
}

// boardViews makes the board view of each game that can be played, by
// game id.
var boardViews = map[string]func() boardView{
	"phalanx":         func() boardView { return &phalanxView{} },
	"parry":           func() boardView { return newParryView() },
	"patriarchs":      func() boardView { return &patriarchsView{} },
	"conquid":         func() boardView { return &conquidView{} },
	"source-of-power": func() boardView { return &powerView{} },
}
