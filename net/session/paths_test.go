package session

import (
	"testing"

	"pentarchy/net/code"
)

// TestNoPathNamesTheCause checks what a peer says when no path was found,
// from what the two codes tell of the networks.
func TestNoPathNamesTheCause(t *testing.T) {
	host, srflx, relay := code.Candidate{Typ: "host"}, code.Candidate{Typ: "srflx"}, code.Candidate{Typ: "relay"}
	seen := func(cs ...code.Candidate) reach { return reachOf(code.Description{Candidates: cs}) }
	for _, c := range []struct {
		name         string
		stun, turn   bool
		mine, theirs reach
		want         error
	}{
		{"both seen from the internet", true, false, seen(host, srflx), seen(host, srflx, srflx), ErrStrictNAT},
		{"no STUN answer here", true, false, seen(host), seen(host, srflx), ErrBlockedHere},
		{"no STUN answer there", true, false, seen(host, srflx), seen(host), ErrBlockedThere},
		{"blocked on both sides", true, false, seen(host), seen(host), ErrBlockedHere},
		{"STUN off here, seen there", false, false, seen(host), seen(host, srflx), ErrNoPath},
		{"STUN off here, not seen there", false, false, seen(host), seen(host), ErrNoPath},
		{"a TURN server that gave no relay", true, true, seen(host, srflx), seen(host, srflx), ErrNoRelay},
		{"a relay here, blocked there", true, true, seen(host, relay), seen(host), ErrBlockedThere},
		{"relays on both sides", true, true, seen(host, srflx, relay), seen(host, relay), ErrNoPath},
		{"the other's code not read yet", true, false, seen(host, srflx), reach{}, ErrNoPath},
	} {
		p := paths{stun: c.stun, turn: c.turn, mine: c.mine, theirs: c.theirs}
		if got := p.noPath(); got != c.want {
			t.Errorf("%s: says %q, want %q", c.name, got, c.want)
		}
	}
}
