package code

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
)

// Version is the format version written in the first nibble of every code.
const Version = 1

// envelope is the size of hdr, size, hcheck and crc32.
const envelope = 3 + 4

// b64 is the code's text form: base64url, no padding, canonical.
var b64 = base64.RawURLEncoding.Strict()

// Encode writes d as a code. It fails only for a Description that no SDP
// of a browser or pion has: a bad role or ICE string, or too many candidates
// for the 255 bytes of a code (about nine).
func Encode(d Description) (string, error) {
	if err := d.check(); err != nil {
		return "", err
	}
	b := []byte{header(d), 0, 0, d.App}
	b = append(b, byte(len(d.Ufrag)))
	b = packICE(b, d.Ufrag)
	b = append(b, byte(len(d.Pwd)))
	b = packICE(b, d.Pwd)
	b = append(b, d.Fingerprint[:]...)
	for _, c := range d.Candidates {
		b = appendCandidate(b, c)
	}
	if len(b)+4 > 255 {
		return "", fmt.Errorf("code: %d candidates make the code too long", len(d.Candidates))
	}
	b[1] = byte(len(b) + 4)
	b[2] = crc8(b[0], b[1])
	return b64.EncodeToString(appendCRC32(b)), nil
}

func header(d Description) byte {
	h := byte(Version<<4 | indexOf(setups, d.Setup)<<1)
	if d.Offer {
		h |= 1
	}
	return h
}

// Candidate address kinds in the flags byte.
const (
	kindIPv4 = iota
	kindIPv6
	kindMDNS
)

func appendCandidate(b []byte, c Candidate) []byte {
	typ := byte(indexOf(typs, c.Typ)) << 2
	switch {
	case c.Name != "":
		u, _ := mdnsUUID(c.Name)
		b = append(append(b, typ|kindMDNS), u[:]...)
	case c.Addr.Is4():
		a := c.Addr.As4()
		b = append(append(b, typ|kindIPv4), a[:]...)
	default:
		a := c.Addr.As16()
		b = append(append(b, typ|kindIPv6), a[:]...)
	}
	return binary.BigEndian.AppendUint16(b, c.Port)
}
