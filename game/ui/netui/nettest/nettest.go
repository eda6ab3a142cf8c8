// Package nettest is a network in memory for the tests of the online
// screens: the devices of one test connect through it as through
// net/session, with codes as long as real ones, and a test can cut a
// connection, silence it as a killed browser's, fail every connection, or
// see every message a device sends.
//
// An invite is "invite.<n>.<game>.<Padding>" (the game followed by
// "~watch" in an invite to watch), its reply
// "reply.<n>.<Padding>"; the host's Connect pairs the two ends of a pipe.
package nettest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"pentarchy/game/ui/netui"
)

// Net connects the devices of a test.
type Net struct {
	mu      sync.Mutex
	n       int
	waiting map[string]*joining // by reply code
	links   []Link
	failure error // why every connection fails, or nil
}

// Link is a connection made: the inviting device's end and the joining
// device's.
type Link struct{ Host, Guest *Conn }

// New is a network where every connection succeeds.
func New() *Net { return &Net{waiting: map[string]*joining{}} }

// Padding makes the codes as long as real ones (about 120 characters).
var Padding = strings.Repeat("x", 100)

// ErrNoPath is why a connection fails while NoPath is set.
var ErrNoPath = errors.New("no network path between the two devices")

// Dial is a device's dialer on this network.
func (n *Net) Dial(netui.NetSettings) netui.Connector { return device{n, nil} }

// Device is the dialer of a device whose connections are wrapped by wrap
// (to watch what it sends, say).
func (n *Net) Device(wrap func(netui.PeerConn) netui.PeerConn) netui.Dialer {
	return func(netui.NetSettings) netui.Connector { return device{n, wrap} }
}

// NoPath makes every connection fail from now (true), as with no network
// path between the devices, or succeed again.
func (n *Net) NoPath(fail bool) {
	if fail {
		n.FailWith(ErrNoPath)
		return
	}
	n.FailWith(nil)
}

// FailWith makes every connection fail from now with err, or succeed
// again (nil).
func (n *Net) FailWith(err error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.failure = err
}

// Links are the connections made so far, in order.
func (n *Net) Links() []Link {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]Link(nil), n.links...)
}

// Last is the connection made last; it panics when there is none.
func (n *Net) Last() Link {
	links := n.Links()
	if len(links) == 0 {
		panic("nettest: no connection made yet")
	}
	return links[len(links)-1]
}

// device is one device's connector.
type device struct {
	net  *Net
	wrap func(netui.PeerConn) netui.PeerConn
}

func (d device) wrapped(c *Conn) netui.PeerConn {
	if d.wrap != nil {
		return d.wrap(c)
	}
	return c
}

func (d device) Host(ctx context.Context, to netui.Invite) (netui.Hosting, error) {
	d.net.mu.Lock()
	defer d.net.mu.Unlock()
	d.net.n++
	id := to.GameID
	if to.Watch {
		id += watchMark
	}
	return &hosting{d, fmt.Sprintf("invite.%d.%s.%s", d.net.n, id, Padding)}, nil
}

// watchMark ends the game of an invite to watch.
const watchMark = "~watch"

func (d device) ReadInvite(text string) (netui.Invite, error) {
	text = strings.TrimSpace(text[strings.LastIndex(text, "=")+1:])
	parts := strings.Split(text, ".")
	if len(parts) != 4 || parts[0] != "invite" || parts[3] != Padding {
		return netui.Invite{}, errors.New("not a Pentarchy code")
	}
	id, watch := strings.CutSuffix(parts[2], watchMark)
	return netui.Invite{Code: text, GameID: id, Watch: watch}, nil
}

func (d device) Join(ctx context.Context, inv netui.Invite) (netui.Joining, error) {
	n := strings.Split(inv.Code, ".")[1]
	j := &joining{d, "reply." + n + "." + Padding, make(chan *Conn, 1)}
	d.net.mu.Lock()
	d.net.waiting[j.reply] = j
	d.net.mu.Unlock()
	return j, nil
}

type hosting struct {
	device
	invite string
}

func (h *hosting) Code() string { return h.invite }

func (h *hosting) CheckReply(reply string) error {
	reply = strings.TrimSpace(reply)
	if !strings.HasPrefix(reply, "reply.") {
		return errors.New("not a Pentarchy code")
	}
	if reply != "reply."+strings.Split(h.invite, ".")[1]+"."+Padding {
		return errors.New("this reply answers another invite")
	}
	return nil
}

func (h *hosting) Connect(ctx context.Context, reply string) (netui.PeerConn, error) {
	net := h.net
	net.mu.Lock()
	defer net.mu.Unlock()
	j := net.waiting[strings.TrimSpace(reply)]
	switch {
	case net.failure != nil:
		return nil, net.failure
	case j == nil:
		return nil, ErrNoPath
	}
	a, b := pipe()
	net.links = append(net.links, Link{a, b})
	j.conn <- b
	return h.wrapped(a), nil
}

func (h *hosting) Close() {}

type joining struct {
	device
	reply string
	conn  chan *Conn
}

func (j *joining) Code() string { return j.reply }

func (j *joining) Wait(ctx context.Context) (netui.PeerConn, error) {
	select {
	case c := <-j.conn:
		return j.wrapped(c), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (j *joining) Close() {}

// Conn is one end of a connection. An end that is muted hears nothing
// from the other, as if the other device had been killed: it grows quiet,
// and what the other sends waits until it is heard again.
type Conn struct {
	in, out chan []byte
	done    chan struct{} // closed by either end
	once    *sync.Once
	muted   atomic.Bool
}

// ErrClosed is what a connection closed at either end says.
var ErrClosed = errors.New("the other device closed the connection")

// Pipe is a connection made at once, without codes: its two ends, for the
// tests of what runs over a connection once it is made.
func Pipe() (*Conn, *Conn) { return pipe() }

// pipe returns the two ends of a connection.
func pipe() (*Conn, *Conn) {
	ab, ba := make(chan []byte, 256), make(chan []byte, 256)
	done, once := make(chan struct{}), &sync.Once{}
	return &Conn{in: ba, out: ab, done: done, once: once}, &Conn{in: ab, out: ba, done: done, once: once}
}

// Send sends msg to the other end, as a forged page would too.
func (c *Conn) Send(msg []byte) error {
	select {
	case <-c.done:
		return ErrClosed
	case c.out <- append([]byte(nil), msg...):
		return nil
	}
}

func (c *Conn) Recv(ctx context.Context) ([]byte, error) {
	in := c.in
	if c.muted.Load() {
		in = nil
	}
	select {
	case msg := <-in:
		return msg, nil
	case <-c.done:
		return nil, ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Mute makes this end hear nothing (true), as from a killed device, or
// hear again.
func (c *Conn) Mute(on bool) { c.muted.Store(on) }

func (c *Conn) Quiet() time.Duration {
	if c.muted.Load() {
		return time.Hour
	}
	return 0
}

// Close cuts the connection at both ends.
func (c *Conn) Close() { c.once.Do(func() { close(c.done) }) }
