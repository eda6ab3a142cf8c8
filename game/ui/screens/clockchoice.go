package screens

import (
	"time"
	"unicode/utf8"

	"pentarchy/game/clock"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/maptable"
)

// The new-game screen's clock: a row that steps through clock.Presets,
// from none (the default) to days per turn. The game Start begins is
// timed with the control chosen (game/ui/play's clock.go).

// newClockButton is the clock's row.
func (s *NewGameScene) newClockButton() {
	s.clockB = &kit.Button{Action: func() {
		s.clockAt = (s.clockAt + 1) % len(clock.Presets)
		s.refresh()
	}}
}

// labelClock names the control chosen on its button.
func (s *NewGameScene) labelClock() {
	s.clockB.Label = kit.Tr("newgame.clock", ClockWords(clock.Presets[s.clockAt]))
}

// besideClock is the option whose row the clock shares, each on half of
// a row w wide: of those shown with a short
// choice and the row to themselves, the one with the shortest label, if
// both labels fit; -1 for none.
func (s *NewGameScene) besideClock(w float64) int {
	best := -1
	for i, spec := range s.specs {
		if !s.shown(i) || long(spec) || spec.Name == maptable.Beside {
			continue
		}
		if best < 0 || utf8.RuneCountInString(s.Rows[i].Label) < utf8.RuneCountInString(s.Rows[best].Label) {
			best = i
		}
	}
	f, half := s.a.Fonts(), (w-s.v.Px(kit.Gap/2))/2
	longest := kit.Tr("newgame.clock", ClockWords(clock.Presets[4]))
	if best < 0 || !kit.Fits(f, s.Rows[best].Label, half, 0.75, s.v) || !kit.Fits(f, longest, half, 0.75, s.v) {
		return -1
	}
	return best
}

// chosenClock is the control chosen.
func (s *NewGameScene) chosenClock() clock.Control { return clock.Presets[s.clockAt] }

// ClockWords names a time control as players read it: "none", "5 min +
// 3 s", "30 s a turn", "1 day a turn".
func ClockWords(c clock.Control) string {
	switch c.Kind {
	case clock.Fischer:
		return kit.Tr("clock.fischer", durationWords(c.Base), durationWords(c.Increment))
	case clock.PerTurn:
		return kit.Tr("clock.per-turn", durationWords(c.Turn))
	}
	return kit.Tr("clock.none")
}

// durationWords says a length of a control in its largest whole unit:
// "3 days", "2 h", "5 min", "20 s".
func durationWords(d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		return kit.Count("day", int(d/(24*time.Hour)))
	case d >= time.Hour && d%time.Hour == 0:
		return kit.Tr("clock.hours", int(d/time.Hour))
	case d >= time.Minute && d%time.Minute == 0:
		return kit.Tr("clock.minutes", int(d/time.Minute))
	}
	return kit.Tr("clock.seconds", int(d/time.Second))
}
