package netui

import (
	"context"
	"time"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// The online screens reach the network only through the interfaces here.
// netsession.go wires them to net/session in the page and natively; the
// tests use in-memory fakes, so every flow can be tested without a
// network.

// Connector makes connections to another device with manual signalling:
// the host's invite code goes to the guest, the guest's reply code comes
// back. Its blocking calls run on goroutines (see netCall).
type Connector interface {
	// Host gathers this device's side of a new connection, for an invite
	// to what the invite says (its Code is not used): the game GameID, a
	// new one or one to resume, to play or to watch. It blocks for at
	// most a few seconds.
	Host(ctx context.Context, to Invite) (Hosting, error)
	// ReadInvite reads an invite code, or a link that carries one, and
	// tells which game it invites to. Its error says, in plain words, what
	// is wrong with the code. It does not touch the network.
	ReadInvite(code string) (Invite, error)
	// Join gathers the reply to an invite. It blocks for at most a few
	// seconds.
	Join(ctx context.Context, inv Invite) (Joining, error)
}

// Invite is an invite code that reads well.
type Invite struct {
	Code   string // the code itself, without any link around it
	GameID string
	Resume bool // the host goes on with a game played before
	Watch  bool // the guest is invited to watch, not to play
}

// Hosting is the host's side of a connection being made.
type Hosting interface {
	// Code is the invite code.
	Code() string
	// CheckReply tells, in plain words, what is wrong with a reply code,
	// or nil when it reads well. It does not touch the network.
	CheckReply(reply string) error
	// Connect connects with the guest whose reply code it is given. It
	// blocks until the connection is open or has failed (about 15 s at
	// most), and then says why in plain words.
	Connect(ctx context.Context, reply string) (PeerConn, error)
	// Close gives up the connection being made.
	Close()
}

// Joining is the guest's side of a connection being made.
type Joining interface {
	// Code is the reply code to send back to the host.
	Code() string
	// Wait blocks until the host has connected with the reply code, or
	// ctx ends.
	Wait(ctx context.Context) (PeerConn, error)
	// Close gives up the connection being made.
	Close()
}

// PeerConn is an open connection to the other device: messages in order,
// each delivered whole.
type PeerConn interface {
	Send(msg []byte) error
	// Recv blocks until the next message comes or ctx ends (then it
	// returns ctx's error), or returns an error once the connection is
	// gone.
	Recv(ctx context.Context) ([]byte, error)
	// Quiet is how long the other device has said nothing, not even a
	// heartbeat: a few seconds mean it is gone, though the connection is
	// open still and a later message is still received.
	Quiet() time.Duration
	// Close ends the connection.
	Close()
}

// Dialer makes the connector for the connection settings in use.
type Dialer func(NetSettings) Connector

// DialHost is the app that shows the online scenes: it makes their
// connections (tests give it one over memory).
type DialHost interface {
	Dial() Dialer
}

// connectorOf is the connector for the settings kept on the device, made
// by the app's dialer.
func ConnectorOf(a scene.Host) Connector { return a.(DialHost).Dial()(LoadSettings(a)) }

// JoinPrefix starts the fragment of a link that carries an invite.
const JoinPrefix = "#join="

// joinLink is the page's address with the invite code in its fragment:
// opening it shows the invite, ready to accept.
func JoinLink(code string) string { return kit.PageURL() + JoinPrefix + code }
