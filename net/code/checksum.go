package code

import (
	"encoding/binary"
	"hash/crc32"
)

// crc8 is the CRC-8 (polynomial x⁸+x²+x+1, initial 0) of data. It guards the
// header so that a typo in the size byte is not taken for a cut code.
func crc8(data ...byte) byte {
	var c byte
	for _, d := range data {
		c ^= d
		for range 8 {
			if c&0x80 != 0 {
				c = c<<1 ^ 0x07
			} else {
				c <<= 1
			}
		}
	}
	return c
}

// appendCRC32 appends the big-endian CRC-32 (IEEE) of b to b.
func appendCRC32(b []byte) []byte {
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// crc32OK reports whether b ends with the CRC-32 of what precedes it.
func crc32OK(b []byte) bool {
	n := len(b) - 4
	return n >= 0 && binary.BigEndian.Uint32(b[n:]) == crc32.ChecksumIEEE(b[:n])
}
