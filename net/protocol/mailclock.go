package protocol

import (
	"errors"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// Days per turn by move codes (a control that clock.Control.ByMail
// allows), in a game of two devices. With no connection there is no hub
// that sees both turns, so time is told by stamps: each side notes, by its
// own wall clock (the page passes it in), the moment its player passes
// the turn to the other side, and every code it sends carries that stamp.
// A side's turn begins at the stamp of the other side's last code (the
// host's first turn at the game's start) and must end by that stamp plus
// the time per turn. Both sides read the same stamps, so they judge a turn
// alike:
//
//   - the device to move refuses a step after its deadline (LocalOn), and
//     its player is out of time (FlagOn);
//   - a code stamped after the deadline its sender had is not applied:
//     its player is out of time;
//   - once the deadline has passed, the waiting side may claim the win
//     (FlagOn), after pasting any code made before it.
//
// A player out of time loses as clock.Outcome says. In Source of Power
// orders are due by the deadline, as online: the device ends them as
// entered, stamped at the deadline, and no one is out; the waiting side
// cannot claim, for only the late side's device knows what was entered.
// A turn whose start a side does not know (the host's first, to the
// guest; the first after an online game went on by codes) is judged by
// the device to move alone. The stamps are as true as the devices' clocks:
// a device set back can take more time, which the messenger's own times
// show.

// mailStamps are the stamps of a game by move codes with a clock, in Unix
// seconds; 0 is unknown.
type mailStamps struct {
	began  int64 // when this side's turn under way began: the other side's last stamp
	passed int64 // when this side last passed the turn: the stamp its codes carry
}

// ErrOutOfTime refuses a step played after its player's time ran out.
var ErrOutOfTime = errors.New("your time ran out")

// mailTurn is the time per turn of a game played by move codes, or 0 when
// the game is not timed or not played by codes.
func (s *gameState) mailTurn(mode Mode) time.Duration {
	if mode != Correspondence || !s.clock.On() {
		return 0
	}
	return s.clock.Control.Turn
}

// deadline is when a turn of a game by codes that began at began must
// end; zero when it is not known.
func (s *gameState) deadline(mode Mode, began int64) time.Time {
	if s.mailTurn(mode) == 0 || began == 0 {
		return time.Time{}
	}
	return time.Unix(began, 0).Add(s.mailTurn(mode))
}

// due is Hub.Due and Match.Due, for the side that plays local.
func (s *gameState) due(mode Mode, local, thinking game.PlayerSet) (time.Time, bool) {
	ours := thinking&local != 0
	if thinking == 0 || s.Result().Over {
		return time.Time{}, ours
	}
	if ours {
		return s.deadline(mode, s.mail.began), true
	}
	return s.deadline(mode, s.mail.passed), false
}

// lateOn tells whether, at now, the player to move in a game of steps is
// out of time by the deadline due.
func (s *gameState) lateOn(due, now time.Time) bool {
	return !s.simultaneous && !due.IsZero() && now.After(due)
}

// passOn notes that this side passed the turn at now, when its seats were
// thinking before (was) and are not now (is): orders sealed after their
// deadline are stamped at it.
func (s *gameState) passOn(mode Mode, was, is bool, now time.Time) {
	if s.mailTurn(mode) == 0 || !was || is {
		return
	}
	if due := s.deadline(mode, s.mail.began); !due.IsZero() && now.After(due) {
		now = due
	}
	s.mail.passed = now.Unix()
}

// tookCode judges a code of the other side stamped at stamp (0: none),
// just applied: it tells whether the code came after its player's
// deadline, in a game of steps; otherwise this side's turn begins at the
// stamp.
func (s *gameState) tookCode(mode Mode, stamp int64) (late bool) {
	if s.mailTurn(mode) == 0 || stamp == 0 {
		return false
	}
	if s.lateOn(s.deadline(mode, s.mail.passed), time.Unix(stamp, 0)) {
		return true
	}
	s.mail.began = max(stamp, s.mail.passed)
	return false
}

// Due is when the turn under way must end in a game by move codes under
// days per turn, and whether it is this side's turn; the time is zero when
// there is no such deadline or this side does not know it.
func (h *Hub) Due() (time.Time, bool) {
	return h.due(h.links[0].mode, h.devices[0], h.Thinking())
}

// Due is the hub's Due as this side knows it.
func (m *Match) Due() (time.Time, bool) { return m.due(m.mode, m.local, m.Thinking()) }

// TurnFrom starts the turn under way at now when it is the hub's and its
// start is not known: after an online game went on by move codes, the
// device to move judges that turn from when it switched.
func (h *Hub) TurnFrom(now time.Time) {
	_, ours := h.Due()
	h.turnFrom(h.links[0].mode, ours, now)
}

// TurnFrom is the hub's TurnFrom on the guest's side.
func (m *Match) TurnFrom(now time.Time) {
	_, ours := m.Due()
	m.turnFrom(m.mode, ours, now)
}

func (s *gameState) turnFrom(mode Mode, ours bool, now time.Time) {
	if s.mailTurn(mode) > 0 && ours && s.mail.began == 0 {
		s.mail.began = now.Unix()
	}
}

// LocalOn plays a step of the hub's seats as Local does, in a game by
// move codes at now by this device's clock: refused with ErrOutOfTime
// after its player's deadline (FlagOn then ends the game).
func (h *Hub) LocalOn(step string, now time.Time) (Outbox, error) {
	due, ours := h.Due()
	if ours && h.lateOn(due, now) {
		return nil, ErrOutOfTime
	}
	out, err := h.Local(step)
	if _, still := h.Due(); err == nil {
		h.passOn(h.links[0].mode, ours, still, now)
	}
	return out, err
}

// LocalOn plays a step of this side as Local does, in a game by move codes
// at now by this device's clock: refused with ErrOutOfTime after its
// player's deadline (FlagOn then ends the game).
func (m *Match) LocalOn(step string, now time.Time) ([]Message, error) {
	due, ours := m.Due()
	if ours && m.lateOn(due, now) {
		return nil, ErrOutOfTime
	}
	out, err := m.Local(step)
	if _, still := m.Due(); err == nil {
		m.passOn(m.mode, ours, still, now)
	}
	return out, err
}

// FlagOn ends a game of steps by move codes when, at now by this device's
// clock, the player to move is past their deadline: this side's player,
// or the other side's when this side claims the win. It does nothing
// otherwise.
func (h *Hub) FlagOn(now time.Time) []Event {
	if due, _ := h.Due(); !h.lateOn(due, now) {
		return nil
	}
	return h.flag(h.pos.Mover(), h.outbox())
}

// FlagOn is the hub's FlagOn on the guest's side.
func (m *Match) FlagOn(now time.Time) []Event {
	if due, _ := m.Due(); !m.lateOn(due, now) {
		return nil
	}
	return m.outOfTime(game.PlayerSet(0).With(m.pos.Mover()))
}

// outOfTime puts the players of out out of time: the game ends, or goes
// on without them, as clock.Outcome says.
func (m *Match) outOfTime(out game.PlayerSet) []Event {
	res, goesOn := clock.Outcome(m.pos, m.out|out)
	for _, p := range out.List() {
		m.clock.Ended(p, m.clock.Left(p, 0)+time.Millisecond)
	}
	if goesOn {
		m.out |= out
		return []Event{{Kind: PlayerOut, Seats: out}}
	}
	m.ended = &Ending{Winners: res.Winners.List(), Reason: clock.ReasonTime}
	return []Event{{Kind: GameOver, Result: m.Result(), Seats: out}}
}
