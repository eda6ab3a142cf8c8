package code

import (
	"encoding/hex"
	"strings"
)

// mdnsUUID returns the 16 bytes of an mDNS name "<uuid>.local" (the form
// browsers use to hide local addresses), in any letter case.
func mdnsUUID(name string) ([16]byte, bool) {
	var u [16]byte
	s, ok := strings.CutSuffix(strings.ToLower(name), ".local")
	if !ok || len(s) != 36 {
		return u, false
	}
	for _, i := range []int{8, 13, 18, 23} {
		if s[i] != '-' {
			return u, false
		}
	}
	h := strings.ReplaceAll(s, "-", "")
	if len(h) != 32 {
		return u, false
	}
	if _, err := hex.Decode(u[:], []byte(h)); err != nil {
		return u, false
	}
	return u, true
}

// mdnsName is the mDNS name "<uuid>.local" of 16 uuid bytes, lower case.
func mdnsName(u [16]byte) string {
	h := hex.EncodeToString(u[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:] + ".local"
}
