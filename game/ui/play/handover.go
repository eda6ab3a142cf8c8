package play

import (
	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Optional interfaces a boardView may implement. The play scene checks for
// them with type assertions, so views that need none of this implement none.

// Holder is the player who must hold the device now; 0 for views without
// hidden orders.
func (s *PlayScene) Holder() int {
	if h, ok := s.Board.(board.HandOverView); ok {
		return h.Holder(s.Pos)
	}
	return 0
}

// Curtained tells whether the hand-over screen is up: the device passes
// from one person to another, and the next one has not said ready.
func (s *PlayScene) Curtained() bool {
	h := s.Holder()
	return h != 0 && h != s.Ready && s.Seats[h-1].Person() && s.personCount() > 1
}

// personCount is the number of seats played by hand on this device.
func (s *PlayScene) personCount() int {
	n := 0
	for _, st := range s.Seats {
		if st.Person() {
			n++
		}
	}
	return n
}

// handOverButtons are the hand-over screen's buttons, placed; nil when it
// is not up.
func (s *PlayScene) handOverButtons() []*kit.Button {
	if !s.Curtained() {
		return nil
	}
	h := s.Board.(board.HandOverView)
	player := s.Holder()
	_, label, more := h.HandOver(s.Pos, player)
	ready := board.Action{Label: label, Do: func() string {
		s.Ready = player
		s.Board.Deselect()
		return ""
	}}
	return s.actionButtons(append([]board.Action{ready}, more...))
}

// Status is what the panel says: the link's status when it has one (a
// game ended by the players, a wait for another device), the hand-over
// card while it is up, else the board view's status. In a game with other
// devices it begins by saying whom this device plays, but for the
// hand-over card, which is about passing the device.
func (s *PlayScene) Status() board.Status {
	st, ok := s.Link.Status()
	switch {
	case s.timing.result.Over:
		return s.timedStatus(st)
	case ok:
	case s.Curtained():
		st, _, _ = s.Board.(board.HandOverView).HandOver(s.Pos, s.Holder())
		return st
	default:
		st = s.Board.Status(s.Pos)
		if d := s.thinkingDetail(); d != "" {
			st.Detail = d
		}
		st = s.timedStatus(st)
	}
	if mine := s.localSeats(); s.Shared() && !st.Over && mine != 0 {
		st.Text = kit.Tr("play.you-are", board.Names(s.Board, mine), st.Text)
	}
	return st
}

// localSeats are the players played by hand on this device.
func (s *PlayScene) localSeats() game.PlayerSet {
	var set game.PlayerSet
	for i, st := range s.Seats {
		if st.Person() {
			set = set.With(i + 1)
		}
	}
	return set
}

// awayTurn is, while a seat played on another device is to move, what
// takes the place of the board view's actions: a button that does
// nothing but say whom the game waits for. Nil on this device's turn.
func (s *PlayScene) awayTurn() []*kit.Button {
	m := s.Pos.Mover()
	if m == 0 || !isRemote(s.Seats[m-1]) {
		return nil
	}
	bs := []*kit.Button{{Label: kit.Tr("play.waiting-for", s.Board.PlayerName(m)), Primary: true, Disabled: true}}
	s.placeButtons(bs)
	return bs
}

// LegalShown is the legal list the board may highlight: none while the
// hand-over screen is up or a seat not played by hand is to move.
func (s *PlayScene) LegalShown() []string {
	if s.Curtained() || !s.ByHand() {
		return nil
	}
	return s.Legal
}
