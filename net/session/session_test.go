//go:build !js

package session

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"testing"
	"time"

	"pentarchy/net/code"
)

// pair is a host and a guest connected on loopback through real codes.
type pair struct {
	host, guest   *Peer
	invite, reply string
	hostS, guestS Settings
}

func connect(t testing.TB, hostS, guestS Settings) pair {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	host, invite, err := Offer(ctx, hostS, Game{ID: "phalanx"})
	if err != nil {
		t.Fatalf("Offer: %v", err)
	}
	guest, reply, err := Answer(ctx, guestS, invite)
	if err != nil {
		host.Close()
		t.Fatalf("Answer: %v", err)
	}
	p := pair{host, guest, invite, reply, hostS, guestS}
	t.Cleanup(p.close)
	if err := host.Accept(reply); err != nil {
		t.Fatalf("Accept: %v", err)
	}
	if err := host.Wait(ctx); err != nil {
		t.Fatalf("host Wait: %v", err)
	}
	if err := guest.Wait(ctx); err != nil {
		t.Fatalf("guest Wait: %v", err)
	}
	return p
}

func (p pair) close() {
	p.host.Close()
	p.guest.Close()
}

func recv(t testing.TB, p *Peer) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	msg, err := p.Recv(ctx)
	if err != nil {
		t.Fatalf("Recv: %v", err)
	}
	return msg
}

