package session

import (
	"fmt"
	"strings"
	"time"

	"github.com/pion/webrtc/v4"
)

// Settings say how a device looks for a path to the other device. The zero
// value uses the public STUN servers of [DefaultSTUN] and the default
// times.
type Settings struct {
	// STUN lists the STUN servers ("stun:host:port") that tell a device
	// its address on the internet; empty means [DefaultSTUN].
	STUN []string
	// NoSTUN turns STUN off: then only devices on the same network find
	// each other, and no server outside hears of the game.
	NoSTUN bool
	// TURN is a server that relays the game when nothing else gets
	// through (strict firewalls, mobile networks); empty URL means none.
	TURN TURN
	// GatherTime caps the wait for this device's addresses; a code
	// carries what was found by then. Zero means [DefaultGatherTime].
	GatherTime time.Duration
	// ConnectTimeout is how long the host tries to reach the guest once it
	// has the reply. Zero means [DefaultConnectTimeout].
	ConnectTimeout time.Duration
	// Heartbeat is how often an open peer tells the other device that it
	// is still there, so that its silence means something ([Peer.Quiet]).
	// Zero means [DefaultHeartbeat].
	Heartbeat time.Duration

	// tune is how pion is tuned natively (see LoopbackSettings).
	tune tuning
}

// TURN is a TURN server: its URL ("turn:host:port" or "turns:host:port")
// and the user name and password it gave the player.
type TURN struct {
	URL, User, Password string
}

// Default times.
const (
	DefaultGatherTime     = 3 * time.Second
	DefaultConnectTimeout = 15 * time.Second
	DefaultHeartbeat      = time.Second
)

// DefaultSTUN are the public STUN servers used unless the player lists
// others or turns STUN off.
func DefaultSTUN() []string {
	return []string{"stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"}
}

func (s Settings) gatherTime() time.Duration {
	return orDefault(s.GatherTime, DefaultGatherTime)
}

func (s Settings) connectTimeout() time.Duration {
	return orDefault(s.ConnectTimeout, DefaultConnectTimeout)
}

func (s Settings) heartbeat() time.Duration {
	return orDefault(s.Heartbeat, DefaultHeartbeat)
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// check tells, in plain words, what is wrong with the servers' addresses.
func (s Settings) check() error {
	if !s.NoSTUN {
		for _, u := range s.STUN {
			if !strings.HasPrefix(u, "stun:") && !strings.HasPrefix(u, "stuns:") {
				return fmt.Errorf("a STUN server's address starts with stun: (like stun:example.org:3478), not %q", u)
			}
		}
	}
	t := s.TURN
	switch {
	case t.URL == "":
		return nil
	case !strings.HasPrefix(t.URL, "turn:") && !strings.HasPrefix(t.URL, "turns:"):
		return fmt.Errorf("a TURN server's address starts with turn: or turns: (like turn:example.org:3478), not %q", t.URL)
	case t.User == "" || t.Password == "":
		return fmt.Errorf("the TURN server needs its user name and password")
	}
	return nil
}

// iceServers are the servers a peer connection is given.
func (s Settings) iceServers() []webrtc.ICEServer {
	var servers []webrtc.ICEServer
	if !s.NoSTUN {
		stun := s.STUN
		if len(stun) == 0 {
			stun = DefaultSTUN()
		}
		servers = append(servers, webrtc.ICEServer{URLs: stun})
	}
	if s.TURN.URL != "" {
		servers = append(servers, webrtc.ICEServer{
			URLs: []string{s.TURN.URL}, Username: s.TURN.User, Credential: s.TURN.Password,
		})
	}
	return servers
}
