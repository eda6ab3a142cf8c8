package code

import (
	"reflect"
	"strings"
	"testing"
)

// TestRoundTrip checks Parse→Encode→Decode and Decode→SDP→Parse, and the
// length of each code.
func TestRoundTrip(t *testing.T) {
	for _, tc := range sdpCases(t) {
		d, err := Parse(tc.sdp)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		c, err := Encode(d)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		t.Logf("%-28s SDP %4d bytes, code %3d chars: %s", tc.name, len(tc.sdp), len(c), c)
		if len(c) > tc.maxChars {
			t.Errorf("%s: code is %d chars, want at most %d", tc.name, len(c), tc.maxChars)
		}
		back, err := Decode(c)
		if err != nil || !reflect.DeepEqual(back, d) {
			t.Fatalf("%s: Decode = %+v, %v\nwant %+v", tc.name, back, err, d)
		}
		again, err := Parse(back.SDP())
		if err != nil || !reflect.DeepEqual(again, d) {
			t.Errorf("%s: Parse(SDP()) = %+v, %v\nwant %+v\nSDP:\n%s", tc.name, again, err, d, back.SDP())
		}
	}
}

func TestDecodeIgnoresWhitespace(t *testing.T) {
	d, _ := Parse(chromiumOfferMDNS)
	c, _ := Encode(d)
	broken := "  " + c[:40] + "\r\n" + c[40:90] + "\n\t" + c[90:] + " \n"
	if got, err := Decode(broken); err != nil || !reflect.DeepEqual(got, d) {
		t.Errorf("Decode with line breaks = %+v, %v", got, err)
	}
}

func TestSDPTemplate(t *testing.T) {
	d, _ := Parse(chromiumAnswerSrflx)
	want := []string{
		"v=0", "o=- ", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
		"m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
		"a=candidate:1 1 udp 2130706431 0c6f7d2e-5a4b-4c3d-8e9f-a1b2c3d4e5f6.local 58811 typ host",
		"a=candidate:2 1 udp 1694498559 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0",
		"a=end-of-candidates", "a=ice-ufrag:P7wQ", "a=ice-pwd:z9Yx8Wv7Ut6Sr5Qp4On3Ml2K",
		"a=fingerprint:sha-256 DB:60:C6:83:C1:22:46:C7:C9:67:8A:1C:9D:8A:CC:99:D4:B1:D0:33:12:F4:60:9B:E0:5D:92:56:D0:4F:F8:D4",
		"a=setup:passive", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
	}
	got := strings.Split(strings.TrimSuffix(d.SDP(), "\r\n"), "\r\n")
	if len(got) != len(want) {
		t.Fatalf("SDP has %d lines, want %d:\n%s", len(got), len(want), d.SDP())
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("line %d = %q, want %q", i+1, got[i], want[i])
		}
	}
}

func TestEncodeRefuses(t *testing.T) {
	good, _ := Parse(chromiumOfferMDNS)
	many := good
	many.Candidates = nil
	for range 12 {
		many.Candidates = append(many.Candidates, good.Candidates[0])
	}
	bad := map[string]func(d *Description){
		"answer with actpass": func(d *Description) { d.Offer = false },
		"unknown setup":       func(d *Description) { d.Setup = "holdconn"; d.Offer = false },
		"empty ufrag":         func(d *Description) { d.Ufrag = "" },
		"pwd with dash":       func(d *Description) { d.Pwd = "a-b" },
		"long pwd":            func(d *Description) { d.Pwd = strings.Repeat("a", 256) },
		"prflx":               func(d *Description) { d.Candidates[0].Typ = "prflx" },
		"name and address":    func(d *Description) { d.Candidates[0].Addr = many.Candidates[0].Addr; d.Candidates[0].Name = "" },
		"not a uuid":          func(d *Description) { d.Candidates[0].Name = "host.local" },
		"too many candidates": func(d *Description) { *d = many },
	}
	for name, spoil := range bad {
		d := good
		d.Candidates = append([]Candidate(nil), good.Candidates...)
		spoil(&d)
		if c, err := Encode(d); err == nil {
			t.Errorf("%s: Encode = %q, want an error", name, c)
		}
	}
}

func TestAppByteRoundTrip(t *testing.T) {
	d, _ := Parse(chromiumOfferMDNS)
	for _, app := range []byte{0, 1, 0x85, 0xff} {
		d.App = app
		c, err := Encode(d)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := Decode(c); err != nil || back.App != app {
			t.Errorf("App %#x: Decode = %#x, %v", app, back.App, err)
		}
	}
}