func TestConnectAndTalkBothWays(t *testing.T) {
	p := connect(t, LoopbackSettings(), LoopbackSettings())
	t.Logf("invite %d chars: %s", len(p.invite), p.invite)
	t.Logf("reply  %d chars: %s", len(p.reply), p.reply)
	const n = 200
	for i := range n {
		if err := p.host.Send(fmt.Appendf(nil, "h%d", i)); err != nil {
			t.Fatal(err)
		}
		if err := p.guest.Send(fmt.Appendf(nil, "g%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	for i := range n {
		if got, want := recv(t, p.guest), fmt.Sprintf("h%d", i); string(got) != want {
			t.Fatalf("guest got %q, want %q", got, want)
		}
		if got, want := recv(t, p.host), fmt.Sprintf("g%d", i); string(got) != want {
			t.Fatalf("host got %q, want %q", got, want)
		}
	}
}

func TestCloseReachesTheOtherSide(t *testing.T) {
	p := connect(t, LoopbackSettings(), LoopbackSettings())
	for _, m := range []string{"last", "words"} {
		if err := p.host.Send([]byte(m)); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(50 * time.Millisecond)
	p.host.Close()
	if err := p.host.Err(); err != ErrClosed {
		t.Errorf("host Err = %v, want ErrClosed", err)
	}
	select {
	case <-p.guest.Closed():
	case <-time.After(10 * time.Second):
		t.Fatal("the guest did not notice the host closing")
	}
	if err := p.guest.Err(); err != ErrPeerLeft && err != ErrLost {
		t.Errorf("guest Err = %v, want ErrPeerLeft or ErrLost", err)
	}
	// Messages that arrived before the end are still delivered, then why.
	for _, want := range []string{"last", "words"} {
		if got := recv(t, p.guest); string(got) != want {
			t.Errorf("guest got %q, want %q", got, want)
		}
	}
	if _, err := p.guest.Recv(context.Background()); err != p.guest.Err() {
		t.Errorf("Recv after the end = %v, want %v", err, p.guest.Err())
	}
	if err := p.guest.Send([]byte("x")); err == nil {
		t.Error("Send after the end succeeded")
	}
}

func TestSendLimits(t *testing.T) {
	p := connect(t, LoopbackSettings(), LoopbackSettings())
	if err := p.host.Send(make([]byte, MaxMessage+1)); err != ErrTooBig {
		t.Errorf("Send(MaxMessage+1) = %v, want ErrTooBig", err)
	}
	big := bytes.Repeat([]byte("0123456789abcdef"), MaxMessage/16)
	if err := p.host.Send(big); err != nil {
		t.Fatalf("Send(MaxMessage) = %v", err)
	}
	if got := recv(t, p.guest); !bytes.Equal(got, big) {
		t.Errorf("got %d bytes, want the %d sent", len(got), len(big))
	}
	if err := p.guest.Send(nil); err != nil {
		t.Errorf("Send(empty) = %v", err)
	}
}

func TestSendBeforeOpen(t *testing.T) {
	host, _, err := Offer(context.Background(), LoopbackSettings(), Game{ID: "parry"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Send([]byte("x")); err != ErrNotOpen {
		t.Errorf("Send before open = %v, want ErrNotOpen", err)
	}
}

// TestRepliesRefused: a damaged or wrong reply is refused with a clear
// error, and the right one still works afterwards.
func TestRepliesRefused(t *testing.T) {
	ctx := context.Background()
	s := LoopbackSettings()
	host, invite, err := Offer(ctx, s, Game{ID: "conquid"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, reply, err := Answer(ctx, s, invite)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	other, _, err := Offer(ctx, s, Game{ID: "conquid"})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	stranger, otherReply, err := Answer(ctx, s, invite)
	stranger.Close()
	if err != nil {
		t.Fatal(err)
	}
	typo := []byte(reply)
	typo[40] ^= 'a' ^ 'b'
	cases := []struct {
		name, reply string
		want        error
	}{
		{"typo", string(typo), code.ErrTypo},
		{"cut", reply[:len(reply)-5], code.ErrShort},
		{"the invite itself", invite, ErrNotReply},
		{"garbage", "hello there", code.ErrNotCode},
		{"empty", "", code.ErrShort},
	}
	for _, tc := range cases {
		if err := host.CheckReply(tc.reply); !errors.Is(err, tc.want) {
			t.Errorf("%s: CheckReply = %v, want %v", tc.name, err, tc.want)
		}
		if err := host.Accept(tc.reply); !errors.Is(err, tc.want) {
			t.Errorf("%s: Accept = %v, want %v", tc.name, err, tc.want)
		}
	}
	// A reply to the same invite from another answer has the same tag and
	// is accepted by CheckReply; one for another invite is not.
	if err := host.CheckReply(otherReply); err != nil {
		t.Errorf("CheckReply(second answer to this invite) = %v", err)
	}
	if err := other.CheckReply(reply); err != ErrOtherInvite {
		t.Errorf("CheckReply(reply to another invite) = %v, want ErrOtherInvite", err)
	}
	if err := guest.Accept(reply); err != ErrGuest {
		t.Errorf("guest Accept = %v, want ErrGuest", err)
	}
	if err := host.Accept("  " + reply[:50] + "\n" + reply[50:] + "\n"); err != nil {
		t.Fatalf("Accept(right reply, with line breaks) = %v", err)
	}
	if err := host.Accept(reply); err != ErrAccepted {
		t.Errorf("second Accept = %v, want ErrAccepted", err)
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := host.Wait(wctx); err != nil {
		t.Fatalf("Wait after refusals = %v", err)
	}
}

func TestAnswerRefusesBadInvites(t *testing.T) {
	ctx := context.Background()
	s := LoopbackSettings()
	host, invite, err := Offer(ctx, s, Game{ID: "patriarchs"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, reply, err := Answer(ctx, s, invite)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	for text, want := range map[string]error{
		reply:              ErrNotInvite,
		invite[:60]:        code.ErrShort,
		"#join=not a code": code.ErrNotCode,
		invite[1:] + "A":   code.ErrTypo,
	} {
		if p, _, err := Answer(ctx, s, text); !errors.Is(err, want) {
			if p != nil {
				p.Close()
			}
			t.Errorf("Answer(%.20q…) = %v, want %v", text, err, want)
		}
	}
}

// TestNoAnswerTimesOut: the guest is gone when the host accepts its reply;
// the host gives up after the connect timeout and says why.
func TestNoAnswerTimesOut(t *testing.T) {
	ctx := context.Background()
	s := LoopbackSettings()
	s.ConnectTimeout = time.Second
	host, invite, err := Offer(ctx, s, Game{ID: "phalanx"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, reply, err := Answer(ctx, LoopbackSettings(), invite)
	if err != nil {
		t.Fatal(err)
	}
	guest.Close()
	if err := host.Accept(reply); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := host.Wait(wctx); err != ErrNoPath {
		t.Fatalf("Wait = %v, want ErrNoPath", err)
	}
	t.Logf("gave up after %v", time.Since(start).Round(time.Millisecond))
}

// silentSTUN is a UDP socket on loopback that never answers: a STUN
// server the network swallows. It returns its stun: URL.
func silentSTUN(t *testing.T) string {
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return "stun:" + conn.LocalAddr().String()
}

// TestGatherTimeCaps: with a STUN server that never answers, the code is
// made after the gather time with what was found, and it still connects.
func TestGatherTimeCaps(t *testing.T) {
	s := LoopbackSettings()
	s.NoSTUN = false
	s.STUN = []string{silentSTUN(t)}
	s.GatherTime = 300 * time.Millisecond
	start := time.Now()
	p := connect(t, s, LoopbackSettings())
	took := time.Since(start)
	t.Logf("connected in %v with a silent STUN server; invite %d chars", took.Round(time.Millisecond), len(p.invite))
	if took > 3*time.Second {
		t.Errorf("took %v: gathering waited for the STUN server (timeout 5 s) instead of the %v cap", took, s.GatherTime)
	}
}

func TestOfferHonoursContext(t *testing.T) {
	s := LoopbackSettings()
	s.NoSTUN = false
	s.STUN = []string{silentSTUN(t)}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if p, _, err := Offer(ctx, s, Game{ID: "phalanx"}); err != context.DeadlineExceeded {
		if p != nil {
			p.Close()
		}
		t.Errorf("Offer = %v, want DeadlineExceeded", err)
	}
}

func TestSettingsRefused(t *testing.T) {
	for name, s := range map[string]Settings{
		"STUN without scheme": {STUN: []string{"stun.example.org:3478"}},
		"TURN with stun:":     {TURN: TURN{URL: "stun:x:1", User: "u", Password: "p"}},
		"TURN without login":  {TURN: TURN{URL: "turn:x:3478"}},
	} {
		if p, _, err := Offer(context.Background(), s, Game{ID: "phalanx"}); err == nil {
			p.Close()
			t.Errorf("%s: Offer succeeded", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

// BenchmarkConnect: from Offer to both sides open, on loopback.
func BenchmarkConnect(b *testing.B) {
	for b.Loop() {
		p := connect(b, LoopbackSettings(), LoopbackSettings())
		p.close()
	}
}

// BenchmarkRoundTrip: a 32-byte message there and back on loopback.
func BenchmarkRoundTrip(b *testing.B) {
	p := connect(b, LoopbackSettings(), LoopbackSettings())
	msg := make([]byte, 32)
	ctx := context.Background()
	for b.Loop() {
		if err := p.host.Send(msg); err != nil {
			b.Fatal(err)
		}
		m, err := p.guest.Recv(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if err := p.guest.Send(m); err != nil {
			b.Fatal(err)
		}
		if _, err := p.host.Recv(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// TestQuiet checks the heartbeat: a peer that hears heartbeats is not
// quiet, and they never reach Recv; a peer whose other side stopped
// beating (as a killed browser does) grows quiet, and a message that comes
// later is still received and ends the quiet.
func TestQuiet(t *testing.T) {
	mute, beating := LoopbackSettings(), LoopbackSettings()
	mute.Heartbeat = time.Hour
	beating.Heartbeat = 50 * time.Millisecond
	p := connect(t, mute, beating)

	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	if msg, err := p.host.Recv(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the host's Recv while only heartbeats come = %q, %v; want nothing until the deadline", msg, err)
	}
	if q := p.host.Quiet(); q > 300*time.Millisecond {
		t.Errorf("the host hears heartbeats every 50 ms, yet is quiet for %v", q)
	}
	if q := p.guest.Quiet(); q < 500*time.Millisecond {
		t.Errorf("the host sends no heartbeat, yet the guest is quiet for only %v", q)
	}
	if err := p.host.Send([]byte("late")); err != nil {
		t.Fatal(err)
	}
	if msg := recv(t, p.guest); string(msg) != "late" {
		t.Fatalf("after the quiet the guest received %q, want late", msg)
	}
	if q := p.guest.Quiet(); q > 300*time.Millisecond {
		t.Errorf("a message came, yet the guest is quiet for %v", q)
	}
}
