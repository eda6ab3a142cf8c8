// Package online is play with friends on other devices: the screens that
// make a connection with invite and reply codes (or a link, or a QR code),
// play by move codes (their screens, with the chat sheet, are netui's),
// the OnlineGame that links a play scene to
// net/protocol's Match, which judges every step sent and received, and,
// for a game on several devices, the lobby and the HubGame that plays
// through net/protocol's Hub. The network is reached only through
// game/ui/netui's connector (net/session in the page, memory in tests).
// onlinesave.go says what "saved" means for an online game.
//
// It imports game, game/registry, net/protocol, net/session,
// game/ui/board, game/ui/kit, game/ui/scene, game/ui/netui and game/ui/play.
package online
