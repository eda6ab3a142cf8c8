package code

import (
	"fmt"
	"strings"
)

// Description is what the other side needs of a session description.
type Description struct {
	Offer       bool   // an offer (setup actpass) rather than an answer
	Setup       string // "actpass", "active" or "passive"
	Ufrag, Pwd  string // ICE credentials
	Fingerprint [32]byte
	Candidates  []Candidate

	// App is one byte the application sends along, which the code does
	// not interpret (Pentarchy's session puts the game and a resume flag
	// in an invite, and a check of the invite in a reply). Parse leaves
	// it 0: an SDP has no such byte.
	App byte
}

// Candidate is one UDP ICE candidate of component 1.
type Candidate struct {
	Typ  string // "host", "srflx" or "relay"
	Addr Addr   // the address, or the zero Addr when Name is set
	Name string // an mDNS name "<uuid>.local", or ""
	Port uint16
}

var setups = []string{"actpass", "active", "passive"}
var typs = []string{"host", "srflx", "relay"}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// check reports why d cannot be written as a code.
func (d Description) check() error {
	if indexOf(setups, d.Setup) < 0 {
		return fmt.Errorf("code: setup %q is not actpass, active or passive", d.Setup)
	}
	if d.Offer != (d.Setup == "actpass") {
		return fmt.Errorf("code: an offer has setup actpass, an answer active or passive")
	}
	if !isICEString(d.Ufrag) || !isICEString(d.Pwd) {
		return fmt.Errorf("code: ICE ufrag and pwd must be 1 to 255 characters of A-Z a-z 0-9 + /")
	}
	for _, c := range d.Candidates {
		if err := c.check(); err != nil {
			return err
		}
	}
	return nil
}

func (c Candidate) check() error {
	if indexOf(typs, c.Typ) < 0 {
		return fmt.Errorf("code: candidate type %q is not host, srflx or relay", c.Typ)
	}
	if c.Addr.IsValid() == (c.Name != "") {
		return fmt.Errorf("code: a candidate has an address or an mDNS name")
	}
	if c.Name != "" {
		if _, ok := mdnsUUID(c.Name); !ok {
			return fmt.Errorf("code: %q is not <uuid>.local", c.Name)
		}
	}
	return nil
}

// host is the candidate's connection address as written in SDP.
func (c Candidate) host() string {
	if c.Name != "" {
		return c.Name
	}
	return c.Addr.String()
}

// isICEString reports whether s is 1 to 255 ICE characters.
func isICEString(s string) bool {
	if len(s) == 0 || len(s) > 255 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(iceAlphabet, s[i]) < 0 {
			return false
		}
	}
	return true
}
