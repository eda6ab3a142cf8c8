package ui

// The themes a player can choose: dark (the default), light, and high
// contrast. They change the page, panels, text and buttons, and in high
// contrast the board's lines and labels; the player colours and the
// highlights of legal steps stay the Okabe–Ito colours in every theme, each
// with its shape, so that a game reads the same whichever theme is on.

// lightTheme is dark text on a light page.
var lightTheme = theme{
	background: rgb(0xf4f1ea),
	panel:      rgb(0xffffff),
	text:       rgb(0x15181e),
	muted:      rgb(0x474f5c),
	button:     rgb(0xe3e7ee),
	buttonEdge: rgb(0x5b6678),
	buttonText: rgb(0x15181e),
	primary:    okBlue,
	primText:   rgb(0xffffff),
	disabled:   rgb(0x5f6775),
	warn:       rgb(0x9a3c00),

	board:      darkTheme.board,
	boardLine:  darkTheme.boardLine,
	boardLabel: darkTheme.boardLabel,

	dark: darkTheme.dark, darkEdge: darkTheme.darkEdge,
	light: darkTheme.light, lightEdge: darkTheme.lightEdge,

	target: okBlue,
	attack: vermillion,
	place:  bluishGreen,
	last:   okOrange,
	ink:    darkTheme.ink,

	focus: rgb(0x15181e),
}

// contrastTheme is white on black with black lines on a pale board: every
// text at least 7:1 (WCAG AAA).
var contrastTheme = theme{
	background: rgb(0x000000),
	panel:      rgb(0x141414),
	text:       rgb(0xffffff),
	muted:      rgb(0xe6e6e6),
	button:     rgb(0x000000),
	buttonEdge: rgb(0xffffff),
	buttonText: rgb(0xffffff),
	primary:    okYellow,
	primText:   rgb(0x000000),
	disabled:   rgb(0x9a9a9a),
	warn:       okOrange,

	board:      rgb(0xf2e6c8),
	boardLine:  rgb(0x000000),
	boardLabel: rgb(0x000000),

	dark: rgb(0x000000), darkEdge: rgb(0x000000),
	light: rgb(0xffffff), lightEdge: rgb(0x000000),

	target: okBlue,
	attack: vermillion,
	place:  bluishGreen,
	last:   okOrange,
	ink:    rgb(0x000000),

	focus: skyBlue,
}

// skyBlue is the Okabe–Ito sky blue.
var skyBlue = rgb(0x56b4e9)

// themeChoice is a theme as the player chooses it.
type themeChoice struct {
	id    string // as kept on the device and as the system preference names it
	label string // as the Theme button shows it
	th    *theme
}

// themes are the themes in the order the Theme button steps through them.
var themes = []themeChoice{
	{"dark", "theme.dark", &darkTheme},
	{"light", "theme.light", &lightTheme},
	{"contrast", "theme.contrast", &contrastTheme},
}

// themeKey is where the player's choice of theme is kept on the device.
const themeKey = "pentarchy.theme"

// currentTheme is the index in themes of the theme in use.
func currentTheme() int {
	for i, c := range themes {
		if *c.th == th {
			return i
		}
	}
	return 0
}

// themeIndex is the index of the theme with the id, or -1.
func themeIndex(id string) int {
	for i, c := range themes {
		if c.id == id {
			return i
		}
	}
	return -1
}

// loadTheme puts on the theme kept on the device or, on a first visit, the
// one the system asks for (prefers-contrast: more, prefers-color-scheme:
// light); dark otherwise.
func (a *App) loadTheme() {
	id, ok := a.store.Get(themeKey)
	if !ok {
		id = systemTheme()
	}
	if i := themeIndex(id); i >= 0 {
		th = *themes[i].th
	}
}

// cycleTheme puts on the next theme, keeps the choice on the device, and
// lays the scene out again, which drops every sprite drawn in the old
// colours.
func (a *App) cycleTheme() {
	next := themes[(currentTheme()+1)%len(themes)]
	th = *next.th
	a.store.Set(themeKey, next.id)
	a.layoutScene()
	a.dirty = true
}

// themeLabel is the Theme button's label: the theme in use.
func themeLabel() string { return tr("theme.button", tr(themes[currentTheme()].label)) }
