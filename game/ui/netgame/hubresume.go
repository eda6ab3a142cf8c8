package netgame

import (
	"crypto/rand"
	"encoding/json"

	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// Going on with the hub's game kept on the device, after a reload.

// KeptHub is the hub's game kept on the device, every friend's device
// away, or nil when there is none to go on with. A game of two devices
// hosted by a page of an earlier version becomes a hub with one friend.
func KeptHub(a Host) *HubGame {
	kept, h := KeptHubSave(a)
	if h == nil {
		return nil
	}
	n := h.Guests()
	g := newHubGame(a, h, make([]netui.PeerConn, n))
	for p := range h.Position().Players() {
		id := ""
		if p < len(kept.Seats) {
			id = kept.Seats[p]
		}
		g.here = append(g.here, play.SeatFromID(h.Rules(), id))
	}
	g.start()
	return g
}

// KeptHubSave is the hub's game kept on the device and its hub, or a nil
// hub when there is none to go on with.
func KeptHubSave(a scene.Host) (HubSave, *protocol.Hub) {
	migrateHost(a)
	text, ok := a.Store().Get(HubKey)
	var kept HubSave
	if !ok || json.Unmarshal([]byte(text), &kept) != nil {
		return kept, nil
	}
	h, err := protocol.RestoreHub(kept.Hub, a.Version(), rand.Reader)
	if err != nil || h.Result().Over {
		return kept, nil
	}
	return kept, h
}

// migrateHost keeps as a hub's game the host's side of a game of two
// devices over a connection that a page of an earlier version kept
// (OnlineKey), and forgets it there.
func migrateHost(a scene.Host) {
	kept, err := LoadOnline(a)
	if err != nil {
		return
	}
	m, err := protocol.Restore(kept.Match, a.Version(), rand.Reader)
	if err != nil {
		return
	}
	h, err := protocol.HubOf(m)
	if err != nil {
		return // a friend's side: it stays
	}
	state, err := h.Save()
	if err != nil {
		return
	}
	save := HubSave{Hub: state, Record: h.Record()}
	for range h.Position().Players() {
		save.Seats = append(save.Seats, play.PersonSeat{}.ID())
	}
	if text, err := json.Marshal(save); err == nil {
		ForgetOnline(a)
		a.Store().Set(HubKey, string(text))
	}
}
