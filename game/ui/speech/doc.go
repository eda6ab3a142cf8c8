// Package speech puts a game into words for a player who listens instead
// of looking: the screen-reader mode. It reads a board cell by cell, words
// each step as it is played with what it changed, and answers the line a
// player types: a step, in the game's notation or in words, or a short
// command that reads the board, a cell, a row, the reserve, the status,
// the last turn or the legal steps.
//
// It is pure Go, like the rulesets: it never decides what is legal (the
// play scene plays a typed step only if game.LegalTexts lists it), and it
// takes its words from the table of texts (game/ui/rules) and the player
// names and status lines from the caller, so that the board views keep
// the last word on how a game is named. The page's live region and text
// box are the app's (game/ui).
package speech
