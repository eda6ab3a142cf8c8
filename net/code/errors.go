package code

import "errors"

// Errors of [Decode], worded for a player.
var (
	ErrShort   = errors.New("the code is cut short — copy all of it")
	ErrTypo    = errors.New("the code has a typo (checksum mismatch)")
	ErrNewer   = errors.New("this code comes from a newer version of Pentarchy")
	ErrNotCode = errors.New("not a Pentarchy code")
)
