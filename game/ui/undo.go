package ui

import "slices"

// remoteSeat is a seat played on another device. Steps it has seen cannot
// be taken back here alone: online, a takeback needs the other side's
// consent.
type remoteSeat interface {
	seat
	remote() bool
}

// undoable tells whether Undo and Redo may change this game here: not
// with a player on another device, and not in a game of hidden orders,
// whose board view takes back the mover's own orders itself.
func (s *playScene) undoable() bool {
	if _, secret := s.board.(handOverView); secret {
		return false
	}
	return !slices.ContainsFunc(s.seats, func(st seat) bool {
		r, ok := st.(remoteSeat)
		return ok && r.remote()
	})
}

// backTo is the length of the record that Undo goes back to: the last step
// chosen by a person here, so that a computer's answer is taken back with
// the step it answered. It is -1 when there is none.
func (s *playScene) backTo() int {
	movers := s.movers()
	for i := len(movers) - 1; i >= 0; i-- {
		if s.seats[movers[i]-1].person() {
			return i
		}
	}
	return -1
}

// movers lists who played each step of the record.
func (s *playScene) movers() []int {
	pos, err := s.rules.Start(s.rec.Options)
	if err != nil {
		return nil
	}
	movers := make([]int, 0, len(s.rec.Steps))
	for _, step := range s.rec.Steps {
		movers = append(movers, pos.Mover())
		st, err := pos.ParseStep(step)
		if err != nil {
			break
		}
		pos.Apply(st)
	}
	return movers
}

// takeBack takes back the last decision made by a person here, with the
// steps that followed it.
func (s *playScene) takeBack() {
	if i := s.backTo(); i >= 0 && s.undoable() {
		s.undo(len(s.rec.Steps) - i)
	}
}

// redoTurn plays again the first step taken back, and the steps after it
// up to the next decision of a person here.
func (s *playScene) redoTurn() {
	if len(s.redo) == 0 || !s.undoable() {
		return
	}
	for s.apply(s.redo[0]) {
		if len(s.redo) == 0 || s.byHand() {
			return
		}
	}
}

// refreshBar enables the game bar's buttons that can do something now.
func (s *playScene) refreshBar() {
	can := s.undoable()
	s.bar[0].disabled = !can || s.backTo() < 0
	s.bar[1].disabled = !can || len(s.redo) == 0
	s.bar[2].disabled = len(s.rec.Steps) == 0
	s.hintB.disabled = !s.byHand() || s.curtained() || s.advice.active
	if s.link != nil {
		s.link.refreshBar(s.bar)
	}
}

// placeBar lays the game bar out along the bottom of the panel.
func (s *playScene) placeBar() {
	row := s.wideRow(0).split(s.v.px(gap/3), len(s.bar))
	for i, b := range s.bar {
		b.r = row[i]
	}
}
