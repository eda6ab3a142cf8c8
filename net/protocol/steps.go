package protocol

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"

	"pentarchy/game"
)

// Steps travel compactly in a hello's record and in move codes: each step
// is its rank among the legal steps of its position sorted in byte order
// (game.LegalTexts), as an unsigned varint. Most steps take one or two
// bytes, and a step that decodes is legal by construction.

// appendSteps appends the ranks of steps, played in order from pos, to b.
// pos is advanced past them.
func appendSteps(b []byte, pos game.Position, steps []string) ([]byte, error) {
	for i, text := range steps {
		s, err := pos.ParseStep(text)
		if err != nil {
			return nil, fmt.Errorf("step %d %q: %w", i+1, text, err)
		}
		b = binary.AppendUvarint(b, uint64(rank(pos, pos.FormatStep(s))))
		pos.Apply(s)
	}
	return b, nil
}

// rank is the number of legal steps of pos whose text sorts before text.
func rank(pos game.Position, text string) int {
	n := 0
	for _, s := range pos.Legal(nil) {
		if pos.FormatStep(s) < text {
			n++
		}
	}
	return n
}

// readSteps reads n ranks from b and plays them from pos. It returns their
// texts and the bytes after them. An error names the step (first+i, 1 for
// the first step of a record) that is not there or not legal.
func readSteps(b []byte, pos game.Position, n, first int) ([]string, []byte, error) {
	texts := make([]string, 0, min(n, len(b)))
	for i := range n {
		r, size := binary.Uvarint(b)
		if size <= 0 {
			return nil, nil, fmt.Errorf("step %d is missing", first+i)
		}
		b = b[size:]
		legal := game.LegalTexts(pos)
		if r >= uint64(len(legal)) {
			return nil, nil, fmt.Errorf("step %d is not a legal step (%d of %d)", first+i, r, len(legal))
		}
		if err := game.Play(pos, legal[r]); err != nil {
			return nil, nil, fmt.Errorf("step %d %q: %w", first+i, legal[r], err)
		}
		texts = append(texts, legal[r])
	}
	return texts, b, nil
}

// packRecord writes the steps of a record for a hello.
func packRecord(start game.Position, steps []string) (string, error) {
	b, err := appendSteps(nil, start.Clone(), steps)
	if err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// unpackRecord reads a hello's record of n steps, checking every step with
// the rules from start, and returns the steps and the final position.
func unpackRecord(start game.Position, text string, n int) ([]string, game.Position, error) {
	b, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil {
		return nil, nil, fmt.Errorf("the record is not readable: %w", err)
	}
	if n > len(b) {
		return nil, nil, fmt.Errorf("the record has fewer steps than the %d it claims", n)
	}
	pos := start.Clone()
	steps, rest, err := readSteps(b, pos, n, 1)
	if err != nil {
		return nil, nil, err
	}
	if len(rest) > 0 {
		return nil, nil, fmt.Errorf("the record has more steps than the %d it claims", n)
	}
	return steps, pos, nil
}
