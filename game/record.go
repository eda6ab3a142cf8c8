package game

import (
	"encoding/json"
	"fmt"
)

// Record is a game record: the game, its options, an optional position to
// start from instead of the start position, and the steps played, as text.
// Its JSON form is the one the referee reads and games are saved in.
type Record struct {
	Game     string   `json:"game"`
	Options  Options  `json:"options"`
	Position string   `json:"position,omitempty"`
	Steps    []string `json:"steps"`
}

// ParseRecord reads a record's JSON. Fields it does not know are ignored, so
// that other tools may annotate records.
func ParseRecord(data []byte) (Record, error) {
	var rec Record
	if err := json.Unmarshal(data, &rec); err != nil {
		return Record{}, fmt.Errorf("bad game record: %w", err)
	}
	if rec.Game == "" {
		return Record{}, fmt.Errorf("bad game record: no \"game\"")
	}
	return rec, nil
}

// StepError is a step of a record that could not be played.
type StepError struct {
	N    int // 1 for the first step
	Step string
	Err  error
}

func (e *StepError) Error() string { return fmt.Sprintf("step %d %q: %v", e.N, e.Step, e.Err) }

func (e *StepError) Unwrap() error { return e.Err }

// Setup returns the position a record starts from.
func Setup(r Ruleset, rec Record) (Position, error) {
	if rec.Position != "" {
		pos, err := r.ParsePosition(rec.Options, rec.Position)
		if err != nil {
			return nil, fmt.Errorf("bad position %q: %w", rec.Position, err)
		}
		return pos, nil
	}
	return r.Start(rec.Options)
}

// Replay plays a record's steps and returns the final position. If visit is
// not nil it is called with each position before its step is played
// (i = 0 for the first step) and once more at the end (i = len(rec.Steps)).
// A step that cannot be played stops the replay with a *StepError.
func Replay(r Ruleset, rec Record, visit func(i int, pos Position)) (Position, error) {
	pos, err := Setup(r, rec)
	if err != nil {
		return nil, err
	}
	for i, text := range rec.Steps {
		if visit != nil {
			visit(i, pos)
		}
		if err := Play(pos, text); err != nil {
			return pos, &StepError{N: i + 1, Step: text, Err: err}
		}
	}
	if visit != nil {
		visit(len(rec.Steps), pos)
	}
	return pos, nil
}
