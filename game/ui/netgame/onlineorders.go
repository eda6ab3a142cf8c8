package netgame

import (
	"slices"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
)

// Source of Power online. Every living player gives orders for the same
// turn, and the ruleset takes them player after player; but no one may
// see another's orders before giving their own. So while a seat played
// here gives orders, the play scene shows the turn's start with every
// player before it ended without orders (a stand-in the ruleset accepts,
// since a player's orders depend only on the turn's start and their own),
// and that seat's orders on top. Its "end" hands the orders to the match,
// which seals them; the last seat's "end" is not played on the stand-in,
// where it would resolve the turn without the friend's orders. When both
// sides' orders are revealed, the match's record has the whole turn and
// the play scene shows it.

// ordersView is where the play scene is in a game of orders.
type ordersView struct {
	on     bool
	seat   int // the seat giving orders here, 0 for none
	base   int // where its orders begin in the play scene's record
	turnAt int // the length of the match's record the scene was set up on
}

// isOrdersGame tells whether pos is of a game of simultaneous orders.
func isOrdersGame(pos game.Position) bool {
	_, ok := pos.(game.Orders)
	return ok
}

// orderSide is the side that judges the orders given here: the match of
// a game of two devices (OnlineGame), or the hub of several (HubGame).
type orderSide interface {
	CanPlay() error
	Position() game.Position
	Record() game.Record
	Rules() game.Ruleset
	Result() game.Result
	Settled() bool
}

// orderLink is the link whose play scene the orders view sets up.
type orderLink interface {
	side() orderSide
	Play() *play.PlayScene
	mine(p int) bool
	note(text string)
	replace(rec game.Record)
	// sealOrders plays a seat's orders, "end" last, on the side, which
	// checks and seals them, and sends what it makes.
	sealOrders(orders []string) error
}

// orderingSeat is the seat of this device giving orders now, or 0.
func orderingSeat(s orderSide) int {
	if s.CanPlay() != nil {
		return 0
	}
	return s.Position().Mover()
}

// sync sets the play scene up for the seat giving orders here, when the
// turn or the seat changed.
func (o *ordersView) sync(l orderLink) {
	s := l.side()
	rec := s.Record()
	seat := orderingSeat(s)
	if len(rec.Steps) == o.turnAt && seat == o.seat {
		return
	}
	o.turnAt, o.seat = len(rec.Steps), seat
	if seat == 0 {
		l.replace(rec)
		return
	}
	pos, err := game.Replay(s.Rules(), rec, nil)
	if err != nil {
		return
	}
	for pos.Mover() != seat && pos.Mover() != 0 && game.Play(pos, "end") == nil {
		rec.Steps = append(rec.Steps, "end")
	}
	l.replace(rec)
	o.base = len(rec.Steps)
}

// played hands a seat's orders to the side at its "end".
func (o *ordersView) played(l orderLink, step string, player int) {
	if step != "end" || player != o.seat {
		return
	}
	o.seal(l, l.Play().Rec.Steps[o.base:])
}

// take takes a step instead of the play scene while this device has no
// orders to give, and the "end" that would resolve the turn.
func (o *ordersView) take(l orderLink, step string) bool {
	if err := l.side().CanPlay(); err != nil {
		l.note(netui.Sentence(err.Error()))
		return true
	}
	p := l.Play()
	if step != "end" || !resolves(p.Pos) {
		return false
	}
	o.seal(l, append(slices.Clone(p.Rec.Steps[o.base:]), "end"))
	p.Board.Deselect()
	return true
}

// resolves tells whether "end" in pos resolves the turn: pos's mover is
// the last to give orders.
func resolves(pos game.Position) bool {
	next := pos.Clone()
	if game.Play(next, "end") != nil {
		return false
	}
	return next.Mover() == 0 || next.(game.Orders).Turn() != pos.(game.Orders).Turn()
}

// seal gives a seat's orders to the side; the play scene goes on with the
// next seat given orders here, or the wait for the others'.
func (o *ordersView) seal(l orderLink, orders []string) {
	if err := l.sealOrders(orders); err != nil {
		l.note(kit.Tr("orders.refused", netui.Sentence(err.Error())))
		o.turnAt = -1
		o.sync(l)
		return
	}
	l.note(kit.Tr("orders.sealed-note"))
	o.sync(l)
}

// status is the wait for the others' orders, once this device's are
// sealed.
func (o *ordersView) status(l orderLink) (board.Status, bool) {
	s := l.side()
	if o.seat != 0 || s.Result().Over || !s.Settled() {
		return board.Status{}, false
	}
	first := 0
	for p := s.Position().Players(); p >= 1; p-- {
		if l.mine(p) {
			first = p
		}
	}
	if first == 0 { // a watcher's
		return board.Status{Text: kit.Tr("watch.orders"), Detail: kit.Tr("watch.orders-detail")}, true
	}
	return board.Status{
		Player: first,
		Text:   kit.Tr("orders.sealed"),
		Detail: kit.Tr("orders.sealed-detail"),
	}, true
}

// sealOrders plays a seat's orders on the match and sends them
// (orderLink).
func (g *OnlineGame) sealOrders(orders []string) error {
	var out []protocol.Message
	for _, step := range orders {
		more, err := g.localAt(step)
		if err != nil {
			return err
		}
		out = append(out, more...)
	}
	g.send(out, nil)
	return nil
}

// lastTurnSteps is the number of steps of the last whole turn of rec, a
// record that ends at a turn's start; 0 when there is none.
func lastTurnSteps(r game.Ruleset, rec game.Record) int {
	var turns []int
	_, err := game.Replay(r, rec, func(i int, pos game.Position) {
		if op, ok := pos.(game.Orders); ok {
			turns = append(turns, op.Turn())
		}
	})
	if err != nil || len(turns) < 2 {
		return 0
	}
	last := turns[len(turns)-2]
	n := 0
	for i := len(turns) - 2; i >= 0 && turns[i] == last; i-- {
		n++
	}
	return n
}
