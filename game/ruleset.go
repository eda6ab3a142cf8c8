package game

import "encoding/json"

// Ruleset is one game: its identity, its options and how to set up a position.
type Ruleset interface {
	// ID is the game's id, the name of its rules file ("phalanx").
	ID() string
	// Name is the game's name as players read it ("Phalanx").
	Name() string
	// Options lists the game's options in the order a new-game screen shows them.
	Options() []OptionSpec
	// Start returns the start position for the options. Missing options
	// take their defaults; unknown or impossible ones are an error.
	Start(opts Options) (Position, error)
	// ParsePosition reads a position text of this game, played under opts.
	ParsePosition(opts Options, text string) (Position, error)
}

// Step is a ruleset's compact encoding of one atomic step. Its bits mean
// something only to the ruleset that made it; [Position.FormatStep] and
// [Position.ParseStep] convert it to and from the notation's text.
type Step uint64

// Position is the mutable state of one game in progress. A Position is not
// safe for concurrent use; copy it with Clone or CopyFrom.
type Position interface {
	// Players is the number of players, numbered from 1.
	Players() int
	// Mover is the player whose step comes next, or 0 once the game is over.
	// In games with simultaneous orders it is the player now entering orders;
	// the orders resolve when the last player has ended.
	Mover() int
	// Legal appends the legal steps to dst and returns it. It appends
	// nothing once the game is over. The order is the ruleset's own.
	Legal(dst []Step) []Step
	// Apply plays a step that Legal listed or ParseStep accepted. Anything
	// else is a programming error with undefined effect.
	Apply(s Step)
	// ParseStep reads a step text and checks that it is legal here. The
	// error says why a step is malformed or illegal.
	ParseStep(text string) (Step, error)
	// FormatStep writes a step in the game's notation.
	FormatStep(s Step) string
	// Result tells whether the game is over, and if so how.
	Result() Result
	// String is the one-line position text of the rules file; it
	// round-trips through Ruleset.ParsePosition.
	String() string
	// Hash is a 64-bit hash of the position, equal for equal positions.
	Hash() uint64
	// Clone returns an independent copy.
	Clone() Position
	// CopyFrom overwrites this position with src, which must come from the
	// same ruleset. It does not allocate, so searches can reuse positions.
	CopyFrom(src Position)
}

// Result is the outcome of a game. The zero Result is a game still going on.
type Result struct {
	Over    bool
	Winners PlayerSet // empty for a draw; every player ranked first
	Reason  string    // as the rules file words it, e.g. "goal"
	Scores  []int     // one per player, player 1 first; nil where no score is kept
}

// MarshalJSON writes the referee's form: null while the game goes on, else
// {"winners": [...], "reason": "...", "scores": [...]} with scores only
// where the game keeps them.
func (r Result) MarshalJSON() ([]byte, error) {
	if !r.Over {
		return []byte("null"), nil
	}
	return json.Marshal(struct {
		Winners []int  `json:"winners"`
		Reason  string `json:"reason"`
		Scores  []int  `json:"scores,omitempty"`
	}{r.Winners.List(), r.Reason, r.Scores})
}

// PlayerSet is a set of players 1 to 8.
type PlayerSet uint8

// With returns the set with player p added.
func (s PlayerSet) With(p int) PlayerSet { return s | 1<<(p-1) }

// Has tells whether player p is in the set.
func (s PlayerSet) Has(p int) bool { return p >= 1 && p <= 8 && s&(1<<(p-1)) != 0 }

// List returns the players in the set in increasing order; never nil.
func (s PlayerSet) List() []int {
	list := []int{}
	for p := 1; p <= 8; p++ {
		if s.Has(p) {
			list = append(list, p)
		}
	}
	return list
}
