package code

import "strings"

// iceAlphabet holds the 64 characters ICE allows in ufrag and pwd (RFC 8445
// ice-char), in the order of their 6-bit values.
const iceAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// packedLen is the number of bytes n ICE characters pack into.
func packedLen(n int) int { return (6*n + 7) / 8 }

// packICE appends the ICE string s at 6 bits a character; s must be valid.
func packICE(dst []byte, s string) []byte {
	var acc uint32
	bits := 0
	for i := 0; i < len(s); i++ {
		acc = acc<<6 | uint32(strings.IndexByte(iceAlphabet, s[i]))
		bits += 6
		if bits >= 8 {
			bits -= 8
			dst = append(dst, byte(acc>>bits))
		}
	}
	if bits > 0 {
		dst = append(dst, byte(acc<<(8-bits)))
	}
	return dst
}

// unpackICE reads n characters from b, which holds exactly packedLen(n)
// bytes; unused bits must be zero so that each string has one packing.
func unpackICE(b []byte, n int) (string, bool) {
	out := make([]byte, n)
	for i := range n {
		bit := 6 * i
		v := uint16(b[bit/8]) << 8
		if bit/8+1 < len(b) {
			v |= uint16(b[bit/8+1])
		}
		out[i] = iceAlphabet[v>>(10-bit%8)&63]
	}
	tail := 6 * n % 8
	return string(out), tail == 0 || b[len(b)-1]<<tail == 0
}
