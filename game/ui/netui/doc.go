// Package netui is what the online screens share to reach another device:
// the connector that makes a connection with an invite and a reply code
// (netwire.go; net/session in the page, memory in tests), blocking calls
// run off the update loop (netcall.go), the connection settings (STUN and
// TURN servers) and their screen, and the code screen that shows a code to
// send and takes the one pasted back.
//
// It imports net/session, game/ui/kit and game/ui/scene.
package netui
