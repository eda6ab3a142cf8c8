package ui

import (
	"pentarchy/game/ui/kit"
)

// loadTheme puts on the theme kept on the device or, on a first visit, the
// one the system asks for (prefers-contrast: more, prefers-color-scheme:
// light); dark otherwise.
func (a *App) loadTheme() {
	id, ok := a.store.Get(themeKey)
	if !ok {
		id = kit.SystemTheme()
	}
	if i := kit.ThemeIndex(id); i >= 0 {
		kit.Th = *kit.Themes[i].Th
	}
}

// cycleTheme puts on the next theme, keeps the choice on the device, and
// lays the scene out again, which drops every layer drawn in the old
// colours (kit's shapes are kept by their colours, so old ones just go
// unused and are freed).
func (a *App) cycleTheme() {
	next := kit.Themes[(kit.CurrentTheme()+1)%len(kit.Themes)]
	kit.Th = *next.Th
	a.store.Set(themeKey, next.Id)
	a.layoutScene()
	a.dirty = true
}

// themeKey is where the player's choice of theme is kept on the device.
const themeKey = "pentarchy.theme"
