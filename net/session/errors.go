package session

import "errors"

// Errors a player may see, beside those of net/code's Decode for a
// damaged code and those of the settings.
var (
	ErrNotInvite    = errors.New("this is a reply code, not an invite: it goes back to the player who invited you")
	ErrNotReply     = errors.New("this is an invite code, not a reply: paste the code your guest sent back")
	ErrOtherInvite  = errors.New("this reply answers another invite: ask your guest to answer the invite shown here")
	ErrUnknownGame  = errors.New("this invite is for a game this page lacks: reload the page to update it")
	ErrNoNetwork    = errors.New("this device found no network to play over: connect it to Wi-Fi or a mobile network")
	ErrNoPath       = errors.New("no network path between the two devices: try the same Wi-Fi, a TURN server, or play by move codes")
	ErrStrictNAT    = errors.New("a strict router (as on most mobile networks) blocks a direct path: set a TURN server or play by move codes")
	ErrBlockedHere  = errors.New("this network blocks the UDP a direct path needs: set a TURN server over TCP, or play by move codes")
	ErrBlockedThere = errors.New("your friend's network blocks the UDP a direct path needs: they can set a TURN server over TCP")
	ErrNoRelay      = errors.New("the TURN server did not answer: check its address, user and password in Settings, or play by move codes")
	ErrLost         = errors.New("the connection to the other device was lost")
	ErrPeerLeft     = errors.New("the other device closed the connection")
	ErrClosed       = errors.New("the connection was closed on this device")
	ErrNotOpen      = errors.New("not connected to the other device yet")
	ErrTooBig       = errors.New("a message was too large for the connection")
	ErrFlood        = errors.New("the other device sent more messages than this one can take in")
	ErrAccepted     = errors.New("a reply was already accepted for this invite")
	ErrGuest        = errors.New("only the host accepts a reply")
	ErrNoWebRTC     = errors.New("this browser cannot connect directly to another device. You can still play by move codes")
)
