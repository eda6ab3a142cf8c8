package kit

import "image/color"

// Theme holds the colours of the UI. Player and highlight colours come from
// the Okabe–Ito palette, which stays apart for colour-blind players; shapes
// always carry the meaning too. Every text colour has a contrast of at least
// 4.5:1 against the background it is drawn on (theme_test.go checks it).
type Theme struct {
	Background color.RGBA // the page behind everything
	Panel      color.RGBA // panels and banners
	Text       color.RGBA // main text, on background and panel
	Muted      color.RGBA // secondary text, on background and panel
	Button     color.RGBA // an ordinary button
	ButtonEdge color.RGBA // its outline
	ButtonText color.RGBA // its label
	Primary    color.RGBA // the button a player most likely wants
	PrimText   color.RGBA // its label
	Disabled   color.RGBA // the label of a button that cannot be used
	Warn       color.RGBA // what went wrong, on background and panel

	Board      color.RGBA // the wooden board
	BoardLine  color.RGBA // its lines
	BoardLabel color.RGBA // file and rank labels on it

	Dark, DarkEdge   color.RGBA // the dark player's stone (Black) and its outline
	Light, LightEdge color.RGBA // the light player's stone (White) and its outline

	Target color.RGBA // where a selected piece can go: rings (blue)
	Attack color.RGBA // what a selected piece can push or take: arrows (vermillion)
	Place  color.RGBA // where a new piece can be placed: dots (bluish green)
	Last   color.RGBA // the last action: squares (orange)
	Ink    color.RGBA // outlines around highlights, so they show on any colour

	Focus color.RGBA // the ring around the button the keyboard is on
}

// The Okabe–Ito colours, which stay apart for colour-blind players
// (shared/STYLE.md). Every game's player colours and the highlights below
// are taken from here.
var (
	Vermillion    = Rgb(0xd55e00)
	OkBlue        = Rgb(0x0072b2)
	BluishGreen   = Rgb(0x009e73)
	OkYellow      = Rgb(0xf0e442)
	ReddishPurple = Rgb(0xcc79a7)
	SkyBlue       = Rgb(0x56b4e9)
	okOrange      = Rgb(0xe69f00)
)

// Th is the theme in use: one of themes (themes.go), dark until the
// player's choice or the system's preference is known.
var Th = DarkTheme

// DarkTheme is the default theme: light text on a dark slate.
var DarkTheme = Theme{
	Background: Rgb(0x1c2029),
	Panel:      Rgb(0x2a303c),
	Text:       Rgb(0xf3f4f6),
	Muted:      Rgb(0xc3c9d3),
	Button:     Rgb(0x353d4c),
	ButtonEdge: Rgb(0x7d8ba1),
	ButtonText: Rgb(0xffffff),
	Primary:    OkBlue,
	PrimText:   Rgb(0xffffff),
	Disabled:   Rgb(0xa3acba),
	Warn:       okOrange,

	Board:      Rgb(0xe8cc94),
	BoardLine:  Rgb(0x4a3520),
	BoardLabel: Rgb(0x3b2a17),

	Dark:      Rgb(0x181818),
	DarkEdge:  Rgb(0x000000),
	Light:     Rgb(0xf7f7f4),
	LightEdge: Rgb(0x2b2b2b),

	Target: OkBlue,
	Attack: Vermillion,
	Place:  BluishGreen,
	Last:   okOrange,
	Ink:    Rgb(0x111111),

	Focus: OkYellow,
}

func Rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Sizes in CSS pixels, before the view's scale.
const (
	TouchMin    = 44 // the smallest control a finger can hit
	ButtonH     = 48 // the height of ordinary buttons
	Gap         = 12 // space between controls
	Margin      = 16 // space around the screen's contents
	Radius      = 8  // corner radius of buttons and panels
	TextBody    = 16 // body text
	textButton  = 18 // button labels
	TextStatus  = 20 // the status line of a game
	TextHeading = 30 // screen titles
	TextTitle   = 44 // the app's name on the title menu
)
