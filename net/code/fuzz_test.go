package code

import (
	"errors"
	"reflect"
	"testing"
)

var decodeErrors = []error{ErrShort, ErrTypo, ErrNewer, ErrNotCode}

// FuzzDecode: Decode never panics, fails only with a player's error, and a
// code it accepts re-encodes to itself (whitespace aside) and survives SDP.
func FuzzDecode(f *testing.F) {
	for _, tc := range sdpCases(f) {
		d, _ := Parse(tc.sdp)
		c, _ := Encode(d)
		f.Add(c)
	}
	f.Add("")
	f.Add(envelopeOf(2<<4, make([]byte, 60)))
	f.Fuzz(func(t *testing.T, s string) {
		d, err := Decode(s)
		if err != nil {
			if !isDecodeError(err) {
				t.Fatalf("Decode(%q) = %v, not a player's error", s, err)
			}
			return
		}
		c, err := Encode(d)
		if err != nil || c != stripSpace(s) {
			t.Fatalf("Decode(%q) = %+v; re-encoded %q, %v", s, d, c, err)
		}
		if again, err := Parse(d.SDP()); err != nil || !reflect.DeepEqual(again, d) {
			t.Fatalf("Parse(SDP()) = %+v, %v, want %+v", again, err, d)
		}
	})
}

func isDecodeError(err error) bool {
	for _, e := range decodeErrors {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

func stripSpace(s string) string {
	b := []rune{}
	for _, r := range s {
		if dropSpace(r) >= 0 {
			b = append(b, r)
		}
	}
	return string(b)
}

// FuzzParse: Parse never panics, and what it accepts encodes (unless it has
// too many candidates) and decodes back to itself.
func FuzzParse(f *testing.F) {
	for _, tc := range sdpCases(f) {
		f.Add(tc.sdp)
	}
	f.Add("a=ice-ufrag:ab\na=ice-pwd:cd\na=setup:active\na=candidate:1 1 udp 1 ::ffff:1.2.3.4 9 typ relay")
	f.Fuzz(func(t *testing.T, sdp string) {
		d, err := Parse(sdp)
		if err != nil {
			return
		}
		c, err := Encode(d)
		if err != nil {
			if len(d.Candidates) < 8 {
				t.Fatalf("Encode(%+v) = %v", d, err)
			}
			return
		}
		if back, err := Decode(c); err != nil || !reflect.DeepEqual(back, d) {
			t.Fatalf("Decode(Encode(%+v)) = %+v, %v", d, back, err)
		}
	})
}
