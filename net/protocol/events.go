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
	// Greeted: the other side's hello (or, by move codes, its first code)
	// was taken; Greeting says how the two records compared.
	Greeted
	// Seated: the seats are settled (Seats: ours), by the coin or the host.
	Seated
	// PeerLeft: the other side said bye.
	PeerLeft
	// OtherVersion: the other side runs another version of the page
	// (Text), which may refuse steps this one allows.
	OtherVersion
	// EndingRefused: the other side says the game ended by Text (a
	// resignation, an agreement) this side never agreed to; it goes on.
	EndingRefused
	// DeviceAway and DeviceBack: the hub says the device of player Seat
	// lost its connection, or is back.
	DeviceAway
	DeviceBack
	// Joining: before its hello, the hub says Count devices are still to
	// join the game.
	Joining
	// PlayerOut: the players of Seats ran out of time in a game of orders
	// that goes on without them (their orders end with none each turn).
	PlayerOut
)

// Event is one thing that happened, with the fields its kind names: the
// page words it for its players, naming them as they call them.
type Event struct {
	Kind EventKind
	Seq  int
	Step string
	// Seat is the player the event is about: who offered, declined,
	// sealed orders or chatted, whose device left or came back; 0 for
	// the other side of a game of two, or a hub that plays no seat.
	Seat int
	// Watcher is the watcher who wrote a Chat line, from 1; 0 for a
	// player's line.
	Watcher int
	// Count is the steps taken back or asked for, the devices still to
	// join, or, Greeted, the steps added here or that the other side
	// lacked.
	Count int
	// Seats are this side's seats (Seated, RematchStarted), the seats
	// that resigned (GameOver by resignation), or those out of time
	// (GameOver by time, PlayerOut).
	Seats    game.PlayerSet
	Problem  Problem
	Result   game.Result
	Greeting Greeting // Greeted: how the records compared
	Ours     int      // Greeted, CaughtUp: of the steps added, those of this side's seats
	// Text is a Chat's line or the other side's version; for Refused,
	// PeerRefused and Desync, what exactly went wrong, in English, for
	// the curious; for EndingRefused, the ending's reason.
	Text string
}

// Greeting is how the two sides' records compared when they greeted.
type Greeting int

const (
	// Joined: this side took the other's game (by move codes: JoinedByCodes).
	Joined Greeting = iota + 1
	JoinedByCodes
	// Agreed: both records are the same (Seq steps).
	Agreed
	// TheyLacked: the other side lacked Count steps and takes them.
	TheyLacked
	// CaughtUp: Count steps of the other side were checked and added
	// here, Ours of them for this side's seats.
	CaughtUp
)
