// Package rules holds the words the app adds for players: each game's
// rules, in Pentarchy's own words, with the scripts of their diagrams, and
// a table of short texts (hints, labels). They are data, not code: plain
// text files embedded from a folder per language (en/), so a translation
// is a copy of the folder with the prose translated.
//
// A rules file is a small markup, one block per paragraph:
//
//	# Title                      the game's name, first
//	## Heading                   a section
//	Plain lines                  a paragraph; lines until a blank one join
//	- item                       a bulleted item (continued by indented lines)
//	1. item                      a numbered item
//	**words**                    bold words inside any text
//	::: diagram                  a diagram drawn by the game's own board view
//	options: {"size": "small"}   the game's options (JSON), optional
//	position: <text>             a position text of the game, optional (else the start)
//	setup: <actions>             actions done before the first frame, optional
//	frame: <actions>             a frame: actions, then the board as the player sees it
//	result: <actions>            a frame: actions, then the board without legal marks
//	caption: <text>              what the diagram shows
//	:::
//
// Actions are separated by ";": "tap e5" taps a cell or site, "press End
// turn" presses a button the board view offers (its label, or the start of
// it), "step push e5-f5" plays a step as it is. Each frame goes on from the
// state the one before left.
//
// A strings file has one "key = text" a line, with {1}, {2} … where
// arguments go; lines starting with # are comments.
//
// This package is pure Go: the UI draws what it describes.
package rules
