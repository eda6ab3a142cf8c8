package ui

import "pentarchy/game"

// Optional interfaces a boardView may implement. The play scene checks for
// them with type assertions, so views that need none of this implement none.

// handOverView is a board view of a game whose players give secret orders
// one after another on the same device (Source of Power). Whenever the
// player who must hold the device changes, the play scene covers the board's
// orders with a hand-over screen: a card, the view's hint, and a ready
// button that the next player taps. Taps on the board do nothing meanwhile,
// and the view is drawn with no legal steps.
type handOverView interface {
	// holder is the player who must hold the device now, or 0 when anyone
	// may (the game is over).
	holder(pos game.Position) int
	// handOver words the hand-over screen for player: the status card, the
	// ready button's label, and other actions offered meanwhile (they must
	// not play steps).
	handOver(pos game.Position, player int) (st status, ready string, more []action)
}

// holder is the player who must hold the device now; 0 for views without
// hidden orders.
func (s *playScene) holder() int {
	if h, ok := s.board.(handOverView); ok {
		return h.holder(s.pos)
	}
	return 0
}

// curtained tells whether the hand-over screen is up: the device passes
// from one person to another, and the next one has not said ready.
func (s *playScene) curtained() bool {
	h := s.holder()
	return h != 0 && h != s.ready && s.seats[h-1].person() && s.personCount() > 1
}

// personCount is the number of seats played by hand on this device.
func (s *playScene) personCount() int {
	n := 0
	for _, st := range s.seats {
		if st.person() {
			n++
		}
	}
	return n
}

// handOverButtons are the hand-over screen's buttons, placed; nil when it
// is not up.
func (s *playScene) handOverButtons() []*button {
	if !s.curtained() {
		return nil
	}
	h := s.board.(handOverView)
	player := s.holder()
	_, label, more := h.handOver(s.pos, player)
	ready := action{label: label, do: func() string {
		s.ready = player
		s.board.deselect()
		return ""
	}}
	return s.actionButtons(append([]action{ready}, more...))
}

// status is what the panel says: the hand-over card while it is up, else
// the board view's status.
func (s *playScene) status() status {
	if s.link != nil {
		if st, ok := s.link.status(); ok {
			return st
		}
	}
	if s.curtained() {
		st, _, _ := s.board.(handOverView).handOver(s.pos, s.holder())
		return st
	}
	st := s.board.status(s.pos)
	if d := s.thinkingDetail(); d != "" {
		st.detail = d
	}
	return st
}

// legalShown is the legal list the board may highlight: none while the
// hand-over screen is up or a seat not played by hand is to move.
func (s *playScene) legalShown() []string {
	if s.curtained() || !s.byHand() {
		return nil
	}
	return s.legal
}
