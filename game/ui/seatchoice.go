package ui

import (
	"pentarchy/game/ai"
)

// The new-game screen's choice of who plays each side: a person on this
// device, or the computer at one of its levels. Each side has a button
// that steps through them.

// seatPlayers keeps a choice for each of n sides, a person by default (the
// choices of sides that remain are kept), and a button for each.
func (s *newGameScene) seatPlayers(n int) {
	for len(s.players) < n {
		s.players = append(s.players, 0)
	}
	s.players = s.players[:n]
	for len(s.seatRows) < n {
		side := len(s.seatRows)
		s.seatRows = append(s.seatRows, &button{action: func() {
			s.players[side] = (s.players[side] + 1) % (len(ai.Levels()) + 1)
			s.refresh()
		}})
	}
	s.seatRows = s.seatRows[:n]
	for i, b := range s.seatRows {
		b.label = sideTitle(s.rules.ID(), i+1) + ": " + playerTitle(s.players[i])
	}
}

// seats are the seats of the sides as chosen.
func (s *newGameScene) seats() []seat {
	seats := make([]seat, len(s.players))
	for i, p := range s.players {
		seats[i] = personSeat{}
		if p > 0 {
			seats[i] = newComputerSeat(ai.Levels()[p-1])
		}
	}
	return seats
}

// whoPlays sums up the choice: how many people share this device, and
// against how many computer players.
func (s *newGameScene) whoPlays() string {
	people := 0
	for _, p := range s.players {
		if p == 0 {
			people++
		}
	}
	switch computers := len(s.players) - people; {
	case computers == 0:
		return tr("seats.hot-seat", people)
	case people == 0:
		return tr("seats.all-computer")
	case people == 1:
		return tr("seats.you-against", count("side", computers))
	default:
		return tr("seats.people-against", people)
	}
}

// playerTitle names a choice: "person" or "CPU, medium" (short enough
// for two buttons to a row on a phone).
func playerTitle(p int) string {
	if p == 0 {
		return tr("seats.person")
	}
	return tr("seats.computer", levelName(ai.Levels()[p-1]))
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
func (s *newGameScene) placeSeats(col rect, y, bh, g float64, short bool) float64 {
	n := len(s.seatRows)
	for line := range seatLines(n, short) {
		r := rect{col.x, y, col.w, bh}
		if n <= 3 && !short {
			s.seatRows[line].r = r
		} else {
			halves := r.row(g, 1, 1)
			for k := range 2 {
				if i := 2*line + k; i < n {
					s.seatRows[i].r = halves[k]
				}
			}
		}
		y += bh + g
	}
	return y
}

// sideTitle is how the screens name player p of a game: its colour.
func sideTitle(gameID string, p int) string {
	switch gameID {
	case "phalanx":
		return colourName(p)
	case "patriarchs":
		return sideName(p)
	case "conquid":
		return conquidName(p)
	case "source-of-power":
		return playerName(p)
	case "parry":
		if p < len(parrySides) {
			return parryName(p)
		}
	}
	return tr("side.player", p)
}
