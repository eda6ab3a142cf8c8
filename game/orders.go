package game

// Orders is a position of a game whose players give their orders for the
// same turn, none seeing the others', and the turn resolves once every
// living player has ended theirs (Source of Power). The rules take the
// orders one player after the other (Mover is the player entering them);
// what must keep them secret — the online protocol, the page's screens,
// the computer's search — learns here whose orders are in and what each
// player gave.
type Orders interface {
	Position
	// Turn numbers the turns; it goes up when the orders resolve.
	Turn() int
	// Living tells whether player pl still plays, and so gives orders.
	Living(pl int) bool
	// Ended tells whether player pl has ended their orders this turn.
	Ended(pl int) bool
	// OwnOrders appends to dst the steps player pl has entered this turn.
	OwnOrders(pl int, dst []Step) []Step
	// ClearOrders takes back every step entered this turn: the order
	// phase starts again with its first player.
	ClearOrders()
}
