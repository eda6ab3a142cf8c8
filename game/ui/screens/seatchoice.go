package screens

import (
	"pentarchy/game/ai"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
)

// The new-game screen's choice of who plays each side: a person on this
// device, or the computer at one of its levels. Each side has a button
// that steps through them.

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
			s.players[side] = (s.players[side] + 1) % (len(ai.Levels()) + 1)
			s.refresh()
		}})
	}
	s.seatRows = s.seatRows[:n]
	for i, b := range s.seatRows {
		b.Label = s.view.PlayerName(i+1) + ": " + playerTitle(s.players[i])
	}
}

// seats are the seats of the sides as chosen.
func (s *NewGameScene) seats() []play.Seat {
	seats := make([]play.Seat, len(s.players))
	for i, p := range s.players {
		seats[i] = play.PersonSeat{}
		if p > 0 {
			seats[i] = play.NewComputerSeat(ai.Levels()[p-1])
		}
	}
	return seats
}

// whoPlays sums up the choice: how many people share this device, and
// against how many computer players.
func (s *NewGameScene) whoPlays() string {
	people := 0
	for _, p := range s.players {
		if p == 0 {
			people++
		}
	}
	switch computers := len(s.players) - people; {
	case computers == 0:
		return kit.Tr("seats.hot-seat", people)
	case people == 0:
		return kit.Tr("seats.all-computer")
	case people == 1:
		return kit.Tr("seats.you-against", kit.Count("side", computers))
	default:
		return kit.Tr("seats.people-against", people)
	}
}

// playerTitle names a choice: "person" or "CPU, medium" (short enough
// for two buttons to a row on a phone).
func playerTitle(p int) string {
	if p == 0 {
		return kit.Tr("seats.person")
	}
	return kit.Tr("seats.computer", play.LevelName(ai.Levels()[p-1]))
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
// returns the y below them.
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
	return y
}
