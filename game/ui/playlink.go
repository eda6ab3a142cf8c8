package ui

// playLink is what a game played with another device adds to the play
// scene: online (onlinegame.go) or by move codes (correspondence.go). The
// play scene tells it every step played and lets it hold a step asked for
// here; the link ticks with the scene, may end the game where the ruleset
// does not (a resignation, a draw agreed), words a line for the panel and
// offers prompts (accept the friend's offer) and the game bar's buttons.
// A game played on this device only has none.
type playLink interface {
	// played hears each step played, here or received, with its player.
	played(step string, player int)
	// allows tells whether a step asked for by hand here may be played
	// now; false keeps the position as it is.
	allows(step string) bool
	// tick does the link's work: it tells whether the screen changed.
	tick() bool
	// busy tells whether the link needs frames between events.
	busy() bool
	// ended is the end of the game by agreement or resignation, when
	// there is one.
	ended() (status, bool)
	// say is a line for the panel, in place of the hint: the connection,
	// the last message. "" leaves the hint.
	say() string
	// prompts are actions put before the board view's: answers to the
	// friend's offers.
	prompts() []action
	// refreshBar sets up the game bar (Undo, Redo, Moves, Menu) for a
	// game with another device, after the play scene refreshed it.
	refreshBar(bar []*button)
}
