package ui

import (
	"time"

	"pentarchy/game"
	"pentarchy/game/ui/help"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// The App is the scenes' host (scene.Host): it makes the screens they go
// to, and shares the screen, the fonts and the store with them.

// Scene is the scene on screen now.
func (a *App) Scene() scene.Scene { return a.scene }

// Menu is a new title menu.
func (a *App) Menu() scene.Scene { return screens.NewMenuScene(a) }

// Rules shows the rules of r, going back to back.
func (a *App) Rules(r game.Ruleset, back scene.Scene) scene.Scene {
	return help.NewRulesScene(a, r, back)
}

// Share offers the game rec, going back to back.
func (a *App) Share(back scene.Scene, rec game.Record) scene.Scene {
	return screens.NewShareScene(a, back, rec)
}

// Version is the build id.
func (a *App) Version() string { return Version }

// Fonts are the app's fonts.
func (a *App) Fonts() *kit.Fonts { return a.fonts }

// View is the screen.
func (a *App) View() kit.View { return a.v }

// Store is where games and settings are kept on the device.
func (a *App) Store() storage.Store { return a.store }

// Redraw marks the screen as no longer showing the state.
func (a *App) Redraw() { a.dirty = true }

// Now is the time.
func (a *App) Now() time.Time { return time.Now() }

// Dial makes the online scenes' connections (netui.DialHost).
func (a *App) Dial() netui.Dialer { return a.dial }
