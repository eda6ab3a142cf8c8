// Package online is play with a friend on another device: the screens
// that make a connection with invite and reply codes (or a link, or a QR
// code), the connection settings, chat, play by move codes, and the
// OnlineGame that links a play scene to net/protocol's Match, which judges
// every step sent and received. The network is reached only through the
// connector of netwire.go (net/session in the page, memory in tests).
// onlinesave.go says what "saved" means for an online game.
//
// It imports game, game/registry, net/protocol, net/session,
// game/ui/board, game/ui/kit, game/ui/scene and game/ui/play.
package online
