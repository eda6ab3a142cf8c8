package power

import "pentarchy/game"

// What the computer player (package game/ai) needs beyond game.Position to
// search a turn without reading other players' orders.

// OwnOrders appends to dst the steps player pl has entered this turn.
func (p *Position) OwnOrders(pl int, dst []game.Step) []game.Step {
	if !p.living.Has(pl) {
		return dst
	}
	for _, o := range p.playerOrders(pl) {
		dst = append(dst, game.Step(o))
	}
	return dst
}

// Play applies s and returns who moves next and the turn (see game/ai's
// Simultaneous).
func (p *Position) Play(s game.Step) (mover, turn int) {
	p.Apply(s)
	return int(p.mover), int(p.turn)
}

// ClearOrders takes back every step entered this turn, so that the order
// phase starts again with the first living player. A finished game stays
// as it is.
func (p *Position) ClearOrders() {
	if p.mover == 0 {
		return
	}
	p.clearOrders()
	p.mover = uint8(p.nextPlayer(0))
}
