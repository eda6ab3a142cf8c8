package ai

import (
	"testing"

	"pentarchy/game"
)

// TestTreeChunks grows a tree of 1,000 children a node until it is full:
// every node's children keep their steps across the chunks' ends, and the
// tree stops growing at maxNodes nodes.
func TestTreeChunks(t *testing.T) {
	legal := make([]game.Step, 1000)
	for j := range legal {
		legal[j] = game.Step(j + 1)
	}
	var tr tree
	tr.reset()
	parents := []int32{tr.newRoot()}
	for i := 0; ; i++ {
		if !tr.expand(parents[i], legal, nil) {
			break
		}
		parents = append(parents, tr.at(parents[i]).first)
	}
	if tr.used > maxNodes || !tr.full(len(legal)) {
		t.Fatalf("the tree stopped at %d nodes; want the most that fit in %d", tr.used, maxNodes)
	}
	for _, p := range parents[:len(parents)-1] {
		kids := tr.children(p)
		if len(kids) != len(legal) {
			t.Fatalf("node %d has %d children, want %d", p, len(kids), len(legal))
		}
		for j, k := range kids {
			if k.step != legal[j] || tr.at(tr.at(p).first+int32(j)) != &kids[j] {
				t.Fatalf("child %d of node %d is step %d at the wrong place", j, p, k.step)
			}
		}
	}
	tr.reset()
	if tr.used != 1 || tr.newRoot() != 1 {
		t.Fatal("a reset tree does not start over")
	}
}
