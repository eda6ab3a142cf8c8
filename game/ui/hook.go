package ui

// snapshot is what the read-only test hook window.pentarchy reports: the
// state of the last drawn frame, in CSS pixels. It is never changed after
// it is made, so the hook can read it at any time.
type snapshot struct {
	scene   string
	buttons []hookButton
	cell    func(name string) (x, y float64, ok bool) // nil: no board on screen
	record  string                                    // game record JSON; "" for none
	status  string
	code    string // the invite, reply or move code shown; "" for none
}

// hookButton is a clickable control as the hook reports it.
type hookButton struct {
	Label      string
	X, Y, W, H float64
}

// describer is what a scene tells the hook besides its name and buttons.
type describer interface {
	// describe fills in the snapshot's cell, record and status, in device
	// pixels for cell; the app converts them to CSS pixels.
	describe(s *snapshot)
}

// snapshot describes the current scene as the hook reports it.
func (a *App) snapshot() *snapshot {
	s := &snapshot{scene: a.scene.name()}
	k := 1 / a.v.dpr
	for _, b := range a.windowButtons() {
		if !b.disabled {
			s.buttons = append(s.buttons, hookButton{b.label, b.r.x * k, b.r.y * k, b.r.w * k, b.r.h * k})
		}
	}
	if d, ok := a.scene.(describer); ok {
		d.describe(s)
	}
	if cell := s.cell; cell != nil {
		s.cell = func(name string) (float64, float64, bool) {
			x, y, ok := cell(name)
			return x * k, y * k, ok
		}
	}
	return s
}
