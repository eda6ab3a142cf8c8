package play

import (
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

// Status is what the panel says: the hand-over card while it is up, else
// the board view's status.
func (s *PlayScene) Status() board.Status {
	if st, ok := s.Link.Status(); ok {
		return st
	}
	if s.Curtained() {
		st, _, _ := s.Board.(board.HandOverView).HandOver(s.Pos, s.Holder())
		return st
	}
	st := s.Board.Status(s.Pos)
	if d := s.thinkingDetail(); d != "" {
		st.Detail = d
	}
	return st
}

// LegalShown is the legal list the board may highlight: none while the
// hand-over screen is up or a seat not played by hand is to move.
func (s *PlayScene) LegalShown() []string {
	if s.Curtained() || !s.ByHand() {
		return nil
	}
	return s.Legal
}
