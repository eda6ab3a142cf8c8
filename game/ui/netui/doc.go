// Package netui is what the online screens share to reach another device:
// the connector that makes a connection with an invite and a reply code
// (netwire.go; net/session in the page, memory in tests), blocking calls
// run off the update loop (netcall.go), the connection settings (STUN and
// TURN servers) and their screen, the code screen that shows a code to
// send and takes the one pasted back, the move-code screen of a game by
// correspondence (a Mailer), and the chat sheet of an online game (a
// Talker): game/ui/online's games, of two devices or as the hub of
// several, are both.
//
// It imports net/session, game, game/ui/kit and game/ui/scene.
package netui
