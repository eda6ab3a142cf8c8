package ai

import (
	"math"

	"pentarchy/game"
)

// node is one position of the tree, reached by playing step from its
// parent. Its statistics are those of the player who played step (the
// parent's mover), so a parent compares its children from its own mover's
// side whatever the number of players.
type node struct {
	step   game.Step
	first  int32   // index of the first child; 0 while not expanded
	n      int32   // number of children
	visits int32   // playouts through this node
	value  float32 // sum of the rewards of the player who played step
	prior  float32 // the step's share of the parent's prior weight
	win    int8    // proven: the player who wins from here whatever happens; 0 unknown
}

// visit is one node on the path of an iteration, with the player who chose
// it (0 for a root, which nobody chose).
type visit struct {
	node  int32
	mover int8
}

const (
	// maxNodes bounds the tree (32 bytes a node); a full tree stops growing
	// and its leaves are played out.
	maxNodes = 1 << 20
	// chunkBits sets the size of the pool's chunks: 1 << 15 nodes, 1 MiB.
	// The pool grows a chunk at a time, so that a growing tree never
	// copies itself (a copy of tens of megabytes would hold up a frame of
	// the page).
	chunkBits = 15
	chunkSize = 1 << chunkBits
	// explore weighs a step's prior and scarcity of visits against its
	// value (the c of PUCT).
	explore = 1.1
	// fpuReduction lowers the value assumed for steps not yet tried below
	// the average of those tried.
	fpuReduction = 0.1
)

// tree is a pool of nodes reused from search to search, in chunks; the
// children of a node lie side by side in one chunk. Index 0 is unused, so
// that a zero first child means "not expanded".
type tree struct {
	chunks [][]node
	next   int32 // the index after the last node in use
	used   int   // the nodes in use, which the gaps at chunk ends are not
	// optimistic: steps not yet tried come first, as in plain UCT. A tree
	// without priors tries every step once; one with priors gives untried
	// steps a little less than the mean of those tried, so that it follows
	// the priors.
	optimistic bool
}

// at returns node i.
func (t *tree) at(i int32) *node { return &t.chunks[i>>chunkBits][i&(chunkSize-1)] }

func (t *tree) reset() {
	t.next, t.used = 0, 0
	t.alloc(1) // index 0, unused
}

// newRoot adds a fresh node to serve as a root and returns its index.
func (t *tree) newRoot() int32 {
	i := t.alloc(1)
	*t.at(i) = node{}
	return i
}

// alloc finds room for n nodes side by side, at the end of the last chunk
// or at the start of a new one, and returns the first one's index, or 0
// when the pool is full. Their contents are left as they were.
func (t *tree) alloc(n int) int32 {
	if t.full(n) || n > chunkSize {
		return 0
	}
	first := t.next
	if int(first&(chunkSize-1))+n > chunkSize {
		first = (first>>chunkBits + 1) << chunkBits
	}
	end := int(first) + n
	for len(t.chunks)<<chunkBits < end {
		t.chunks = append(t.chunks, make([]node, chunkSize))
	}
	t.next, t.used = int32(end), t.used+n
	return first
}

// full tells whether the pool has no room for n more nodes.
func (t *tree) full(n int) bool { return t.used+n > maxNodes }

// expand gives node i a child for every step of legal with a positive
// weight (nil weights: all alike). It reports false when the pool is full.
func (t *tree) expand(i int32, legal []game.Step, weights []float32) bool {
	if t.full(len(legal)) {
		return false
	}
	var sum float32
	n := 0
	for j := range legal {
		if weights == nil || weights[j] > 0 {
			sum += weight(weights, j)
			n++
		}
	}
	first := t.alloc(n)
	if first == 0 {
		return false
	}
	kids := t.chunks[first>>chunkBits][first&(chunkSize-1):][:n]
	k := 0
	for j, s := range legal {
		if weights == nil || weights[j] > 0 {
			kids[k] = node{step: s, prior: weight(weights, j) / sum}
			k++
		}
	}
	nd := t.at(i)
	nd.first, nd.n = first, int32(n)
	return true
}

