package code

import "strings"

// crlf turns a readable SDP into one with CRLF line ends, as browsers write it.
func crlf(s string) string {
	return strings.ReplaceAll(strings.TrimLeft(s, "\n"), "\n", "\r\n")
}

// Realistic SDPs, written in the style of each producer.
var (
	// Chromium, default: local addresses hidden behind two mDNS names.
	chromiumOfferMDNS = crlf(`
v=0
o=- 4215775240449105457 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:1467250027 1 udp 2122260223 3e2f6a4c-1b7d-4c1e-9a1f-0b5c2d7e8f90.local 54400 typ host generation 0 network-id 1
a=candidate:2999745851 1 udp 2122262783 7A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D.local 51234 typ host generation 0 network-id 2
a=ice-ufrag:Xk9f
a=ice-pwd:q2Lr7bN0vP+8sT1uW3yZ/a4d
a=ice-options:trickle
a=fingerprint:sha-256 3B:34:7E:B3:4B:84:B0:82:D2:EB:B4:19:BF:6B:52:14:57:49:71:D5:13:A1:0D:F2:3D:18:E8:81:33:33:E3:39
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`)

	// Chromium with mDNS disabled: an IPv4 and an IPv6 host candidate, and
	// a TCP candidate to drop.
	chromiumAnswerIP = crlf(`
v=0
o=- 8117439216453062714 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:3521744104 1 udp 2122260223 192.0.2.2 40871 typ host generation 0 network-id 1
a=candidate:2384511830 1 udp 2122197247 fd00::2 51813 typ host generation 0 network-id 2
a=candidate:2208063728 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0 network-id 1
a=ice-ufrag:dT3+
a=ice-pwd:Gm/1pQ8sXe0vK2nJ7yZb4wRc
a=ice-options:trickle
a=fingerprint:sha-256 01:F2:BB:16:79:A9:5A:57:5B:FD:8D:B2:3B:A6:9A:05:7C:73:D9:2C:97:20:93:7F:CA:01:35:E0:E0:8D:CA:22
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`)

	// pion, native: session-level fingerprint, one loopback address listed
	// for components 1 and 2, and a TCP candidate.
	pionOfferLoopback = crlf(`
v=0
o=- 3017215389829893736 1732265536 IN IP4 0.0.0.0
s=-
t=0 0
a=msid-semantic:WMS*
a=fingerprint:sha-256 45:30:DE:ED:98:11:94:0A:8C:C8:2C:59:39:BA:C8:A7:A2:DB:99:8D:AC:BB:26:35:4A:E3:1C:81:EA:3B:C1:4E
a=extmap-allow-mixed
a=group:BUNDLE 0
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=setup:actpass
a=mid:0
a=sendrecv
a=sctp-port:5000
a=ice-ufrag:hHIsVP4tz9b3VD4l
a=ice-pwd:L72jR4pvRoNEhb0h7efZNVW8t3UZkdrX
a=candidate:2930323556 1 udp 2130706431 127.0.0.1 50817 typ host
a=candidate:2930323556 2 udp 2130706431 127.0.0.1 50817 typ host
a=candidate:1879432212 1 tcp 1671430143 127.0.0.1 9 typ host tcptype active
a=end-of-candidates
`)

	// Chromium with STUN: an mDNS host candidate, a server-reflexive IPv4
	// one, and a second fingerprint (sha-1) to ignore.
	chromiumAnswerSrflx = crlf(`
v=0
o=- 6655210480128831117 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 203.0.113.7
a=candidate:1467250027 1 udp 2122260223 0c6f7d2e-5a4b-4c3d-8e9f-a1b2c3d4e5f6.local 58811 typ host generation 0 network-id 1
a=candidate:842163049 1 udp 1686052607 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1
a=ice-ufrag:P7wQ
a=ice-pwd:z9Yx8Wv7Ut6Sr5Qp4On3Ml2K
a=ice-options:trickle
a=fingerprint:sha-1 AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD
a=fingerprint:sha-256 DB:60:C6:83:C1:22:46:C7:C9:67:8A:1C:9D:8A:CC:99:D4:B1:D0:33:12:F4:60:9B:E0:5D:92:56:D0:4F:F8:D4
a=setup:passive
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`)
)
