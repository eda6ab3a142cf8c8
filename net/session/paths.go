package session

import "pentarchy/net/code"

// reach is what a device's addresses, as its code carries them, tell of
// its network.
type reach struct {
	known   bool // the code was read
	public  bool // a STUN server saw the device from the internet (a srflx address)
	relayed bool // a TURN server gave it a relay address
}

// reachOf reads what d's addresses tell.
func reachOf(d code.Description) reach {
	r := reach{known: true}
	for _, c := range d.Candidates {
		switch c.Typ {
		case "srflx":
			r.public = true
		case "relay":
			r.relayed = true
		}
	}
	return r
}

// paths is what a peer knows of the two networks, to say why no path
// was found between them.
type paths struct {
	stun, turn   bool // this device asked STUN servers, a TURN server
	mine, theirs reach
}

// noPath names, in plain words, the likeliest cause of finding no path:
// a TURN server that gave no relay, a network that blocks UDP (no STUN
// server saw the device), or, when both devices were seen from the
// internet, a strict NAT between them (two cone NATs always find a path).
// With STUN off here, nothing tells what the networks are.
func (p paths) noPath() error {
	switch {
	case p.turn && !p.mine.relayed:
		return ErrNoRelay
	case p.stun && !p.mine.public && !p.mine.relayed:
		return ErrBlockedHere
	case p.stun && p.theirs.known && !p.theirs.public && !p.theirs.relayed:
		return ErrBlockedThere
	case p.mine.public && p.theirs.public && !p.mine.relayed && !p.theirs.relayed:
		return ErrStrictNAT
	}
	return ErrNoPath
}
