package session

import (
	"context"
	"sync"
	"time"

	"github.com/pion/webrtc/v4"

	"pentarchy/net/code"
)

// MaxMessage is the largest message [Peer.Send] sends and a peer takes:
// pion's native limit, which browsers exceed.
const MaxMessage = 64 << 10

// heartbeat is the message that says "still here": one zero byte, which
// no message of the game's protocol can be. It is not passed on.
const heartbeat = 0

// maxQueued is how many received messages may wait for [Peer.Recv]
// before the other device is deemed to flood this one.
const maxQueued = 1024

// Peer is one side of a connection: made by [Offer] (the host) or
// [Answer] (the guest). Its methods may be called from any goroutine.
type Peer struct {
	wire
	timeout time.Duration
	beat    time.Duration // how often to send a heartbeat once open
	host    bool
	tag     byte // the host's invite tag, which a reply must carry

	open    chan struct{} // closed once the channel is open
	closed  chan struct{} // closed once the peer is done, err telling why
	arrived chan struct{} // a token after each message

	mu       sync.Mutex
	err      error
	opened   bool
	accepted bool
	inbox    [][]byte
	heard    time.Time // when the last message or heartbeat came; zero while the path is down
	paths    paths     // what the codes tell of the two networks
}

// wire is what a peer calls of pion once the connection is made. It holds
// functions rather than pion's types: in the page, a type stored in an
// interface keeps every exported method of every type it holds (Ebiten's
// start-up makes the linker keep them), and pion's *PeerConnection would
// keep its native ICE agent, TLS and DTLS, 8 MB that never run there. A
// test of the page's build (cmd/size) watches that.
type wire struct {
	sendRaw   func(msg []byte) error
	setAnswer func(sdp string) error
	hangUp    func() // stops listening, closes the channel and the connection
}

// newPeer makes a peer connection with its data channel, ready for the
// host's offer or the guest's answer; it returns the connection too, for
// the offer or answer to be made with.
func newPeer(s Settings, host bool) (*Peer, *webrtc.PeerConnection, error) {
	if err := s.check(); err != nil {
		return nil, nil, err
	}
	if webRTCMissing() {
		return nil, nil, ErrNoWebRTC
	}
	pc, err := s.api().NewPeerConnection(webrtc.Configuration{ICEServers: s.iceServers()})
	if err != nil {
		return nil, nil, refused(err)
	}
	p := &Peer{
		timeout: s.connectTimeout(), beat: s.heartbeat(), host: host,
		open: make(chan struct{}), closed: make(chan struct{}), arrived: make(chan struct{}, 1),
		paths: paths{stun: !s.NoSTUN, turn: s.TURN.URL != ""},
	}
	// Both sides make the same negotiated channel, so no channel
	// announcement crosses the wire and the guest's handlers are in place
	// before the first message.
	negotiated, id := true, uint16(0)
	dc, err := pc.CreateDataChannel("pentarchy", &webrtc.DataChannelInit{Negotiated: &negotiated, ID: &id})
	if err != nil {
		pc.Close()
		return nil, nil, err
	}
	dc.OnOpen(p.opening)
	dc.OnClose(func() { p.fail(ErrPeerLeft) })
	unlisten := listen(dc, p.received)
	pc.OnConnectionStateChange(p.stateChanged)
	p.wire = wire{
		sendRaw: dc.Send,
		setAnswer: func(sdp string) error {
			return pc.SetRemoteDescription(webrtc.SessionDescription{Type: webrtc.SDPTypeAnswer, SDP: sdp})
		},
		hangUp: func() {
			unlisten()
			dc.Close()
			pc.Close()
		},
	}
	return p, pc, nil
}

func (p *Peer) opening() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil && !p.opened {
		p.opened = true
		p.heard = time.Now()
		close(p.open)
		go p.beating()
	}
}

// beating sends a heartbeat every beat until the peer ends.
func (p *Peer) beating() {
	tick := time.NewTicker(p.beat)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			p.sendRaw([]byte{heartbeat}) // a failed send shows as silence there
		case <-p.closed:
			return
		}
	}
}

