package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

// View draws one game's board and turns taps on it into candidate
// steps, in the style of Abstract Play: a tap yields the step text it asks
// for, and that text is played only if game.LegalTexts lists it. A view
// reads the legal texts to know what to highlight; it never decides
// legality.
type View interface {
	// Layout places the board in the square r.
	Layout(r kit.Rect, v kit.View)
	// Tap returns the step a tap at (x, y) asks for, or "" when the tap
	// only changed the selection.
	Tap(x, y float64, legal []string) string
	// Deselect drops the selection, after a step or at the end of a turn.
	Deselect()
	// Draw draws pos, the selection with its legal targets, and last, the
	// last action played ("" for none).
	Draw(dst *ebiten.Image, f *kit.Fonts, pos game.Position, legal []string, last string)
	// Cells returns a function that gives the centre of a cell or site by
	// its name, in device pixels, or ok = false when there is no such cell
	// on screen. The function keeps the layout of the moment it was made.
	Cells() func(name string) (x, y float64, ok bool)
	// Status describes pos for the panel beside the board.
	Status(pos game.Position) Status
	// PlayerName is how the screens name player p: a colour, or
	// "Player p".
	PlayerName(p int) string
	// Token draws a small round piece of the player, for the panel.
	Token(dst *ebiten.Image, x, y, r float64, player int)
	// PlayerInk is player p's colour for lines on a panel (a chart): the
	// colour of their pieces, or its outline where that is too light.
	PlayerInk(p int) color.RGBA
	// Hint tells a new player what the taps do now, given the position
	// and the legal steps shown (none while they are hidden): it follows
	// the selection and the phase of the turn.
	Hint(pos game.Position, legal []string) string
	// Actions are the panel buttons for what is not a tap on the board
	// ("End turn", "Pass", "Conquer"), given the legal steps now; the first
	// is the main one.
	Actions(pos game.Position, legal []string) []Action
}

// Action is a panel button that a board view offers. do returns the step
// to play, or "" when the press only changed the view (a preview to confirm).
// A disabled action is shown dimmed and cannot be pressed. An action with
// undo > 0 instead takes back that many of the last steps (the play scene
// replays the record without them; do is not called), then plays the steps
// of Replay again, each that is still legal. Keys press the action's
// button.
type Action struct {
	Label    string
	Do       func() string
	Disabled bool
	Undo     int
	Replay   []string
	Keys     []ebiten.Key
}

// StepAction is the action that plays step as it is.
func StepAction(label, step string) Action {
	return Action{Label: label, Do: func() string { return step }}
}

// Status is what the panel says about a position.
type Status struct {
	Player int    // whose token goes with the text: the mover, or the winner; 0 for none
	Text   string // what the player reads first: whose turn and what is left, or the result
	Detail string // a quieter second line
	Over   bool   // the game is over: title and reason fill the banner
	Title  string // "Black wins", "Draw"
	Reason string // why, as a sentence
}

// Control is a tappable part of a board view's panel part: an action with
// its place on screen.
type Control struct {
	Action
	R kit.Rect
}

// Views makes the board view of a game by its id, when there is one: the
// app's list of views (game/ui), handed to what draws boards of any game.
type Views func(gameID string) (View, bool)

// Of is the board view of r; nil when there is none.
func (vs Views) Of(r game.Ruleset) View {
	v, _ := vs(r.ID())
	return v
}
