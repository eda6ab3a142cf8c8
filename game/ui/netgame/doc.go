// Package netgame is a game played with friends on other devices, once
// connected or by move codes: the play scene's link to net/protocol. On
// the device that hosts, HubGame plays through a Hub (with one friend or
// several, and up to ten watchers); on a friend's page, OnlineGame plays
// through a Match, and on a watcher's it follows one that plays no seat
// (watching.go). Both are one link (link.go): the play scene follows the
// judge's record, every step played here goes through the judge before it
// is sent, every message received is judged as a local tap would be, and
// nothing leaves before the save that holds it is on disk (onlinesave.go
// says what "saved" means). The screens it goes to when a connection is lost are
// package online's, given through Host.
//
// It imports game, game/registry, net/protocol, game/ui/board, game/ui/kit,
// game/ui/scene, game/ui/netui and game/ui/play.
package netgame
