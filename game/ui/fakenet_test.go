package ui

import (
	"context"
	"errors"
	"fmt"
	"pentarchy/game/ui/netui"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// fakeNet connects apps in the same test through memory: an invite is
// "invite.<n>.<game>.<padding>", its reply "reply.<n>.<padding>", as long
// as real ones (about 120 characters), and the host's connect pairs
// the two ends of an in-memory pipe. Failures are set on it.
type fakeNet struct {
	mu      sync.Mutex
	n       int
	waiting map[string]*fakeJoining // by reply code
	noPath  bool                    // connect fails as with no network path
	gather  chan struct{}           // when not nil, gathering waits for it
}

func newFakeNet() *fakeNet { return &fakeNet{waiting: map[string]*fakeJoining{}} }

// dial is the App's dialer for this net.
func (f *fakeNet) dial(netui.NetSettings) netui.Connector { return f }

// fakePadding makes fake codes as long as real ones.
var fakePadding = strings.Repeat("x", 100)

var errFakeNoPath = errors.New("no network path between the two devices")

func (f *fakeNet) Host(ctx context.Context, gameID string, resume bool) (netui.Hosting, error) {
	if err := f.Wait(ctx); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.n++
	return &fakeHosting{net: f, invite: fmt.Sprintf("invite.%d.%s.%s", f.n, gameID, fakePadding)}, nil
}

// Wait holds a gathering until the test lets it go on, if it holds them.
func (f *fakeNet) Wait(ctx context.Context) error {
	if f.gather == nil {
		return nil
	}
	select {
	case <-f.gather:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (f *fakeNet) ReadInvite(text string) (netui.Invite, error) {
	text = strings.TrimSpace(text[strings.LastIndex(text, "=")+1:])
	parts := strings.Split(text, ".")
	if len(parts) != 4 || parts[0] != "invite" || parts[3] != fakePadding {
		return netui.Invite{}, errors.New("not a Pentarchy code")
	}
	return netui.Invite{Code: text, GameID: parts[2]}, nil
}

func (f *fakeNet) Join(ctx context.Context, inv netui.Invite) (netui.Joining, error) {
	if err := f.Wait(ctx); err != nil {
		return nil, err
	}
	n := strings.Split(inv.Code, ".")[1]
	j := &fakeJoining{reply: "reply." + n + "." + fakePadding, conn: make(chan netui.PeerConn, 1)}
	f.mu.Lock()
	f.waiting[j.reply] = j
	f.mu.Unlock()
	return j, nil
}

type fakeHosting struct {
	net    *fakeNet
	invite string
	wrap   func(netui.PeerConn) netui.PeerConn // when not nil, wraps the connection made
}

func (h *fakeHosting) Code() string { return h.invite }

func (h *fakeHosting) CheckReply(reply string) error {
	reply = strings.TrimSpace(reply)
	if !strings.HasPrefix(reply, "reply.") {
		return errors.New("not a Pentarchy code")
	}
	if reply != "reply."+strings.Split(h.invite, ".")[1]+"."+fakePadding {
		return errors.New("this reply answers another invite")
	}
	return nil
}

func (h *fakeHosting) Connect(ctx context.Context, reply string) (netui.PeerConn, error) {
	h.net.mu.Lock()
	j := h.net.waiting[strings.TrimSpace(reply)]
	noPath := h.net.noPath
	h.net.mu.Unlock()
	if noPath || j == nil {
		return nil, errFakeNoPath
	}
	a, b := pipe()
	j.conn <- b
	if h.wrap != nil {
		return h.wrap(a), nil
	}
	return a, nil
}

func (h *fakeHosting) Close() {}

type fakeJoining struct {
	reply string
	conn  chan netui.PeerConn
	wrap  func(netui.PeerConn) netui.PeerConn // when not nil, wraps the connection made
}

func (j *fakeJoining) Code() string { return j.reply }

func (j *fakeJoining) Wait(ctx context.Context) (netui.PeerConn, error) {
	select {
	case c := <-j.conn:
		if j.wrap != nil {
			return j.wrap(c), nil
		}
		return c, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (j *fakeJoining) Close() {}

// memConn is one end of an in-memory connection. An end that is muted
// hears nothing from the other, as if the other device had been killed:
// it grows quiet, and what the other sends waits until it is unmuted.
type memConn struct {
	in, out chan []byte
	done    chan struct{} // closed by either end
	once    *sync.Once
	muted   *atomic.Bool
}

var errMemClosed = errors.New("the other device closed the connection")

// pipe returns the two ends of a connection.
func pipe() (*memConn, *memConn) {
	ab, ba := make(chan []byte, 256), make(chan []byte, 256)
	done, once := make(chan struct{}), &sync.Once{}
	return &memConn{ba, ab, done, once, &atomic.Bool{}}, &memConn{ab, ba, done, once, &atomic.Bool{}}
}

func (c *memConn) Send(msg []byte) error {
	select {
	case <-c.done:
		return errMemClosed
	case c.out <- append([]byte(nil), msg...):
		return nil
	}
}

func (c *memConn) Recv(ctx context.Context) ([]byte, error) {
	in := c.in
	if c.muted.Load() {
		in = nil
	}
	select {
	case msg := <-in:
		return msg, nil
	case <-c.done:
		return nil, errMemClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *memConn) Quiet() time.Duration {
	if c.muted.Load() {
		return time.Hour
	}
	return 0
}

func (c *memConn) Close() { c.once.Do(func() { close(c.done) }) }
