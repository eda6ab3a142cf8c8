package play

import (
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// A timed game on this device (game/clock): the clock counts the time of
// the player to move while a person plays that seat here, from the moment
// the turn begins (the hand-over screen included) to the step that passes
// the turn on. The computer plays by its level's budget, not by time: its
// turns are not counted. A player whose time runs out is out, and
// clock.Outcome says what that does to the game; in Source of Power, a
// turn's time that runs out ends that player's orders with what they
// entered. Undo is off in a timed game. The panel's second line shows
// every player's time; it is drawn again only when it changes, the loop
// woken by a timer.

// timing is the game's clock on this device.
type timing struct {
	clock  *clock.Clock
	mover  int            // whose turn the clock follows, 0 for none
	since  time.Time      // when that turn began here
	out    game.PlayerSet // the players whose time ran out
	result game.Result    // the end the clock decided; not over while the rules decide
	low    int            // the player warned of low time in the turn under way, 0 for none
	alerts int            // warnings so far: low time, and time run out (for the sounds)
	words  string         // the last warning, for the screen-reader mode
	shown  string         // the times as last drawn
	wake   *time.Timer    // wakes the loop when the times shown change
	// followed: the clock is another device's judge's (FollowClock),
	// which charges the turns and decides when a time runs out; this
	// device only shows it.
	followed bool
	running  bool           // followed: the turn under way is counted (its device is here)
	thinking game.PlayerSet // followed: the players whose turn is under way
}

// StartClock times the game under c from now, every player's time full.
func (s *PlayScene) StartClock(c clock.Control) {
	if c.Kind == clock.None {
		return
	}
	s.timing = timing{clock: clock.New(c, s.Pos.Players())}
	s.timing.begin(s)
}

// FollowClock shows k, the clock of a game played with other devices,
// spent being this device's count of the turn under way; running tells
// whether it goes on (not while the device to act is away); thinking are
// the players whose turn is under way (in a game of orders, every player
// whose orders are not sealed yet), out those out of time in a game that
// goes on. The link decides every change: this scene charges nothing and
// ends nothing.
func (s *PlayScene) FollowClock(k *clock.Clock, spent time.Duration, running bool, thinking, out game.PlayerSet) {
	t := &s.timing
	mover := s.followedMover(thinking)
	if !t.followed || t.mover != mover {
		t.low = 0
	}
	t.clock, t.followed, t.running, t.thinking, t.out = k, true, running, thinking, out
	t.mover, t.since = mover, s.a.Now().Add(-spent)
}

// followedMover is the player a followed clock warns: of those thinking,
// the first played here, else the first.
func (s *PlayScene) followedMover(thinking game.PlayerSet) int {
	ps := thinking.List()
	for _, p := range ps {
		if p <= len(s.Seats) && s.Seats[p-1].Person() {
			return p
		}
	}
	if len(ps) > 0 {
		return ps[0]
	}
	return 0
}

// begin starts the clock on the turn of the player to move now.
func (t *timing) begin(s *PlayScene) {
	t.mover, t.since, t.low = s.Pos.Mover(), s.a.Now(), 0
}

// counting tells whether the clock counts the time of the player to move:
// a person plays them here, and the game goes on.
func (s *PlayScene) counting() bool {
	t := &s.timing
	if t.followed {
		return t.clock.On() && t.running && t.mover != 0
	}
	return t.clock.On() && !t.result.Over && t.mover != 0 && t.mover <= len(s.Seats) && s.Seats[t.mover-1].Person()
}

// spent is how long the player to move has thought in the turn under way.
func (s *PlayScene) spent() time.Duration {
	if !s.counting() && !(s.timing.followed && s.timing.mover != 0) {
		return 0 // a followed clock's count stands still while paused: the link keeps it
	}
	return s.a.Now().Sub(s.timing.since)
}

// flagFell tells whether the time of the player to move ran out before
// the step they ask for, and then does what running out does.
func (s *PlayScene) flagFell() bool {
	if s.timing.followed || !s.counting() || !s.timing.clock.Out(s.timing.mover, s.spent()) {
		return false
	}
	s.timeOut()
	return true
}

// passed charges the player whose turn the step just played passed on,
// and starts the next player's.
func (s *PlayScene) passed(before int) {
	t := &s.timing
	if !t.clock.On() || t.result.Over || t.followed || s.Pos.Mover() == before {
		return
	}
	if s.counting() {
		t.clock.Ended(t.mover, s.spent())
	}
	t.begin(s)
}

// timeOut is the time of the player to move running out: in Source of
// Power under a time per turn their orders end as entered; otherwise they
// are out, and the game ends or goes on as clock.Outcome says.
func (s *PlayScene) timeOut() {
	t := &s.timing
	p := t.mover
	t.alerts++
	if s.orders() && t.clock.Control.Kind == clock.PerTurn {
		t.words = kit.Tr("clock.orders-ended", s.Board.PlayerName(p))
		s.endOrders()
		return
	}
	t.clock.Ended(p, s.spent())
	t.out = t.out.With(p)
	t.words = kit.Tr("clock.out", s.Board.PlayerName(p))
	if res, goesOn := clock.Outcome(s.Pos, t.out); !goesOn {
		t.result = res
		SaveGame(s.a, s)
		return
	}
	s.endOrders()
}

// orders tells whether the game is one of orders (Source of Power).
func (s *PlayScene) orders() bool {
	_, ok := s.Pos.(game.Orders)
	return ok
}

// endOrders ends the orders of the player to move with what they entered.
func (s *PlayScene) endOrders() {
	if slices.Contains(s.Legal, "end") {
		s.apply("end")
	}
}

// tickClock follows the clock: a player out of time ends their orders at
// once, a turn whose time runs out ends, a player low on time is warned
// once a turn. It tells whether the screen changed.
func (s *PlayScene) tickClock() bool {
	t := &s.timing
	if !t.clock.On() || t.result.Over {
		return false
	}
	if t.followed {
		return s.warnAndShow()
	}
	if t.out != 0 && s.Pos.Result().Over { // the rules ended it: none out is among the winners
		t.result, _ = clock.Outcome(s.Pos, t.out)
		return true
	}
	if t.mover != s.Pos.Mover() {
		t.begin(s) // the record went elsewhere: a takeback
	}
	if m := s.Pos.Mover(); t.out.Has(m) {
		s.endOrders()
		return true
	}
	if s.flagFell() {
		return true
	}
	return s.warnAndShow()
}

// warnAndShow warns a player played here who is low on time, once a
// turn, and tells whether the times shown changed.
func (s *PlayScene) warnAndShow() bool {
	t := &s.timing
	here := t.mover != 0 && t.mover <= len(s.Seats) && s.Seats[t.mover-1].Person()
	if s.counting() && here && t.low != t.mover && t.clock.Low(t.mover, s.spent()) {
		t.low, t.alerts = t.mover, t.alerts+1
		t.words = kit.Tr("clock.low", s.Board.PlayerName(t.mover), clock.Text(t.clock.Left(t.mover, s.spent())))
	}
	line := s.times()
	changed := line != t.shown
	t.shown = line
	s.wakeForClock()
	return changed
}

// wakeForClock asks for a frame when the times shown next change: the
// next whole second, or tenth under ten seconds.
func (s *PlayScene) wakeForClock() {
	t := &s.timing
	if !s.counting() {
		return
	}
	left := t.clock.Left(t.mover, s.spent())
	step := time.Second
	if left < 10*time.Second {
		step = 100 * time.Millisecond
	}
	next := left%step + time.Millisecond
	if t.wake != nil {
		t.wake.Stop()
	}
	t.wake = time.AfterFunc(next, ebiten.ScheduleFrame)
}

// times is every player's time as the panel shows it: "Black 4:53 ·
// White 5:00"; "" when the game is not timed.
func (s *PlayScene) times() string {
	t := &s.timing
	if !t.clock.On() {
		return ""
	}
	var parts []string
	for p := 1; p <= s.Pos.Players(); p++ {
		name := s.Board.PlayerName(p)
		switch {
		case t.out.Has(p):
			parts = append(parts, kit.Tr("clock.player-out", name))
		default:
			parts = append(parts, kit.Tr("clock.player", name, clock.Text(s.ClockLeft(p))))
		}
	}
	return strings.Join(parts, " · ")
}

// ClockLeft is player p's time as the panel shows it: less the turn under
// way for the player to move; 0 when the game is not timed.
func (s *PlayScene) ClockLeft(p int) time.Duration {
	t := &s.timing
	if t.followed && t.thinking.Has(p) || !t.followed && p == t.mover && s.counting() {
		return t.clock.Left(p, s.spent())
	}
	return t.clock.Left(p, 0)
}

// timedStatus adds the times to a status of the game going on, and is
// the banner of a game the clock ended.
func (s *PlayScene) timedStatus(st board.Status) board.Status {
	t := &s.timing
	if t.result.Over {
		title := kit.Tr("result.draw")
		switch w := t.result.Winners; {
		case len(w.List()) == 1:
			title = kit.Tr("result.wins", board.Names(s.Board, w))
		case len(w.List()) > 1:
			title = kit.Tr("result.win-many", board.Names(s.Board, w))
		}
		st := board.Status{Over: true, Text: title, Title: title, Reason: kit.Tr("clock.out-why", board.Names(s.Board, t.out))}
		if w := t.result.Winners.List(); len(w) > 0 {
			st.Player = w[0]
		}
		return st
	}
	if line := s.times(); line != "" && !st.Over {
		st.Detail = strings.TrimSuffix(line+" · "+st.Detail, " · ")
	}
	return st
}

// keptClock is a timed game's clock as the game is kept on the device:
// the control, each player's time left before the turn under way, and
// the players out of time. The turn under way starts again from its
// beginning when the game is taken up again: a reload forgives it.
type keptClock struct {
	Control string  `json:"control"` // clock.Control's text form
	Left    []int64 `json:"left"`    // milliseconds, player 1 first
	Out     []int   `json:"out,omitempty"`
}

// kept is the clock to keep with the game; nil when it is not timed.
func (t *timing) kept() *keptClock {
	if !t.clock.On() || t.followed {
		return nil
	}
	k := &keptClock{Control: t.clock.Control.String(), Out: t.out.List()}
	for _, d := range t.clock.Times() {
		k.Left = append(k.Left, d.Milliseconds())
	}
	return k
}

// restoreClock times the game again as k kept it.
func (s *PlayScene) restoreClock(k keptClock) error {
	c, err := clock.Parse(k.Control)
	if err != nil {
		return err
	}
	t := timing{clock: clock.New(c, s.Pos.Players())}
	left := make([]time.Duration, len(k.Left))
	for i, ms := range k.Left {
		left[i] = time.Duration(ms) * time.Millisecond
	}
	if err := t.clock.Restore(left); err != nil {
		return err
	}
	for _, p := range k.Out {
		if p < 1 || p > s.Pos.Players() {
			return errors.New(kit.Tr("clock.bad-out", p))
		}
		t.out = t.out.With(p)
	}
	if res, goesOn := clock.Outcome(s.Pos, t.out); !goesOn && !s.Pos.Result().Over {
		t.result = res
	}
	s.timing = t
	s.timing.begin(s)
	return nil
}

// ClockWords is the clock's last warning, for the screen-reader mode:
// a player low on time, or out of it; "" for none.
func (s *PlayScene) ClockWords() string { return s.timing.words }

// Alerts counts the clock's warnings so far (sound.Timed).
func (s *PlayScene) Alerts() int { return s.timing.alerts }
