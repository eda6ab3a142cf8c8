package netgame

import (
	"crypto/rand"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
)

// A watcher's page: an OnlineGame whose match plays no seat
// (net/protocol's watch.go). It shows every step as the host's page
// passes it on, each checked with the rules here too; it can chat when
// the host lets watchers chat, and look at the analysis once the game is
// over. It keeps nothing on the device — the host's page has the game —
// so watching leaves the player's own kept games alone; a watcher who
// left comes back with a new invite from the host.

// watchGameKey is where the play scene of a watched game keeps its
// board, apart from the player's own games.
const watchGameKey = "pentarchy.watch.game"

// StartWatching follows, over conn, the game a host's page invited this
// device to watch.
func StartWatching(a Host, conn netui.PeerConn) *OnlineGame {
	return startOnline(a, conn, protocol.Join(a.Version(), rand.Reader))
}

// watcherLinked is how a watched game fits the play scene: Chat and Leave
// in the game bar, and Leave again at the end, beside the analysis.
func (g *OnlineGame) watcherLinked() play.Linked {
	g.chat = kit.Act("online.chat", func() { g.a.Show(netui.NewChatScene(g.a, g)) })
	leave := kit.Act("watch.leave", g.leaveWatching)
	return play.Linked{Key: watchGameKey, Bar: []*kit.Button{g.chat, leave},
		EndLabel: kit.Tr("watch.leave"), EndAction: g.leaveWatching, Leave: g.Leave}
}

// leaveWatching says goodbye to the host's page and shows the menu.
func (g *OnlineGame) leaveWatching() {
	g.Leave()
	g.a.Show(g.a.Menu())
}
