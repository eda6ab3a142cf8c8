// Package help is the rules scene: a game's rules from game/ui/rules,
// laid out in a column that scrolls, with diagrams whose scripts a fresh
// board view of the game plays exactly as a player would, and the switch
// for first-game hints.
//
// It imports game, game/ui/rules, game/ui/board, game/ui/kit,
// game/ui/input, game/ui/scene and game/ui/play (the panel's layout).
package help
