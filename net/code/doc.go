// Package code turns a WebRTC session description (SDP text of a
// data-channel-only peer connection) into a short code a player can copy,
// paste, put in a link or a QR code, and turns such a code back into an SDP
// that Chromium and pion accept.
//
// Only what the other side needs is kept: the ICE credentials, the DTLS
// certificate fingerprint (sha-256), the DTLS role and the UDP candidates of
// component 1. Everything else in an SDP is the same for every Pentarchy
// session, so [Description.SDP] writes it back from a template.
//
// # The code, version 1
//
// A code is the base64url text (RFC 4648 §5, no padding, canonical) of these
// bytes:
//
//	hdr    1   version<<4 | 0<<3 | setup<<1 | offer
//	            setup: 0 actpass, 1 active, 2 passive; offer ⇔ actpass
//	size   1   number of bytes of the whole binary code, hdr to crc32
//	hcheck 1   CRC-8 (polynomial 0x07) of hdr and size
//	app    1   a byte for the application, not interpreted here
//	ufrag  1+  number of characters, then the characters at 6 bits each
//	pwd    1+  the same for the ICE password
//	fp     32  sha-256 certificate fingerprint
//	cand   *   candidates up to the crc32, each:
//	             flags 1: typ<<2 | kind (typ 0 host, 1 srflx, 2 relay;
//	                      kind 0 IPv4, 1 IPv6, 2 mDNS name <uuid>.local)
//	             addr  4, 16 or 16 (the uuid's bytes)
//	             port  2, big-endian
//	crc32  4   CRC-32 (IEEE), big-endian, of every byte before it
//
// ICE characters are exactly the 64 characters of base64 (A–Z a–z 0–9 + /),
// so they pack losslessly into 6 bits; unused low bits of the last byte are 0.
//
// The envelope (hdr's version nibble, size, hcheck, crc32) is the same for
// every version, so a code from a newer Pentarchy is recognised as such. The
// size makes a cut code known as cut; hcheck keeps a typo in the size from
// passing for a cut; the CRC-32 catches every single mistyped character and
// every burst of up to 32 bits, so [Decode] refuses a damaged code with a
// message a player can act on ([ErrShort], [ErrTypo], [ErrNewer],
// [ErrNotCode]). Whitespace and line breaks in a pasted code are ignored.
//
// Dropped from the SDP: TCP candidates, component 2 (RTCP), prflx
// candidates, candidates with an IPv6 zone or a host name that is not an
// mDNS uuid, foundations and priorities (synthesised again from the
// candidate's type and rank), related addresses of srflx and relay candidates
// (written back as "raddr 0.0.0.0 rport 0", as Chromium does; the remote
// side never uses them), generation, network-id and ufrag extensions,
// ice-options, extmap-allow-mixed, the session id and version, and every
// fingerprint but the sha-256 one.
//
// Typical lengths: a Chromium offer with two mDNS candidates is 135
// characters, with one IPv4 and one IPv6 candidate 119.
package code
