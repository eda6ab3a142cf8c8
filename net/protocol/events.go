package protocol

import "pentarchy/game"

// EventKind is what happened, for the UI.
type EventKind int

// The events a match reports.
const (
	// StepPlayed: the other side's step Seq (Step) was applied.
	StepPlayed EventKind = iota + 1
	// TurnResolved: every seat's orders were revealed and checked, and the
	// turn ended at record length Seq (Source of Power).
	TurnResolved
	// OrdersSealed: the other side committed to the orders of Seat.
	OrdersSealed
	// Refused: a message of the other side was refused (Problem, Text);
	// nothing changed here, and the other side was told.
	Refused
	// PeerRefused: the other side refused a message of ours (Problem,
	// Text, Seq). When it was a step it is taken back here too (Count).
	PeerRefused
	// Desync: the other side reports another position hash after Seq steps.
	Desync
	// Chat: a line from the other side (Text).
	Chat
	// DrawOffered: the other side offers a draw; answer with AnswerDraw.
	DrawOffered
	// DrawDeclined: the other side declined our offer of a draw.
	DrawDeclined
	// TakebackRequested: the other side asks to take back Count steps;
	// answer with AnswerTakeback.
	TakebackRequested
	// TakebackDeclined: the other side declined our takeback.
	TakebackDeclined
	// TookBack: Count steps were taken back by consent.
	TookBack
	// RematchOffered: the other side offers a rematch; answer with
	// AnswerRematch.
	RematchOffered
	// RematchDeclined: the other side declined our rematch.
	RematchDeclined
	// RematchStarted: a new game of the same game and options began, with
	// the seats swapped (Seats are ours now).
	RematchStarted
	// GameOver: the game ended (Result): by the rules after a step of the
	// other side, or by resignation or agreement.
	GameOver
	// Greeted: the other side's hello was taken; Text says how the two
	// records compared (joined, resumed, caught up).
	Greeted
	// Seated: the seats are settled (Seats: ours), by the coin or the host.
	Seated
	// PeerLeft: the other side said bye.
	PeerLeft
	// Notice: something a player should know that changes nothing (Text),
	// such as another app version on the other side.
	Notice
	// DeviceAway and DeviceBack: the hub says the device of player Seat
	// lost its connection, or is back.
	DeviceAway
	DeviceBack
	// Joining: before its hello, the hub says Count devices are still to
	// join the game.
	Joining
)

// Event is one thing that happened, with the fields its kind names. Text
// is always a sentence a player can read.
type Event struct {
	Kind    EventKind
	Seq     int
	Step    string
	Seat    int
	Count   int
	Seats   game.PlayerSet
	Problem Problem
	Result  game.Result
	Text    string
}
