// Package online is how a game with friends on other devices begins and
// begins again: the screens that make a connection with invite and reply
// codes (or a link, or a QR code), the lobby of a game on several devices
// (who plays where, an invite for each friend), the screens that connect a
// kept game again or let a friend's page host it when its host is gone,
// and the menu's button that goes on with a kept game. Once connected, the
// game itself is game/ui/netgame's; this package gives it its screens
// (netgame.Host). The network is reached only through game/ui/netui's
// connector (net/session in the page, memory in tests).
//
// It imports game, game/registry, net/protocol, game/ui/kit,
// game/ui/scene, game/ui/netui, game/ui/play, game/ui/netgame and
// net/session.
package online
