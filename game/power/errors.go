package power

import "fmt"

// StepError is why ParseStep refused a step. Malformed steps do not follow
// the grammar of §4.1; the others are well formed but not legal here, and
// their Reason says why in the game's words ("no unit of yours on -1,0").
type StepError struct {
	Malformed bool
	Reason    string
}

func (e *StepError) Error() string {
	if e.Malformed {
		return "malformed step: " + e.Reason
	}
	return e.Reason
}

func malformed(format string, args ...any) error {
	return &StepError{Malformed: true, Reason: fmt.Sprintf(format, args...)}
}

func illegal(format string, args ...any) error {
	return &StepError{Reason: fmt.Sprintf(format, args...)}
}
