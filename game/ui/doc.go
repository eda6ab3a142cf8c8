// Package ui is everything Pentarchy draws and everything a player does with
// mouse, touch or keys. It is the only package that imports Ebiten or
// syscall/js.
//
// The [App] is an ebiten.Game that shows one scene at a time: the title
// menu, the new-game screen, a game's play scene, a game's rules, and the
// online screens (invite, join, settings, chat, move codes). Scenes are
// built from a
// few shared parts: the theme (colours and sizes), the Go fonts, widgets
// (button, text, banner), the pointer (mouse clicks and touches become taps)
// and board views (one per game, on top of a shared grid geometry).
//
// A board view may also implement optional interfaces (boardopt.go): a
// board that is not square (sizedView), one that follows drags, pinches,
// the wheel and hovering (gestureView, fed by gestures), and one with
// controls of its own such as zoom buttons (controlView). Conquid's view
// uses all three, with a camera (zoom.go) for its large boards.
//
// The rules scene (rulesscene.go) shows a game's rules from game/ui/rules,
// laid out in a column (rulesdoc.go), with diagrams whose scripts a fresh
// board view of the game plays exactly as a player would (diagram.go). The
// play scene shows a first game's hints (hints.go), which each board view
// words from the state it shows. Player-facing words added for these come
// from game/ui/rules through tr (texts.go).
//
// The UI never decides what is legal. A board view turns a tap into a
// candidate step text; the step is played only if it is one of the texts
// game.LegalTexts lists, and the ruleset checks it again.
//
// Online play (a friend on another device) is a play scene with a link
// (playlink.go) to an onlineGame (onlinegame.go): net/protocol's Match judges
// every step sent and received, and the friend's seats (netseat.go) play
// the steps it accepted. The online scene (onlinescene.go) makes the
// connection with invite and reply codes through net/session, reached only
// through the connector of netwire.go so that tests run on an in-memory
// network; the same game without a connection is played by move codes
// (correspondence.go). Network calls block, on JavaScript promises in the
// page, so they run on goroutines (netcall.go) that hand their results to
// the Update loop and ask Ebiten for a frame.
//
// Drawing is event-driven: Ebiten runs in FPSModeVsyncOffMinimum, so an idle
// screen costs almost nothing, and a frame is drawn only after input, a
// resize or a call to ebiten.ScheduleFrame.
//
// Sizes are designed in CSS pixels and drawn at the device pixel ratio:
// LayoutF returns the outside size times the device scale factor, and every
// length and font size is multiplied by it, so text and lines stay crisp.
//
// Every action can also be done from the keyboard (keyboard.go): a cursor
// that the arrows move between any board's cells (cursor.go, with what
// each view tells of its cells in viewstate.go), a focus ring that Tab and
// the arrows move between buttons, Enter to act, Escape to cancel. A
// screen taller than its window scrolls as a page (scroll.go).
//
// The player chooses a theme (themes.go: dark, light, high contrast) and
// whether to hear sounds (sound.go, synthesized in synth.go and played by
// Web Audio in the page); both are kept on the device.
//
// In the browser the package publishes the read-only test hook
// window.pentarchy (see DESIGN.md), describing the last drawn frame.
package ui
