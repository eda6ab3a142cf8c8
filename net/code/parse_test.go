package code

import (
	"reflect"
	"strings"
	"testing"
)

func fp(t testing.TB, s string) [32]byte {
	t.Helper()
	var f [32]byte
	if err := parseFingerprint(&f, s); err != nil {
		t.Fatal(err)
	}
	return f
}

type sdpCase struct {
	name     string
	sdp      string
	want     Description
	maxChars int // the code's length must not exceed this
}

func sdpCases(t testing.TB) []sdpCase {
	ip := func(s string) Addr {
		a, err := ParseAddr(s)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	return []sdpCase{
		{"chromium offer, 2 mDNS", chromiumOfferMDNS, Description{
			Offer: true, Setup: "actpass", Ufrag: "Xk9f", Pwd: "q2Lr7bN0vP+8sT1uW3yZ/a4d",
			Fingerprint: fp(t, "3B:34:7E:B3:4B:84:B0:82:D2:EB:B4:19:BF:6B:52:14:57:49:71:D5:13:A1:0D:F2:3D:18:E8:81:33:33:E3:39"),
			Candidates: []Candidate{
				{Typ: "host", Name: "3e2f6a4c-1b7d-4c1e-9a1f-0b5c2d7e8f90.local", Port: 54400},
				{Typ: "host", Name: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local", Port: 51234},
			}}, 140},
		{"chromium answer, IPv4+IPv6", chromiumAnswerIP, Description{
			Setup: "active", Ufrag: "dT3+", Pwd: "Gm/1pQ8sXe0vK2nJ7yZb4wRc",
			Fingerprint: fp(t, "01:F2:BB:16:79:A9:5A:57:5B:FD:8D:B2:3B:A6:9A:05:7C:73:D9:2C:97:20:93:7F:CA:01:35:E0:E0:8D:CA:22"),
			Candidates: []Candidate{
				{Typ: "host", Addr: ip("192.0.2.2"), Port: 40871},
				{Typ: "host", Addr: ip("fd00::2"), Port: 51813},
			}}, 140},
		{"pion offer, loopback", pionOfferLoopback, Description{
			Offer: true, Setup: "actpass", Ufrag: "hHIsVP4tz9b3VD4l", Pwd: "L72jR4pvRoNEhb0h7efZNVW8t3UZkdrX",
			Fingerprint: fp(t, "45:30:DE:ED:98:11:94:0A:8C:C8:2C:59:39:BA:C8:A7:A2:DB:99:8D:AC:BB:26:35:4A:E3:1C:81:EA:3B:C1:4E"),
			Candidates: []Candidate{
				{Typ: "host", Addr: ip("127.0.0.1"), Port: 50817},
			}}, 140},
		{"chromium answer, mDNS+srflx", chromiumAnswerSrflx, Description{
			Setup: "passive", Ufrag: "P7wQ", Pwd: "z9Yx8Wv7Ut6Sr5Qp4On3Ml2K",
			Fingerprint: fp(t, "DB:60:C6:83:C1:22:46:C7:C9:67:8A:1C:9D:8A:CC:99:D4:B1:D0:33:12:F4:60:9B:E0:5D:92:56:D0:4F:F8:D4"),
			Candidates: []Candidate{
				{Typ: "host", Name: "0c6f7d2e-5a4b-4c3d-8e9f-a1b2c3d4e5f6.local", Port: 58811},
				{Typ: "srflx", Addr: ip("203.0.113.7"), Port: 61234},
			}}, 140},
	}
}

func TestParse(t *testing.T) {
	for _, tc := range sdpCases(t) {
		got, err := Parse(tc.sdp)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.name, got, tc.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	base := chromiumOfferMDNS
	for name, sdp := range map[string]string{
		"no ufrag":       strings.Replace(base, "a=ice-ufrag:Xk9f", "", 1),
		"no pwd":         strings.Replace(base, "a=ice-pwd:", "a=ice-pw:", 1),
		"no fingerprint": strings.Replace(base, "sha-256", "sha-384", 1),
		"short fp":       strings.Replace(base, "3B:34:", "", 1),
		"bad fp hex":     strings.Replace(base, "3B:34:", "3G:34:", 1),
		"no setup":       strings.Replace(base, "a=setup:actpass", "", 1),
		"holdconn":       strings.Replace(base, "a=setup:actpass", "a=setup:holdconn", 1),
		"bad ufrag char": strings.Replace(base, "a=ice-ufrag:Xk9f", "a=ice-ufrag:Xk-f", 1),
		"empty":          "",
	} {
		if _, err := Parse(sdp); err == nil {
			t.Errorf("%s: Parse accepted it", name)
		}
	}
}

func TestParseDropsCandidates(t *testing.T) {
	lines := []string{
		"a=candidate:1 2 udp 1 192.0.2.1 1000 typ host",                 // component 2
		"a=candidate:1 1 tcp 1 192.0.2.1 1000 typ host tcptype passive", // TCP
		"a=candidate:1 1 udp 1 192.0.2.1 1000 typ prflx",                // prflx
		"a=candidate:1 1 udp 1 fe80::1%eth0 1000 typ host",              // zone
		"a=candidate:1 1 udp 1 myhost.local 1000 typ host",              // not a uuid
		"a=candidate:1 1 udp 1 192.0.2.1 70000 typ host",                // port
		"a=candidate:1 1 udp 1 192.0.2.1 1000",                          // no type
	}
	sdp := chromiumOfferMDNS + crlf(strings.Join(lines, "\n"))
	d, err := Parse(sdp)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Candidates) != 2 {
		t.Errorf("kept %d candidates, want the 2 mDNS ones: %+v", len(d.Candidates), d.Candidates)
	}
}
