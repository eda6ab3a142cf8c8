package ui

import (
	"pentarchy/game/ui/kit"
)

// SettingsRow makes the menu's row of settings, each button showing the
// setting as it is and changing it when pressed: the theme (dark, light,
// high contrast), the sound (on, off) and the screen-reader mode (off,
// on). All are kept on the device.
func (a *App) SettingsRow() []*kit.Button {
	theme := &kit.Button{Label: kit.ThemeLabel()}
	theme.Action = func() {
		a.cycleTheme()
		theme.Label = kit.ThemeLabel()
	}
	sound := &kit.Button{Label: a.sfx.Label()}
	sound.Action = func() {
		a.sfx.Toggle(a.store)
		sound.Label = a.sfx.Label()
	}
	reader := &kit.Button{Label: a.SpeechLabel(), Action: a.toggleSpeech}
	a.speech.button = reader // F2 relabels it too
	return []*kit.Button{theme, sound, reader}
}