// stateChanged follows the connection: a path that is down makes the
// other device silent at once; one that fails ends the peer.
func (p *Peer) stateChanged(s webrtc.PeerConnectionState) {
	switch s {
	case webrtc.PeerConnectionStateDisconnected:
		p.mu.Lock()
		p.heard = time.Time{}
		p.mu.Unlock()
		return
	case webrtc.PeerConnectionStateConnected:
		p.mu.Lock()
		p.heard = time.Now()
		p.mu.Unlock()
		return
	case webrtc.PeerConnectionStateFailed:
	default:
		return
	}
	p.mu.Lock()
	opened := p.opened
	p.mu.Unlock()
	if opened {
		p.fail(ErrLost)
	} else {
		p.fail(p.noPath())
	}
}

// learnt records what a code tells of this device's network (mine) or
// the other device's.
func (p *Peer) learnt(d code.Description, mine bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if mine {
		p.paths.mine = reachOf(d)
	} else {
		p.paths.theirs = reachOf(d)
	}
}

// noPath says why no path was found, as far as the codes tell.
func (p *Peer) noPath() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.paths.noPath()
}

// received queues a message from the other device; it never blocks.
func (p *Peer) received(msg []byte, size int) {
	p.mu.Lock()
	p.heard = time.Now()
	var err error
	switch {
	case size == 1 && msg[0] == heartbeat:
		p.mu.Unlock()
		return
	case p.err != nil:
	case size > MaxMessage:
		err = ErrTooBig
	case len(p.inbox) >= maxQueued:
		err = ErrFlood
	default:
		p.inbox = append(p.inbox, msg)
	}
	p.mu.Unlock()
	if err != nil {
		p.fail(err)
		return
	}
	select {
	case p.arrived <- struct{}{}:
	default:
	}
}

// fail ends the peer for the reason err, unless it has ended already.
func (p *Peer) fail(err error) {
	if p.end(err) {
		go p.hangUp()
	}
}

// end records why the peer ends and reports whether this call ended it.
func (p *Peer) end(err error) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return false
	}
	p.err = err
	close(p.closed)
	return true
}

// Close ends the connection, or the attempt to make one.
func (p *Peer) Close() {
	if p.end(ErrClosed) {
		p.hangUp()
	}
}

// Quiet is how long the other device has been silent: the time since its
// last message or heartbeat, or an hour when the connection reports the
// path down. An open peer hears a heartbeat every second or so (see
// [Settings].Heartbeat), so a few seconds of quiet mean the other device
// is gone (killed, asleep, out of reach) even though nothing said goodbye.
// The peer stays open: a message that comes later is still received.
func (p *Peer) Quiet() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.heard.IsZero() {
		return time.Hour
	}
	return time.Since(p.heard)
}

// Open is closed once the channel is open.
func (p *Peer) Open() <-chan struct{} { return p.open }

// Closed is closed once the peer has ended; [Peer.Err] tells why.
func (p *Peer) Closed() <-chan struct{} { return p.closed }

// Err tells, in plain words, why the peer ended, or is nil while it lasts.
func (p *Peer) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// Wait blocks until the channel is open (nil), the peer has ended (why),
// or ctx is done (its error). The host waits at most the connect timeout
// after [Peer.Accept]; the guest waits until the host connects, fails to,
// or ctx ends.
func (p *Peer) Wait(ctx context.Context) error {
	select {
	case <-p.open:
		return nil
	case <-p.closed:
		return p.Err()
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Send sends msg, whole, after every message sent before it.
func (p *Peer) Send(msg []byte) error {
	if len(msg) > MaxMessage {
		return ErrTooBig
	}
	p.mu.Lock()
	err, opened := p.err, p.opened
	p.mu.Unlock()
	switch {
	case err != nil:
		return err
	case !opened:
		return ErrNotOpen
	}
	if err := p.sendRaw(msg); err != nil {
		p.fail(ErrLost)
		return ErrLost
	}
	return nil
}

// Recv returns the next message from the other device, in the order they
// were sent. It blocks until one comes, the peer ends (then it returns
// why, once every message received before is taken) or ctx is done; with
// ctx already done it returns a waiting message or ctx's error at once.
func (p *Peer) Recv(ctx context.Context) ([]byte, error) {
	for {
		p.mu.Lock()
		if len(p.inbox) > 0 {
			msg := p.inbox[0]
			p.inbox = p.inbox[1:]
			p.mu.Unlock()
			return msg, nil
		}
		err := p.err
		p.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-p.arrived:
		case <-p.closed:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}
