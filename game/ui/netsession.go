package ui

import (
	"context"
	"time"

	"pentarchy/net/session"
)

// dialSession is the App's dialer in the page and natively: connections
// through net/session (pion/webrtc), with the servers of the settings.
func dialSession(s netSettings) connector {
	return sessionNet{s.session()}
}

// session is the settings as net/session takes them: the STUN servers
// turned on (none turns STUN off), and the TURN server.
func (s netSettings) session() session.Settings {
	on := s.stunOn()
	t := s.TURN
	return session.Settings{
		STUN:   on,
		NoSTUN: len(on) == 0,
		TURN:   session.TURN{URL: t.URL, User: t.User, Password: t.Password},
	}
}

// sessionNet is a connector over net/session.
type sessionNet struct{ s session.Settings }

func (n sessionNet) host(ctx context.Context, gameID string, resume bool) (hosting, error) {
	p, code, err := session.Offer(ctx, n.s, session.Game{ID: gameID, Resume: resume})
	if err != nil {
		return nil, err
	}
	return &sessionHost{p: p, invite: code}, nil
}

func (n sessionNet) readInvite(text string) (invite, error) {
	inv, err := session.ReadInvite(text)
	if err != nil {
		return invite{}, err
	}
	return invite{code: inv.Code, gameID: inv.Game.ID, resume: inv.Game.Resume}, nil
}

func (n sessionNet) join(ctx context.Context, inv invite) (joining, error) {
	p, reply, err := session.Answer(ctx, n.s, inv.code)
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

func (h *sessionHost) code() string                  { return h.invite }
func (h *sessionHost) checkReply(reply string) error { return h.p.CheckReply(reply) }
func (h *sessionHost) close()                        { h.p.Close() }

func (h *sessionHost) connect(ctx context.Context, reply string) (peerConn, error) {
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

func (g *sessionGuest) code() string { return g.reply }
func (g *sessionGuest) close()       { g.p.Close() }

func (g *sessionGuest) wait(ctx context.Context) (peerConn, error) {
	if err := g.p.Wait(ctx); err != nil {
		return nil, err
	}
	return sessionConn{g.p}, nil
}

// sessionConn is an open connection of net/session.
type sessionConn struct{ p *session.Peer }

func (c sessionConn) send(msg []byte) error                    { return c.p.Send(msg) }
func (c sessionConn) recv(ctx context.Context) ([]byte, error) { return c.p.Recv(ctx) }
func (c sessionConn) quiet() time.Duration                     { return c.p.Quiet() }
func (c sessionConn) close()                                   { c.p.Close() }
