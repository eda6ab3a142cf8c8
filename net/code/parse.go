package code

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Parse reads what a code needs from the SDP of a data-channel-only session
// description, as a browser or pion writes it. Offer is set from the role:
// an offer has setup actpass. Candidates a code cannot carry are dropped
// (see the package doc).
func Parse(sdp string) (Description, error) {
	var d Description
	var fp string
	for line := range strings.Lines(sdp) {
		line = strings.TrimSpace(line)
		if v, ok := strings.CutPrefix(line, "a=candidate:"); ok {
			if c, ok := parseCandidate(v); ok {
				d.Candidates = append(d.Candidates, c)
			}
			continue
		}
		setOnce(&d.Ufrag, line, "a=ice-ufrag:")
		setOnce(&d.Pwd, line, "a=ice-pwd:")
		setOnce(&d.Setup, line, "a=setup:")
		if v, ok := strings.CutPrefix(line, "a=fingerprint:"); ok && fp == "" {
			if alg, hx, _ := strings.Cut(v, " "); strings.EqualFold(alg, "sha-256") {
				fp = strings.TrimSpace(hx)
			}
		}
	}
	return d.finish(fp)
}

// setOnce sets *dst to the value of line if it has the prefix and *dst is
// still empty: the first occurrence wins.
func setOnce(dst *string, line, prefix string) {
	if v, ok := strings.CutPrefix(line, prefix); ok && *dst == "" {
		*dst = strings.TrimSpace(v)
	}
}

func (d Description) finish(fp string) (Description, error) {
	switch {
	case d.Ufrag == "" || d.Pwd == "":
		return d, errors.New("code: the SDP has no a=ice-ufrag or a=ice-pwd")
	case fp == "":
		return d, errors.New("code: the SDP has no a=fingerprint:sha-256")
	case d.Setup == "":
		return d, errors.New("code: the SDP has no a=setup")
	}
	if err := parseFingerprint(&d.Fingerprint, fp); err != nil {
		return d, err
	}
	d.Offer = d.Setup == "actpass"
	return d, d.check()
}

// parseFingerprint reads 32 colon-separated hex bytes.
func parseFingerprint(dst *[32]byte, s string) error {
	h := strings.ReplaceAll(s, ":", "")
	if len(h) != 64 || len(s) != 95 {
		return fmt.Errorf("code: sha-256 fingerprint %q is not 32 hex bytes", s)
	}
	if _, err := hex.Decode(dst[:], []byte(h)); err != nil {
		return fmt.Errorf("code: sha-256 fingerprint %q: %v", s, err)
	}
	return nil
}

// parseCandidate reads the value of an a=candidate line:
// foundation component transport priority address port typ type [...].
// It reports false for a candidate a code does not carry.
func parseCandidate(v string) (Candidate, bool) {
	f := strings.Fields(v)
	if len(f) < 8 || f[1] != "1" || !strings.EqualFold(f[2], "udp") || f[6] != "typ" {
		return Candidate{}, false
	}
	c := Candidate{Typ: f[7]}
	port, err := strconv.ParseUint(f[5], 10, 16)
	if err != nil || indexOf(typs, c.Typ) < 0 {
		return Candidate{}, false
	}
	c.Port = uint16(port)
	if a, err := ParseAddr(f[4]); err == nil {
		c.Addr = a
	} else if _, ok := mdnsUUID(f[4]); ok {
		c.Name = strings.ToLower(f[4])
	}
	return c, c.check() == nil
}
