package play

import (
	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// playLink is what a game played with another device adds to the play
// scene: online (onlinegame.go) or by move codes (correspondence.go). The
// play scene tells it every step played and lets it hold a step asked for
// here; the link ticks with the scene, may end the game where the ruleset
// does not (a resignation, a draw agreed), words a status and a line for
// the panel and
// offers prompts (accept the friend's offer) and the game bar's buttons.
// A game played on this device only has the local link, which does
// nothing.
type playLink interface {
	// Played hears each step played, here or received, with its player.
	Played(step string, player int)
	// Takes tells whether the link takes a step asked for by hand here
	// instead of the play scene, which then leaves its position as it is:
	// a step the other device would refuse (the link says why), or one the
	// link keeps for later (Source of Power's last orders of a turn).
	Takes(step string) bool
	// Tick does the link's work: it tells whether the screen changed.
	Tick() bool
	// Busy tells whether the link needs frames between events.
	Busy() bool
	// Paused tells whether the link lets no seat of this device play now
	// (another device's turn, sealed orders, an offer waiting): the
	// computer's seats here wait without thinking.
	Paused() bool
	// Status is a status to show instead of the board view's, when there
	// is one: the end of the game by agreement or resignation (over), or a
	// wait for the other device.
	Status() (board.Status, bool)
	// Say is a line for the panel, in place of the hint: the connection,
	// the last message. "" leaves the hint.
	Say() string
	// Prompts are actions put before the board view's: answers to the
	// friend's offers.
	Prompts() []board.Action
	// RefreshBar sets up the game bar (Undo, Redo, Moves, Menu) for a
	// game with another device, after the play scene refreshed it.
	RefreshBar(bar []*kit.Button)
}

// local is the link of a game played on this device only: nothing to
// hear, hold, say or offer.
type local struct{}

func (local) Played(string, int)           {}
func (local) Takes(string) bool            { return false }
func (local) Tick() bool                   { return false }
func (local) Busy() bool                   { return false }
func (local) Paused() bool                 { return false }
func (local) Status() (board.Status, bool) { return board.Status{}, false }
func (local) Say() string                  { return "" }
func (local) Prompts() []board.Action      { return nil }
func (local) RefreshBar(bar []*kit.Button) {}

// promptButtons turns a link's prompts into panel buttons, which work
// whoever is to move, side by side on a row above the buttons below.
func (s *PlayScene) promptButtons(acts []board.Action, below []*kit.Button) []*kit.Button {
	top := s.Bar[0].R.Y
	for _, b := range below {
		top = min(top, b.R.Y)
	}
	g := s.v.Px(kit.Gap)
	row := s.wideRow(0)
	row.Y = top - row.H - g
	places := row.Row(g, kit.Weights(len(acts))...)
	bs := make([]*kit.Button, len(acts))
	for i, act := range acts {
		bs[i] = &kit.Button{Label: act.Label, Disabled: act.Disabled, R: places[i], Action: func() { act.Do() }}
	}
	return bs
}

// Linked is how a game with other devices fits the play scene.
type Linked struct {
	Key string // where the game is kept on the device
	// Bar are the link's buttons, put first in the game bar (Takeback
	// and Chat, or Codes).
	Bar []*kit.Button
	// EndLabel and EndAction replace, where given, those of the button a
	// game's end shows: a rematch, the menu, a new game by move codes.
	EndLabel  string
	EndAction func()
	// Leave is done before leaving for the menu (a goodbye to the other
	// devices); nil for none.
	Leave func()
	// Held: the device is held by the player to move, and shows no
	// hand-over screen at first.
	Held bool
}

// LinkTo makes the scene a game played with other devices through link,
// set up as with says.
func (s *PlayScene) LinkTo(link playLink, with Linked) {
	s.Link, s.SaveKey = link, with.Key
	copy(s.Bar, with.Bar)
	if with.EndLabel != "" {
		s.NewGame.Label = with.EndLabel
	}
	if with.EndAction != nil {
		s.NewGame.Action = with.EndAction
	}
	if leave := with.Leave; leave != nil {
		menu := s.Menu.Action
		s.Menu.Action = func() { leave(); menu() }
	}
	if with.Held {
		s.Ready = s.Holder()
	}
}

// Replace makes the scene show rec, to which its link's game went back or
// jumped (a takeback, a refused step, a resumed game), each step checked
// with the rules; the steps to redo and the selection go.
func (s *PlayScene) Replace(rec game.Record) error {
	var movers []int
	pos, err := game.Replay(s.Rules, rec, moversInto(&movers, len(rec.Steps)))
	if err != nil {
		return err
	}
	s.Rec, s.Pos, s.Legal, s.Redo, s.movers = rec, pos, game.LegalTexts(pos), nil, movers
	s.Board.Deselect()
	return nil
}
