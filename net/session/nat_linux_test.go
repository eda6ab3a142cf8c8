//go:build linux && !js

package session

import (
	"encoding/binary"
	"fmt"
	"net"
	"net/netip"
	"os"
	"sync"
	"syscall"
	"unsafe"
)

// natKind is how a home or mobile router maps and filters UDP (the kinds
// of RFC 3489, in RFC 4787's terms).
type natKind string

const (
	fullCone       natKind = "full-cone"       // one outside port per inside socket; anyone may send to it
	addrRestricted natKind = "addr-restricted" // one port per socket; only addresses it sent to may answer
	portRestricted natKind = "port-restricted" // one port per socket; only address and port it sent to
	symmetric      natKind = "symmetric"       // a new port for each destination; only that destination
	udpBlocked     natKind = "udp-blocked"     // no NAT, but no UDP in or out (TCP is routed)
)

// natKinds are the lab's networks, in the order of its table.
var natKinds = []natKind{fullCone, addrRestricted, portRestricted, symmetric, udpBlocked}

// userNAT is a NAT in user space for the network lab: the router's kernel
// sends it every packet from the inside through a TUN device; it sends
// each UDP datagram on from a socket on the router's public address (its
// mapping) and writes what comes back to that socket, if the kind lets it
// through, into the TUN device as a packet to the inside. Everything but
// UDP is dropped. Linux has no full-cone NAT of its own, and this machine
// no iptables: a NAT of our own makes every kind exactly.
type userNAT struct {
	kind   natKind
	tun    *os.File
	public netip.Addr

	mu       sync.Mutex
	mappings map[mappingKey]*mapping
}

// mappingKey picks a mapping: the inside socket, and for a symmetric NAT
// the destination too.
type mappingKey struct{ inside, dest netip.AddrPort }

// mapping is one outside port of the NAT and whom it has sent to.
type mapping struct {
	inside netip.AddrPort
	conn   *net.UDPConn
	sentTo map[netip.AddrPort]bool
}

// openTUN makes the TUN device name (no packet information header). Its
// file is blocking, outside Go's poller: polled before the device is
// made, a TUN file never reports a packet.
func openTUN(name string) (*os.File, error) {
	fd, err := syscall.Open("/dev/net/tun", syscall.O_RDWR|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	f := os.NewFile(uintptr(fd), "/dev/net/tun")
	var req struct {
		name  [16]byte
		flags uint16
		_     [22]byte
	}
	copy(req.name[:], name)
	const iffTUN, iffNoPI, tunSetIff = 0x0001, 0x1000, 0x400454ca
	req.flags = iffTUN | iffNoPI
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), tunSetIff, uintptr(unsafe.Pointer(&req))); errno != 0 {
		f.Close()
		return nil, fmt.Errorf("TUNSETIFF %s: %v", name, errno)
	}
	return f, nil
}

// run reads the inside's packets until the TUN device is closed.
func (n *userNAT) run() error {
	buf := make([]byte, 65535)
	for {
		size, err := n.tun.Read(buf)
		if err != nil {
			return err
		}
		if src, dst, payload, ok := parseUDP(buf[:size]); ok {
			n.send(src, dst, payload)
		}
	}
}

// send sends one datagram of the inside on its mapping.
func (n *userNAT) send(src, dst netip.AddrPort, payload []byte) {
	key := mappingKey{inside: src}
	if n.kind == symmetric {
		key.dest = dst
	}
	n.mu.Lock()
	m := n.mappings[key]
	if m == nil {
		conn, err := net.ListenUDP("udp4", net.UDPAddrFromAddrPort(netip.AddrPortFrom(n.public, 0)))
		if err != nil {
			n.mu.Unlock()
			return
		}
		m = &mapping{inside: src, conn: conn, sentTo: map[netip.AddrPort]bool{}}
		n.mappings[key] = m
		go n.receive(m)
	}
	m.sentTo[dst] = true
	n.mu.Unlock()
	m.conn.WriteToUDPAddrPort(payload, dst)
}

// receive passes what comes to a mapping's port to the inside, when the
// NAT's kind lets it in.
func (n *userNAT) receive(m *mapping) {
	buf := make([]byte, 65535)
	for {
		size, from, err := m.conn.ReadFromUDPAddrPort(buf)
		if err != nil {
			return
		}
		from = netip.AddrPortFrom(from.Addr().Unmap(), from.Port())
		if n.lets(m, from) {
			n.tun.Write(udpPacket(from, m.inside, buf[:size]))
		}
	}
}

// lets tells whether the NAT lets a datagram from the outside in.
func (n *userNAT) lets(m *mapping, from netip.AddrPort) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	switch n.kind {
	case fullCone:
		return true
	case addrRestricted:
		for to := range m.sentTo {
			if to.Addr() == from.Addr() {
				return true
			}
		}
		return false
	}
	return m.sentTo[from]
}

// parseUDP reads an IPv4 packet carrying a UDP datagram.
func parseUDP(p []byte) (src, dst netip.AddrPort, payload []byte, ok bool) {
	if len(p) < 20 || p[0]>>4 != 4 || p[9] != syscall.IPPROTO_UDP {
		return src, dst, nil, false
	}
	ihl := int(p[0]&15) * 4
	total := int(binary.BigEndian.Uint16(p[2:]))
	if ihl < 20 || total > len(p) || total < ihl+8 {
		return src, dst, nil, false
	}
	u := p[ihl:total]
	srcIP, _ := netip.AddrFromSlice(p[12:16])
	dstIP, _ := netip.AddrFromSlice(p[16:20])
	src = netip.AddrPortFrom(srcIP, binary.BigEndian.Uint16(u[0:]))
	dst = netip.AddrPortFrom(dstIP, binary.BigEndian.Uint16(u[2:]))
	return src, dst, u[8:], true
}

// udpPacket makes an IPv4 packet carrying payload from src to dst (with
// no UDP checksum, which IPv4 allows).
func udpPacket(src, dst netip.AddrPort, payload []byte) []byte {
	p := make([]byte, 28+len(payload))
	p[0], p[8], p[9] = 0x45, 64, syscall.IPPROTO_UDP
	binary.BigEndian.PutUint16(p[2:], uint16(len(p)))
	s, d := src.Addr().As4(), dst.Addr().As4()
	copy(p[12:], s[:])
	copy(p[16:], d[:])
	binary.BigEndian.PutUint16(p[10:], ipChecksum(p[:20]))
	binary.BigEndian.PutUint16(p[20:], src.Port())
	binary.BigEndian.PutUint16(p[22:], dst.Port())
	binary.BigEndian.PutUint16(p[24:], uint16(8+len(payload)))
	copy(p[28:], payload)
	return p
}

// ipChecksum is the IPv4 header checksum of h (its checksum field zero).
func ipChecksum(h []byte) uint16 {
	var sum uint32
	for i := 0; i+1 < len(h); i += 2 {
		sum += uint32(binary.BigEndian.Uint16(h[i:]))
	}
	for sum > 0xffff {
		sum = sum>>16 + sum&0xffff
	}
	return ^uint16(sum)
}
