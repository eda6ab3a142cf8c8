package netgame

import (
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// Host is the app as a game with other devices sees it: the scene host,
// and the screens of package online that a game goes to when a connection
// is lost or a kept game goes on (made there, so that the two packages
// need not import each other).
type Host interface {
	scene.Host
	// Reconnect connects the hub's one friend again, with new codes from
	// either device.
	Reconnect(g *HubGame) scene.Scene
	// Rejoin invites friend f of the hub's game on several devices again.
	Rejoin(g *HubGame, f int) scene.Scene
	// Resume goes on with the friend's side of the online game kept on
	// the device, with new codes.
	Resume() scene.Scene
	// Watch invites one more device to watch the hub's game.
	Watch(g *HubGame) scene.Scene
	// TakeOver hosts the game m plays, its hub gone, inviting the other
	// friends again.
	TakeOver(m *protocol.Match) scene.Scene
}
