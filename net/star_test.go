//go:build !js

package net

import (
	"context"
	"crypto/rand"
	"fmt"
	mrand "math/rand/v2"
	"slices"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/net/protocol"
	"pentarchy/net/session"
)

// TestStarOverWebRTC plays whole games of Parry for 2, 3 and 6 devices
// over real data channels (pion, on loopback): a hub and its guests, each
// guest connected to the hub alone through an invite and a reply code. It
// logs how long the connections took and how long a step took to reach
// every other device: go test -run Star -v ./net/
func TestStarOverWebRTC(t *testing.T) {
	for _, devices := range []int{2, 3, 6} {
		t.Run(fmt.Sprintf("%d-devices", devices), func(t *testing.T) {
			s := connectStar(t, devices)
			steps, fanout, worst := s.play(t, mrand.New(mrand.NewPCG(uint64(devices), 1)))
			t.Logf("%d devices: connected in %v; %d steps, each on every device %v after it was entered (mean), %v at worst",
				devices, s.connected.Round(time.Millisecond), steps, fanout.Round(time.Microsecond), worst.Round(time.Microsecond))
		})
	}
}

// liveStar is a hub and its guests in one process, each link a real
// WebRTC data channel.
type liveStar struct {
	hub       *protocol.Hub
	guests    []*protocol.Match
	hubSide   []*session.Peer // hubSide[g-1]: the hub's peer for guest g
	guestSide []*session.Peer // guestSide[g-1]: guest g's peer
	inbox     chan arrival
	connected time.Duration
}

// arrival is a message that came to device to (0: the hub) from guest
// from (0: the hub).
type arrival struct {
	to, from int
	data     []byte
}

// connectStar hosts a game of Parry for n players, one seat a device, and
// connects each guest in turn, as the host's lobby does.
func connectStar(t *testing.T, n int) *liveStar {
	t.Helper()
	devices := make([]game.PlayerSet, n)
	for d := range devices {
		devices[d] = game.PlayerSet(0).With(d + 1)
	}
	hub, err := protocol.NewHub(protocol.HubConfig{App: "test", Game: "parry", Options: game.Options{"players": fmt.Sprint(n)}, Devices: devices}, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s := &liveStar{hub: hub, inbox: make(chan arrival, 256)}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	began := time.Now()
	for g := 1; g < n; g++ {
		host, invite, err := session.Offer(ctx, session.LoopbackSettings(), session.Game{ID: "parry"})
		if err != nil {
			t.Fatal(err)
		}
		guest, reply, err := session.Answer(ctx, session.LoopbackSettings(), invite)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(host.Close)
		t.Cleanup(guest.Close)
		if err := host.Accept(reply); err != nil {
			t.Fatal(err)
		}
		if err := host.Wait(ctx); err != nil {
			t.Fatal(err)
		}
		if err := guest.Wait(ctx); err != nil {
			t.Fatal(err)
		}
		s.hubSide, s.guestSide = append(s.hubSide, host), append(s.guestSide, guest)
		s.guests = append(s.guests, protocol.Join("test", rand.Reader))
		go s.listen(host, 0, g)
		go s.listen(guest, g, 0)
	}
	s.connected = time.Since(began)
	for g := 1; g < n; g++ {
		send(t, s.hubSide[g-1], hub.Start(g))
	}
	s.settle(t, func() bool {
		return !slices.ContainsFunc(s.guests, func(m *protocol.Match) bool { return !m.Settled() })
	})
	return s
}

// listen passes what p receives to the inbox, as from device from to to.
func (s *liveStar) listen(p *session.Peer, to, from int) {
	for {
		data, err := p.Recv(context.Background())
		if err != nil {
			return
		}
		s.inbox <- arrival{to, from, data}
	}
}

// send encodes msgs and sends them down one end of a link.
func send(t *testing.T, p *session.Peer, msgs []protocol.Message) {
	t.Helper()
	for _, msg := range msgs {
		data, err := protocol.Encode(msg)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Send(data); err != nil {
			t.Fatal(err)
		}
	}
}

func (s *liveStar) route(t *testing.T, out protocol.Outbox) {
	t.Helper()
	for g := 1; g < len(out); g++ {
		send(t, s.hubSide[g-1], out[g])
	}
}

// settle handles arriving messages until done holds; any refusal fails.
func (s *liveStar) settle(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for !done() {
		var a arrival
		select {
		case a = <-s.inbox:
		case <-deadline:
			t.Fatal("the devices did not settle in 30 s")
		}
		var events []protocol.Event
		if a.to == 0 {
			var out protocol.Outbox
			out, events = s.hub.Receive(a.from, a.data)
			s.route(t, out)
		} else {
			var out []protocol.Message
			out, events = s.guests[a.to-1].ReceiveBytes(a.data)
			send(t, s.guestSide[a.to-1], out)
		}
		for _, e := range events {
			if e.Kind == protocol.Refused || e.Kind == protocol.PeerRefused || e.Kind == protocol.Desync {
				t.Fatalf("device %d: %s", a.to, e.Text)
			}
		}
	}
}

// play plays random legal steps to the end, each entered on its seat's
// device once every device has every step before it, and returns how many
// there were and how long each took, mean and worst, to be on every device.
func (s *liveStar) play(t *testing.T, rng *mrand.Rand) (int, time.Duration, time.Duration) {
	t.Helper()
	var total, worst time.Duration
	n := 0
	for !s.hub.Result().Over {
		d := s.hub.Position().Mover() - 1 // one seat a device: seat d+1 plays on device d
		began := time.Now()
		if d == 0 {
			legal := game.LegalTexts(s.hub.Position())
			out, err := s.hub.Local(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			s.route(t, out)
		} else {
			m := s.guests[d-1]
			legal := game.LegalTexts(m.Position())
			out, err := m.Local(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			send(t, s.guestSide[d-1], out)
		}
		n++
		s.settle(t, func() bool { return s.everywhere(n) })
		took := time.Since(began)
		total, worst = total+took, max(worst, took)
	}
	return n, total / time.Duration(max(1, n)), worst
}

// everywhere tells whether every device has the first n steps.
func (s *liveStar) everywhere(n int) bool {
	if len(s.hub.Record().Steps) < n {
		return false
	}
	return !slices.ContainsFunc(s.guests, func(m *protocol.Match) bool { return len(m.Record().Steps) < n })
}
