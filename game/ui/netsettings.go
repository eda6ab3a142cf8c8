package ui

import (
	"encoding/json"
	"errors"
	"strings"
)

// settingsKey is where the connection settings are kept on the device.
const settingsKey = "pentarchy.net"

// netSettings are the servers that help two devices find each other over
// the internet. Public STUN servers are on by default; a player may turn
// them off (then only devices on the same network connect) or add a TURN
// server, which relays the game when nothing else gets through.
type netSettings struct {
	STUN []stunServer `json:"stun"`
	TURN turnServer   `json:"turn"`
}

// stunServer is a STUN server's address ("stun:host:port") and whether it
// is used.
type stunServer struct {
	URL string `json:"url"`
	On  bool   `json:"on"`
}

// turnServer is a TURN server; an empty URL means none.
type turnServer struct {
	URL      string `json:"url"`
	User     string `json:"user"`
	Password string `json:"password"`
}

// defaultSTUN are the public STUN servers used unless turned off.
var defaultSTUN = []string{"stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"}

// defaultSettings has every public STUN server on and no TURN server.
func defaultSettings() netSettings {
	var s netSettings
	for _, url := range defaultSTUN {
		s.STUN = append(s.STUN, stunServer{URL: url, On: true})
	}
	return s
}

// loadSettings returns the settings kept on the device, or the defaults.
// A server added to the defaults since they were kept is listed, on.
func (a *App) loadSettings() netSettings {
	s := defaultSettings()
	text, ok := a.store.Get(settingsKey)
	if !ok {
		return s
	}
	var kept netSettings
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

// saveSettings keeps s on the device.
func (a *App) saveSettings(s netSettings) error {
	text, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return a.store.Set(settingsKey, string(text))
}

// stunOn lists the STUN servers in use.
func (s netSettings) stunOn() []string {
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
func checkTURN(t turnServer) error {
	if t.URL == "" {
		if t.User != "" || t.Password != "" {
			return errors.New(tr("settings.turn-no-address"))
		}
		return nil
	}
	if !strings.HasPrefix(t.URL, "turn:") && !strings.HasPrefix(t.URL, "turns:") {
		return errors.New(tr("settings.turn-bad-address"))
	}
	if t.User == "" || t.Password == "" {
		return errors.New(tr("settings.turn-no-user"))
	}
	return nil
}
