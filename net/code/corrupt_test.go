package code

import (
	"encoding/base64"
	"errors"
	"testing"
)

func typicalCodes(t *testing.T) []string {
	var codes []string
	for _, tc := range sdpCases(t) {
		d, _ := Parse(tc.sdp)
		c, err := Encode(d)
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, c)
	}
	return codes
}

func TestDecodeTruncated(t *testing.T) {
	for _, c := range typicalCodes(t) {
		for n := range len(c) {
			if _, err := Decode(c[:n]); err != ErrShort {
				t.Errorf("Decode(code[:%d] of %d) = %v, want ErrShort", n, len(c), err)
			}
		}
	}
}

const codeChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func TestDecodeSubstituted(t *testing.T) {
	for _, c := range typicalCodes(t) {
		for i := range len(c) {
			for _, r := range codeChars + "+/=.!é" {
				s := c[:i] + string(r) + c[i+1:]
				if s == c {
					continue
				}
				if _, err := Decode(s); err != ErrTypo {
					t.Fatalf("Decode with %q at %d = %v, want ErrTypo", r, i, err)
				}
			}
		}
	}
}

func TestDecodeSwappedNeighbours(t *testing.T) {
	for _, c := range typicalCodes(t) {
		for i := 0; i+1 < len(c); i++ {
			if c[i] == c[i+1] {
				continue
			}
			s := c[:i] + c[i+1:i+2] + c[i:i+1] + c[i+2:]
			if _, err := Decode(s); err != ErrTypo {
				t.Errorf("Decode with %d,%d swapped = %v, want ErrTypo", i, i+1, err)
			}
		}
	}
}

func TestDecodeExtraCharacter(t *testing.T) {
	c := typicalCodes(t)[0]
	if _, err := Decode(c + "A"); err != ErrTypo {
		t.Errorf("Decode(code+A) = %v, want ErrTypo", err)
	}
}

// envelopeOf wraps body in a valid envelope with header byte hdr.
func envelopeOf(hdr byte, body []byte) string {
	b := append([]byte{hdr, byte(len(body) + envelope), 0}, body...)
	b[2] = crc8(b[0], b[1])
	return b64.EncodeToString(appendCRC32(b))
}

func TestDecodeNewerAndForeign(t *testing.T) {
	body := make([]byte, 90)
	cases := []struct {
		name string
		code string
		want error
	}{
		{"version 2", envelopeOf(2<<4|1, body), ErrNewer},
		{"version 15", envelopeOf(15<<4, body), ErrNewer},
		{"version 0", envelopeOf(0, body), ErrNotCode},
		{"v1, zero-length ufrag", envelopeOf(1<<4|1, body), ErrNotCode},
		{"v1, setup 3", envelopeOf(1<<4|3<<1, body), ErrNotCode},
		{"raw SDP", chromiumOfferMDNS, ErrNotCode},
		{"a link", "https://example.org/#abc", ErrNotCode},
		{"a word", "hello", ErrNotCode},
		{"random base64", base64.RawURLEncoding.EncodeToString([]byte("this is not a code at all, it only looks like one, being base64url text")), ErrTypo},
	}
	for _, tc := range cases {
		if _, err := Decode(tc.code); !errors.Is(err, tc.want) {
			t.Errorf("%s: Decode = %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestDecodeRejectsNonCanonical(t *testing.T) {
	// An ICE string whose padding bits are not zero.
	d, _ := Parse(chromiumOfferMDNS)
	d.Ufrag = "Xk9" // 18 bits in 3 bytes: 6 padding bits
	c, _ := Encode(d)
	b, _ := b64.DecodeString(c)
	b = b[:len(b)-4]
	b[4+1+2] |= 1 // after hdr, size, hcheck, app and the ufrag's length
	if _, err := Decode(envelopeOf(b[0], b[3:])); err != ErrNotCode {
		t.Errorf("Decode with padding bits set = %v, want ErrNotCode", err)
	}
}
