package ui

import (
	"context"
	"time"
)

// The online screens reach the network only through the interfaces here.
// netsession.go wires them to net/session in the page and natively; the
// tests use in-memory fakes, so every flow can be tested without a
// network.

// connector makes connections to another device with manual signalling:
// the host's invite code goes to the guest, the guest's reply code comes
// back. Its blocking calls run on goroutines (see netCall).
type connector interface {
	// host gathers this device's side of a new connection, for an invite
	// to the game gameID, a new one or one to resume. It blocks for at
	// most a few seconds.
	host(ctx context.Context, gameID string, resume bool) (hosting, error)
	// readInvite reads an invite code, or a link that carries one, and
	// tells which game it invites to. Its error says, in plain words, what
	// is wrong with the code. It does not touch the network.
	readInvite(code string) (invite, error)
	// join gathers the reply to an invite. It blocks for at most a few
	// seconds.
	join(ctx context.Context, inv invite) (joining, error)
}

// invite is an invite code that reads well.
type invite struct {
	code   string // the code itself, without any link around it
	gameID string
	resume bool // the host goes on with a game played before
}

// hosting is the host's side of a connection being made.
type hosting interface {
	// code is the invite code.
	code() string
	// checkReply tells, in plain words, what is wrong with a reply code,
	// or nil when it reads well. It does not touch the network.
	checkReply(reply string) error
	// connect connects with the guest whose reply code it is given. It
	// blocks until the connection is open or has failed (about 20 s at
	// most), and then says why in plain words.
	connect(ctx context.Context, reply string) (peerConn, error)
	// close gives up the connection being made.
	close()
}

// joining is the guest's side of a connection being made.
type joining interface {
	// code is the reply code to send back to the host.
	code() string
	// wait blocks until the host has connected with the reply code, or
	// ctx ends.
	wait(ctx context.Context) (peerConn, error)
	// close gives up the connection being made.
	close()
}

// peerConn is an open connection to the other device: messages in order,
// each delivered whole.
type peerConn interface {
	send(msg []byte) error
	// recv blocks until the next message comes or ctx ends (then it
	// returns ctx's error), or returns an error once the connection is
	// gone.
	recv(ctx context.Context) ([]byte, error)
	// quiet is how long the other device has said nothing, not even a
	// heartbeat: a few seconds mean it is gone, though the connection is
	// open still and a later message is still received.
	quiet() time.Duration
	// close ends the connection.
	close()
}

// dialer makes the connector for the connection settings in use.
type dialer func(netSettings) connector

// connector is the connector for the settings kept on the device.
func (a *App) connector() connector { return a.dial(a.loadSettings()) }

// joinPrefix starts the fragment of a link that carries an invite.
const joinPrefix = "#join="

// joinLink is the page's address with the invite code in its fragment:
// opening it shows the invite, ready to accept.
func joinLink(code string) string { return pageURL() + joinPrefix + code }
