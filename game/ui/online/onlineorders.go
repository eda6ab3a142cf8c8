package online

import (
	"slices"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
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

// orderedPosition is a position of a game of orders (Source of Power).
type orderedPosition interface {
	Turn() int
	Living(pl int) bool
}

// isOrdersGame tells whether pos is of a game of simultaneous orders.
func isOrdersGame(pos game.Position) bool {
	_, ok := pos.(orderedPosition)
	return ok
}

// orderingSeat is the seat of this device giving orders now, or 0.
func (g *OnlineGame) orderingSeat() int {
	if g.M.CanPlay() != nil {
		return 0
	}
	return g.M.Position().Mover()
}

// syncOrders sets the play scene up for the seat giving orders here, when
// the turn or the seat changed.
func (g *OnlineGame) syncOrders() {
	o := &g.orders
	rec := g.M.Record()
	seat := g.orderingSeat()
	if len(rec.Steps) == o.turnAt && seat == o.seat {
		return
	}
	o.turnAt, o.seat = len(rec.Steps), seat
	if seat == 0 {
		g.replace(rec)
		return
	}
	pos, err := game.Replay(g.M.Rules(), rec, nil)
	if err != nil {
		return
	}
	for pos.Mover() != seat && pos.Mover() != 0 && game.Play(pos, "end") == nil {
		rec.Steps = append(rec.Steps, "end")
	}
	g.replace(rec)
	o.base = len(rec.Steps)
}

// ordersPlayed hands a seat's orders to the match at its "end".
func (g *OnlineGame) ordersPlayed(step string, player int) {
	if step != "end" || player != g.orders.seat {
		return
	}
	g.seal(g.play.Rec.Steps[g.orders.base:])
}

// ordersTake takes a step instead of the play scene while this device has
// no orders to give, and the "end" that would resolve the turn.
func (g *OnlineGame) ordersTake(step string) bool {
	if err := g.M.CanPlay(); err != nil {
		g.note(sentence(err.Error()))
		return true
	}
	if step != "end" || !resolves(g.play.Pos) {
		return false
	}
	orders := append(slices.Clone(g.play.Rec.Steps[g.orders.base:]), "end")
	g.seal(orders)
	g.play.Board.Deselect()
	return true
}

// resolves tells whether "end" in pos resolves the turn: pos's mover is
// the last to give orders.
func resolves(pos game.Position) bool {
	next := pos.Clone()
	if game.Play(next, "end") != nil {
		return false
	}
	return next.Mover() == 0 || next.(orderedPosition).Turn() != pos.(orderedPosition).Turn()
}

// seal gives a seat's orders, "end" last, to the match, which checks each
// and seals them; the messages go to the friend.
func (g *OnlineGame) seal(orders []string) {
	var out []protocol.Message
	for _, step := range orders {
		more, err := g.M.Local(step)
		if err != nil {
			g.note(kit.Tr("orders.refused", sentence(err.Error())))
			g.orders.turnAt = -1
			g.syncOrders()
			return
		}
		out = append(out, more...)
	}
	g.send(out, nil)
	g.note(kit.Tr("orders.sealed-note"))
	g.syncOrders()
}

// ordersStatus is the wait for the friend's orders, once this device's
// are sealed.
func (g *OnlineGame) ordersStatus() (board.Status, bool) {
	if g.orders.seat != 0 || g.M.Result().Over || !g.M.Settled() {
		return board.Status{}, false
	}
	first := 0
	for p := g.M.Position().Players(); p >= 1; p-- {
		if g.mine(p) {
			first = p
		}
	}
	return board.Status{
		Player: first,
		Text:   kit.Tr("orders.sealed"),
		Detail: kit.Tr("orders.sealed-detail"),
	}, true
}

// lastTurnSteps is the number of steps of the last whole turn of rec, a
// record that ends at a turn's start; 0 when there is none.
func lastTurnSteps(r game.Ruleset, rec game.Record) int {
	var turns []int
	_, err := game.Replay(r, rec, func(i int, pos game.Position) {
		if op, ok := pos.(orderedPosition); ok {
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
