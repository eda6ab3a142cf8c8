package protocol

import "fmt"

// Problem names what was wrong with a refused message, for programs; the
// Refusal's text says it for players.
type Problem string

// The problems a message can have.
const (
	Oversized    Problem = "oversized"    // over a size limit
	Malformed    Problem = "malformed"    // not a well-formed message of its kind
	WrongVersion Problem = "version"      // another protocol version
	Replayed     Problem = "replayed"     // already seen: an old step, turn or answer
	OutOfOrder   Problem = "out-of-order" // ahead of what this side has: something is missing
	WrongSeat    Problem = "seat"         // for a seat the sender does not play, or not its turn
	Illegal      Problem = "illegal"      // the rules refuse it
	HashMismatch Problem = "hash"         // the position hash after it differs
	BadReveal    Problem = "reveal"       // a reveal that does not match its commitment
	NotNow       Problem = "not-now"      // no game, game over, nothing to answer…
	Diverged     Problem = "diverged"     // the two records disagree
	OutOfTime    Problem = "time"         // the player's time ran out before it came
)

// Refusal is a message (or a local action) refused: nothing was changed.
type Refusal struct {
	Problem Problem
	Text    string // in plain words, for a player
}

func (r *Refusal) Error() string { return r.Text }

// asRefusal finds the refusal in err's chain of wrapped errors: what
// errors.As does, without the reflection that would add to the page.
func asRefusal(err error) (*Refusal, bool) {
	for err != nil {
		if r, ok := err.(*Refusal); ok {
			return r, true
		}
		w, ok := err.(interface{ Unwrap() error })
		if !ok {
			return nil, false
		}
		err = w.Unwrap()
	}
	return nil, false
}

func refuse(p Problem, format string, args ...any) *Refusal {
	return &Refusal{Problem: p, Text: fmt.Sprintf(format, args...)}
}
