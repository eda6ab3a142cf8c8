package ui

// settingsRow makes the menu's row of settings, each button showing the
// setting as it is and changing it when pressed: the theme (dark, light,
// high contrast) and the sound (on, off). Both are kept on the device.
func (a *App) settingsRow() []*button {
	theme := &button{label: themeLabel()}
	theme.action = func() {
		a.cycleTheme()
		theme.label = themeLabel()
	}
	sound := &button{label: a.sfx.label()}
	sound.action = func() {
		a.sfx.toggle(a.store)
		sound.label = a.sfx.label()
	}
	return []*button{theme, sound}
}

// placeRow puts the buttons side by side in r, equally wide, gap apart.
func placeRow(bs []*button, r rect, gap float64) {
	weights := make([]float64, len(bs))
	for i := range weights {
		weights[i] = 1
	}
	for i, place := range r.row(gap, weights...) {
		bs[i].r = place
	}
}
