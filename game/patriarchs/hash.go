package patriarchs

// The hash is Zobrist's: the XOR of one key per unit on a square and one
// key per reserve count, updated by every step, mixed with the turn state
// when asked for. The keys are not a table but a pure function of what they
// stand for (the finaliser of SplitMix64), so that every position, however
// it was made, agrees on them and no package state is needed.

// mix64 scrambles x into a well-spread 64-bit value.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// unitKey is the key of the unit coded v standing on cell i.
func unitKey(v uint8, i int) uint64 { return mix64(uint64(v)<<8 | uint64(i)) }

// reserveKey is the key of colour c holding n units of kind k in reserve.
func reserveKey(c int, k Kind, n uint8) uint64 {
	return mix64(1<<20 | uint64(c)<<16 | uint64(k)<<8 | uint64(n))
}
