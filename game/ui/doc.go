// Package ui is everything Pentarchy draws and everything a player does with
// mouse, touch or keys: the [App], an ebiten.Game that shows one scene at a
// time. It is the only package that knows every game's board view
// (views.go, the list of them, like game/registry for the rulesets) and the
// only one that imports every scene package.
//
// The user interface is a stack of packages, each importing only those
// below it:
//
//	game/ui               the App: scenes on screen, keyboard focus and the board cursor,
//	                      the page scrolling, updates, the test hook, the list of views
//	game/ui/screens       the menu, new game, saved games, open and share
//	game/ui/online        invite and join, connection settings, chat, move codes
//	game/ui/help          the rules scene and its diagrams
//	game/ui/play          the play scene: panel, hand-over, hints, moves, undo, seats, computer
//	game/ui/sound         the sounds, following a game's progress
//	game/ui/scene         the scene contract and its Host
//	game/ui/board/*view   one board view per game, each knowing only its ruleset
//	game/ui/board         the board view contract and what the five views share
//	game/ui/input         pointer, gestures, keys, the cursor's geometry
//	game/ui/access        the page's live region and typed line (the screen-reader mode)
//	game/ui/speech        a game in words: its board, each step, answers to a typed line
//	game/ui/kit           the widget kit: geometry, themes, fonts, drawing, buttons, texts
//
// Scenes do not import each other's packages to move on: the App, as the
// scenes' scene.Host, makes the menu, the rules and the share screen for
// them, and the board view of any game.
//
// The UI never decides what is legal. A board view turns a tap into a
// candidate step text; the step is played only if it is one of the texts
// game.LegalTexts lists, and the ruleset checks it again.
//
// Drawing is event-driven: Ebiten runs in FPSModeVsyncOffMinimum, so an idle
// screen costs almost nothing, and a frame is drawn only after input, a
// resize or a call to ebiten.ScheduleFrame. A scene that knows what may
// be shown next (scene.Rehearser: the new-game screen) gets one more frame
// once idle, which draws those scenes under a redraw of the screen, so that
// their shapes and glyphs are ready before a player asks for them.
//
// Sizes are designed in CSS pixels and drawn at the device pixel ratio:
// LayoutF returns the outside size times the device scale factor, and every
// length and font size is multiplied by it, so text and lines stay crisp.
//
// Every action can also be done from the keyboard (keyboard.go): a cursor
// that the arrows move between any board's cells, a focus ring that Tab and
// the arrows move between buttons, Enter to act, Escape to cancel. A
// screen taller than its window scrolls as a page (scroll.go).
//
// In the screen-reader mode (appspeech.go) everything that happens is also
// said in the page's live region, and a typed line takes steps, commands
// and buttons' labels.
//
// In the browser the package publishes the read-only test hook
// window.pentarchy (see DESIGN.md), describing the last drawn frame.
package ui
