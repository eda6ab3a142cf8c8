package online

import (
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// host is the app with the screens of this package that a game with
// other devices goes to (netgame.Host).
type host struct{ scene.Host }

// hostOf is a as netgame's Host.
func hostOf(a scene.Host) netgame.Host {
	if h, ok := a.(netgame.Host); ok {
		return h
	}
	return host{a}
}

func (h host) Reconnect(g *netgame.HubGame) scene.Scene     { return newReconnectScene(h, g) }
func (h host) Rejoin(g *netgame.HubGame, f int) scene.Scene { return newRejoinScene(h, g, f) }
func (h host) Resume() scene.Scene                          { return newResumeScene(h) }
func (h host) TakeOver(m *protocol.Match) scene.Scene       { return newTakeoverScene(h, m) }
func (h host) Watch(g *netgame.HubGame) scene.Scene         { return newWatchScene(h, g) }

// Dial is the app's dialer (netui.DialHost).
func (h host) Dial() netui.Dialer { return h.Host.(netui.DialHost).Dial() }

// ResumeOnlineButton is the menu's button that goes on with the online
// game kept on the device, or nil when there is none to go on with.
func ResumeOnlineButton(a scene.Host) *kit.Button {
	h := hostOf(a)
	if b := resumeHubButton(h); b != nil {
		return b
	}
	kept := netgame.Resumable(h)
	if kept == nil {
		return nil
	}
	r, _ := registry.Find(kept.Record.Game)
	if !kept.Codes {
		return &kit.Button{Label: kit.Tr("menu.resume-online", kit.GameName(r)), Primary: true, Action: func() { a.Show(newResumeScene(h)) }}
	}
	return &kit.Button{Label: kit.Tr("menu.resume-codes", kit.GameName(r)), Primary: true, Action: func() {
		if next, err := netgame.ResumeMail(h, kept); err == nil {
			a.Show(next)
		}
	}}
}

// resumeHubButton is the menu's button that goes on with the hub's game
// kept on the device, or nil when there is none to go on with. With
// several friends the board shows at once, with an invite for each friend
// to come back with; with one, the screen that connects again.
func resumeHubButton(a netgame.Host) *kit.Button {
	_, h := netgame.KeptHubSave(a)
	if h == nil {
		return nil
	}
	label := kit.Tr("menu.resume-online", kit.GameName(h.Rules()))
	if h.Codes() {
		label = kit.Tr("menu.resume-codes", kit.GameName(h.Rules()))
	}
	return &kit.Button{Label: label, Primary: true, Action: func() {
		g := netgame.KeptHub(a) // made now, not each time the menu shows
		switch {
		case g == nil:
		case g.H.Guests() == 1 && !g.H.Codes():
			a.Show(newReconnectScene(a, g))
		default:
			if shown := g.Shown(); shown != nil {
				a.Show(shown)
			}
		}
	}}
}