func weight(weights []float32, j int) float32 {
	if weights == nil {
		return 1
	}
	return weights[j]
}

// children returns the children of node i.
func (t *tree) children(i int32) []node {
	nd := t.at(i)
	if nd.n == 0 {
		return nil
	}
	return t.chunks[nd.first>>chunkBits][nd.first&(chunkSize-1):][:nd.n]
}

// child finds the child of node i reached by step, or 0.
func (t *tree) child(i int32, step game.Step) int32 {
	for j, c := range t.children(i) {
		if c.step == step {
			return t.at(i).first + int32(j)
		}
	}
	return 0
}

// choose picks the child of node i to descend into for mover, by PUCT: a
// child's mean reward plus a bonus for its prior that shrinks with its
// visits. A child not tried yet counts the value the tree assumes for such
// steps (see optimistic), so the best of them is the one with the highest
// prior. A child proven to win for mover is taken at once; children proven
// to win for someone else count as losses. One pass over the children.
func (t *tree) choose(i int32, mover int) int32 {
	kids := t.children(i)
	scale := explore * math.Sqrt(float64(t.at(i).visits))
	var sum float64
	var tried int32
	best, bestScore := -1, math.Inf(-1)
	fresh, freshPrior := -1, float32(-1)
	for j := range kids {
		k := &kids[j]
		switch {
		case k.win == int8(mover):
			return t.at(i).first + int32(j)
		case k.visits == 0:
			if k.prior > freshPrior {
				fresh, freshPrior = j, k.prior
			}
			continue
		}
		sum += float64(k.value)
		tried += k.visits
		q := float64(k.value) / float64(k.visits)
		if k.win != 0 {
			q = -1
		}
		if score := q + scale*float64(k.prior)/float64(1+k.visits); score > bestScore {
			best, bestScore = j, score
		}
	}
	if fresh >= 0 {
		fpu := 0.5 - fpuReduction
		switch {
		case t.optimistic:
			fpu = 2
		case tried > 0:
			fpu = sum/float64(tried) - fpuReduction
		}
		if fpu+scale*float64(freshPrior) > bestScore {
			best = fresh
		}
	}
	return t.at(i).first + int32(best)
}

// prove marks node i as won for a player once its children prove it: one
// child wins for the mover, or every child wins for one same other player.
// It reports whether it did.
func (t *tree) prove(i int32, mover int) bool {
	kids := t.children(i)
	if len(kids) == 0 {
		return false
	}
	other := kids[0].win
	for _, k := range kids {
		if k.win == int8(mover) {
			t.at(i).win = int8(mover)
			return true
		}
		if k.win == 0 || k.win != other {
			other = 0
		}
	}
	if other == 0 {
		return false
	}
	t.at(i).win = other
	return true
}

// best returns the child of node i to play: one proven to win for mover,
// else the most visited among those not proven lost (ties: the higher
// mean). It returns 0 when node i has no children.
func (t *tree) best(i int32, mover int) int32 {
	best := int32(0)
	for j, k := range t.children(i) {
		c := t.at(i).first + int32(j)
		if k.win == int8(mover) {
			return c
		}
		if best == 0 || better(&k, t.at(best), mover) {
			best = c
		}
	}
	return best
}

// better tells whether a is a better choice than b for mover.
func better(a, b *node, mover int) bool {
	lostA, lostB := a.win != 0 && a.win != int8(mover), b.win != 0 && b.win != int8(mover)
	if lostA != lostB {
		return lostB
	}
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	return mean(a) > mean(b)
}

// mean is a node's mean reward for the player who played its step.
func mean(n *node) float64 {
	if n.visits == 0 {
		return 0
	}
	return float64(n.value) / float64(n.visits)
}
