package play

import (
	"slices"

	"pentarchy/game"

	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// remoteSeat is a seat played on another device. Steps it has seen cannot
// be taken back here alone: online, a takeback needs the other side's
// consent.
type remoteSeat interface {
	Seat
	Remote() bool
}

// undoable tells whether Undo and Redo may change this game here: not
// with a player on another device, and not in a game of hidden orders,
// whose board view takes back the mover's own orders itself.
func (s *PlayScene) undoable() bool {
	if _, secret := s.Board.(board.HandOverView); secret {
		return false
	}
	return !slices.ContainsFunc(s.Seats, isRemote)
}

// isRemote tells whether st is played on another device.
func isRemote(st Seat) bool {
	r, ok := st.(remoteSeat)
	return ok && r.Remote()
}

// Shared tells whether another device plays a seat of the game, and so
// may rewrite the record (Source of Power's sealed orders).
func (s *PlayScene) Shared() bool { return slices.ContainsFunc(s.Seats, isRemote) }

// backTo is the length of the record that Undo goes back to: the last step
// chosen by a person here, so that a computer's answer is taken back with
// the step it answered. It is -1 when there is none.
func (s *PlayScene) backTo() int {
	movers := s.Movers()
	for i := len(movers) - 1; i >= 0; i-- {
		if s.Seats[movers[i]-1].Person() {
			return i
		}
	}
	return -1
}

// Movers lists who played each step of the record. It is kept as steps
// are played and taken back, as the panel asks for it several times a
// frame; a record changed some other way is replayed once.
func (s *PlayScene) Movers() []int {
	if len(s.movers) != len(s.Rec.Steps) {
		s.movers = nil
		game.Replay(s.Rules, s.Rec, moversInto(&s.movers, len(s.Rec.Steps)))
	}
	return s.movers[:len(s.movers):len(s.movers)]
}

// moversInto is a visit for game.Replay of a record of n steps that lists
// who plays each step.
func moversInto(movers *[]int, n int) func(int, game.Position) {
	return func(i int, pos game.Position) {
		if i < n {
			*movers = append(*movers, pos.Mover())
		}
	}
}

// takeBack takes back the last decision made by a person here, with the
// steps that followed it.
func (s *PlayScene) takeBack() {
	if i := s.backTo(); i >= 0 && s.undoable() {
		s.Undo(len(s.Rec.Steps) - i)
	}
}

// redoTurn plays again the first step taken back, and the steps after it
// up to the next decision of a person here.
func (s *PlayScene) redoTurn() {
	if len(s.Redo) == 0 || !s.undoable() {
		return
	}
	for s.Apply(s.Redo[0]) {
		if len(s.Redo) == 0 || s.ByHand() {
			return
		}
	}
}

// RefreshBar enables the game bar's buttons that can do something now.
func (s *PlayScene) RefreshBar() {
	can := s.undoable()
	timed := s.timing.clock.On() // no taking back against the clock
	s.Bar[0].Disabled = !can || timed || s.backTo() < 0
	s.Bar[1].Disabled = !can || timed || len(s.Redo) == 0
	s.Bar[2].Disabled = len(s.Rec.Steps) == 0
	s.hintB.Disabled = !s.ByHand() || s.Curtained() || s.advice.Active || s.timing.result.Over
	s.Link.RefreshBar(s.Bar)
}

// placeBar lays the game bar out along the bottom of the panel.
func (s *PlayScene) placeBar() {
	row := s.wideRow(0).Split(s.v.Px(kit.Gap/3), len(s.Bar))
	for i, b := range s.Bar {
		b.R = row[i]
	}
	kit.FitRow(s.Bar, s.a.Fonts(), s.v)
}
