package ui

// playLink is what a game played with another device adds to the play
// scene: online (onlinegame.go) or by move codes (correspondence.go). The
// play scene tells it every step played and lets it hold a step asked for
// here; the link ticks with the scene, may end the game where the ruleset
// does not (a resignation, a draw agreed), words a status and a line for
// the panel and
// offers prompts (accept the friend's offer) and the game bar's buttons.
// A game played on this device only has none.
type playLink interface {
	// played hears each step played, here or received, with its player.
	played(step string, player int)
	// takes tells whether the link takes a step asked for by hand here
	// instead of the play scene, which then leaves its position as it is:
	// a step the other device would refuse (the link says why), or one the
	// link keeps for later (Source of Power's last orders of a turn).
	takes(step string) bool
	// tick does the link's work: it tells whether the screen changed.
	tick() bool
	// busy tells whether the link needs frames between events.
	busy() bool
	// status is a status to show instead of the board view's, when there
	// is one: the end of the game by agreement or resignation (over), or a
	// wait for the other device.
	status() (status, bool)
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

// promptButtons turns a link's prompts into panel buttons, which work
// whoever is to move, side by side on a row above the buttons below.
func (s *playScene) promptButtons(acts []action, below []*button) []*button {
	top := s.bar[0].r.y
	for _, b := range below {
		top = min(top, b.r.y)
	}
	g := s.v.px(gap)
	row := s.wideRow(0)
	row.y = top - row.h - g
	places := row.row(g, weights(len(acts))...)
	bs := make([]*button, len(acts))
	for i, act := range acts {
		bs[i] = &button{label: act.label, disabled: act.disabled, r: places[i], action: func() { act.do() }}
	}
	return bs
}
