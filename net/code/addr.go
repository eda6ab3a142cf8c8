package code

import (
	"errors"
	"strconv"
	"strings"
)

// Addr is a candidate's IP address, IPv4 or IPv6, without a zone; the zero
// Addr is none. It reads and writes addresses exactly as net/netip does
// (addr_test.go checks that), in a tenth of the code the page would carry
// for netip's whole Addr type.
type Addr struct {
	ip [16]byte
	n  uint8 // 4 or 16 bytes; 0 for none
}

// AddrFrom4 is the IPv4 address b.
func AddrFrom4(b [4]byte) Addr {
	a := Addr{n: 4}
	copy(a.ip[:], b[:])
	return a
}

// AddrFrom16 is the IPv6 address b.
func AddrFrom16(b [16]byte) Addr { return Addr{ip: b, n: 16} }

// IsValid tells whether a is an address, not the zero Addr.
func (a Addr) IsValid() bool { return a.n != 0 }

// Is4 tells whether a is an IPv4 address, Is6 an IPv6 one.
func (a Addr) Is4() bool { return a.n == 4 }
func (a Addr) Is6() bool { return a.n == 16 }

// As4 and As16 are the address's bytes.
func (a Addr) As4() (b [4]byte) { copy(b[:], a.ip[:4]); return b }
func (a Addr) As16() [16]byte   { return a.ip }

// String writes an IPv4 address dotted, an IPv6 one as RFC 5952 says
// (the longest run of two or more zero groups, the first of equal ones,
// as "::"), and an IPv4-mapped IPv6 one as "::ffff:1.2.3.4".
func (a Addr) String() string {
	switch {
	case a.n == 4:
		return dotted(a.ip[:4])
	case a.n != 16:
		return "invalid IP"
	case a.ip == [16]byte{10: 0xff, 11: 0xff, 12: a.ip[12], 13: a.ip[13], 14: a.ip[14], 15: a.ip[15]}:
		return "::ffff:" + dotted(a.ip[12:])
	}
	start, end := zeroRun(a.ip)
	var b strings.Builder
	for g := 0; g < 8; g++ {
		if g == start {
			b.WriteString("::")
			g = end - 1
			continue
		}
		if g > 0 && g != end {
			b.WriteByte(':')
		}
		b.WriteString(strconv.FormatUint(uint64(a.ip[2*g])<<8|uint64(a.ip[2*g+1]), 16))
	}
	return b.String()
}

// dotted writes four bytes as "1.2.3.4".
func dotted(b []byte) string {
	return strconv.Itoa(int(b[0])) + "." + strconv.Itoa(int(b[1])) + "." + strconv.Itoa(int(b[2])) + "." + strconv.Itoa(int(b[3]))
}

// zeroRun finds the groups [start, end) of the longest run of two or more
// zero groups, the first of equal ones; start is -1 when there is none.
func zeroRun(ip [16]byte) (start, end int) {
	start, end = -1, -1
	for g := 0; g < 8; {
		if ip[2*g] != 0 || ip[2*g+1] != 0 {
			g++
			continue
		}
		h := g
		for h < 8 && ip[2*h] == 0 && ip[2*h+1] == 0 {
			h++
		}
		if h-g >= 2 && h-g > end-start {
			start, end = g, h
		}
		g = h
	}
	return start, end
}

var errAddr = errors.New("code: not an IP address")

// ParseAddr reads an IPv4 address ("192.0.2.1") or an IPv6 one
// ("2001:db8::1", "::ffff:192.0.2.1"), without a zone.
func ParseAddr(s string) (Addr, error) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '.':
			b, ok := parse4(s)
			if !ok {
				return Addr{}, errAddr
			}
			return AddrFrom4(b), nil
		case ':':
			return parse6(s)
		}
	}
	return Addr{}, errAddr
}

// parse4 reads four decimal bytes, without leading zeros.
func parse4(s string) (b [4]byte, ok bool) {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return b, false
	}
	for i, p := range parts {
		n, err := strconv.ParseUint(p, 10, 8)
		if err != nil || len(p) == 0 || len(p) > 3 || (len(p) > 1 && p[0] == '0') || p[0] == '+' {
			return b, false
		}
		b[i] = byte(n)
	}
	return b, true
}

// parse6 reads an IPv6 address: up to eight groups of one to four hex
// digits, one "::" standing for one or more zero groups, and the last two
// groups possibly as a dotted IPv4 address.
func parse6(s string) (Addr, error) {
	var ip [16]byte
	ellipsis := -1 // the group where "::" stands
	if strings.HasPrefix(s, "::") {
		ellipsis, s = 0, s[2:]
		if s == "" {
			return AddrFrom16(ip), nil
		}
	}
	g := 0
	for g < 8 {
		digits := 0
		for digits < len(s) && digits < 5 && isHex(s[digits]) {
			digits++
		}
		if digits == 0 || digits > 4 {
			return Addr{}, errAddr
		}
		if digits < len(s) && s[digits] == '.' {
			if g > 6 || (ellipsis < 0 && g != 6) {
				return Addr{}, errAddr
			}
			b, ok := parse4(s)
			if !ok {
				return Addr{}, errAddr
			}
			copy(ip[2*g:], b[:])
			g, s = g+2, ""
			break
		}
		v, _ := strconv.ParseUint(s[:digits], 16, 16)
		ip[2*g], ip[2*g+1] = byte(v>>8), byte(v)
		g, s = g+1, s[digits:]
		if s == "" {
			break
		}
		if s[0] != ':' || len(s) == 1 {
			return Addr{}, errAddr
		}
		s = s[1:]
		if s[0] == ':' {
			if ellipsis >= 0 {
				return Addr{}, errAddr
			}
			ellipsis, s = g, s[1:]
			if s == "" {
				break
			}
		}
	}
	if s != "" || (ellipsis < 0 && g != 8) || (ellipsis >= 0 && g == 8) {
		return Addr{}, errAddr
	}
	if ellipsis >= 0 {
		n := 8 - g
		copy(ip[2*(ellipsis+n):], ip[2*ellipsis:2*g])
		clear(ip[2*ellipsis : 2*(ellipsis+n)])
	}
	return AddrFrom16(ip), nil
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
