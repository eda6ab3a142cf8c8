package screens

import (
	"time"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
)

// The new-game screen's choice of who plays each side: a person on this
// device or the computer, one button a side; and, once the computer plays
// a side, the computer's level: a row of its own with ◄ and ►, stepping
// through levels 1 to 8 and Match me. A level that would take this device
// longer than play.SlowStep a step is said so when chosen.

// seatPlayers keeps a choice for each of n sides, a person by default (the
// choices of sides that remain are kept), and a button for each.
func (s *NewGameScene) seatPlayers(n int) {
	for len(s.players) < n {
		s.players = append(s.players, 0)
	}
	s.players = s.players[:n]
	for len(s.seatRows) < n {
		side := len(s.seatRows)
		s.seatRows = append(s.seatRows, &kit.Button{Action: func() {
			s.players[side] = 1 - s.players[side]
			s.refresh()
			if s.v.W > 0 {
				s.Layout(s.v) // the level's row comes and goes
			}
		}})
	}
	s.seatRows = s.seatRows[:n]
	for i, b := range s.seatRows {
		b.Label = s.view.PlayerName(i+1) + ": " + s.playerTitle(s.players[i])
	}
	s.levelB.Label = kit.Tr("newgame.level", s.level.Label(s.a, s.Rules.ID()))
}

// newLevelButtons makes the level's row: the level, which steps up, and
// ◄ and ► beside it.
func (s *NewGameScene) newLevelButtons() {
	s.level = play.ChosenLevel(s.a, s.Rules.ID())
	step := func(next func(play.LevelChoice) play.LevelChoice) func() {
		return func() {
			s.level = next(s.level)
			s.level.Keep(s.a, s.Rules.ID())
			s.refresh()
		}
	}
	s.levelB = &kit.Button{Action: step(play.LevelChoice.Next)}
	s.levelArrows = []*kit.Button{
		{Label: "◄", Action: step(play.LevelChoice.Prev)},
		{Label: "►", Action: step(play.LevelChoice.Next)},
	}
}

// computerPlays tells whether the computer plays a side.
func (s *NewGameScene) computerPlays() bool {
	for _, p := range s.players {
		if p > 0 {
			return true
		}
	}
	return false
}

// levelButtons are the level's row, while the computer plays a side.
func (s *NewGameScene) levelButtons() []*kit.Button {
	if !s.computerPlays() {
		return nil
	}
	return append([]*kit.Button{s.levelB}, s.levelArrows...)
}

// seats are the seats of the sides as chosen.
func (s *NewGameScene) seats() []play.Seat {
	seats := make([]play.Seat, len(s.players))
	for i, p := range s.players {
		seats[i] = play.PersonSeat{}
		if p > 0 {
			seats[i] = s.level.Seat(s.a, s.Rules)
		}
	}
	return seats
}

// whoPlays sums up the choice: how many people share this device, and
// against how many computer players; and whether the computer's level is
// slow on this device.
func (s *NewGameScene) whoPlays(pos game.Position) string {
	people := 0
	for _, p := range s.players {
		if p == 0 {
			people++
		}
	}
	var who string
	switch computers := len(s.players) - people; {
	case computers == 0:
		return kit.Tr("seats.hot-seat", people)
	case people == 0:
		who = kit.Tr("seats.all-computer")
	case people == 1:
		who = kit.Tr("seats.you-against", kit.Count("side", computers))
	default:
		who = kit.Tr("seats.people-against", people)
	}
	if slow := s.slowness(pos); slow != "" {
		return who + ". " + slow
	}
	return who
}

// slowness says how long a step of the chosen level takes on this device,
// when that is longer than play.SlowStep; "" otherwise. Each level is
// measured once a screen.
func (s *NewGameScene) slowness(pos game.Position) string {
	level := s.level.Level(s.a, s.Rules)
	words, measured := s.slow[level.Name]
	if !measured {
		if t := play.StepTime(pos, level); t > play.SlowStep {
			words = kit.Tr("newgame.slow-level", play.LevelName(level), int(t.Round(time.Second)/time.Second))
		}
		s.slow[level.Name] = words
	}
	return words
}

// playerTitle names a choice: "person" or "computer".
func (s *NewGameScene) playerTitle(p int) string {
	if p == 0 {
		return kit.Tr("seats.person")
	}
	return kit.Tr("seats.computer")
}

// seatLines is how many rows of buttons n seat buttons take: one each for
// up to three sides, two to a row beyond.
func seatLines(n int, short bool) int {
	if n <= 3 && !short {
		return n
	}
	return (n + 1) / 2
}

// placeSeats lays the seat buttons out from y down in the column col, and
// the level's row below them while it shows, and returns the y below
// them.
func (s *NewGameScene) placeSeats(col kit.Rect, y, bh, g float64, short bool) float64 {
	n := len(s.seatRows)
	for line := range seatLines(n, short) {
		r := kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		if n <= 3 && !short {
			s.seatRows[line].R = r
		} else {
			halves := r.Row(g, 1, 1)
			for k := range 2 {
				if i := 2*line + k; i < n {
					s.seatRows[i].R = halves[k]
				}
			}
		}
		y += bh + g
	}
	if s.computerPlays() {
		row := kit.Rect{X: col.X, Y: y, W: col.W, H: bh}.Row(s.v.Px(kit.Gap/2), 1, 4, 1)
		s.levelArrows[0].R, s.levelB.R, s.levelArrows[1].R = row[0], row[1], row[2]
		y += bh + g
	}
	return y
}
