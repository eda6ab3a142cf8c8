package ui

import "pentarchy/game"

// match is the protocol's side of a game between two devices, as the UI
// drives it: netmatch.go wires it to net/protocol. It never applies
// anything invalid; it turns what this device does into messages to send,
// and messages received into events for the screen and replies.
type match interface {
	// open is the first message: the hello.
	open() ([]byte, error)
	// local is the message for a step played by hand here.
	local(step string) ([]byte, error)
	// act is the message for an action of the player here (resign, offer
	// a draw, ask for a takeback, answer an offer, chat).
	act(a matchAct, text string) ([]byte, error)
	// receive reads a message from the other device: events for the
	// screen, and replies to send back.
	receive(msg []byte) ([]matchEvent, [][]byte)
	// state is the match as it stands, to keep on the device.
	state() ([]byte, error)
}

// matchAct is something a player does besides playing steps.
type matchAct int

const (
	actResign matchAct = iota
	actOfferDraw
	actAcceptDraw
	actDeclineDraw
	actAskTakeback
	actAcceptTakeback
	actDeclineTakeback
	actOfferRematch
	actAcceptRematch
	actChat
)

// matchEvent is what happened in the match, for the screen.
type matchEvent struct {
	kind   eventKind
	rec    game.Record // evStarted, evTakeback, evRematch: the game as it stands now
	mine   []bool      // evStarted, evRematch: which seats are played on this device
	step   string      // evStep: a step of the other device's, validated
	player int         // evStep, evResigned: whose
	text   string      // evChat: the message; evRejected: why, in plain words
}

// eventKind says what a matchEvent is.
type eventKind int

const (
	evStarted          eventKind = iota // both sides agree on the game: rec, mine
	evStep                              // the other device played step
	evRejected                          // a message was refused and nothing changed: text says why
	evChat                              // the friend says text
	evResigned                          // player resigned
	evDrawOffered                       // the friend offers a draw
	evDrawAgreed                        // the game is drawn by agreement
	evDrawDeclined                      // the friend declined the draw
	evTakebackAsked                     // the friend asks to take back their last turn
	evTakeback                          // a takeback both agreed: rec is the game now
	evTakebackDeclined                  // the friend declined the takeback
	evRematchOffered                    // the friend offers a rematch
	evRematch                           // a new game both agreed: rec, mine
)
