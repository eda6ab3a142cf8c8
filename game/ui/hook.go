package ui

import "pentarchy/game/ui/scene"

// snapshot describes the current scene as the hook reports it.
func (a *App) snapshot() *scene.Snapshot {
	s := &scene.Snapshot{Scene: a.scene.Name()}
	k := 1 / a.v.Dpr
	for _, b := range a.windowButtons() {
		if !b.Disabled {
			s.Buttons = append(s.Buttons, scene.HookButton{Label: b.Label, X: b.R.X * k, Y: b.R.Y * k, W: b.R.W * k, H: b.R.H * k})
		}
	}
	if d, ok := a.scene.(scene.Describer); ok {
		d.Describe(s)
	}
	if cell := s.Cell; cell != nil {
		s.Cell = func(name string) (float64, float64, bool) {
			x, y, ok := cell(name)
			return x * k, y * k, ok
		}
	}
	return s
}
