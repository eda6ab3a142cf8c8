package code

import (
	"net/netip"
	"testing"
)

// FuzzAddr checks Addr against net/netip: the same texts are addresses
// (netip's with a zone aside), read to the same bytes, and written the
// same way.
func FuzzAddr(f *testing.F) {
	for _, s := range []string{
		"192.0.2.1", "0.0.0.0", "255.255.255.255", "01.2.3.4", "1.2.3", "1.2.3.4.5", "256.1.1.1",
		"::", "::1", "1::", "2001:db8::1", "2001:db8:0:0:1:0:0:1", "fe80::1%eth0", "::ffff:192.0.2.1",
		"::192.0.2.1", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
		"1::2::3", ":1::", "1:", "12345::", "ABCD:EF01::", "0:0:1:0:0:0:1:0", "::ffff:0:0", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, werr := netip.ParseAddr(s)
		if werr == nil && want.Zone() != "" {
			werr = errAddr // a code refuses zones
		}
		got, err := ParseAddr(s)
		if (err == nil) != (werr == nil) {
			t.Fatalf("ParseAddr(%q): error %v, netip's %v", s, err, werr)
		}
		if err != nil {
			return
		}
		if got.Is4() != want.Is4() || got.As16() != want.As16() && got.Is6() || got.Is4() && got.As4() != want.As4() {
			t.Fatalf("ParseAddr(%q) = %v, netip's %v", s, got.As16(), want.As16())
		}
		if got.String() != want.String() {
			t.Fatalf("%q is written %q, by netip %q", s, got.String(), want.String())
		}
	})
}

// FuzzAddrBytes checks that any sixteen or four bytes are written as
// netip writes them.
func FuzzAddrBytes(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4})
	f.Add([]byte{0x20, 1, 0xd, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{192, 0, 2, 1})
	f.Fuzz(func(t *testing.T, b []byte) {
		var got, want string
		switch len(b) {
		case 4:
			got, want = AddrFrom4([4]byte(b)).String(), netip.AddrFrom4([4]byte(b)).String()
		case 16:
			got, want = AddrFrom16([16]byte(b)).String(), netip.AddrFrom16([16]byte(b)).String()
		default:
			return
		}
		if got != want {
			t.Fatalf("%v is written %q, by netip %q", b, got, want)
		}
	})
}
