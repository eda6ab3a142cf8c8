package play

import (
	"strings"

	"pentarchy/game"
)

// Seat is who plays one player's side of a game shown on this device: a
// person here, who taps and presses keys, or a driver that produces the
// side's steps itself (the computer, or a friend on another device whose
// steps arrive over the network).
type Seat interface {
	// Person tells whether someone at this device plays the seat by hand.
	Person() bool
	// Next returns the seat's next step in pos, whose record is rec, or ""
	// while it has none yet. The play scene asks once a tick while the seat
	// is to move, and plays the step only if the ruleset lists it as legal.
	Next(pos game.Position, rec game.Record) string
	// Busy tells whether the seat is working between frames (thinking), so
	// that the app keeps frames coming instead of idling.
	Busy() bool
	// id names the seat in a saved game ("person", "computer:medium"), so
	// that continuing a game seats the same players.
	ID() string
}

// PersonSeat is a seat played by hand on this device.
type PersonSeat struct{}

func (PersonSeat) Person() bool                           { return true }
func (PersonSeat) Next(game.Position, game.Record) string { return "" }
func (PersonSeat) Busy() bool                             { return false }
func (PersonSeat) ID() string                             { return "person" }

// seatMakers makes a seat from the kind in its id (the part before any
// ":"), given the rest of the id, for the ruleset r. Kinds besides
// "person" register themselves here.
var seatMakers = map[string]func(r game.Ruleset, arg string) (Seat, bool){
	"person":   func(game.Ruleset, string) (Seat, bool) { return PersonSeat{}, true },
	"computer": makeComputerSeat,
}

// SeatFromID makes the seat an id names (Seat.ID), a person's when the id
// names none: how a seat is kept on the device and taken up again.
func SeatFromID(r game.Ruleset, id string) Seat {
	kind, arg, _ := strings.Cut(id, ":")
	if make, ok := seatMakers[kind]; ok {
		if s, ok := make(r, arg); ok {
			return s
		}
	}
	return PersonSeat{}
}

// persons returns n seats all played by hand: hot-seat.
func persons(n int) []Seat {
	seats := make([]Seat, n)
	for i := range seats {
		seats[i] = PersonSeat{}
	}
	return seats
}
