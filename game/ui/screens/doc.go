// Package screens holds the app's screens around play: the title menu,
// the new-game screen (options and who plays each side), the saved games,
// opening a game from a link, a record or a file, and sharing one.
//
// It imports game, game/ai, game/registry, game/share, game/ui/kit,
// game/ui/scene, game/ui/play and game/ui/online.
package screens
