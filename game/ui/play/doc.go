// Package play is the play scene: a game on this device, its board view
// and the panel beside it (status, hint, actions, the game bar), the
// layout of both, the hand-over screen of hidden orders, first-game hints,
// the moves list, undo and redo, who sits where (a person, the computer,
// a seat on another device), the computer's steps and the Hint button,
// and the saved games. A game played with another device plugs in through
// its Link (playlink.go); a game on this device has the local link, which
// does nothing.
//
// It imports game, game/ai, game/registry, game/ui/board (never a game's
// view: the Host makes them), game/ui/kit, game/ui/input, game/ui/scene
// and game/ui/sound.
package play
