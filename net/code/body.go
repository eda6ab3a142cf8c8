package code

import (
	"encoding/binary"
)

// reader takes bytes from the front of a code's body; ok turns false
// when a read runs past the end.
type reader struct {
	b  []byte
	ok bool
}

func (r *reader) next(n int) []byte {
	if !r.ok || n > len(r.b) {
		r.ok = false
		return make([]byte, n)
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *reader) ice() string {
	n := int(r.next(1)[0])
	s, ok := unpackICE(r.next(packedLen(n)), n)
	r.ok = r.ok && ok && n > 0
	return s
}

// decodeBody reads a version-1 code whose envelope is checked. Its
// checksum is right, so whatever is wrong was made so: ErrNotCode.
func decodeBody(b []byte) (Description, error) {
	h := b[0]
	d := Description{Offer: h&1 == 1}
	setup := int(h >> 1 & 7)
	if setup >= len(setups) {
		return Description{}, ErrNotCode
	}
	d.Setup = setups[setup]
	d.App = b[3]
	r := reader{b: b[4 : len(b)-4], ok: true}
	d.Ufrag = r.ice()
	d.Pwd = r.ice()
	copy(d.Fingerprint[:], r.next(32))
	for r.ok && len(r.b) > 0 {
		d.Candidates = append(d.Candidates, r.candidate())
	}
	if !r.ok || d.check() != nil {
		return Description{}, ErrNotCode
	}
	return d, nil
}

func (r *reader) candidate() Candidate {
	flags := r.next(1)[0]
	var c Candidate
	if int(flags>>2) < len(typs) {
		c.Typ = typs[flags>>2]
	} else {
		r.ok = false
	}
	switch flags & 3 {
	case kindIPv4:
		c.Addr = AddrFrom4([4]byte(r.next(4)))
	case kindIPv6:
		c.Addr = AddrFrom16([16]byte(r.next(16)))
	case kindMDNS:
		c.Name = mdnsName([16]byte(r.next(16)))
	default:
		r.ok = false
	}
	c.Port = binary.BigEndian.Uint16(r.next(2))
	return c
}
