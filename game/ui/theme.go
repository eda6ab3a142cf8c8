package ui

import "image/color"

// theme holds the colours of the UI. Player and highlight colours come from
// the Okabe–Ito palette, which stays apart for colour-blind players; shapes
// always carry the meaning too. Every text colour has a contrast of at least
// 4.5:1 against the background it is drawn on (theme_test.go checks it).
type theme struct {
	background color.RGBA // the page behind everything
	panel      color.RGBA // panels and banners
	text       color.RGBA // main text, on background and panel
	muted      color.RGBA // secondary text, on background and panel
	button     color.RGBA // an ordinary button
	buttonEdge color.RGBA // its outline
	buttonText color.RGBA // its label
	primary    color.RGBA // the button a player most likely wants
	primText   color.RGBA // its label
	disabled   color.RGBA // the label of a button that cannot be used
	warn       color.RGBA // what went wrong, on background and panel

	board      color.RGBA // the wooden board
	boardLine  color.RGBA // its lines
	boardLabel color.RGBA // file and rank labels on it

	dark, darkEdge   color.RGBA // the dark player's stone (Black) and its outline
	light, lightEdge color.RGBA // the light player's stone (White) and its outline

	target color.RGBA // where a selected piece can go: rings (blue)
	attack color.RGBA // what a selected piece can push or take: arrows (vermillion)
	place  color.RGBA // where a new piece can be placed: dots (bluish green)
	last   color.RGBA // the last action: squares (orange)
	ink    color.RGBA // outlines around highlights, so they show on any colour

	focus color.RGBA // the ring around the button the keyboard is on
}

// The Okabe–Ito colours, which stay apart for colour-blind players
// (shared/STYLE.md). Every game's player colours and the highlights below
// are taken from here.
var (
	vermillion    = rgb(0xd55e00)
	okBlue        = rgb(0x0072b2)
	bluishGreen   = rgb(0x009e73)
	okYellow      = rgb(0xf0e442)
	reddishPurple = rgb(0xcc79a7)
	okOrange      = rgb(0xe69f00)
)

// th is the theme in use: one of themes (themes.go), dark until the
// player's choice or the system's preference is known.
var th = darkTheme

// darkTheme is the default theme: light text on a dark slate.
var darkTheme = theme{
	background: rgb(0x1c2029),
	panel:      rgb(0x2a303c),
	text:       rgb(0xf3f4f6),
	muted:      rgb(0xc3c9d3),
	button:     rgb(0x353d4c),
	buttonEdge: rgb(0x7d8ba1),
	buttonText: rgb(0xffffff),
	primary:    okBlue,
	primText:   rgb(0xffffff),
	disabled:   rgb(0xa3acba),
	warn:       okOrange,

	board:      rgb(0xe8cc94),
	boardLine:  rgb(0x4a3520),
	boardLabel: rgb(0x3b2a17),

	dark:      rgb(0x181818),
	darkEdge:  rgb(0x000000),
	light:     rgb(0xf7f7f4),
	lightEdge: rgb(0x2b2b2b),

	target: okBlue,
	attack: vermillion,
	place:  bluishGreen,
	last:   okOrange,
	ink:    rgb(0x111111),

	focus: okYellow,
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Sizes in CSS pixels, before the view's scale.
const (
	touchMin    = 44 // the smallest control a finger can hit
	buttonH     = 48 // the height of ordinary buttons
	gap         = 12 // space between controls
	margin      = 16 // space around the screen's contents
	radius      = 8  // corner radius of buttons and panels
	textBody    = 16 // body text
	textButton  = 18 // button labels
	textStatus  = 20 // the status line of a game
	textHeading = 30 // screen titles
	textTitle   = 44 // the app's name on the title menu
)
