package scene

import (
	"encoding/json"

	"pentarchy/game"
)

// Snapshot is what the read-only test hook window.pentarchy reports: the
// state of the last drawn frame, in CSS pixels. It is never changed after
// it is made, so the hook can read it at any time.
type Snapshot struct {
	Scene   string
	Buttons []HookButton
	Cell    func(name string) (x, y float64, ok bool) // nil: no board on screen
	Record  func() string                             // the game record as JSON, made when asked for; nil for none
	Status  string
	Code    string // the invite, reply or move code shown; "" for none
}

// HookButton is a clickable control as the hook reports it.
type HookButton struct {
	Label      string
	X, Y, W, H float64
}

// Describer is what a scene tells the hook besides its name and buttons.
type Describer interface {
	// Describe fills in the snapshot's cell, record and status, in device
	// pixels for cell; the app converts them to CSS pixels.
	Describe(s *Snapshot)
}

// RecordJSON returns a function that writes rec as JSON when asked: the
// test hook asks seldom, and a frame must not pay for it. rec is copied
// as it is now (its steps as far as they go now).
func RecordJSON(rec game.Record) func() string {
	return func() string {
		b, err := json.Marshal(rec)
		if err != nil {
			return ""
		}
		return string(b)
	}
}
