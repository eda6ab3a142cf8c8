// Package scene is the contract between the app and its screens: a Scene
// (name, layout, buttons, taps, draw, and a few optional interfaces), the
// Host that shows scenes and makes the screens every scene may go to (so
// that scenes of different packages need not import each other), and the
// Snapshot the page's read-only test hook reports.
//
// It imports game, game/ui/board, game/ui/kit and game/ui/storage.
package scene
