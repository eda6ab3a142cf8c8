package netui

import (
	"context"
	"time"

	"pentarchy/net/session"
)

// DialSession is the App's dialer in the page and natively: connections
// through net/session (pion/webrtc), with the servers of the settings.
func DialSession(s NetSettings) Connector {
	return SessionNet{s.session()}
}

// session is the settings as net/session takes them: the STUN servers
// turned on (none turns STUN off), and the TURN server.
func (s NetSettings) session() session.Settings {
	on := s.StunOn()
	t := s.TURN
	return session.Settings{
		STUN:   on,
		NoSTUN: len(on) == 0,
		TURN:   session.TURN{URL: t.URL, User: t.User, Password: t.Password},
	}
}

// SessionNet is a connector over net/session.
type SessionNet struct{ Settings session.Settings }

func (n SessionNet) Host(ctx context.Context, to Invite) (Hosting, error) {
	p, code, err := session.Offer(ctx, n.Settings, session.Game{ID: to.GameID, Resume: to.Resume, Watch: to.Watch})
	if err != nil {
		return nil, err
	}
	return &sessionHost{p: p, invite: code}, nil
}

func (n SessionNet) ReadInvite(text string) (Invite, error) {
	inv, err := session.ReadInvite(text)
	if err != nil {
		return Invite{}, err
	}
	return Invite{Code: inv.Code, GameID: inv.Game.ID, Resume: inv.Game.Resume, Watch: inv.Game.Watch}, nil
}

func (n SessionNet) Join(ctx context.Context, inv Invite) (Joining, error) {
	p, reply, err := session.Answer(ctx, n.Settings, inv.Code)
	if err != nil {
		return nil, err
	}
	return &sessionGuest{p: p, reply: reply}, nil
}

// sessionHost is the host's peer waiting for the reply.
type sessionHost struct {
	p      *session.Peer
	invite string
}

func (h *sessionHost) Code() string                  { return h.invite }
func (h *sessionHost) CheckReply(reply string) error { return h.p.CheckReply(reply) }
func (h *sessionHost) Close()                        { h.p.Close() }

func (h *sessionHost) Connect(ctx context.Context, reply string) (PeerConn, error) {
	if err := h.p.Accept(reply); err != nil {
		return nil, err
	}
	if err := h.p.Wait(ctx); err != nil {
		return nil, err
	}
	return sessionConn{h.p}, nil
}

// sessionGuest is the guest's peer waiting for the host to connect.
type sessionGuest struct {
	p     *session.Peer
	reply string
}

func (g *sessionGuest) Code() string { return g.reply }
func (g *sessionGuest) Close()       { g.p.Close() }

func (g *sessionGuest) Wait(ctx context.Context) (PeerConn, error) {
	if err := g.p.Wait(ctx); err != nil {
		return nil, err
	}
	return sessionConn{g.p}, nil
}

// sessionConn is an open connection of net/session.
type sessionConn struct{ p *session.Peer }

func (c sessionConn) Send(msg []byte) error                    { return c.p.Send(msg) }
func (c sessionConn) Recv(ctx context.Context) ([]byte, error) { return c.p.Recv(ctx) }
func (c sessionConn) Quiet() time.Duration                     { return c.p.Quiet() }
func (c sessionConn) Close()                                   { c.p.Close() }
