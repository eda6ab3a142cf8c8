package kit

// The themes a player can choose: dark (the default), light, and high
// contrast. They change the page, panels, text and buttons, and in high
// contrast the board's lines and labels; the player colours and the
// highlights of legal steps stay the Okabe–Ito colours in every theme, each
// with its shape, so that a game reads the same whichever theme is on.

// LightTheme is dark text on a light page.
var LightTheme = Theme{
	Background: Rgb(0xf4f1ea),
	Panel:      Rgb(0xffffff),
	Text:       Rgb(0x15181e),
	Muted:      Rgb(0x474f5c),
	Button:     Rgb(0xe3e7ee),
	ButtonEdge: Rgb(0x5b6678),
	ButtonText: Rgb(0x15181e),
	Primary:    OkBlue,
	PrimText:   Rgb(0xffffff),
	Disabled:   Rgb(0x5f6775),
	Warn:       Rgb(0x9a3c00),

	Board:      DarkTheme.Board,
	BoardLine:  DarkTheme.BoardLine,
	BoardLabel: DarkTheme.BoardLabel,

	Dark: DarkTheme.Dark, DarkEdge: DarkTheme.DarkEdge,
	Light: DarkTheme.Light, LightEdge: DarkTheme.LightEdge,

	Target: OkBlue,
	Attack: Vermillion,
	Place:  BluishGreen,
	Last:   okOrange,
	Ink:    DarkTheme.Ink,

	Focus: Rgb(0x15181e),
}

// contrastTheme is white on black with black lines on a pale board: every
// text at least 7:1 (WCAG AAA).
var contrastTheme = Theme{
	Background: Rgb(0x000000),
	Panel:      Rgb(0x141414),
	Text:       Rgb(0xffffff),
	Muted:      Rgb(0xe6e6e6),
	Button:     Rgb(0x000000),
	ButtonEdge: Rgb(0xffffff),
	ButtonText: Rgb(0xffffff),
	Primary:    OkYellow,
	PrimText:   Rgb(0x000000),
	Disabled:   Rgb(0x9a9a9a),
	Warn:       okOrange,

	Board:      Rgb(0xf2e6c8),
	BoardLine:  Rgb(0x000000),
	BoardLabel: Rgb(0x000000),

	Dark: Rgb(0x000000), DarkEdge: Rgb(0x000000),
	Light: Rgb(0xffffff), LightEdge: Rgb(0x000000),

	Target: OkBlue,
	Attack: Vermillion,
	Place:  BluishGreen,
	Last:   okOrange,
	Ink:    Rgb(0x000000),

	Focus: skyBlue,
}

// skyBlue is the Okabe–Ito sky blue.
var skyBlue = Rgb(0x56b4e9)

// themeChoice is a theme as the player chooses it.
type themeChoice struct {
	Id    string // as kept on the device and as the system preference names it
	Label string // as the Theme button shows it
	Th    *Theme
}

// Themes are the themes in the order the Theme button steps through them.
var Themes = []themeChoice{
	{"dark", "theme.dark", &DarkTheme},
	{"light", "theme.light", &LightTheme},
	{"contrast", "theme.contrast", &contrastTheme},
}

// CurrentTheme is the index in themes of the theme in use.
func CurrentTheme() int {
	for i, c := range Themes {
		if *c.Th == Th {
			return i
		}
	}
	return 0
}

// ThemeIndex is the index of the theme with the id, or -1.
func ThemeIndex(id string) int {
	for i, c := range Themes {
		if c.Id == id {
			return i
		}
	}
	return -1
}

// ThemeLabel is the Theme button's label: the theme in use.
func ThemeLabel() string { return Tr("theme.button", Tr(Themes[CurrentTheme()].Label)) }
