package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Options are a game's option values by option name, as texts ("players": "2").
// A nil or partial Options stands for the defaults of what it lacks.
type Options map[string]string

// OptionKind says what values an option takes.
type OptionKind int

const (
	// Choice options take one of a listed set of texts (a board name).
	Choice OptionKind = iota
	// Integer options take a whole number between Min and Max.
	Integer
)

// OptionSpec describes one option of a game, with its name as the rules file
// spells it.
type OptionSpec struct {
	Name    string
	Label   string // what the new-game screen calls it
	Kind    OptionKind
	Default string
	Choices []string // Choice: the allowed values, in menu order
	Min     int      // Integer: the smallest value allowed
	Max     int      // Integer: the largest value allowed
}

// Check tells whether value is allowed for the option.
func (s OptionSpec) Check(value string) error {
	if s.Kind == Choice {
		if !slices.Contains(s.Choices, value) {
			return fmt.Errorf("option %s: %q is not one of %s", s.Name, value, strings.Join(s.Choices, ", "))
		}
		return nil
	}
	n, err := strconv.Atoi(value)
	if err != nil {
		return fmt.Errorf("option %s: %q is not a whole number", s.Name, value)
	}
	if n < s.Min || n > s.Max {
		return fmt.Errorf("option %s: %d is outside %d to %d", s.Name, n, s.Min, s.Max)
	}
	return nil
}

// ResolveOptions checks opts against specs and returns a complete set, with
// the default of every option opts lacks. Unknown names are an error.
func ResolveOptions(specs []OptionSpec, opts Options) (Options, error) {
	for name := range opts {
		if !slices.ContainsFunc(specs, func(s OptionSpec) bool { return s.Name == name }) {
			return nil, fmt.Errorf("unknown option %q", name)
		}
	}
	full := make(Options, len(specs))
	for _, s := range specs {
		v, ok := opts[s.Name]
		if !ok {
			v = s.Default
		}
		if err := s.Check(v); err != nil {
			return nil, err
		}
		full[s.Name] = v
	}
	return full, nil
}

// Int returns an option's value as a number; 0 when it is not one.
func (o Options) Int(name string) int {
	n, _ := strconv.Atoi(o[name])
	return n
}

// MarshalJSON writes whole numbers as JSON numbers and other values as strings.
func (o Options) MarshalJSON() ([]byte, error) {
	m := make(map[string]any, len(o))
	for k, v := range o {
		if n, err := strconv.Atoi(v); err == nil {
			m[k] = n
		} else {
			m[k] = v
		}
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads an object whose values are strings or whole numbers.
func (o *Options) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("options must be an object: %w", err)
	}
	*o = make(Options, len(raw))
	for k, v := range raw {
		text, err := optionText(v)
		if err != nil {
			return fmt.Errorf("option %s: %w", k, err)
		}
		(*o)[k] = text
	}
	return nil
}

func optionText(v json.RawMessage) (string, error) {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s, nil
	}
	if i, err := strconv.ParseInt(string(v), 10, 64); err == nil {
		return strconv.FormatInt(i, 10), nil // v is valid JSON: no sign "+", no leading zeros
	}
	return "", fmt.Errorf("%s is neither a string nor a whole number", v)
}

// OptionResolver is a Ruleset whose option defaults depend on other options
// (Source of Power's board follows its players), or that accepts other
// spellings of a value (Parry's board names without the site count).
// Resolve returns the options complete and canonical.
type OptionResolver interface {
	Resolve(opts Options) (Options, error)
}

// Resolve returns the complete options r plays under when given opts: by
// r's own Resolve when it is an OptionResolver, else by ResolveOptions.
func Resolve(r Ruleset, opts Options) (Options, error) {
	if or, ok := r.(OptionResolver); ok {
		return or.Resolve(opts)
	}
	return ResolveOptions(r.Options(), opts)
}
