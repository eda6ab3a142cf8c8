package netgame

import (
	"slices"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
)

// judge decides the game a link plays: the hub's Hub on the device that
// hosts, the guest's Match on a friend's (net/protocol). The link's play
// scene follows its record.
type judge interface {
	CanPlay() error
	Position() game.Position
	Record() game.Record
	Rules() game.Ruleset
	Result() game.Result
	Settled() bool
	Seats() game.PlayerSet
	timed
}

// link is what the hub's HubGame and a guest's OnlineGame share, written
// once: the play scene that follows the judge, the other devices' steps
// waiting for it, what was said, the outbox that sends only what is saved,
// and a game of orders.
type link struct {
	a     Host
	judge judge

	play     *play.PlayScene // the game, once the seats are settled
	incoming stepQueue       // the other devices' steps the play scene has not played yet
	log      []string        // the last things said: chat, refusals, offers
	fresh    bool            // the last thing said is news: the panel shows it
	startErr error           // why the game could not start, or nil
	orders   ordersView      // Source of Power: the seat entering orders here
	out      outbox          // messages waiting until the save before them is on disk
	watch    clock.Stopwatch // the turn under way, in a timed game (clock.go)

	takeback, chat *kit.Button // the game bar's first two buttons
}

// logKept is how many messages the panel and the chat keep.
const logKept = 30

// Failure is why the game could not start, or nil.
func (l *link) Failure() error { return l.startErr }

// Notes are the last things said.
func (l *link) Notes() []string { return l.log }

// note keeps a message for the chat, and shows it in the panel until a
// step is played here.
func (l *link) note(text string) {
	l.log = append(l.log, text)
	l.log, l.fresh = l.log[max(0, len(l.log)-logKept):], true
}

// news is the last thing said while it is news, or "".
func (l *link) news() string {
	if l.fresh && len(l.log) > 0 {
		return l.log[len(l.log)-1]
	}
	return ""
}

// mine tells whether seat p is played on this device.
func (l *link) mine(p int) bool { return l.judge.Seats().Has(p) }

// The link as an orderLink (onlineorders.go), with its sealOrders.
func (l *link) side() orderSide       { return l.judge }
func (l *link) Play() *play.PlayScene { return l.play }

// replace makes the play scene show rec, after the judge went back (a
// takeback, a refused step) or jumped (a resumed game, a device that
// caught up).
func (l *link) replace(rec game.Record) {
	if err := l.play.Replace(rec); err != nil {
		l.note(kit.Tr("online.no-replay", netui.Sentence(err.Error())))
		return
	}
	l.incoming = stepQueue{}
}

// follow makes the play scene show the judge's game: the other devices'
// new steps, one a tick through their seats, or the whole record when it
// went elsewhere. o is the link itself, for a game of orders.
func (l *link) follow(o orderLink) {
	if l.orders.on {
		l.orders.sync(o)
		return
	}
	want, have := l.judge.Record().Steps, l.play.Rec.Steps
	if len(want) >= len(have) && slices.Equal(want[:len(have)], have) && othersOnly(l.play.Pos, want[len(have):], l.mine) {
		l.incoming.steps = slices.Clone(want[len(have):])
		return
	}
	l.replace(l.judge.Record())
}

// othersOnly tells whether steps, played from pos, are all legal and of
// seats not played here (mine).
func othersOnly(pos game.Position, steps []string, mine func(int) bool) bool {
	pos = pos.Clone()
	for _, step := range steps {
		if mine(pos.Mover()) || game.Play(pos, step) != nil {
			return false
		}
	}
	return true
}

// played hands a step played by hand here to the judge through local,
// which also sends what the judge makes of it. It tells whether a step
// went: not one of another device's seats, nor an order (the orders view
// hands those over at their "end"), nor one the judge refused (the player
// is told why, and the play scene goes back to the judge's record).
func (l *link) played(o orderLink, step string, player int, local func(step string) error) bool {
	if !l.mine(player) {
		return false
	}
	l.fresh = false
	if l.orders.on {
		l.orders.played(o, step, player)
		return false
	}
	if err := local(step); err != nil {
		l.note(netui.Sentence(err.Error()))
		l.replace(l.judge.Record())
		return false
	}
	return true
}

// Takes takes a step asked for by hand here instead of the play scene
// when the judge would refuse it (the game is over, the seats are not
// settled, it is another device's turn), saying why; and in a game of
// orders the last "end" of a turn, which seals the orders and waits for
// the others'. o is the link itself.
func (l *link) takes(o orderLink, step string) bool {
	if step == "" {
		return false // a tap that only changed the view
	}
	if l.orders.on {
		return l.orders.take(o, step)
	}
	if err := l.judge.CanPlay(); err != nil {
		l.note(netui.Sentence(err.Error()))
		return true
	}
	return false
}

// Busy is false: messages wake the loop themselves.
func (l *link) Busy() bool { return false }

// Paused tells whether the judge lets no seat here play now.
func (l *link) Paused() bool { return l.judge.CanPlay() != nil }

// status is the banner of a game ended by resignation or agreement, the
// wait for another device (why, when it is not ""), or the wait for the
// others' orders. o is the link itself.
func (l *link) status(o orderLink, why string) (board.Status, bool) {
	if res := l.judge.Result(); res.Over && (res.Reason == "resignation" || res.Reason == "agreement" || res.Reason == clock.ReasonTime) {
		return severalEnd(l.play.Board, res, l.play.Pos.Players(), l.mine), true
	}
	if why != "" {
		st := l.play.Board.Status(l.play.Pos)
		return board.Status{Player: st.Player, Text: why, Detail: st.Text}, true
	}
	if l.orders.on {
		return l.orders.status(o)
	}
	return board.Status{}, false
}
