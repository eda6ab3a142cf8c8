package code

import (
	"encoding/base64"
	"strings"
	"unicode"
)

// minCodeChars is the length of the shortest version-1 code (4-character
// ufrag, 22-character pwd, no candidate). A longer text that looks like a
// code but has a bad header is taken for a code with a typo.
const minCodeChars = 83

// Decode reads a code made by [Encode]. Whitespace and line breaks are
// ignored. Its errors are [ErrShort], [ErrTypo], [ErrNewer] and
// [ErrNotCode], worded for a player.
func Decode(code string) (Description, error) {
	s := strings.Map(dropSpace, code)
	b, err := checkEnvelope(s)
	if err != nil {
		return Description{}, err
	}
	switch b[0] >> 4 {
	case 0:
		return Description{}, ErrNotCode
	case Version:
		return decodeBody(b)
	}
	return Description{}, ErrNewer
}

func dropSpace(r rune) rune {
	if unicode.IsSpace(r) {
		return -1
	}
	return r
}

// checkEnvelope returns the bytes of s once its length, header check and
// checksum are right; these are the same in every version of the format.
func checkEnvelope(s string) ([]byte, error) {
	if bad := countNonCode(s); bad > 0 {
		if bad == 1 {
			return nil, ErrTypo
		}
		return nil, ErrNotCode
	}
	head := decodePrefix(s)
	if len(head) < 3 {
		return nil, ErrShort
	}
	if crc8(head[0], head[1]) != head[2] {
		if len(s) >= minCodeChars {
			return nil, ErrTypo
		}
		return nil, ErrNotCode
	}
	return checkSized(s, int(head[1]))
}

// checkSized checks s against the size of the code its header announces.
func checkSized(s string, size int) ([]byte, error) {
	if size < envelope {
		return nil, ErrNotCode
	}
	want := b64.EncodedLen(size)
	if len(s) < want {
		return nil, ErrShort
	}
	if len(s) > want {
		return nil, ErrTypo
	}
	b, err := b64.DecodeString(s)
	if err != nil || !crc32OK(b) {
		return nil, ErrTypo
	}
	return b, nil
}

// countNonCode counts the characters of s outside base64url.
func countNonCode(s string) int {
	n := 0
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			n++
		}
	}
	return n
}

// decodePrefix decodes as many whole bytes of s as it holds, ignoring
// the loose bits of a cut last character.
func decodePrefix(s string) []byte {
	if len(s)%4 == 1 {
		s = s[:len(s)-1]
	}
	b, _ := base64.RawURLEncoding.DecodeString(s)
	return b
}
