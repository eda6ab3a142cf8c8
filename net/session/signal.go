package session

import (
	"context"
	"fmt"
	"time"

	"github.com/pion/webrtc/v4"

	"pentarchy/net/code"
)

// Offer starts a connection as the host of game g and returns the invite
// code for the guest. It blocks while this device gathers its addresses,
// at most the settings' gather time. Errors: the settings', [ErrNoNetwork],
// ctx's, and pion's for a game id that has no number in the code (a bug).
func Offer(ctx context.Context, s Settings, g Game) (*Peer, string, error) {
	app, ok := gameByte(g)
	if !ok {
		return nil, "", fmt.Errorf("session: game %q has no number in invite codes", g.ID)
	}
	p, pc, err := newPeer(s, true)
	if err != nil {
		return nil, "", err
	}
	d, err := describe(ctx, s, pc, func() (webrtc.SessionDescription, error) { return pc.CreateOffer(nil) })
	if err != nil {
		p.Close()
		return nil, "", err
	}
	p.tag = tagOf(d)
	p.learnt(d, true)
	d.App = app
	invite, err := encodeFitting(d)
	if err != nil {
		p.Close()
		return nil, "", err
	}
	return p, invite, nil
}

// Answer answers an invite (a code, or a link or fragment carrying one)
// as the guest and returns the reply code for the host. It blocks while
// this device gathers its addresses, at most the settings' gather time;
// then the connection opens when the host accepts the reply ([Peer.Wait]).
// Errors: those of [ReadInvite], the settings', [ErrNoNetwork], ctx's.
func Answer(ctx context.Context, s Settings, invite string) (*Peer, string, error) {
	inv, err := ReadInvite(invite)
	if err != nil {
		return nil, "", err
	}
	p, pc, err := newPeer(s, false)
	if err != nil {
		return nil, "", err
	}
	remote := webrtc.SessionDescription{Type: webrtc.SDPTypeOffer, SDP: inv.desc.SDP()}
	if err := pc.SetRemoteDescription(remote); err != nil {
		p.Close()
		return nil, "", fmt.Errorf("this invite cannot be used (%v): ask for a new one", err)
	}
	d, err := describe(ctx, s, pc, func() (webrtc.SessionDescription, error) { return pc.CreateAnswer(nil) })
	if err != nil {
		p.Close()
		return nil, "", err
	}
	p.learnt(d, true)
	p.learnt(inv.desc, false)
	d.App = tagOf(inv.desc)
	reply, err := encodeFitting(d)
	if err != nil {
		p.Close()
		return nil, "", err
	}
	return p, reply, nil
}

// describe makes pc's local description with create, gathers candidates
// for at most the gather time, and returns what a code needs of it.
func describe(ctx context.Context, s Settings, pc *webrtc.PeerConnection, create func() (webrtc.SessionDescription, error)) (code.Description, error) {
	local, err := create()
	if err != nil {
		return code.Description{}, err
	}
	gathered := gatheringDone(pc)
	if err := pc.SetLocalDescription(local); err != nil {
		return code.Description{}, err
	}
	timer := time.NewTimer(s.gatherTime())
	defer timer.Stop()
	select {
	case <-gathered:
	case <-timer.C:
	case <-ctx.Done():
		return code.Description{}, ctx.Err()
	}
	d, err := code.Parse(pc.LocalDescription().SDP)
	if err != nil {
		return d, err
	}
	if len(d.Candidates) == 0 {
		return d, ErrNoNetwork
	}
	return d, nil
}

// encodeFitting encodes d, leaving out its last candidates if they do not
// all fit in a code.
func encodeFitting(d code.Description) (string, error) {
	for {
		c, err := code.Encode(d)
		if err == nil || len(d.Candidates) <= 1 {
			return c, err
		}
		d.Candidates = d.Candidates[:len(d.Candidates)-1]
	}
}

// CheckReply tells, in plain words, what is wrong with a reply code to
// this peer's invite, or nil when it reads well. It does not touch the
// network.
func (p *Peer) CheckReply(reply string) error {
	if !p.host {
		return ErrGuest
	}
	_, err := readReply(reply, p.tag)
	return err
}

// Accept takes the guest's reply and starts connecting; [Peer.Wait] tells
// when the channel is open, or why it could not be within the connect
// timeout. A reply that does not read well is refused with an error from
// [Peer.CheckReply], and another may be tried.
func (p *Peer) Accept(reply string) error {
	if !p.host {
		return ErrGuest
	}
	d, err := readReply(reply, p.tag)
	if err != nil {
		return err
	}
	p.mu.Lock()
	done, accepted := p.err, p.accepted
	p.accepted = true
	p.mu.Unlock()
	switch {
	case done != nil:
		return done
	case accepted:
		return ErrAccepted
	}
	p.learnt(d, false)
	if err := p.setAnswer(d.SDP()); err != nil {
		p.fail(ErrNoPath)
		return fmt.Errorf("this reply cannot be used (%v): make a new invite", err)
	}
	time.AfterFunc(p.timeout, func() {
		select {
		case <-p.open:
		default:
			p.fail(p.noPath())
		}
	})
	return nil
}
