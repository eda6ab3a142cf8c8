package protocol

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strings"
)

// Sizes of the random values a match draws from its entropy source.
const (
	nonceSize = 32 // a coin nonce
	saltSize  = 16 // the salt of a player's orders
)

// HashText writes a position hash as the protocol carries it: 16 hex digits.
func HashText(h uint64) string { return fmt.Sprintf("%016x", h) }

// draw reads n random bytes from the entropy source the match was given.
func draw(entropy io.Reader, n int) ([]byte, error) {
	b := make([]byte, n)
	if entropy == nil {
		return nil, fmt.Errorf("no source of random numbers")
	}
	if _, err := io.ReadFull(entropy, b); err != nil {
		return nil, fmt.Errorf("no random numbers: %w", err)
	}
	return b, nil
}

// coinCommitment is the commitment to a coin nonce: SHA-256 of it, in hex.
func coinCommitment(nonce []byte) string {
	sum := sha256.Sum256(nonce)
	return hex.EncodeToString(sum[:])
}

// ordersCommitment is the commitment to a player's orders: SHA-256 of the
// salt followed by the steps, each ended by a line break, in hex.
func ordersCommitment(salt []byte, steps []string) string {
	h := sha256.New()
	h.Write(salt)
	io.WriteString(h, strings.Join(steps, "\n")+"\n")
	return hex.EncodeToString(h.Sum(nil))
}
