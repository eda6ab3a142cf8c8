package ai

import "pentarchy/game"

// simul is the decoupled search of one turn of a game with simultaneous
// orders. Every player has a tree of their own orders for the turn (the
// root player's starting after the orders they already entered); an
// iteration starts from the turn's position with no orders, lets each
// player in turn choose their orders in their own tree by their own
// statistics, then plays the resolution and the turns after out.
type simul struct {
	s      *Search
	start  game.Position // the position searched, with this turn's orders taken back
	player int           // the root player: the one to move in the position searched
	prefix []game.Step   // the orders the root player has already entered
	roots  []int32       // each player's tree of orders, player 1 first
}

func newSimul(s *Search) *simul {
	u := &simul{s: s, player: s.pos.Mover(), start: s.pos.Clone()}
	u.start.(Simultaneous).ClearOrders()
	if u.player != 0 {
		u.prefix = s.pos.(Simultaneous).OwnOrders(u.player, nil)
	}
	u.roots = make([]int32, s.players)
	return u
}

// rootNode is the root player's tree, whose children are their steps now.
func (u *simul) rootNode() int32 { return u.roots[u.player-1] }

// iterate runs one iteration: each player's orders down their own tree,
// then a playout, then every player's path gets that player's reward.
func (u *simul) iterate() {
	s := u.s
	s.work.CopyFrom(u.start)
	s.path = s.path[:0]
	s.terminalAt = 0
	turn := s.know.simul.Turn()
	m, t := s.work.Mover(), turn
	for m != 0 && t == turn {
		if m == u.player {
			for _, step := range u.prefix {
				s.work.Apply(step)
			}
		}
		m, t = u.descend(m, turn)
	}
	if m == 0 {
		s.scoreResult()
	} else {
		s.playout()
	}
	s.backup(false)
}

// descend plays player p's orders: down p's tree by PUCT while it has
// children, growing it at its leaf, then by the playout policy to p's end.
// It returns who moves next and the turn.
func (u *simul) descend(p, turn int) (mover, next int) {
	s := u.s
	i := u.roots[p-1]
	s.path = append(s.path, visit{node: i})
	m, t := p, turn
	for m == p && t == turn {
		if i == 0 || !s.expanded(i, i == u.roots[p-1]) {
			i = 0 // the descent has left the tree: the policy plays p's turn out
			m, t = s.playoutTurn()
			continue
		}
		i = s.tree.choose(i, p)
		s.path = append(s.path, visit{node: i, mover: int8(p)})
		m, t = s.know.simul.Play(s.tree.at(i).step)
	}
	return m, t
}

// advance plays step in the position searched. The root player's own step
// moves their tree's root down to it; after anything else (their end, the
// resolution) the search starts again for the new player to move.
func (u *simul) advance(step game.Step) {
	s := u.s
	turn := s.pos.(Simultaneous).Turn()
	s.pos.Apply(step)
	if s.pos.Mover() != u.player || s.pos.(Simultaneous).Turn() != turn {
		s.Reset(s.pos)
		return
	}
	u.prefix = append(u.prefix, step)
	if c := s.tree.child(u.rootNode(), step); c != 0 {
		u.roots[u.player-1] = c
	} else {
		u.roots[u.player-1] = s.tree.newRoot()
	}
}
