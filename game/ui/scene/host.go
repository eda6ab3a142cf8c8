package scene

import (
	"time"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/storage"
)

// Host is what a scene may ask of the app that shows it: to show another
// scene, the screens every scene may go to (made by the app, so that
// scenes of different packages need not import each other), and what all
// scenes share: the screen, the fonts, the device's store.
type Host interface {
	// Show makes s the scene on screen.
	Show(s Scene)
	// Scene is the scene on screen now.
	Scene() Scene
	// Menu is a new title menu.
	Menu() Scene
	// Rules shows the rules of r; its Back button goes back to back.
	Rules(r game.Ruleset, back Scene) Scene
	// Share offers the game rec as a link, a record and a file; its Back
	// button goes back to back.
	Share(back Scene, rec game.Record) Scene
	// BoardView makes the board view of the game with the id, if there is
	// one.
	BoardView(gameID string) (board.View, bool)
	// SettingsRow is the menu's row of settings: theme and sound.
	SettingsRow() []*kit.Button
	// WithKeys adds to a hint what the keyboard does, when it is in use.
	WithKeys(hint string) string
	// Version is the build id.
	Version() string
	// Fonts are the app's fonts.
	Fonts() *kit.Fonts
	// View is the screen.
	View() kit.View
	// Store is where games and settings are kept on the device.
	Store() storage.Store
	// Redraw asks for the screen to be drawn again: something changed
	// outside a tick or a tap.
	Redraw()
	// Now is the time: the clocks of timed games read it (tests set it).
	Now() time.Time
}
