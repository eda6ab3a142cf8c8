package ui

// Stand-ins for net/protocol until the net-protocol branch lands.

import (
	"errors"

	"pentarchy/game"
)

var errNoProtocol = errors.New("online play is not available in this build")

func hostMatch(r game.Ruleset, opts game.Options, first firstMover) (match, error) {
	return nil, errNoProtocol
}

func guestMatch(r game.Ruleset) (match, error) { return nil, errNoProtocol }

func restoreMatch(state []byte) (match, error) { return nil, errNoProtocol }

func hostMailbox(r game.Ruleset, opts game.Options, first firstMover) (mailbox, game.Record, []bool, error) {
	return nil, game.Record{}, nil, errNoProtocol
}

func joinMailbox(code string) (mailbox, game.Record, []bool, error) {
	return nil, game.Record{}, nil, errNoProtocol
}

func restoreMailbox(kept *onlineSave) (mailbox, error) { return nil, errNoProtocol }
