package code

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// SDP writes d as a complete session description for a data channel,
// which Chromium and pion accept as a remote offer or answer.
func (d Description) SDP() string {
	var b strings.Builder
	line := func(format string, a ...any) {
		fmt.Fprintf(&b, format+"\r\n", a...)
	}
	line("v=0")
	line("o=- %d 2 IN IP4 127.0.0.1", d.sessionID())
	line("s=-")
	line("t=0 0")
	line("a=group:BUNDLE 0")
	line("a=msid-semantic: WMS")
	line("m=application 9 UDP/DTLS/SCTP webrtc-datachannel")
	line("c=IN IP4 0.0.0.0")
	for i, c := range d.Candidates {
		line("a=candidate:%d 1 udp %d %s %d typ %s%s", i+1, c.priority(i), c.host(), c.Port, c.Typ, c.related())
	}
	line("a=end-of-candidates")
	line("a=ice-ufrag:%s", d.Ufrag)
	line("a=ice-pwd:%s", d.Pwd)
	line("a=fingerprint:sha-256 %s", fingerprintText(d.Fingerprint))
	line("a=setup:%s", d.Setup)
	line("a=mid:0")
	line("a=sctp-port:5000")
	line("a=max-message-size:262144")
	return b.String()
}

// sessionID is a session id derived from the fingerprint, so SDP is a
// function of d alone.
func (d Description) sessionID() uint64 {
	return binary.BigEndian.Uint64(d.Fingerprint[:8]) >> 2
}

// priority follows RFC 8445 §5.1.2.1 for component 1: type preference,
// then the candidate's rank in the code.
func (c Candidate) priority(rank int) uint32 {
	pref := map[string]uint32{"host": 126, "srflx": 100, "relay": 0}[c.Typ]
	local := uint32(65535 - min(rank, 65535))
	return pref<<24 | local<<8 | 255
}

// related is the related address the code dropped, as Chromium writes it
// when it hides the local address.
func (c Candidate) related() string {
	if c.Typ == "host" {
		return ""
	}
	if c.Addr.Is6() {
		return " raddr :: rport 0"
	}
	return " raddr 0.0.0.0 rport 0"
}

func fingerprintText(fp [32]byte) string {
	parts := make([]string, len(fp))
	for i, b := range fp {
		parts[i] = fmt.Sprintf("%02X", b)
	}
	return strings.Join(parts, ":")
}
