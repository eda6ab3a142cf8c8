package netui

import (
	"encoding/json"
	"errors"
	"strings"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// settingsKey is where the connection settings are kept on the device.
const settingsKey = "pentarchy.net"

// NetSettings are the servers that help two devices find each other over
// the internet. Public STUN servers are on by default; a player may turn
// them off (then only devices on the same network connect) or add a TURN
// server, which relays the game when nothing else gets through.
type NetSettings struct {
	STUN []stunServer `json:"stun"`
	TURN TurnServer   `json:"turn"`
}

// stunServer is a STUN server's address ("stun:host:port") and whether it
// is used.
type stunServer struct {
	URL string `json:"url"`
	On  bool   `json:"on"`
}

// TurnServer is a TURN server; an empty URL means none.
type TurnServer struct {
	URL      string `json:"url"`
	User     string `json:"user"`
	Password string `json:"password"`
}

// DefaultSTUN are the public STUN servers used unless turned off.
var DefaultSTUN = []string{"stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"}

// defaultSettings has every public STUN server on and no TURN server.
func defaultSettings() NetSettings {
	var s NetSettings
	for _, url := range DefaultSTUN {
		s.STUN = append(s.STUN, stunServer{URL: url, On: true})
	}
	return s
}

// LoadSettings returns the settings kept on the device, or the defaults.
// A server added to the defaults since they were kept is listed, on.
func LoadSettings(a scene.Host) NetSettings {
	s := defaultSettings()
	text, ok := a.Store().Get(settingsKey)
	if !ok {
		return s
	}
	var kept NetSettings
	if json.Unmarshal([]byte(text), &kept) != nil {
		return s
	}
	for i, d := range s.STUN {
		for _, k := range kept.STUN {
			if k.URL == d.URL {
				s.STUN[i].On = k.On
			}
		}
	}
	s.TURN = kept.TURN
	return s
}

// SaveSettings keeps s on the device.
func SaveSettings(a scene.Host, s NetSettings) error {
	text, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return a.Store().Set(settingsKey, string(text))
}

// StunOn lists the STUN servers in use.
func (s NetSettings) StunOn() []string {
	var on []string
	for _, st := range s.STUN {
		if st.On {
			on = append(on, st.URL)
		}
	}
	return on
}

// checkTURN tells, in plain words, what is wrong with a TURN server's
// settings, or nil when they are fine or empty.
func checkTURN(t TurnServer) error {
	if t.URL == "" {
		if t.User != "" || t.Password != "" {
			return errors.New(kit.Tr("settings.turn-no-address"))
		}
		return nil
	}
	if !strings.HasPrefix(t.URL, "turn:") && !strings.HasPrefix(t.URL, "turns:") {
		return errors.New(kit.Tr("settings.turn-bad-address"))
	}
	if t.User == "" || t.Password == "" {
		return errors.New(kit.Tr("settings.turn-no-user"))
	}
	return nil
}
